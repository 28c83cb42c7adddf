/**
 * Locale parity: every namespace file of every package of the workspace (its `locales/` or `src/locales/`) exists in
 * every language and has the same keys and the same
 * interpolations as the Russian file, which is the reference (`ru` is the default language of the panel).
 *
 * Plural keys are compared by their base: a Russian `x_one|x_few|x_many|x_other` group needs the plural forms of the
 * other language (`x_one` and `x_other` in English; `x_zero` … `x_other` in Arabic, as Intl.PluralRules('ar') has
 * six categories), and no other forms.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Resource } from 'i18next';
import path from 'node:path';

/** The repository root: shared-core/src/i18n → shared-core/src → shared-core → root. */
const ROOT = path.resolve(__dirname, '..', '..', '..');

const REFERENCE = 'ru';
/** Languages every namespace must exist in; any other language folder found on disk is checked as well. */
const REQUIRED_LANGUAGES = ['ru', 'en', 'ar'] as const;

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_FORMS: Record<string, readonly string[]> = {
  ru: ['one', 'few', 'many', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

/** The namespaces that exist today: discovery must find at least these, so an empty glob cannot pass. */
const KNOWN_NAMESPACES = [
  'shared-core/locales core',
  'shared-core/locales kit',
  'shared-core/locales listing',
  'shared-core/locales record',
  'shared-domain/locales applications',
  'shared-domain/locales messaging',
  'shell/src/locales shell',
  'remote-client/src/locales client',
  'remote-manage/src/locales manage',
  'remote-users/src/locales users',
];

interface Namespace {
  /** Locale folder relative to the root, e.g. `shell/src/locales`. */
  dir: string;
  /** File name without `.json`. */
  namespace: string;
  label: string;
}

const isDirectory = (file: string) => existsSync(file) && statSync(file).isDirectory();
const posix = (file: string) => file.split(path.sep).join('/');

/** The locale folders of the workspace's packages (the folders at the root with a package.json). */
function localeDirs(): string[] {
  return readdirSync(ROOT)
    .filter((entry) => !entry.startsWith('.') && entry !== 'node_modules')
    .filter((entry) => existsSync(path.join(ROOT, entry, 'package.json')))
    .sort()
    .flatMap((entry) => [`${entry}/locales`, `${entry}/src/locales`])
    .filter((dir) => isDirectory(path.join(ROOT, dir)));
}

function languagesOf(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).filter((entry) => isDirectory(path.join(ROOT, dir, entry)));
}

function discover(): { namespaces: Namespace[]; languages: string[] } {
  const namespaces: Namespace[] = [];
  const languages = new Set<string>(REQUIRED_LANGUAGES);
  for (const dir of localeDirs()) {
    const names = new Set<string>();
    for (const lng of languagesOf(dir)) {
      languages.add(lng);
      for (const file of readdirSync(path.join(ROOT, dir, lng))) {
        if (file.endsWith('.json')) names.add(file.slice(0, -'.json'.length));
      }
    }
    for (const namespace of [...names].sort())
      namespaces.push({ dir, namespace, label: `${dir} ${namespace}` });
  }
  const extra = [...languages]
    .filter((lng) => !(REQUIRED_LANGUAGES as readonly string[]).includes(lng))
    .sort();
  return { namespaces, languages: [...REQUIRED_LANGUAGES, ...extra] };
}

function pluralFormsOf(lng: string): readonly string[] {
  if (PLURAL_FORMS[lng]) return PLURAL_FORMS[lng];
  const categories: string[] = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  return CATEGORY_ORDER.filter((category) => categories.includes(category));
}

/** Leaf values by their dotted key path. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

interface Keys {
  /** Leaf values by full key path. */
  values: Map<string, unknown>;
  /** Plural bases and the forms present for each. */
  plurals: Map<string, Set<string>>;
  /** Keys that are not plural forms. */
  plain: Set<string>;
}

function keysOf(values: Map<string, unknown>): Keys {
  const plurals = new Map<string, Set<string>>();
  const plain = new Set<string>();
  for (const key of values.keys()) {
    const [, base, form] = PLURAL_SUFFIX.exec(key) ?? [];
    if (base !== undefined && form !== undefined) {
      const forms = plurals.get(base) ?? new Set<string>();
      forms.add(form);
      plurals.set(base, forms);
    } else {
      plain.add(key);
    }
  }
  return { values, plurals, plain };
}

/** The interpolation names of a string: `{{value, number}}` → `value`, `{{- name}}` → `name`. */
function interpolations(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = new Set<string>();
  for (const [, inner] of value.matchAll(/\{\{(.*?)\}\}/g)) {
    names.add((inner ?? '').split(',')[0]!.trim().replace(/^-\s*/, ''));
  }
  return [...names].sort();
}

const braces = (names: string[]) =>
  names.length ? names.map((name) => `{{${name}}}`).join(', ') : 'nothing';

type Loaded = { file: string; keys?: Keys; problem?: string };

function load(dir: string, lng: string, namespace: string): Loaded {
  const file = posix(path.join(dir, lng, `${namespace}.json`));
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) return { file, problem: `${file}: file is missing` };
  try {
    return { file, keys: keysOf(flatten(JSON.parse(readFileSync(absolute, 'utf8')))) };
  } catch (error) {
    return { file, problem: `${file}: not valid JSON (${(error as Error).message})` };
  }
}

/** Every problem of one language file against the reference, each naming the file and the key. */
function problemsOf({ dir, namespace }: Namespace, lng: string): string[] {
  const target = load(dir, lng, namespace);
  if (!target.keys) return [target.problem!];
  const { file, keys } = target;
  const forms = pluralFormsOf(lng);
  const problems: string[] = [];

  if (lng === REFERENCE) {
    for (const [base, present] of keys.plurals) {
      for (const form of forms) {
        if (!present.has(form)) problems.push(`${file}: missing plural form "${base}_${form}"`);
      }
    }
    return problems;
  }

  const reference = load(dir, REFERENCE, namespace);
  if (!reference.keys) return [`${file}: cannot be compared, ${reference.problem}`];
  const ref = reference.keys;

  // Every key of ru exists here (plural groups by their base, in this language's forms).
  for (const key of ref.plain) {
    if (!keys.values.has(key)) problems.push(`${file}: missing key "${key}" (present in ${reference.file})`);
  }
  for (const base of ref.plurals.keys()) {
    for (const form of forms) {
      if (!keys.values.has(`${base}_${form}`)) {
        problems.push(
          `${file}: missing plural key "${base}_${form}" (${reference.file} has plural "${base}")`,
        );
      }
    }
  }

  // No key that ru lacks, and no plural form this language does not have.
  for (const key of keys.values.keys()) {
    const [, base, form] = PLURAL_SUFFIX.exec(key) ?? [];
    if (base !== undefined && form !== undefined && ref.plurals.has(base)) {
      if (!forms.includes(form)) {
        problems.push(
          `${file}: unexpected plural form "${key}" (${lng} plural forms are ${forms.join(', ')})`,
        );
      }
    } else if (!ref.plain.has(key)) {
      problems.push(`${file}: key "${key}" does not exist in ${reference.file}`);
    }
  }

  // The same interpolation names as the matching ru string (a plural form ru lacks is compared with ru's `_other`).
  for (const [key, value] of keys.values) {
    const [, base] = PLURAL_SUFFIX.exec(key) ?? [];
    let refKey: string | undefined;
    if (base !== undefined && ref.plurals.has(base)) {
      refKey = ref.values.has(key) ? key : `${base}_other`;
    } else if (ref.plain.has(key)) {
      refKey = key;
    }
    if (refKey === undefined || !ref.values.has(refKey)) continue;
    const expected = interpolations(ref.values.get(refKey));
    const actual = interpolations(value);
    if (actual.join('|') !== expected.join('|')) {
      problems.push(
        `${file}: "${key}" interpolates ${braces(actual)} but ${reference.file} "${refKey}" has ${braces(expected)}`,
      );
    }
  }
  return problems;
}

const { namespaces, languages } = discover();

describe('locale parity', () => {
  it(`discovers at least the ${KNOWN_NAMESPACES.length} namespaces that exist today`, () => {
    const found = namespaces.map(({ label }) => label);
    expect(found.length).toBeGreaterThanOrEqual(KNOWN_NAMESPACES.length);
    expect(KNOWN_NAMESPACES.filter((label) => !found.includes(label))).toEqual([]);
  });

  describe.each(namespaces)('$label', (ns) => {
    it.each(languages)(`%s/${ns.namespace}.json matches ${REFERENCE}`, (lng) => {
      expect(problemsOf(ns, lng)).toEqual([]);
    });
  });
});

/**
 * Every counted text of every file, read through the panel's i18next configuration over a range of counts: the form
 * the language's plural rules name for each count (Russian one/few/many, Arabic's six forms, `_zero` first for 0).
 */
describe('plural forms over a range of counts', () => {
  const COUNTS = [0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 21, 22, 25, 100, 101, 102, 103, 111, 1000, 1001, 1.5];
  const resources: Record<string, Record<string, unknown>> = {};
  for (const { dir, namespace } of namespaces) {
    for (const lng of languages) {
      const file = path.join(ROOT, dir, lng, `${namespace}.json`);
      if (existsSync(file)) (resources[lng] ??= {})[namespace] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  const { i18n, initI18n } = jest.requireActual<typeof import('./i18n')>('./i18n');

  beforeAll(async () => {
    await initI18n({
      lng: REFERENCE,
      namespaces: namespaces.map(({ namespace }) => namespace),
      resources: resources as Resource,
    });
  });

  describe.each(namespaces)('$label', ({ dir, namespace }) => {
    it.each(languages)(`%s: each plural key gives the form of each count`, (lng) => {
      const { keys } = load(dir, lng, namespace);
      const wrong: string[] = [];
      for (const [base, forms] of keys?.plurals ?? []) {
        for (const count of COUNTS) {
          const form = count === 0 && forms.has('zero') ? 'zero' : new Intl.PluralRules(lng).select(count);
          const actual = i18n.t(base, { ns: namespace, lng, count });
          // The form's own text, interpolated the same way.
          const expected = forms.has(form)
            ? i18n.t(`${base}_${form}`, { ns: namespace, lng, count })
            : undefined;
          if (actual !== expected) wrong.push(`${base} × ${count}: "${actual}", expected the "${form}" form`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
