/**
 * The panel's translation engine: namespaces of nested JSON texts per language, `{{name}}` interpolation, plural
 * forms by `Intl.PluralRules` (`key_one`, `key_few`, ...; `key_zero` first for a count of 0), a fallback language
 * and namespace, and loading on demand. It is the subset of i18next the panel uses (the locale files keep
 * i18next's JSON format), written here because i18next shipped 15 KB gzip on the first page
 * (docs/performance.md).
 */

export interface ResourceBundle {
  [key: string]: unknown;
}
/** Texts by language, then namespace: `{ en: { core: { errors: { ... } } } }`. */
export type Resource = Record<string, Record<string, ResourceBundle>>;

export interface TOptions {
  /** Picks the plural form (`key_one`, `key_other`...) and is available as `{{count}}`. */
  count?: number;
  /** Shown, interpolated, when no language has the key. */
  defaultValue?: string;
  /** The namespace(s) to look in; a `ns:` prefix on the key wins. */
  ns?: string | readonly string[];
  /** Another language than the current one. */
  lng?: string;
  /** Values for `{{name}}`, beside the options' own fields. */
  replace?: Record<string, unknown>;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** Reads one namespace in one language. A rejection whose error has `retry: true` is tried again. */
export type LocaleLoader = (lng: string, ns: string) => Promise<ResourceBundle>;

export interface TranslatorOptions {
  /** The language to use; otherwise the first supported one `detect` finds, else `fallbackLng`. */
  lng?: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  /** Namespaces loaded before `init` resolves. */
  ns: readonly string[];
  defaultNS: string;
  /** Looked in after the key's own namespace. */
  fallbackNS?: string;
  resources?: Resource;
  load?: LocaleLoader;
  detect?: () => readonly string[];
  /** Remembers a language once it is in use. */
  cache?: (lng: string) => void;
}

// Each event passes its own arguments: `languageChanged` the language, `loaded` what loaded.
type Listener = (...args: never[]) => void;
type LoadState = 'loading' | 'loaded' | 'failed';

const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);
const RETRY_DELAYS_MS = [350, 700];
const INTERPOLATION = /\{\{\s*([^}]+?)\s*\}\}/g;

const primaryOf = (lng: string) => lng.trim().toLowerCase().split(/[-_]/)[0] ?? '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value at a dotted path; a key that itself holds dots (`"team.view": ...`) is found too. */
function find(node: unknown, parts: readonly string[], from = 0): unknown {
  if (from === parts.length) return node;
  if (!isObject(node)) return undefined;
  for (let to = from + 1; to <= parts.length; to += 1) {
    const key = parts.slice(from, to).join('.');
    if (Object.prototype.hasOwnProperty.call(node, key)) {
      const found = find(node[key], parts, to);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function merge(target: ResourceBundle, source: ResourceBundle, overwrite: boolean): ResourceBundle {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isObject(current) && isObject(value)) merge(current, value, overwrite);
    else if (overwrite || current === undefined)
      target[key] = isObject(value) ? merge({}, value, true) : value;
  }
  return target;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Translator {
  /** The language in use, one of `supportedLngs`; empty before `init`. */
  language = '';
  /** The lookup chain: the language, then the fallback. */
  languages: string[] = [];
  isInitialized = false;
  options: TranslatorOptions = { fallbackLng: 'en', supportedLngs: ['en'], ns: [], defaultNS: 'translation' };

  private readonly store: Resource = {};
  private readonly state = new Map<string, LoadState>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Map<string, Set<Listener>>();

  get resolvedLanguage(): string | undefined {
    return this.language || undefined;
  }

  on(event: 'languageChanged' | 'initialized' | 'loaded', listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  /**
   * Sets the options and the language, and loads the first namespaces. Without a loader (texts in memory) it
   * is done before it returns, so tests can render at once.
   */
  init(options: TranslatorOptions): Promise<void> {
    this.options = options;
    for (const [lng, bundles] of Object.entries(options.resources ?? {}))
      for (const [ns, bundle] of Object.entries(bundles)) this.addResourceBundle(lng, ns, bundle, true, true);
    const lng = this.bestMatch([...(options.lng ? [options.lng] : []), ...(options.detect?.() ?? [])]);
    const done = () => {
      this.use(lng);
      this.isInitialized = true;
      this.emit('initialized', options);
    };
    const loading = this.ensure(lng, options.ns);
    if (!loading) {
      done();
      return Promise.resolve();
    }
    return loading.then(done);
  }

  /** The first supported language among `codes` (by primary subtag: `en-GB` is `en`), else the fallback. */
  private bestMatch(codes: readonly string[]): string {
    const supported = this.options.supportedLngs;
    for (const code of codes) {
      if (supported.includes(code)) return code;
      const primary = primaryOf(code);
      if (supported.includes(primary)) return primary;
    }
    return this.options.fallbackLng;
  }

  private use(lng: string): void {
    const changed = lng !== this.language;
    this.language = lng;
    this.languages = [...new Set([lng, this.options.fallbackLng])];
    this.options.cache?.(lng);
    if (changed) this.emit('languageChanged', lng);
  }

  /**
   * Switches the language once the namespaces in use have loaded in it (at once when they are there).
   * An unsupported language falls back to the fallback language.
   */
  changeLanguage(lng: string): Promise<void> {
    const next = this.bestMatch([lng]);
    const namespaces = new Set(this.options.ns);
    for (const key of this.state.keys()) namespaces.add(key.slice(key.indexOf('|') + 1));
    for (const bundles of Object.values(this.store))
      for (const ns of Object.keys(bundles)) namespaces.add(ns);
    const loading = this.ensure(next, [...namespaces]);
    if (!loading) {
      this.use(next);
      return Promise.resolve();
    }
    return loading.then(() => this.use(next));
  }

  /** Loads namespaces in the current language; already loaded ones cost nothing. */
  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    return (
      this.ensure(this.language || this.options.fallbackLng, typeof ns === 'string' ? [ns] : ns) ??
      Promise.resolve()
    );
  }

  /** Whether a namespace's texts are there in the current language (or their load has failed for good). */
  hasLoadedNamespace(ns: string): boolean {
    const lng = this.language;
    if (this.hasResourceBundle(lng, ns) || !this.options.load) return true;
    const state = this.state.get(`${lng}|${ns}`);
    return state === 'loaded' || state === 'failed';
  }

  /** Reads namespaces again (a remote's new build), replacing their texts. */
  reloadResources(lngs?: readonly string[], nss?: readonly string[]): Promise<void> {
    const languages = lngs ?? [this.language];
    const namespaces = nss ?? [...this.state.keys()].map((key) => key.slice(key.indexOf('|') + 1));
    for (const lng of languages) for (const ns of namespaces) this.state.delete(`${lng}|${ns}`);
    return Promise.all(languages.map((lng) => this.ensure(lng, namespaces, true))).then(() => undefined);
  }

  /** Null when every namespace is already there (or there is nothing to load them with). */
  private ensure(lng: string, namespaces: readonly string[], replace = false): Promise<void> | null {
    const load = this.options.load;
    if (!load) return null;
    const waits: Promise<void>[] = [];
    for (const ns of namespaces) {
      const id = `${lng}|${ns}`;
      const state = this.state.get(id);
      if (state === 'loaded' || state === 'failed' || (!replace && this.hasResourceBundle(lng, ns))) continue;
      let promise = this.pending.get(id);
      if (!promise) {
        this.state.set(id, 'loading');
        promise = this.read(load, lng, ns).then(
          (bundle) => {
            this.addResourceBundle(lng, ns, bundle, true, true);
            this.state.set(id, 'loaded');
            this.pending.delete(id);
            this.emit('loaded', { [lng]: [ns] });
          },
          (error: unknown) => {
            this.state.set(id, 'failed');
            this.pending.delete(id);
            console.warn(`Translations ${id} could not be loaded`, error);
          },
        );
        this.pending.set(id, promise);
      }
      waits.push(promise);
    }
    return waits.length ? Promise.all(waits).then(() => undefined) : null;
  }

  private async read(load: LocaleLoader, lng: string, ns: string): Promise<ResourceBundle> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load(lng, ns);
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined || !(error as { retry?: boolean } | null)?.retry) throw error;
        await sleep(delay);
      }
    }
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return !!this.store[lng]?.[ns];
  }

  getResourceBundle(lng: string, ns: string): ResourceBundle | undefined {
    return this.store[lng]?.[ns];
  }

  /** Adds texts to a namespace; `deep` merges nested groups, `overwrite` lets the new texts win. */
  addResourceBundle(lng: string, ns: string, bundle: ResourceBundle, deep = false, overwrite = false): this {
    const bundles = (this.store[lng] ??= {});
    const current = bundles[ns];
    if (!current) bundles[ns] = merge({}, bundle, true);
    else if (deep) merge(current, bundle, overwrite);
    else bundles[ns] = overwrite ? { ...current, ...bundle } : { ...bundle, ...current };
    return this;
  }

  /** `rtl` for right-to-left scripts (Arabic, Hebrew, Persian, Urdu...). */
  dir(lng: string = this.language): 'rtl' | 'ltr' {
    return RTL.has(primaryOf(lng)) ? 'rtl' : 'ltr';
  }

  /** Translates `key` (`ns:key` for another namespace) in the current language. */
  t: TFunction = (key, options = {}) => {
    const found = this.resolve(key, options);
    return this.interpolate(found ?? options.defaultValue ?? this.splitNamespace(key).key, options);
  };

  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  /** A `t` bound to a language (null: the current one) and a namespace. */
  getFixedT(lng: string | null, ns?: string | null): TFunction {
    return (key, options = {}) => this.t(key, { ...(lng ? { lng } : {}), ...(ns ? { ns } : {}), ...options });
  }

  private splitNamespace(key: string): { ns: string | null; key: string } {
    const at = key.indexOf(':');
    if (at > 0) {
      const ns = key.slice(0, at);
      const known =
        this.options.ns.includes(ns) ||
        Object.values(this.store).some((bundles) => ns in bundles) ||
        [...this.state.keys()].some((id) => id.endsWith(`|${ns}`));
      if (known) return { ns, key: key.slice(at + 1) };
    }
    return { ns: null, key };
  }

  private resolve(fullKey: string, options: TOptions): string | undefined {
    const { ns: prefixed, key } = this.splitNamespace(fullKey);
    const asked = prefixed ?? options.ns ?? this.options.defaultNS;
    const namespaces = [...(typeof asked === 'string' ? [asked] : asked)];
    if (this.options.fallbackNS && !namespaces.includes(this.options.fallbackNS))
      namespaces.push(this.options.fallbackNS);
    const lng = options.lng ?? this.language;
    const languages = [...new Set([lng, this.options.fallbackLng])];
    const parts = key.split('.');
    for (const language of languages) {
      const keys = this.candidates(parts, language, options.count);
      for (const ns of namespaces) {
        for (const candidate of keys) {
          const value = find(this.store[language]?.[ns], candidate);
          if (typeof value === 'string') return value;
        }
      }
    }
    return undefined;
  }

  /** The key's paths to try: its plural forms first when there is a count. */
  private candidates(parts: readonly string[], lng: string, count: number | undefined): string[][] {
    if (typeof count !== 'number') return [[...parts]];
    const head = parts.slice(0, -1);
    const last = parts[parts.length - 1] ?? '';
    const forms = [...(count === 0 ? ['zero'] : []), pluralForm(lng, count)];
    return [...forms.map((form) => [...head, `${last}_${form}`]), [...parts]];
  }

  /** Values are not escaped: React escapes on output, and escaping here too would show "&amp;". */
  private interpolate(text: string, options: TOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(INTERPOLATION, (match, expression: string) => {
      const name = expression.split(',')[0]!.trim();
      const path = name.split('.');
      const value = find(options.replace, path) ?? find(options, path);
      // Like i18next, a value not given leaves the placeholder as it is.
      return value === undefined || value === null ? match : String(value);
    });
  }
}
