import { configureErrorReporting, reportError, store, userAtom } from '@panel/shared-core';
import type { RuntimeConfig } from '../config/runtime-config';
import { runningBuilds } from '../federation/running-builds';

/**
 * Points shared-core's reportError at the runtime config's `errorReportUrl` (docs/error-reporting.md), tells it who is
 * signed in and which build each area runs, and reports the page's Content-Security-Policy violations. A path is on the
 * panel's main host, as the API's is.
 */
export function startErrorReporting(config: RuntimeConfig): void {
  const address = config.errorReportUrl;
  configureErrorReporting({
    url: address?.startsWith('/') ? `${window.location.protocol}//${config.mainHost}${address}` : address,
    context: () => ({
      user: store.get(userAtom)?.public_id ?? null,
      versions: Object.fromEntries([...runningBuilds()].map(([name, { build }]) => [name, build.version])),
    }),
  });
  // What the policy refused: a script, a frame or a connection the panel should never have asked for.
  document.addEventListener('securitypolicyviolation', (event) => {
    reportError(
      new Error(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}`),
      {
        kind: 'csp',
      },
    );
  });
}
