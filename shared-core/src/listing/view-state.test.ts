import type { ListingSettings } from '@panel/shared-core';
import { DEFAULT_LAYOUT } from './column-layout';
import { captureViewState, droppedAnything, restoreViewState, showsView } from './view-state';
import { browserViews } from './views-store';

const settings = {
  name: 'application',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'category', label: 'Category', type: 'text', sortable: false },
  ],
  filters: [{ key: 'status', label: 'Status', type: 'multiselect' }],
  sort: { key: 'id', dir: 'desc' },
  perPage: 25,
  perPageOptions: [25, 50],
  search: true,
} as unknown as ListingSettings;

describe('a view against the listing as it is now', () => {
  it('keeps departures only, with the labels of what it names', () => {
    const state = captureViewState(
      {
        page: 3,
        perPage: 50,
        sort: { key: 'id', dir: 'desc' },
        filters: { status: ['active'] },
        search: 'x',
      },
      { ...DEFAULT_LAYOUT, visible: { category: false } },
      settings,
    );
    expect(state).toMatchObject({ sort: null, perPage: 50, search: 'x', filters: { status: ['active'] } });
    expect(state.labels).toEqual({ status: 'Status', category: 'Category' });
  });

  it('opens without a filter, a column, a sort and a page size the listing lost, naming each by its saved label', () => {
    const restored = restoreViewState(
      {
        filters: { status: ['active'], retired: 'x' },
        search: '',
        sort: { key: 'category', dir: 'asc' },
        perPage: 1000,
        columns: { order: ['gone', 'name'], visible: { gone: true }, widths: { name: 200 }, pinned: 2 },
        labels: { retired: 'Retired', gone: 'Gone' },
      },
      settings,
    );
    expect(restored.state).toMatchObject({
      filters: { status: ['active'] },
      sort: { key: 'id', dir: 'desc' },
      perPage: 25,
    });
    expect(restored.layout).toEqual({ order: ['name'], visible: {}, widths: { name: 200 }, pinned: 2 });
    expect(restored.dropped).toEqual({
      filters: ['Retired'],
      columns: ['Gone'],
      sort: 'category',
      perPage: true,
    });
    expect(droppedAnything(restored.dropped)).toBe(true);
  });

  it('says whether the screen still shows the view, the page aside', () => {
    const screen = { page: 2, perPage: 25, sort: null, filters: { status: ['active'] }, search: '' };
    const saved = captureViewState(screen, { ...DEFAULT_LAYOUT }, settings);
    expect(showsView(saved, screen, { ...DEFAULT_LAYOUT }, settings, settings.columns)).toBe(true);
    expect(
      showsView(saved, { ...screen, search: 'y' }, { ...DEFAULT_LAYOUT }, settings, settings.columns),
    ).toBe(false);
    expect(
      showsView(saved, screen, { ...DEFAULT_LAYOUT, widths: { name: 300 } }, settings, settings.columns),
    ).toBe(false);
  });
});

describe('views kept in the browser', () => {
  const texts = { owner: 'Me', nameTaken: 'taken', tooMany: 'too many', notFound: 'gone', done: '' };
  const state = captureViewState(
    { page: 1, perPage: 25, sort: null, filters: {}, search: '' },
    { ...DEFAULT_LAYOUT },
    settings,
  );

  it('keeps the server’s rules: unique names case aside, a default that goes with its view', async () => {
    localStorage.clear();
    const store = browserViews(7, 'common', 'application', texts);
    const { data } = await store.create({ name: 'Active', state });
    await expect(store.create({ name: ' active ', state })).rejects.toMatchObject({
      status: 422,
      errors: { name: ['taken'] },
    });
    await store.setDefault(data.id);
    expect((await store.list()).default_view).toBe(data.id);
    await store.remove(data.id);
    expect(await store.list()).toEqual({ data: [], default_view: null });
    await expect(store.update(data.id, { name: 'x' })).rejects.toMatchObject({ status: 404 });
  });

  it('per user: another user of the browser sees none of them', async () => {
    localStorage.clear();
    await browserViews(7, 'common', 'application', texts).create({ name: 'Mine', state });
    expect((await browserViews(8, 'common', 'application', texts).list()).data).toEqual([]);
  });
});
