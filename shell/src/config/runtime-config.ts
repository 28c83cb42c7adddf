/**
 * The runtime configuration (docs/deploying-a-remote.md): fetched before React starts, so that moving a remote
 * to a new version or host is an edit of /admin/runtime-config.json, never a rebuild of the shell.
 * Validated by hand: zod would add its weight to the first page for one object.
 */
export type RemoteName = 'client' | 'manage' | 'users';
export const REMOTE_NAMES: readonly RemoteName[] = ['client', 'manage', 'users'];

export interface RuntimeConfig {
  mainHost: string;
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  telegramBot: string | null;
  /**
   * Where reportError (shared-core) sends the panel's errors as JSON batches: a path on the panel's origin or an
   * https address; null sends nothing.
   */
  errorReportUrl: string | null;
  /** Where browsers send Content-Security-Policy violation reports (report-uri); null: no report address. */
  cspReportUrl: string | null;
}

export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/*
 * The rules of the fields, each the pattern of its field in the JSON Schema (shell/deploy/runtime-config.schema.json),
 * character for character: runtime-config-schema.test.ts compares them and runs both checks on a table of samples.
 * Patterns rather than URL parsing, because a parser forgives what a schema cannot (`HTTPS://`, `https:host`,
 * `http://127.1`, spaces around): the same file must pass or fail both.
 */
/** A host name, with a port if any; no scheme. */
export const HOST_RE = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
/**
 * A path on the panel's origin other than "/" itself, in the characters the shell image's start step accepts for its
 * nginx location (panel-shell.envsh), so that a file the shell takes never stops the image.
 */
export const API_PATH_RE = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/;
/** A path on the panel's origin: one "/" first, not "//" or "/\\" (browsers read both as another host). */
export const REPORT_PATH_RE = /^\/(?![/\\])/;
/** https on a host name, http only for a local origin (issue 3); no user name or password, no spaces. */
export const REMOTE_URL_RE =
  /^(https:\/\/[A-Za-z0-9._-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:[0-9]{1,5})?([/?#]\S*)?$/;
/** A Telegram bot's user name. */
export const BOT_RE = /^[A-Za-z0-9_]{3,64}$/;

/** A path on the panel's origin ("/api/...") or an address allowed for a remote (https, http only locally). */
const isReportAddress = (value: unknown): boolean =>
  typeof value === 'string' && (REPORT_PATH_RE.test(value) || REMOTE_URL_RE.test(value));

/** Returns the config or throws RuntimeConfigError listing every problem found. */
export function validateRuntimeConfig(input: unknown): RuntimeConfig {
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RuntimeConfigError('The runtime configuration is not a JSON object.', [
      'root: expected an object',
    ]);
  }
  const raw = input as Record<string, unknown>;
  const mainHost = raw.mainHost;
  if (typeof mainHost !== 'string' || !HOST_RE.test(mainHost))
    problems.push('mainHost: expected a host name, e.g. "panel.example.com"');
  const apiBaseUrl = raw.apiBaseUrl ?? '/api';
  if (typeof apiBaseUrl !== 'string' || !API_PATH_RE.test(apiBaseUrl))
    problems.push('apiBaseUrl: expected a path such as "/api"');
  const telegramBot = raw.telegramBot ?? null;
  if (telegramBot !== null && (typeof telegramBot !== 'string' || !BOT_RE.test(telegramBot)))
    problems.push('telegramBot: expected a bot user name or null');
  const errorReportUrl = raw.errorReportUrl ?? null;
  const cspReportUrl = raw.cspReportUrl ?? null;
  for (const [key, value] of [
    ['errorReportUrl', errorReportUrl],
    ['cspReportUrl', cspReportUrl],
  ] as const)
    if (value !== null && !isReportAddress(value))
      problems.push(`${key}: expected a path such as "/api/errors", an https address or null`);
  const remotesRaw = raw.remotes;
  const remotes = {} as Record<RemoteName, string>;
  if (typeof remotesRaw !== 'object' || remotesRaw === null || Array.isArray(remotesRaw)) {
    problems.push('remotes: expected an object naming client, manage and users');
  } else {
    const r = remotesRaw as Record<string, unknown>;
    for (const name of REMOTE_NAMES) {
      const url = r[name];
      if (typeof url !== 'string') problems.push(`remotes.${name}: missing`);
      else if (!REMOTE_URL_RE.test(url))
        problems.push(`remotes.${name}: "${url}" must be https (http only for localhost)`);
      else remotes[name] = url;
    }
    for (const key of Object.keys(r)) {
      if (!(REMOTE_NAMES as readonly string[]).includes(key)) problems.push(`remotes.${key}: unknown remote`);
    }
  }
  if (problems.length) throw new RuntimeConfigError('The runtime configuration is invalid.', problems);
  return {
    mainHost: mainHost as string,
    apiBaseUrl: apiBaseUrl as string,
    remotes,
    telegramBot: telegramBot as string | null,
    errorReportUrl: errorReportUrl as string | null,
    cspReportUrl: cspReportUrl as string | null,
  };
}

/** Parses the text of the file, turning a syntax error into a RuntimeConfigError. */
export function parseRuntimeConfig(text: string): RuntimeConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RuntimeConfigError('The runtime configuration is not valid JSON.', [
      'runtime-config.json: JSON syntax error',
    ]);
  }
  return validateRuntimeConfig(json);
}

export async function fetchRuntimeConfig(url = '/admin/runtime-config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError('The runtime configuration could not be loaded.', [`${url}: network error`]);
  }
  if (response.status !== 200) {
    throw new RuntimeConfigError('The runtime configuration could not be loaded.', [
      `${url}: HTTP ${response.status}`,
    ]);
  }
  return parseRuntimeConfig(await response.text());
}

/**
 * Development only: `?remote-client=http://localhost:3001/mf-manifest.json` (remembered in
 * sessionStorage) points one remote at a local dev server. Production builds compile this away, and
 * only localhost targets are accepted, so a crafted link can never load foreign code.
 */
export function applyDevOverrides(
  config: RuntimeConfig,
  search: string,
  storage: Storage | undefined,
): RuntimeConfig {
  const params = new URLSearchParams(search);
  const remotes = { ...config.remotes };
  const localHosts = ['localhost', '127.0.0.1', '[::1]'];
  for (const name of REMOTE_NAMES) {
    const key = `remote-${name}`;
    const fromQuery = params.get(key);
    if (fromQuery !== null) storage?.setItem(`panel.${key}`, fromQuery);
    const value = fromQuery ?? storage?.getItem(`panel.${key}`) ?? null;
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        if (localHosts.includes(url.hostname)) remotes[name] = url.toString();
      }
    } catch {
      // Ignored: an unusable override must not break the page.
    }
  }
  return { ...config, remotes };
}
