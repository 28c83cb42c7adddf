/**
 * The shell page's Content-Security-Policy, built from the runtime config it is served with
 * (docs/deploying-a-remote.md, "Headers"). One pure function, used twice: by the demo's Node server on every page
 * (reference-server/src/static/security-headers.ts) and by the nginx deployment, which writes it into an include file
 * at container start (write-csp-conf.mjs). Plain JavaScript with no imports, so the shell's image runs it with node.
 */

/** Where the Telegram login widget comes from when a bot is configured (shell/src/features/auth/telegram-login.tsx). */
const TELEGRAM_SCRIPT = 'https://telegram.org';
const TELEGRAM_FRAME = 'https://oauth.telegram.org';

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
 * No inline scripts and no `eval` (scripts only from the shell and the remotes' origins); fetches to the shell, the
 * API and the remotes (manifests, menus, translations); styles inline because Emotion writes its rules into
 * `<style>` elements at run time; never framed. `options.reportUri` adds a `report-uri` directive.
 */
export function shellContentSecurityPolicy(config, options = {}) {
  const remotes =
    config && config.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes) : [];
  const remoteOrigins = [...new Set(remotes.map(originOf).filter((origin) => origin !== null))];
  const apiOrigin = originOf(config?.apiBaseUrl);
  const telegram = typeof config?.telegramBot === 'string' && config.telegramBot !== '';

  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins, ...(telegram ? [TELEGRAM_SCRIPT] : [])]],
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
  if (options.reportUri) directives.push(['report-uri', [options.reportUri]]);
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}
