import { configureErrorReporting, reportError, store, userAtom } from '@panel/shared-core';
import type { RuntimeConfig } from '../config/runtime-config';
import { runningBuilds } from '../federation/running-builds';

/**
 * Points shared-core's reportError at the runtime config's `errorReportUrl` (docs/error-reporting.md), tells it who is
 * signed in and which build each area runs, and reports the page's Content-Security-Policy violations.
 */
export function startErrorReporting(config: RuntimeConfig): void {
  configureErrorReporting({
    url: config.errorReportUrl,
    user: () => store.get(userAtom)?.public_id,
    version: (area) => runningBuilds().get(area)?.build.version,
  });
  // What the policy refused: a script, a frame or a connection the panel should never have asked for.
  document.addEventListener('securitypolicyviolation', (event) =>
    reportError(new Error(`${event.effectiveDirective} refused ${event.blockedURI}`), { kind: 'csp' }),
  );
}
