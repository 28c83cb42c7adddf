import type { LocaleLoader, ResourceBundle } from './translator';

export interface LocaleBackendOptions {
  /** Where the shell's namespaces live: `${basePath}/locales/{lng}/{ns}.json`. */
  basePath?: string;
  /** Replaceable for tests and for environments without a global fetch. */
  fetch?: typeof fetch;
}

interface NamespaceSource {
  baseUrl: string;
  version?: string;
}

const sources = new Map<string, NamespaceSource>();

/**
 * Makes a namespace load from another deployment, so that a remote ships its strings with its code
 * (docs/product.md, "Languages"): `registerNamespaceSource('client', 'https://client.example.com')` loads
 * `https://client.example.com/locales/{lng}/client.json`. A `version` is appended as `?v=` to step over caches.
 */
export function registerNamespaceSource(
  namespace: string,
  baseUrl: string,
  options: { version?: string } = {},
): void {
  sources.set(namespace, { baseUrl, version: options.version });
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function localeUrl(basePath: string, lng: string, ns: string): string {
  const source = sources.get(ns);
  const base = trimSlash(source?.baseUrl ?? basePath);
  const url = `${base}/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;
  return source?.version ? `${url}?v=${encodeURIComponent(source.version)}` : url;
}

/** Why a locale file could not be read; `retry` when another try may succeed (a server error, a dropped connection). */
export class LocaleLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'LocaleLoadError';
  }
}

/**
 * Loads `{base}/locales/{lng}/{ns}.json` with fetch (docs/product.md, "Languages"), or from the namespace's own
 * origin when `registerNamespaceSource` named one.
 *
 * @example
 * const load = createLocaleLoader({ basePath: '/admin' });
 * const texts = await load('en', 'shell');
 */
export function createLocaleLoader(options: LocaleBackendOptions = {}): LocaleLoader {
  const basePath = options.basePath ?? '/admin';
  return async (language, namespace) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const url = localeUrl(basePath, language, namespace);
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new LocaleLoadError(`${url}: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    // A missing file will stay missing; a server error may pass.
    if (!response.ok) throw new LocaleLoadError(`${url}: HTTP ${response.status}`, response.status >= 500);
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new LocaleLoadError(`${url}: not a JSON object`, false);
    return data as ResourceBundle;
  };
}
