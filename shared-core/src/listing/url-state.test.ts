import type { ListingShape, ListingState } from './types';
import {
  decodeListingState,
  defaultListingState,
  encodeListingState,
  mergeListingParams,
  serializeSearch,
} from './url-state';

const shape: ListingShape = {
  columns: [
    { key: 'name', sortable: true },
    { key: 'created_at', sortable: true },
    { key: 'notes', sortable: false },
  ],
  filters: [
    { key: 'status', type: 'select' },
    { key: 'title', type: 'text' },
    { key: 'category', type: 'multiselect' },
    { key: 'created_at', type: 'date-range' },
    { key: 'rating', type: 'number-range' },
    { key: 'push_enabled', type: 'boolean' },
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 20,
  perPageOptions: [20, 50, 100],
  search: true,
};

const full: ListingState = {
  page: 2,
  perPage: 50,
  sort: { key: 'name', dir: 'asc' },
  search: 'foo bar',
  filters: {
    status: 'active',
    title: 'a & b',
    category: ['a', 'b'],
    created_at: { from: '2024-01-01', to: '2024-02-01' },
    rating: { min: 1, max: 4 },
    push_enabled: true,
  },
};

describe('listing URL codec', () => {
  it('writes a compact, readable query', () => {
    expect(serializeSearch(encodeListingState(full, shape))).toBe(
      '?page=2&perPage=50&sort=name.asc&q=foo+bar&f.status=active&f.title=a+%26+b&f.category=a,b' +
        '&f.created_at=2024-01-01..2024-02-01&f.rating=1..4&f.push_enabled=true',
    );
  });

  it('round-trips every kind of state through the search params', () => {
    const params = new URLSearchParams(serializeSearch(encodeListingState(full, shape)));
    expect(decodeListingState(params, shape)).toEqual(full);
  });

  it('round-trips open ranges, false booleans and list items holding commas', () => {
    const state: ListingState = {
      ...defaultListingState(shape),
      filters: {
        created_at: { to: '2024-02-01' },
        rating: { min: -2.5 },
        push_enabled: false,
        category: ['x,y', 'back\\slash', 'z'],
      },
    };
    const encoded = encodeListingState(state, shape);
    expect(encoded.get('f.created_at')).toBe('..2024-02-01');
    expect(encoded.get('f.rating')).toBe('-2.5..');
    expect(encoded.get('f.push_enabled')).toBe('false');
    expect(decodeListingState(new URLSearchParams(serializeSearch(encoded)), shape)).toEqual(state);
  });

  it('omits the defaults: page 1, the server perPage and sort, no search, empty filters', () => {
    const state: ListingState = {
      ...defaultListingState(shape),
      search: '   ',
      filters: { status: '', category: [], created_at: {}, rating: {} },
    };
    expect(encodeListingState(state, shape).toString()).toBe('');
    expect(serializeSearch(encodeListingState(state, shape))).toBe('');
  });

  it('writes a sort that differs only in direction from the default', () => {
    const state = { ...defaultListingState(shape), sort: { key: 'created_at', dir: 'asc' as const } };
    expect(encodeListingState(state, shape).toString()).toBe('sort=created_at.asc');
  });

  it('reads no params as the default state (a menu link starts clean)', () => {
    expect(decodeListingState(new URLSearchParams(''), shape)).toEqual({
      page: 1,
      perPage: 20,
      sort: { key: 'created_at', dir: 'desc' },
      filters: {},
      search: '',
    });
  });

  it('ignores what it cannot trust: unknown filters, bad numbers, unsortable columns, sizes not offered', () => {
    const params = new URLSearchParams(
      'page=-3&perPage=7&sort=notes.asc&f.unknown=1&f.push_enabled=maybe&f.rating=a..b' +
        '&f.created_at=2024-13-45..&f.status=&other=kept',
    );
    expect(decodeListingState(params, shape)).toEqual(defaultListingState(shape));
    expect(decodeListingState(new URLSearchParams('sort=name.sideways&page=abc'), shape)).toEqual(
      defaultListingState(shape),
    );
  });

  it('keeps foreign params when merging the listing state into the URL', () => {
    const current = new URLSearchParams('lng=en&page=4&f.status=old&tab=2');
    const merged = mergeListingParams(
      current,
      { ...defaultListingState(shape), filters: { status: 'new' } },
      shape,
    );
    expect(merged.toString()).toBe('lng=en&tab=2&f.status=new');
  });

  it('drops the search when the listing has no search box', () => {
    expect(decodeListingState(new URLSearchParams('q=x'), { ...shape, search: false }).search).toBe('');
  });
});
