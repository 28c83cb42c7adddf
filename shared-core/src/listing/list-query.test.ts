import { listingKeys } from '@panel/shared-core/listing-data';
import { queryOf, sameListing } from './list-query';
import { applicationSettings } from './test-fixtures';
import type { ListingState } from './types';

const DEFAULT_STATE: ListingState = {
  page: 1,
  perPage: 20,
  sort: { key: 'created', dir: 'desc' },
  filters: {},
  search: '',
};

const keyOf = (query = queryOf(DEFAULT_STATE, undefined, applicationSettings)) => ({
  queryKey: listingKeys.data('client', 'application', query, 'en'),
});

describe('queryOf', () => {
  it("leaves the settings' own page size and sort to the server", () => {
    expect(queryOf(DEFAULT_STATE, undefined, applicationSettings)).toEqual({
      page: 1,
      filters: {},
      search: '',
    });
  });

  it('sends a page size and a sort that differ from the defaults, a null sort included', () => {
    const query = queryOf(
      { ...DEFAULT_STATE, page: 3, perPage: 50, sort: { key: 'created', dir: 'asc' } },
      undefined,
      applicationSettings,
    );
    expect(query).toEqual({
      page: 3,
      perPage: 50,
      sort: { key: 'created', dir: 'asc' },
      filters: {},
      search: '',
    });
    expect(queryOf({ ...DEFAULT_STATE, sort: null }, undefined, applicationSettings).sort).toBeNull();
    // A listing without a default sort: no sort is the default.
    expect(
      queryOf({ ...DEFAULT_STATE, sort: null }, undefined, { ...applicationSettings, sort: null }),
    ).not.toHaveProperty('sort');
  });

  it('sends only the filters that have a value, the fixed ones over them, and the search trimmed', () => {
    const query = queryOf(
      {
        ...DEFAULT_STATE,
        filters: { status: 'active', category: [], name: '', application_id: '7' },
        search: '  foo ',
      },
      { application_id: '42' },
      applicationSettings,
    );
    expect(query).toEqual({ page: 1, filters: { status: 'active', application_id: '42' }, search: 'foo' });
  });
});

describe('sameListing', () => {
  it("takes the previous view of the same listing, never another listing's or scope's", () => {
    expect(sameListing(keyOf(), 'client', 'application', undefined)).toBe(true);
    expect(sameListing(keyOf(), 'client', 'pixels', undefined)).toBe(false);
    expect(sameListing(keyOf(), 'common', 'application', undefined)).toBe(false);
    expect(sameListing(undefined, 'client', 'application', undefined)).toBe(false);
  });

  it('tells a listing read from its own calls from the common one of the same name', () => {
    const endpoints = { settings: '/admin/users/list-settings', data: '/admin/users/list' };
    const own = { queryKey: listingKeys.settings('client', 'application', 'en', endpoints) };
    expect(sameListing(own, 'client', 'application', endpoints)).toBe(true);
    expect(sameListing(own, 'client', 'application', undefined)).toBe(false);
    expect(sameListing(keyOf(), 'client', 'application', endpoints)).toBe(false);
  });

  it("does not take another record's rows for this one's", () => {
    const installsOf = (id: string) =>
      keyOf(queryOf(DEFAULT_STATE, { application_id: id }, applicationSettings));
    expect(sameListing(installsOf('42'), 'client', 'application', undefined, { application_id: '42' })).toBe(
      true,
    );
    expect(sameListing(installsOf('7'), 'client', 'application', undefined, { application_id: '42' })).toBe(
      false,
    );
  });
});
