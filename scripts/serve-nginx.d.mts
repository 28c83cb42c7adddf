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

/** The shell image's start step, its template (from the repository root) and the policy's jq program. */
export const SHELL_STEP: string;
export const SHELL_TEMPLATE: string;
export const CSP_JQ: string;

/** Lays out under `base` what the nginx image has before its entrypoint runs: snippets, conf.d, nginx.conf. */
export function writeFrame(base: string): void;

/** Renders a template as the image's entrypoint does into `base`/conf.d/`name`.conf. */
export function renderHost(
  base: string,
  name: string,
  template: string,
  vars: Record<string, string>,
  siteRoot?: string,
): void;

/** Hands `base` to the unprivileged user nginx runs as. */
export function handOver(base: string): void;

/** nginx (as the unprivileged user when run as root): the command and the arguments before nginx's own. */
export function nginxCommand(): [string, string[]];

/** Runs nginx on the configuration under `base` with the given arguments (`-t`, `-s reload`...). */
export function nginxIn(base: string, ...args: string[]): { status: number | null; stderr: string };
