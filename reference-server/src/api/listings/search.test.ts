/**
 * The listing search (docs/api-contract.md, "Listings"): words compared as the contract folds them (case, accents,
 * `ё` as `е`), rows found by their name first unless the user chose a sort, and for the others which columns matched.
 */
import { describe, expect, test } from '@jest/globals';
import { foldForSearch } from '@panel/contract/search';
import { dataOf, nameColumnOf, type ListingQuery } from './engine';
import type { ListingDef, Row } from './types';

const def: ListingDef = {
  name: 'people',
  title: { ru: 'Люди', en: 'People' },
  columns: [
    { key: 'id', label: { ru: 'ID', en: 'ID' }, type: 'id' },
    { key: 'name', label: { ru: 'Имя', en: 'Name' }, type: 'link', href: '/people/{id}' },
    { key: 'email', label: { ru: 'Почта', en: 'E-mail' }, type: 'text' },
    { key: 'city', label: { ru: 'Город', en: 'City' }, type: 'text' },
  ],
  filters: [],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  rows: () => [],
} as unknown as ListingDef;

const rows: Row[] = [
  { id: 1, name: 'Анна', email: 'orel@example.com', city: 'Орёл' },
  { id: 2, name: 'Орёл и партнёры', email: 'info@example.com', city: 'Москва' },
  { id: 3, name: 'Пётр', email: 'petr@example.com', city: 'Казань' },
  { id: 4, name: 'Orel Studio', email: 'studio@example.com', city: 'Тверь' },
];

const query = (search: string, sortChosen = false, sort = def.sort): ListingQuery => ({
  page: 1,
  perPage: 25,
  search: foldForSearch(search),
  sort,
  sortChosen,
  predicates: [],
  labels: new Map(),
});

describe('the listing search', () => {
  test('reads ё as е, and ignores case and accents, both ways', () => {
    for (const typed of ['орел', 'ОРЁЛ', 'Орел', 'орёл']) {
      expect([typed, dataOf(def, rows, query(typed)).data.map((row) => row.id)]).toEqual([typed, [2, 1]]);
    }
    expect(dataOf(def, rows, query('петр')).data.map((row) => row.id)).toEqual([3]);
  });

  test('puts rows found by their name first, in the order asked for within each part', () => {
    const page = dataOf(def, rows, query('orel'));
    // Row 4 by its name, row 1 by its e-mail: the name first although the order is by id.
    expect(page.data.map((row) => row.id)).toEqual([4, 1]);
    expect(page.meta.total).toBe(2);
  });

  test('keeps the order the user chose', () => {
    const page = dataOf(def, rows, query('orel', true, { key: 'id', dir: 'asc' }));
    expect(page.data.map((row) => row.id)).toEqual([1, 4]);
  });

  test('says which columns found a row that its name did not', () => {
    expect(dataOf(def, rows, query('orel')).meta.matched_in).toEqual({ '1': ['email'] });
    expect(dataOf(def, rows, query('орел')).meta.matched_in).toEqual({ '1': ['city'] });
    // Found by name or number only: nothing to explain.
    expect(dataOf(def, rows, query('анна')).meta.matched_in).toBeUndefined();
    expect(dataOf(def, rows, query('#3')).meta.matched_in).toBeUndefined();
    expect(dataOf(def, rows, query('')).meta.matched_in).toBeUndefined();
  });

  test('the name column: name, else title, else the first link, else the first searched column', () => {
    expect(nameColumnOf(def)).toBe('name');
    const noName = { ...def, columns: def.columns.filter((c) => c.key !== 'name') };
    expect(nameColumnOf(noName)).toBe('email');
  });
});

describe('the ranking of names', () => {
  const named: Row[] = [
    { id: 1, name: 'Campaign #12', email: '', city: '' },
    { id: 2, name: 'Old campaign #1', email: '', city: '' },
    { id: 3, name: 'Campaign #1', email: '', city: '' },
    { id: 4, name: 'Other', email: 'campaign #1@example.com', city: '' },
  ];

  test('the whole name first, then names that start with the words, then names that hold them, then the rest', () => {
    expect(dataOf(def, named, query('campaign #1')).data.map((row) => row.id)).toEqual([3, 1, 2, 4]);
  });

  test('a number finds its row first', () => {
    expect(dataOf(def, named, query('#4')).data.map((row) => row.id)).toEqual([4]);
  });
});
