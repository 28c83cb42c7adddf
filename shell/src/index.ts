import { applyDevOverrides, fetchRuntimeConfig } from './config/runtime-config';
import { hostRedirectTarget } from './config/host-redirect';
import { renderConfigError } from './config/config-error-screen';
import { preloadLocales } from './config/preload-locales';

// The async boundary: shared modules are negotiated by the federation runtime before any of them
// is used. The shell's own code downloads while the configuration is read; nothing of a remote loads before the
// configuration says where it lives.
async function start(): Promise<void> {
  // The configuration, the code and the first translations are fetched side by side, not one after another.
  preloadLocales();
  const code = import('./bootstrap');
  // A failed download surfaces below, when it is awaited; not as an unhandled rejection before.
  code.catch(() => undefined);
  try {
    let config = await fetchRuntimeConfig();
    const target = hostRedirectTarget(window.location, config.mainHost);
    if (target) {
      window.location.replace(target);
      return;
    }
    if (process.env.NODE_ENV !== 'production') {
      config = applyDevOverrides(config, window.location.search, window.sessionStorage);
    }
    const { bootstrap } = await code;
    await bootstrap(config);
  } catch (error) {
    console.error(error);
    renderConfigError(error);
  }
}

void start();
