/**
 * The security headers the demo's static servers send (docs/deploying-a-remote.md, "Headers"): every file gets
 * `nosniff` and the referrer policy; the shell's page gets a Content-Security-Policy built from the runtime
 * config it is served with, so scripts and calls may reach the API and the remotes it names, nothing else.
 */

/** On every static answer, documents and assets alike. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Where the Telegram login widget comes from when a bot is configured (shell/src/features/auth/telegram-login.tsx). */
const TELEGRAM_SCRIPT = 'https://telegram.org';
const TELEGRAM_FRAME = 'https://oauth.telegram.org';

const originOf = (url: unknown): string | null => {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    // A relative URL ("/api") is the page's own origin: 'self' covers it.
    return null;
  }
};

export interface PolicyOptions {
  /** Where the browser posts violation reports (the contract server's test mode collects them). */
  reportUri?: string;
}

/**
 * The shell page's policy for a runtime config: no inline scripts and no `eval` (scripts only from the shell and
 * the remotes' origins); fetches to the shell, the API and the remotes (manifests, menus, translations); styles
 * inline because Emotion writes its rules into `<style>` elements at run time; never framed.
 */
export function shellContentSecurityPolicy(
  config: Record<string, unknown>,
  options: PolicyOptions = {},
): string {
  const remotes =
    config.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes as object) : [];
  const remoteOrigins = [...new Set(remotes.map(originOf).filter((o): o is string => o !== null))];
  const apiOrigin = originOf(config.apiBaseUrl);
  const telegram = typeof config.telegramBot === 'string' && config.telegramBot !== '';

  const directives: [string, string[]][] = [
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

/** A remote's own pages (its standalone harness): its own code only, never framed. */
export const REMOTE_DOCUMENT_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
