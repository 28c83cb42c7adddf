/** Types of serve-nginx.mjs, for the nginx suite (e2e/tests-nginx). */

/**
 * Runs an image's start step as the nginx image's entrypoint does (sourced by sh, with the given variables only) and
 * returns what it exported for the template; throws with the step's message when it refuses its settings.
 */
export function startStep(
  script: string,
  env: Record<string, string>,
): { PANEL_API_PATH: string; PANEL_RESOLVER: string };

/** Where browsers post policy violations in the CI run (the runtime config's cspReportUrl). */
export const REPORT_URI: string;

/** The Strict-Transport-Security the CI run gives the shell's site (PANEL_HSTS). */
export const HSTS: string;
