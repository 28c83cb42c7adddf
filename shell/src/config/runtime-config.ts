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

const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http is allowed only for a local origin; anything else must be https (issue 3). */
export function isAllowedRemoteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/** A path on the panel's origin ("/api/...") or an address allowed for a remote (https, http only locally). */
const isReportAddress = (value: unknown): boolean =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || isAllowedRemoteUrl(value));

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
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl.startsWith('/') || apiBaseUrl.startsWith('//'))
    problems.push('apiBaseUrl: expected a path starting with "/"');
  const telegramBot = raw.telegramBot ?? null;
  if (telegramBot !== null && (typeof telegramBot !== 'string' || !/^[A-Za-z0-9_]{3,64}$/.test(telegramBot)))
    problems.push('telegramBot: expected a bot user name or null');
  const errorReportUrl = raw.errorReportUrl ?? null;
  const cspReportUrl = raw.cspReportUrl ?? null;
  for (const [key, value] of [
    ['errorReportUrl', errorReportUrl],
    ['cspReportUrl', cspReportUrl],
  ] as const)
    if (value !== null && !isReportAddress(value))
      problems.push(`${key}: expected a path starting with "/", an https address or null`);
  const remotesRaw = raw.remotes;
  const remotes = {} as Record<RemoteName, string>;
  if (typeof remotesRaw !== 'object' || remotesRaw === null || Array.isArray(remotesRaw)) {
    problems.push('remotes: expected an object naming client, manage and users');
  } else {
    const r = remotesRaw as Record<string, unknown>;
    for (const name of REMOTE_NAMES) {
      const url = r[name];
      if (typeof url !== 'string') problems.push(`remotes.${name}: missing`);
      else if (!isAllowedRemoteUrl(url))
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
  for (const name of REMOTE_NAMES) {
    const key = `remote-${name}`;
    const fromQuery = params.get(key);
    if (fromQuery !== null) storage?.setItem(`panel.${key}`, fromQuery);
    const value = fromQuery ?? storage?.getItem(`panel.${key}`) ?? null;
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        if (LOCAL_HOSTS.has(url.hostname)) remotes[name] = url.toString();
      }
    } catch {
      // Ignored: an unusable override must not break the page.
    }
  }
  return { ...config, remotes };
}
