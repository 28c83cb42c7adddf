/**
 * A listing searches and sorts a labelled column by the words the panel shows (docs/api-contract.md, "Listings"):
 * a category reads "Игры" in Russian, so "игры" finds it and "games" does not; countries sort by their names.
 */
import type { ListingPage } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { signIn, type Caller } from '../../testing/company';

const data = async (caller: Caller, name: string, body: Record<string, unknown>, lang: 'en' | 'ru') => {
  const response = await caller.call('POST', `/common/listing/${name}/data`, body, lang);
  expect(response.status()).toBe(200);
  return (await response.json()) as ListingPage;
};

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a category is found by the word shown in the language of the request, not by its code', async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const games = await data(owner, 'application', { perPage: 10, filters: { category: 'games' } }, 'ru');
  expect(games.meta.total).toBeGreaterThan(0);
  const found = await data(owner, 'application', { perPage: 10, search: 'игры' }, 'ru');
  // Names never hold the Russian word, so every row found is a game by its category.
  expect(found.meta.total).toBe(games.meta.total);
  expect(found.data.every((row) => row.category === 'games')).toBe(true);
  const english = await data(owner, 'application', { perPage: 10, search: 'games' }, 'en');
  expect(english.meta.total).toBeGreaterThanOrEqual(games.meta.total);
  // Searching the code in Russian finds only names that hold it, not the category.
  const code = await data(owner, 'application', { perPage: 100, search: 'games' }, 'ru');
  expect(code.data.filter((row) => !String(row.name).toLowerCase().includes('games'))).toEqual([]);
});

test('countries sort by their names in the language of the request', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  // One day: a few hundred rows over every country.
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const countriesOf = async (lang: 'en' | 'ru') => {
    const page = await data(
      owner,
      'detailed-statistics',
      { perPage: 500, sort: { key: 'country', dir: 'asc' }, filters: { date: { from: day, to: day } } },
      lang,
    );
    return [...new Set(page.data.map((row) => String(row.country)))];
  };
  // Codes in the order of their English names: Brazil, France, Germany, India, Kazakhstan, Poland, Russia, Spain…
  const english = await countriesOf('en');
  expect(english.slice(0, 3)).toEqual(['BR', 'FR', 'DE']);
  // …and of their Russian ones: Бразилия, Германия, Индия, Испания, Казахстан…
  const russian = await countriesOf('ru');
  expect(russian.slice(0, 4)).toEqual(['BR', 'DE', 'IN', 'ES']);
});
