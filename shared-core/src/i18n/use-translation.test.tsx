import { Suspense, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { LocaleLoader } from './translator';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  en: { core: { hello: 'Hello' }, shop: { title: 'Shop' } },
  ru: { core: { hello: 'Привет' }, shop: { title: 'Магазин' } },
};

/** Answers every read at once, except while a test holds them back; a namespace it does not know is empty. */
const reads: string[] = [];
let holding = false;
let held: Array<() => void> = [];
const load: LocaleLoader = (lng, ns) => {
  reads.push(`${lng}/${ns}`);
  const texts = TEXTS[lng]?.[ns] ?? (ns.startsWith('late') ? { title: `Arrived (${lng})` } : {});
  return new Promise((resolve) => {
    const answer = () => resolve(texts);
    if (holding) held.push(answer);
    else answer();
  });
};

/** Answers the reads held back, and lets React render what their answers resolve. */
async function release() {
  holding = false;
  const waiting = held;
  held = [];
  await act(async () => waiting.forEach((answer) => answer()));
}

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'ru',
    supportedLngs: ['en', 'ru'],
    ns: ['core', 'shop'],
    defaultNS: 'core',
    load,
  });
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

it('suspends while a namespace loads, reads it once for every component waiting, then renders its texts', async () => {
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
  // Once, in the language in use (not its fallback), however many components wait.
  expect(reads).toEqual(['en/late-suspense']);

  await release();
  expect(screen.getByText('a: Arrived (en) true')).toBeInTheDocument();
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
  expect(screen.getByText('Arrived (en) true')).toBeInTheDocument();
});
