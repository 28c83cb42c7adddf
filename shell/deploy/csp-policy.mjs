/**
 * The shell page's Content-Security-Policy, built from the runtime config it is served with
 * (docs/deploying-a-remote.md, "Headers"). One pure function, used twice: by the demo's Node server on every page
 * (reference-server/src/static/security-headers.ts) and by the nginx deployment, which writes it into an include file
 * at container start through its jq twin (csp-policy.jq). Plain JavaScript with no imports.
 */

/** Where the Telegram login widget comes from when a bot is configured (shell/src/features/auth/telegram-login.tsx). */
const TELEGRAM_SCRIPT = 'https://telegram.org';
const TELEGRAM_FRAME = 'https://oauth.telegram.org';

/** Where the shell's own files are (its webpack publicPath, shared-core/webpack/create-config.cjs). */
export const SHELL_BASE_PATH = '/admin/';

/**
 * What nginx writes for the shell's own origin (panel-shell.envsh, through csp-policy.jq): the host the browser asked for, filled in per
 * request, since the include file is written before any request names it. A CSP `http:` source matches `https:`
 * too, so it holds behind a TLS-terminating proxy that passes the Host header on.
 */
export const NGINX_SELF_ORIGIN = 'http://$http_host';

/** Stands for the shell's origin while a relative remote URL is resolved (replaced by `options.self` afterwards). */
const SELF_PLACEHOLDER = 'http://shell-origin.invalid';

/** The origin of an absolute http(s) URL; null for anything else (a relative "/api" is 'self'). */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The folder a remote's manifest is in, as a CSP source with a path: the remote's entry and chunks are loaded from
 * beside the manifest (publicPath 'auto'), nothing else of its origin is needed. A relative URL is a folder of the
 * shell's own origin. `;` and `,` end a directive or a policy, so they are percent-encoded (CSP compares paths
 * decoded). Null for anything that is not an http(s) URL.
 */
function folderOf(url, self) {
  if (typeof url !== 'string') return null;
  let parsed;
  try {
    parsed = new URL(url, SELF_PLACEHOLDER);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const folder = parsed.pathname
    .slice(0, parsed.pathname.lastIndexOf('/') + 1)
    .replace(/[;,]/g, encodeURIComponent);
  return `${parsed.origin === SELF_PLACEHOLDER ? self : parsed.origin}${folder}`;
}

/**
 * Where a remote's scripts may come from. A remote on a host of its own gets that whole origin: nothing else is
 * served there, and a team can ship a version into a new folder (`/remote-client/1.4.0/`) without the shell's policy
 * being written again. A remote on the shell's origin (a relative URL, or the host `mainHost` names or `self` is) or on
 * the API's gets only its manifest's folder: its origin also serves the API's files, uploads included.
 */
function remoteScriptSource(url, self, config) {
  const origin = originOf(url);
  if (origin === null) return folderOf(url, self);
  const host = new URL(origin).host;
  const shellHost = typeof config?.mainHost === 'string' ? config.mainHost : null;
  const shared =
    origin === self || host === shellHost || origin === originOf(config?.apiBaseUrl) || shellHost === null;
  return shared ? folderOf(url, self) : origin;
}

/**
 * The report address as one CSP source: `;` and `,` would end the directive or the policy, white space the address,
 * so they are percent-encoded (the runtime config's check lets any path through). csp-policy.jq: report_address.
 */
function reportAddress(url) {
  return url.replace(/[;, \t\n\r\f]/g, encodeURIComponent);
}

/**
 * No inline scripts and no `eval`. Scripts only from the shell's own folder (`<self>/admin/`) and the remotes' (their
 * own origins, or their manifests' folders on a shared one: remoteScriptSource), never from anywhere else on the
 * panel's origin: `'self'` would let a file the API serves back
 * (an upload under /api/common/file/static/) run as a script. Workers fall back to script-src, so they are held to
 * the same folders. Fetches to the shell, the API and the remotes (manifests, menus, translations); styles inline
 * because Emotion writes its rules into `<style>` elements at run time; never framed.
 *
 * `options.self` is the shell's origin as the browser sees it (`http://localhost:8080`; nginx: NGINX_SELF_ORIGIN);
 * `options.reportUri` adds a `report-uri` directive (else the config's `cspReportUrl`, if any). The shell image's
 * start step writes the same policy with jq (csp-policy.jq: no Node at run time); deploy/csp-policy.test.ts holds
 * the two to one answer.
 */
export function shellContentSecurityPolicy(config, options) {
  const self = options?.self;
  if (typeof self !== 'string' || self === '' || self.endsWith('/'))
    throw new TypeError(`shellContentSecurityPolicy: options.self must be an origin, got ${String(self)}`);
  const remotes =
    config && config.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes) : [];
  const remoteOrigins = [...new Set(remotes.map(originOf).filter((origin) => origin !== null))];
  const remoteScripts = remotes
    .map((url) => remoteScriptSource(url, self, config))
    .filter((src) => src !== null);
  const apiOrigin = originOf(config?.apiBaseUrl);
  const telegram = typeof config?.telegramBot === 'string' && config.telegramBot !== '';

  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', [`${self}${SHELL_BASE_PATH}`, ...remoteScripts, ...(telegram ? [TELEGRAM_SCRIPT] : [])]],
    ['connect-src', ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...remoteOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : []), ...remoteOrigins]],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['frame-src', telegram ? [TELEGRAM_FRAME] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const reportUri =
    options.reportUri ?? (typeof config?.cspReportUrl === 'string' ? config.cspReportUrl : undefined);
  if (reportUri) directives.push(['report-uri', [reportAddress(reportUri)]]);
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}
