import { type ListingQuery } from '@panel/shared-core';
import {
  compactFilters,
  fillTemplate,
  groupsFromWire,
  pageFromWire,
  queryToWire,
  settingsFromWire,
  totalsFromWire,
} from './listing-adapter';

describe('listing adapter', () => {
  it('sends a query in the wire format', () => {
    const query: ListingQuery = {
      page: 3,
      perPage: 50,
      sort: { key: 'created_at', dir: 'asc' },
      filters: {
        status: 'active',
        platform: ['android', 'ios'],
        created_at: { from: '2024-01-01', to: '2024-01-31' },
        installs: { min: 10 },
        push_enabled: false,
      },
      search: 'shop',
    };
    const wire = queryToWire(query);
    expect(wire).toEqual({
      page: 3,
      perPage: 50,
      sort: { key: 'created_at', dir: 'asc' },
      filters: query.filters,
      search: 'shop',
    });
    // Plain JSON: nothing is lost on the way.
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
  });

  it('does not send empty filters, empty range ends or surrounding spaces of the search', () => {
    const wire = queryToWire({
      page: 1,
      perPage: 20,
      sort: null,
      filters: {
        a: '',
        b: [],
        c: null,
        d: undefined,
        e: { from: '', to: '2024-02-01' },
        f: { min: '', max: '' },
        g: 0,
        h: false,
      },
      search: '  term ',
    });
    expect(wire.filters).toEqual({ e: { to: '2024-02-01' }, g: 0, h: false });
    expect(wire.sort).toBeNull();
    expect(wire.search).toBe('term');
    expect(compactFilters({ x: '   ' })).toEqual({});
  });

  it('reads settings with defaults for what the server left out', () => {
    const settings = settingsFromWire('application', {
      title: 'Applications',
      columns: [
        { key: 'id', label: 'ID', type: 'number', sortable: true },
        { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/client/applications/{id}' },
        { key: 'balance', label: 'Balance', type: 'money', currency_key: 'currency' },
        {
          key: 'status',
          label: 'Status',
          type: 'status',
          status_colors: { active: 'green', deleted: 'red' },
        },
        { key: 'weird', label: 'Weird', type: 'hologram', hidden: true },
        { label: 'no key' },
      ],
      filters: [
        { key: 'status', label: 'Status', type: 'select', options: [{ value: 'active', label: 'Active' }] },
        { key: 'q', type: 'unknown' },
      ],
      sort: { key: 'id', dir: 'DESC' },
      perPage: 25,
      perPageOptions: [10, 50],
      search: true,
      actions: [
        {
          key: 'deactivate',
          label: 'Deactivate',
          method: 'post',
          url: '/client/application/{id}/deactivate',
          permission: 'application.update',
          confirm: 'Sure?',
          visibleWhen: { field: 'status', in: ['active'] },
          body: { reason: 'listing' },
        },
      ],
      bulkActions: [
        {
          key: 'delete',
          label: 'Delete',
          method: 'DELETE',
          url: '/client/application/bulk-delete',
          destructive: true,
        },
      ],
      aggregations: true,
    });
    expect(settings).toEqual({
      name: 'application',
      title: 'Applications',
      columns: [
        { key: 'id', label: 'ID', type: 'number', sortable: true },
        { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/client/applications/{id}' },
        { key: 'balance', label: 'Balance', type: 'money', sortable: false, currencyKey: 'currency' },
        {
          key: 'status',
          label: 'Status',
          type: 'status',
          sortable: false,
          statusColors: { active: 'green', deleted: 'red' },
          valueLabels: { active: 'Active' },
        },
        { key: 'weird', label: 'Weird', type: 'text', sortable: false, hidden: true },
      ],
      filters: [
        { key: 'status', label: 'Status', type: 'select', options: [{ value: 'active', label: 'Active' }] },
        { key: 'q', label: 'q', type: 'text' },
      ],
      sort: { key: 'id', dir: 'desc' },
      perPage: 25,
      perPageOptions: [10, 25, 50],
      search: true,
      actions: [
        {
          key: 'deactivate',
          label: 'Deactivate',
          method: 'POST',
          url: '/client/application/{id}/deactivate',
          permission: 'application.update',
          confirm: 'Sure?',
          visibleWhen: { field: 'status', in: ['active'] },
          body: { reason: 'listing' },
        },
      ],
      bulkActions: [
        {
          key: 'delete',
          label: 'Delete',
          method: 'DELETE',
          url: '/client/application/bulk-delete',
          destructive: true,
        },
      ],
      aggregations: true,
    });
  });

  it('survives an empty or broken settings body', () => {
    expect(settingsFromWire('roles', null)).toEqual({
      name: 'roles',
      columns: [],
      filters: [],
      sort: null,
      perPage: 20,
      perPageOptions: [20],
      search: false,
    });
  });

  it("reads a page in the { data, meta } shape and in Laravel's plain paginator shape", () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const meta = { current_page: 2, per_page: 2, total: 7, last_page: 4 };
    expect(pageFromWire({ data: rows, meta })).toEqual({ data: rows, meta });
    expect(pageFromWire({ data: rows, ...meta, links: [] })).toEqual({ data: rows, meta });
    expect(pageFromWire({ data: rows })).toEqual({
      data: rows,
      meta: { current_page: 1, per_page: 2, total: 2, last_page: 1 },
    });
    expect(pageFromWire('oops')).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 1, total: 0, last_page: 1 },
    });
  });

  it("keeps a search's matched_in (which columns found a row), and drops what is not its shape", () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const meta = { current_page: 1, per_page: 2, total: 2, last_page: 1 };
    expect(
      pageFromWire({ data: rows, meta: { ...meta, matched_in: { '2': ['email', 3, 'city'] } } }),
    ).toEqual({
      data: rows,
      meta: { ...meta, matched_in: { '2': ['email', 'city'] } },
    });
    expect(pageFromWire({ data: rows, meta: { ...meta, matched_in: 'email' } })).toEqual({
      data: rows,
      meta,
    });
  });

  it('reads totals, keeping numbers and decimal strings', () => {
    expect(totalsFromWire({ totals: { installs: 120, deposits_sum: '125.50', label: null } })).toEqual({
      totals: { installs: 120, deposits_sum: '125.50' },
    });
    expect(totalsFromWire({ data: { visits: 5 } })).toEqual({ totals: { visits: 5 } });
  });

  it('reads a money total over several currencies as its sums per currency', () => {
    expect(
      totalsFromWire({
        totals: { balance: null, currency: null, count: 3 },
        by_currency: { balance: { EUR: '5.00', USD: '10.50' }, broken: 'x' },
      }),
    ).toEqual({
      totals: {
        count: 3,
        balance: [
          { currency: 'EUR', amount: '5.00' },
          { currency: 'USD', amount: '10.50' },
        ],
      },
    });
  });

  it('reads the groups of a grouped aggregations answer as numbers, money parsed, broken groups left out', () => {
    expect(
      groupsFromWire({
        totals: { installs: 30 },
        groups: [
          { key: '2026-11-01', installs: 10, deposits_sum: '125.50', currency: 'USD' },
          { key: 'US', installs: 20, cost: 'n/a' },
          { installs: 5 },
          'broken',
        ],
      }),
    ).toEqual([
      { key: '2026-11-01', values: { installs: 10, deposits_sum: 125.5 } },
      { key: 'US', values: { installs: 20 } },
    ]);
    expect(groupsFromWire({ totals: {} })).toEqual([]);
    expect(groupsFromWire(null)).toEqual([]);
  });

  it('fills URL templates from a row, encoded', () => {
    expect(fillTemplate('/client/application/{id}/deactivate', { id: 12 })).toBe(
      '/client/application/12/deactivate',
    );
    expect(fillTemplate('/x/{code}/{missing}', { code: 'a/b c' })).toBe('/x/a%2Fb%20c/');
  });

  it('labels status values with the options of the filter on the same key', () => {
    const settings = settingsFromWire('application', {
      columns: [
        { key: 'status', label: 'Статус', type: 'status', sortable: true },
        { key: 'kind', label: 'Вид', type: 'status', sortable: false, statusLabels: { a: 'Своё' } },
      ],
      filters: [
        { key: 'status', label: 'Статус', type: 'select', options: [{ value: 'active', label: 'Активно' }] },
        { key: 'kind', label: 'Вид', type: 'select', options: [{ value: 'a', label: 'Из фильтра' }] },
      ],
      sort: { key: 'status', dir: 'asc' },
      perPage: 25,
      perPageOptions: [25],
      search: false,
    });
    expect(settings.columns[0]!.valueLabels).toEqual({ active: 'Активно' });
    // The server's own labels win over the filter's.
    expect(settings.columns[1]!.valueLabels).toEqual({ a: 'Своё' });
  });

  it('labels the values of text and tags columns of a known set too, never links or numbers', () => {
    const settings = settingsFromWire('application', {
      columns: [
        { key: 'category', label: 'Категория', type: 'text' },
        { key: 'features', label: 'Возможности', type: 'tags' },
        { key: 'name', label: 'Название', type: 'link' },
        { key: 'rating', label: 'Рейтинг', type: 'number' },
      ],
      filters: [
        {
          key: 'category',
          label: 'Категория',
          type: 'select',
          options: [{ value: 'health', label: 'Здоровье' }],
        },
        {
          key: 'features',
          label: 'Возможности',
          type: 'multiselect',
          options: [{ value: 'api', label: 'API' }],
        },
        { key: 'name', label: 'Название', type: 'select', options: [{ value: 'x', label: 'Икс' }] },
        { key: 'rating', label: 'Рейтинг', type: 'select', options: [{ value: '5', label: 'Пять' }] },
      ],
      sort: { key: 'category', dir: 'asc' },
      perPage: 25,
      perPageOptions: [25],
      search: false,
    });
    expect(settings.columns.map((column) => column.valueLabels)).toEqual([
      { health: 'Здоровье' },
      { api: 'API' },
      undefined,
      undefined,
    ]);
  });
});
