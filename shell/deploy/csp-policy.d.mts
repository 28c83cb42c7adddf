/** Types of csp-policy.mjs (the demo server imports it from TypeScript). */
export interface PolicyOptions {
  /**
   * The shell's origin as the browser sees it, without a trailing slash (`http://localhost:8080`): scripts are allowed
   * from its `/admin/` folder only, and a relative remote URL is a folder of it. nginx puts NGINX_SELF_ORIGIN here.
   */
  self: string;
  /** Where the browser posts violation reports; the config's `cspReportUrl` when left out. */
  reportUri?: string;
}

/** The shell's own folder on its origin (its webpack publicPath). */
export const SHELL_BASE_PATH: string;

/** The shell's origin in the nginx include file: `http://$http_host`, filled in by nginx per request. */
export const NGINX_SELF_ORIGIN: string;

export function shellContentSecurityPolicy(config: Record<string, unknown>, options: PolicyOptions): string;
