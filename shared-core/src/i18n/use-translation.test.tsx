import { Suspense, useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';

/**
 * react-i18next's `useTranslation`, as screens import it from `@panel/shared-core`, over the panel's instance and its
 * http backend: a fake fetch answers every file at once, except while a test holds the answers back.
 */
const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  en: { core: { hello: 'Hello' }, shop: { title: 'Shop' } },
  ru: { core: { hello: 'Привет' }, shop: { title: 'Магазин' } },
};

const reads: string[] = [];
let holding = false;
/** Languages whose files are held back even when `holding` is off. */
const holdingLanguages = new Set<string>();
let held: Array<() => void> = [];
const fetch = jest.fn((input: RequestInfo | URL) => {
  const [, lng = '', ns = ''] = /\/locales\/([^/]+)\/([^/.]+)\.json/.exec(String(input)) ?? [];
  reads.push(`${lng}/${ns}`);
  const texts = TEXTS[lng]?.[ns] ?? (ns.startsWith('late') ? { title: `Arrived (${lng})` } : {});
  const response = { ok: true, status: 200, text: async () => JSON.stringify(texts) } as Response;
  return new Promise<Response>((resolve) => {
    if (holding || holdingLanguages.has(lng)) held.push(() => resolve(response));
    else resolve(response);
  });
});

// The backend chooses between fetch and XMLHttpRequest when it is loaded (jsdom has no fetch): in place before the
// modules are, removed after the file.
Object.assign(globalThis, { fetch });
afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});
const { i18n, initI18n } = jest.requireActual<typeof import('./i18n')>('./i18n');
const { useTranslation } = jest.requireActual<typeof import('../index')>('../index');

/** Answers the reads held back, and lets React render what their answers resolve. */
async function release() {
  holding = false;
  holdingLanguages.clear();
  const waiting = held;
  held = [];
  await act(async () => waiting.forEach((answer) => answer()));
}

beforeAll(async () => {
  await initI18n({ lng: 'en', namespaces: ['core', 'shop'], defaultNS: 'core' });
});

beforeEach(async () => {
  await release();
  await act(() => i18n.changeLanguage('en'));
  reads.length = 0;
});

it('translates in the first namespace asked for, reaches the others by prefix, and follows the language', async () => {
  const seen: unknown[] = [];
  function Title() {
    const { t } = useTranslation(['shop', 'core']);
    useEffect(() => {
      seen.push(t);
    }, [t]);
    return (
      <p>
        {t('title')} · {t('core:hello')}
      </p>
    );
  }
  render(<Title />);
  expect(screen.getByText('Shop · Hello')).toBeInTheDocument();

  await act(() => i18n.changeLanguage('ru'));
  expect(screen.getByText('Магазин · Привет')).toBeInTheDocument();
  // A new `t` with the language, so that memos and effects built on it run again.
  expect(seen).toHaveLength(2);
  expect(seen[0]).not.toBe(seen[1]);
});

it('without a namespace, reads the default one', () => {
  function Hello() {
    return <p>{useTranslation().t('hello')}</p>;
  }
  render(<Hello />);
  expect(screen.getByText('Hello')).toBeInTheDocument();
});

it('suspends while a namespace loads, reads each file once for every component waiting, then renders its texts', async () => {
  holding = true;
  function Late({ id }: { id: string }) {
    const { t, ready } = useTranslation('late-suspense');
    return (
      <p>
        {id}: {t('title')} {String(ready)}
      </p>
    );
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Late id="a" />
      <Late id="b" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  // Once per language of the chain (the language in use and Russian, its fallback), however many components wait.
  await waitFor(() => expect([...reads].sort()).toEqual(['en/late-suspense', 'ru/late-suspense']));

  await release();
  expect(await screen.findByText('a: Arrived (en) true')).toBeInTheDocument();
  expect(screen.getByText('b: Arrived (en) true')).toBeInTheDocument();
});

it('with useSuspense: false, renders the keys at once and the texts once they have loaded', async () => {
  holding = true;
  function Late() {
    const { t, ready } = useTranslation('late-plain', { useSuspense: false });
    return <p>{`${t('title')} ${String(ready)}`}</p>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Late />
    </Suspense>,
  );
  expect(screen.getByText('title false')).toBeInTheDocument();

  await release();
  expect(await screen.findByText('Arrived (en) true')).toBeInTheDocument();
});

it('stays not ready while the Russian fallback is still loading, though the language in use has arrived', async () => {
  holdingLanguages.add('ru');
  function Late() {
    const { t, ready } = useTranslation('late-fallback', { useSuspense: false });
    return <p>{`${t('title')} ${String(ready)}`}</p>;
  }
  function Suspended() {
    const { t } = useTranslation('late-fallback-suspense');
    return <p>{t('title')}</p>;
  }
  render(
    <>
      <Late />
      <Suspense fallback={<p>loading</p>}>
        <Suspended />
      </Suspense>
    </>,
  );
  // The English files are in, the Russian ones held back: neither counts as ready.
  await waitFor(() =>
    expect(reads).toEqual(expect.arrayContaining(['en/late-fallback', 'ru/late-fallback'])),
  );
  await waitFor(() => expect(i18n.hasResourceBundle('en', 'late-fallback')).toBe(true));
  await waitFor(() => expect(i18n.hasResourceBundle('en', 'late-fallback-suspense')).toBe(true));
  expect(i18n.hasLoadedNamespace('late-fallback')).toBe(false);
  expect(screen.getByText(/ false$/)).toBeInTheDocument();
  expect(screen.getByText('loading')).toBeInTheDocument();

  await release();
  expect(await screen.findByText('Arrived (en) true')).toBeInTheDocument();
  expect(await screen.findByText('Arrived (en)')).toBeInTheDocument();
  expect(i18n.hasLoadedNamespace('late-fallback')).toBe(true);
});
