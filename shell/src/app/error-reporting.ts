import { configureErrorReporting, reportError } from '@panel/shared-core';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * Points shared-core's reportError at the runtime config's `errorReportUrl` (docs/error-reporting.md) and reports the
 * page's Content-Security-Policy violations: a script, a frame or a connection the panel should never have asked for.
 * Kept this small because the first page carries it: the event is described by the reporter's lazy half, which also
 * names the user, and the areas' versions are told by the federation code once it loads (remote-builds.ts).
 */
export function startErrorReporting({ errorReportUrl: url }: RuntimeConfig): void {
  configureErrorReporting({ url });
  document.addEventListener('securitypolicyviolation', (event) => reportError(event, { kind: 'csp' }));
}
