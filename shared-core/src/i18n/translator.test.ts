import { Translator, type Resource, type ResourceBundle, type TranslatorOptions } from './translator';

const resources: Resource = {
  ru: {
    core: { errors: { unexpected: 'Непредвиденная ошибка' }, only: { ru: 'Только по-русски' } },
    shop: {
      title: 'Магазин',
      items_one: '{{count}} товар',
      items_few: '{{count}} товара',
      items_many: '{{count}} товаров',
      items_other: '{{count}} товара',
      permissions: { 'team.view': 'Просмотр команды' },
    },
  },
  en: {
    core: { errors: { unexpected: 'Unexpected error' } },
    shop: {
      title: 'Shop',
      greeting: 'Hello, {{user.name}}! You have {{count}} messages from {{from}}.',
      items_zero: 'No items',
      items_one: 'One item',
      items_other: '{{count}} items',
      permissions: { 'team.view': 'View the team' },
      nested: { 'a.b': { c: 'Dotted then nested' } },
    },
  },
  ar: {
    shop: {
      items_zero: 'لا عناصر',
      items_one: 'عنصر واحد',
      items_two: 'عنصران',
      items_few: '{{count}} عناصر',
      items_many: '{{count}} عنصرًا',
      items_other: '{{count}} عنصر',
    },
  },
};

function make(lng = 'en', extra: Partial<TranslatorOptions> = {}): Translator {
  const translator = new Translator();
  void translator.init({
    lng,
    fallbackLng: 'ru',
    supportedLngs: ['ru', 'en', 'ar'],
    ns: ['core', 'shop'],
    defaultNS: 'shop',
    fallbackNS: 'core',
    resources,
    ...extra,
  });
  return translator;
}

describe('t', () => {
  it('reads nested keys, keys that hold dots, and other namespaces by prefix', () => {
    const i18n = make();
    expect(i18n.t('title')).toBe('Shop');
    expect(i18n.t('permissions.team.view')).toBe('View the team');
    expect(i18n.t('nested.a.b.c')).toBe('Dotted then nested');
    expect(i18n.t('core:errors.unexpected')).toBe('Unexpected error');
    expect(i18n.t('errors.unexpected')).toBe('Unexpected error'); // the fallback namespace
    // Another namespace asked for: the default one is not looked in.
    expect(i18n.t('title', { ns: 'core' })).toBe('title');
  });

  it('falls back to the fallback language, then to the default value, then to the key without its namespace', () => {
    const i18n = make();
    expect(i18n.t('only.ru')).toBe('Только по-русски');
    expect(i18n.t('missing.key', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(i18n.t('shop:missing.key')).toBe('missing.key');
    // An unknown prefix is part of the key: texts with a colon are not split.
    expect(i18n.t('Error: broken')).toBe('Error: broken');
  });

  it('picks plural forms by the language, with _zero first for 0', () => {
    const en = make('en');
    expect(en.t('items', { count: 0 })).toBe('No items');
    expect(en.t('items', { count: 1 })).toBe('One item');
    expect(en.t('items', { count: 5 })).toBe('5 items');
    const ru = make('ru');
    expect([1, 3, 5, 21].map((count) => ru.t('items', { count }))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
    const ar = make('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('items', { count }))).toEqual([
      'لا عناصر',
      'عنصر واحد',
      'عنصران',
      '3 عناصر',
      '11 عنصرًا',
      '100 عنصر',
    ]);
  });

  it('interpolates values, nested ones and `replace`, leaves unknown placeholders, and does not escape', () => {
    const i18n = make();
    expect(i18n.t('greeting', { user: { name: 'A & <B>' }, count: 3, replace: { from: 'Ops' } })).toBe(
      'Hello, A & <B>! You have 3 messages from Ops.',
    );
    expect(i18n.t('greeting', { count: 1 })).toBe('Hello, {{user.name}}! You have 1 messages from {{from}}.');
  });

  it('getFixedT binds a language and a namespace; exists tells whether a key resolves', () => {
    const i18n = make('en');
    const ru = i18n.getFixedT('ru', 'shop');
    expect(ru('title')).toBe('Магазин');
    expect(ru('core:errors.unexpected')).toBe('Непредвиденная ошибка');
    expect(i18n.exists('permissions.team.view')).toBe(true);
    expect(i18n.exists('permissions.team.edit')).toBe(false);
  });
});

describe('languages', () => {
  it('takes the first supported of lng and the detected ones, by primary subtag, else the fallback', () => {
    expect(make('en-GB').language).toBe('en');
    expect(make('de', { detect: () => ['fr', 'AR-eg'] }).language).toBe('ar');
    expect(make('de').language).toBe('ru');
  });

  it('changes at once when the texts are in memory, telling listeners and the cache', async () => {
    const cache = jest.fn();
    const i18n = make('en', { cache });
    const changed = jest.fn();
    i18n.on('languageChanged', changed);
    const done = i18n.changeLanguage('ru');
    expect(i18n.language).toBe('ru');
    expect(i18n.languages).toEqual(['ru']);
    await done;
    expect(changed).toHaveBeenCalledWith('ru');
    expect(cache).toHaveBeenLastCalledWith('ru');
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('dir is rtl for Arabic, Hebrew, Persian and Urdu', () => {
    const i18n = make('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(['he', 'fa-IR', 'ur', 'en', 'ru'].map((lng) => i18n.dir(lng))).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ]);
  });
});

describe('loading', () => {
  function loader(texts: Record<string, ResourceBundle>) {
    const calls: string[] = [];
    let release: (() => void) | null = null;
    const load = jest.fn((lng: string, ns: string) => {
      calls.push(`${lng}/${ns}`);
      return new Promise<ResourceBundle>((resolve) => {
        release = () => resolve(texts[`${lng}/${ns}`] ?? {});
      });
    });
    return { load, calls, release: () => release?.() };
  }

  it('loads the first namespaces in the language only, then is initialised', async () => {
    const { load, calls, release } = loader({ 'en/shop': { title: 'Shop' } });
    const i18n = new Translator();
    const initialized = jest.fn();
    i18n.on('initialized', initialized);
    const ready = i18n.init({
      lng: 'en',
      fallbackLng: 'ru',
      supportedLngs: ['ru', 'en'],
      ns: ['shop'],
      defaultNS: 'shop',
      load,
    });
    expect(i18n.isInitialized).toBe(false);
    expect(calls).toEqual(['en/shop']);
    release();
    await ready;
    expect(initialized).toHaveBeenCalledTimes(1);
    expect(i18n.t('title')).toBe('Shop');
    expect(i18n.hasLoadedNamespace('shop')).toBe(true);
  });

  it('reads a namespace once however many ask, and switches language only once its namespaces are there', async () => {
    const { load, calls, release } = loader({ 'en/a': { x: 'en a' }, 'ru/a': { x: 'ru a' } });
    const i18n = new Translator();
    void i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['ru', 'en'],
      ns: [],
      defaultNS: 'a',
      load,
    });
    const first = i18n.loadNamespaces('a');
    const second = i18n.loadNamespaces(['a']);
    expect(i18n.hasLoadedNamespace('a')).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(calls).toEqual(['en/a']);

    const switched = i18n.changeLanguage('ru');
    expect(i18n.language).toBe('en');
    expect(calls).toEqual(['en/a', 'ru/a']);
    release();
    await switched;
    expect(i18n.language).toBe('ru');
    expect(i18n.t('x')).toBe('ru a');
  });

  it('reloadResources reads a namespace again and replaces its texts', async () => {
    const texts: Record<string, ResourceBundle> = { 'en/a': { x: 'old' } };
    const load = jest.fn(async (lng: string, ns: string) => texts[`${lng}/${ns}`] ?? {});
    const i18n = new Translator();
    await i18n.init({ lng: 'en', fallbackLng: 'en', supportedLngs: ['en'], ns: ['a'], defaultNS: 'a', load });
    expect(i18n.t('x')).toBe('old');
    texts['en/a'] = { x: 'new' };
    await i18n.reloadResources(undefined, ['a']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('x')).toBe('new');
  });
});

it('addResourceBundle merges deeply, and lets new texts win only with overwrite', () => {
  const i18n = make();
  i18n.addResourceBundle('en', 'extra', { a: { b: 'one', c: 'two' } });
  i18n.addResourceBundle('en', 'extra', { a: { b: 'ONE', d: 'three' } }, true, false);
  expect(i18n.getResourceBundle('en', 'extra')).toEqual({ a: { b: 'one', c: 'two', d: 'three' } });
  i18n.addResourceBundle('en', 'extra', { a: { b: 'ONE' } }, true, true);
  expect(i18n.t('extra:a.b')).toBe('ONE');
});
