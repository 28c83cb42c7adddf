import type { ListingSettings } from '@panel/shared-core';
import { useNavigate } from '@panel/shared-core/router';
import { act, renderWithProviders, waitFor } from '@panel/shared-core/testing';
import { listingUrl } from '@panel/shared-core/listing-data';
import { applicationSettings } from './test-fixtures';
import type { ListingState } from './types';
import { useListUrlState, type ListUrlState } from './use-list-url-state';

let view: ListUrlState & { isDefaultView: boolean };
let navigate: ReturnType<typeof useNavigate>;
const onChange = jest.fn<void, [ListingState]>();

function Probe({ syncUrl = true, ...props }: { settings?: ListingSettings | undefined; syncUrl?: boolean }) {
  // Only a missing prop means the fixture: `settings={undefined}` is the settings not known yet.
  const settings = 'settings' in props ? props.settings : applicationSettings;
  view = useListUrlState({ settings, syncUrl, onChange });
  navigate = useNavigate();
  return null;
}

const DEFAULT_STATE: ListingState = {
  page: 1,
  perPage: 20,
  sort: { key: 'created', dir: 'desc' },
  filters: {},
  search: '',
};

const back = () =>
  act(() => {
    void navigate(-1);
  });

describe('useListUrlState', () => {
  it('reads the state from the URL once the settings are known, and changes nothing before', () => {
    const { rerender, location } = renderWithProviders(<Probe settings={undefined} />, {
      route: '/client/applications?page=2&sort=name.asc&q=foo&f.status=active',
    });
    expect(view.state).toBeUndefined();
    act(() => view.setPage(5));
    expect(location().search).toBe('?page=2&sort=name.asc&q=foo&f.status=active');
    expect(onChange).not.toHaveBeenCalled();

    rerender(<Probe />);
    expect(view.state).toEqual({
      page: 2,
      perPage: 20,
      sort: { key: 'name', dir: 'asc' },
      filters: { status: 'active' },
      search: 'foo',
    });
    expect(view.activeFilterCount).toBe(1);
    expect(view.isFiltered).toBe(true);
    expect(view.isDefaultView).toBe(false);
  });

  it("writes changes beside the URL's other params, without the defaults, and hands each to onChange in the event", async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?lng=en#top' });
    expect(view.state).toEqual(DEFAULT_STATE);
    expect(view.isDefaultView).toBe(true);

    act(() => view.toggleSort('name'));
    // Before the new URL has rendered: the data call need not wait for the screen.
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_STATE, sort: { key: 'name', dir: 'asc' } });
    await waitFor(() => expect(location().search).toBe('?lng=en&sort=name.asc'));
    expect(location().hash).toBe('#top');
    expect(view.isDefaultView).toBe(false);

    act(() => view.toggleSort('name'));
    await waitFor(() => expect(location().search).toBe('?lng=en&sort=name.desc'));
    act(() => view.setSort({ key: 'created', dir: 'desc' }));
    await waitFor(() => expect(location().search).toBe('?lng=en'));
    expect(view.state).toEqual(DEFAULT_STATE);
  });

  it('composes two changes made in one event', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications' });
    act(() => {
      view.setFilter('category', ['games', 'finance']);
      view.setPerPage(50);
    });
    await waitFor(() => expect(location().search).toBe('?perPage=50&f.category=games,finance'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STATE,
      perPage: 50,
      filters: { category: ['games', 'finance'] },
    });
  });

  it('hands onChange the state as it will be read back from the URL, and nothing when the URL stays', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?page=3' });
    act(() => view.setPage(3));
    act(() => view.setSearch('   '));
    expect(onChange).not.toHaveBeenCalled();

    act(() => view.setPage(2.7));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    act(() => view.setPage(-4));
    await waitFor(() => expect(location().search).toBe(''));
    act(() => view.setSearch('  abc '));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_STATE, search: 'abc' });
    await waitFor(() => expect(location().search).toBe('?q=abc'));
  });

  it('goes back to page 1 on a change of filter, search, page size or sort, and clears filters and search', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?page=4&q=x' });
    act(() => view.setFilter('status', 'blocked'));
    await waitFor(() => expect(location().search).toBe('?q=x&f.status=blocked'));
    act(() => view.setPage(4));
    act(() => view.setFilter('push_enabled', false));
    await waitFor(() => expect(location().search).toBe('?q=x&f.status=blocked&f.push_enabled=false'));
    expect(view.activeFilterCount).toBe(2);

    // An empty value removes the filter.
    act(() => view.setFilter('status', ''));
    await waitFor(() => expect(location().search).toBe('?q=x&f.push_enabled=false'));

    act(() => view.clearFilters());
    await waitFor(() => expect(location().search).toBe(''));
    expect(view.isFiltered).toBe(false);
    expect(view.activeFilterCount).toBe(0);
  });

  it('replaces the entry of a typed filter only once it has a value, so Back leads to the view before the typing', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?page=2' });
    act(() => view.setFilter('name', 'a', { replace: true }));
    await waitFor(() => expect(location().search).toBe('?f.name=a'));
    act(() => view.setFilter('name', 'ab', { replace: true }));
    await waitFor(() => expect(location().search).toBe('?f.name=ab'));
    back();
    await waitFor(() => expect(location().search).toBe('?page=2'));
  });

  it('pushes the first change of a search and replaces it while it is typed, unless told otherwise', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?page=2' });
    act(() => view.setSearch('a'));
    await waitFor(() => expect(location().search).toBe('?q=a'));
    act(() => view.setSearch('ab'));
    await waitFor(() => expect(location().search).toBe('?q=ab'));
    act(() => view.setSearch('abc', { replace: false }));
    await waitFor(() => expect(location().search).toBe('?q=abc'));

    back();
    await waitFor(() => expect(location().search).toBe('?q=ab'));
    back();
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(view.state?.page).toBe(2);
  });

  it('remembers where the listing was left, for the record screens to return to', async () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client/url-state-listing' });
    act(() => view.setFilter('status', 'active'));
    await waitFor(() => expect(location().search).toBe('?f.status=active'));
    expect(listingUrl('/client/url-state-listing')).toBe('/client/url-state-listing?f.status=active');
  });

  it('keeps the state in itself when it is not synced with the URL', async () => {
    const { location } = renderWithProviders(<Probe syncUrl={false} />, {
      route: '/client/local-listing?page=3',
    });
    // The URL belongs to another listing here.
    expect(view.state).toEqual(DEFAULT_STATE);
    expect(view.isDefaultView).toBe(true);

    act(() => view.setFilter('status', 'active'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_STATE, filters: { status: 'active' } });
    await waitFor(() => expect(view.state?.filters).toEqual({ status: 'active' }));
    expect(view.isDefaultView).toBe(false);
    expect(view.activeFilterCount).toBe(1);
    expect(location().search).toBe('?page=3');
    expect(listingUrl('/client/local-listing')).toBe('/client/local-listing');
  });
});
