interface NamespaceSource {
  baseUrl: string;
  version?: string;
}

const sources = new Map<string, NamespaceSource>();

/**
 * Makes a namespace load from another deployment, so that a remote ships its texts with its code
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

/** The deployment a namespace is read from, when one was registered. */
export function namespaceSource(namespace: string): string | undefined {
  const source = sources.get(namespace);
  return source ? trimSlash(source.baseUrl) : undefined;
}

/** Where one namespace's file lives: the namespace's registered origin, else `${basePath}/locales/...`. */
export function localeUrl(basePath: string, lng: string, ns: string): string {
  const source = sources.get(ns);
  const base = trimSlash(source?.baseUrl ?? basePath);
  const url = `${base}/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;
  return source?.version ? `${url}?v=${encodeURIComponent(source.version)}` : url;
}

/**
 * i18next-http-backend's `loadPath`: the backend asks for one language and one namespace at a time (no multi-load
 * backend is used), and the namespace decides the origin.
 */
export function createLoadPath(
  basePath: string,
): (lngs: readonly string[], nss: readonly string[]) => string {
  return ([lng = ''], [ns = '']) => localeUrl(basePath, lng, ns);
}
