import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp, initI18n, restoreSession } from '@panel/shared-core';
import { startErrorReporting } from './app/error-reporting';
import { getSystem } from '@panel/shared-core/ui';
import type { RuntimeConfig } from './config/runtime-config';
import { registerAll } from './federation/remote-definitions';
import { warmStart } from './federation/warm-start';
import { setRuntimeConfig } from './config/runtime-config-store';
import { applyInitialTheme } from './app/theme';
import { FIRST_NAMESPACES } from './config/preload-locales';
import { App } from './app/app';

/** Starts the shell once the runtime configuration is known (see index.ts). */
export async function bootstrap(config: RuntimeConfig): Promise<void> {
  setRuntimeConfig(config);
  configureHttp({ baseURL: `${window.location.protocol}//${config.mainHost}${config.apiBaseUrl}` });
  startErrorReporting(config);
  registerAll(config);
  applyInitialTheme(window.location.search);
  const i18nReady = initI18n({ namespaces: [...FIRST_NAMESPACES], defaultNS: 'shell' });
  const { pathname, search } = window.location;
  const firstCode = warmStart(pathname.replace(/^\/admin(?=\/|$)/, '') || '/', search, i18nReady);
  // The Chakra system is built in a task of its own while the network answers: not in the task that evaluated the
  // modules, which it made one long task, nor in the first render, which would wait for it (system.ts).
  setTimeout(getSystem, 0);
  // The session restore and the translations load together; neither needs the other.
  const [, user] = await Promise.all([i18nReady, restoreSession().catch(() => null)]);
  // A signed-in page also waits for its layout's code: drawn before it, the page would show a spinner, and React holds
  // back what replaces a spinner until 300 ms after the spinner showed. And for the warm start's own, which tells the
  // layout whether a screen is on its way (first-screen.ts).
  if (user) await firstCode;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // The first render is a transition, so in slices: between them the browser hands over what arrived meanwhile (on a
  // signed-in page the area's manifest and code, the menus, the first data) and input, and the main thread is never
  // blocked long. The login page too: its few elements are the first of every Chakra part the page draws, and drawn
  // in one piece they were a long task of about 90 ms; in slices its first paint comes as early.
  startTransition(() => reactRoot.render(<App />));
}
