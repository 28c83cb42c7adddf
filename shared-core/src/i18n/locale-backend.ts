import type { BackendModule, ReadCallback } from 'i18next';

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

/** Loads `{base}/locales/{lng}/{ns}.json` with fetch (docs/product.md, "Languages"). */
export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend' as const;
  readonly callbackApi = true;
  private basePath = '/admin';
  private fetchImpl: typeof fetch | undefined;

  init(_services: unknown, options: LocaleBackendOptions = {}): void {
    this.basePath = options.basePath ?? '/admin';
    this.fetchImpl = options.fetch;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const fetchImpl = this.fetchImpl ?? globalThis.fetch;
    const url = localeUrl(this.basePath, language, namespace);
    fetchImpl(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        // A missing file will stay missing; a server error or a dropped connection may pass, so i18next retries.
        if (!response.ok)
          return callback(new Error(`${url}: HTTP ${response.status}`), response.status >= 500);
        const data: unknown = await response.json();
        if (!data || typeof data !== 'object') return callback(new Error(`${url}: not a JSON object`), false);
        callback(null, data as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  }
}
