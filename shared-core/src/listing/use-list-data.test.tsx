import { ApiError, type ListingQuery, type ListingSettings } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing-data';
import { act, renderWithProviders, waitFor } from '@panel/shared-core/testing';
import type { ListingSource } from './list-query';
import { applicationSettings, pageOf } from './test-fixtures';
import type { ListingState } from './types';
import { useListData, useListPrefetch, type ListData } from './use-list-data';
import type { ListSettings } from './use-list-settings';

let data: ListData;
let prefetch: (next: ListingState) => void;
const setPage = jest.fn();

const DEFAULT_STATE: ListingState = {
  page: 1,
  perPage: 20,
  sort: { key: 'created', dir: 'desc' },
  filters: {},
  search: '',
};

const described = (
  settings: ListingSettings | undefined,
  overrides: Partial<ListSettings> = {},
): ListSettings => ({
  settings,
  isPending: !settings,
  error: null,
  refetch: jest.fn(),
  ...overrides,
});

interface ProbeProps {
  settings?: ListSettings;
  state?: ListingState | undefined;
  isDefaultView?: boolean;
  fixed?: ListingSource['fixed'];
}

function Probe({
  settings = described(applicationSettings),
  isDefaultView = false,
  fixed,
  ...props
}: ProbeProps) {
  // Only a missing prop means the default state: `state={undefined}` is a state not known yet.
  const state = 'state' in props ? props.state : DEFAULT_STATE;
  const source: ListingSource = { name: 'application', scope: 'client', endpoints: undefined, fixed };
  prefetch = useListPrefetch(source, settings.settings);
  data = useListData({ source, settings, state, isDefaultView, setPage });
  return null;
}

function mockData(total = 45) {
  return jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, total));
}

const lastQuery = (spy: jest.SpyInstance): ListingQuery => spy.mock.calls.at(-1)?.[1] as ListingQuery;

describe('useListData', () => {
  it('asks for the default view beside the settings, and shows its rows once the settings are there', async () => {
    const spy = mockData();
    const { rerender } = renderWithProviders(
      <Probe
        settings={described(undefined)}
        state={undefined}
        isDefaultView
        fixed={{ application_id: '42' }}
      />,
    );
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(lastQuery(spy)).toEqual({ page: 1, filters: { application_id: '42' }, search: '' });
    // Rows without their columns are nothing to show.
    await waitFor(() => expect(data.isFetching).toBe(false));
    expect(data.rows).toEqual([]);
    expect(data.isLoading).toBe(true);

    rerender(<Probe state={DEFAULT_STATE} isDefaultView fixed={{ application_id: '42' }} />);
    expect(data.rows).toHaveLength(20);
    expect(data.total).toBe(45);
    expect(data.meta?.last_page).toBe(3);
    expect(data.isLoading).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('waits for the settings before asking for a view the URL describes', async () => {
    const spy = mockData();
    renderWithProviders(<Probe settings={described(undefined)} state={undefined} />);
    await act(() => Promise.resolve());
    expect(spy).not.toHaveBeenCalled();
    expect(data.query).toBeUndefined();
    expect(data.isLoading).toBe(true);
  });

  it('sends the state without the defaults and keeps the previous page visible while the next loads', async () => {
    const spy = mockData(100);
    const { rerender } = renderWithProviders(<Probe />);
    await waitFor(() => expect(data.rows[0]?.id).toBe(1));
    expect(data.query).toEqual({ page: 1, filters: {}, search: '' });

    let release: () => void = () => undefined;
    spy.mockImplementationOnce(
      (_name, query) => new Promise((resolve) => (release = () => resolve(pageOf(query, 100)))),
    );
    rerender(<Probe state={{ ...DEFAULT_STATE, page: 2, perPage: 50 }} />);
    expect(lastQuery(spy)).toEqual({ page: 2, perPage: 50, filters: {}, search: '' });
    await waitFor(() => expect(data.isStale).toBe(true));
    expect(data.rows[0]?.id).toBe(1);
    expect(data.isFetching).toBe(true);
    expect(data.isLoading).toBe(false);

    act(() => release());
    await waitFor(() => expect(data.rows[0]?.id).toBe(51));
    expect(data.isStale).toBe(false);
  });

  it('sends a page beyond the last to the last one, replacing the history entry', async () => {
    mockData(45);
    renderWithProviders(<Probe state={{ ...DEFAULT_STATE, page: 9 }} />);
    await waitFor(() => expect(setPage).toHaveBeenCalledWith(3, { replace: true }));
    expect(setPage).toHaveBeenCalledTimes(1);
  });

  it('shows a 422 on the filters instead of as a failure', async () => {
    jest.spyOn(listingApi, 'data').mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Invalid',
        errors: { 'filters.created.from': ['Not a date'], sort: ['Unknown sort'] },
      }),
    );
    renderWithProviders(<Probe />);
    await waitFor(() => expect(data.validation).not.toBeNull());
    expect(data.validation).toEqual({
      filters: { created: ['Not a date'] },
      search: [],
      other: ['Unknown sort'],
    });
    expect(data.error).toBeNull();
    expect(data.isLoading).toBe(false);
  });

  it('reports any other failure of the data call', async () => {
    const failure = new ApiError({ status: 500, message: 'Down' });
    jest.spyOn(listingApi, 'data').mockRejectedValue(failure);
    renderWithProviders(<Probe />);
    await waitFor(() => expect(data.error).toBe(failure));
    expect(data.validation).toBeNull();
  });

  it('reports a failure of the settings, and asks only for them again', async () => {
    const spy = mockData();
    const failure = new ApiError({ status: 500, message: 'Down' });
    const settings = described(undefined, { isPending: false, error: failure });
    renderWithProviders(<Probe settings={settings} state={undefined} isDefaultView />);
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(data.error).toBe(failure);
    expect(data.isLoading).toBe(false);
    act(() => data.refetch());
    expect(settings.refetch).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('asks for the totals of a statistics listing, with the same body, and again on refetch', async () => {
    const spy = mockData();
    const totals = jest.spyOn(listingApi, 'aggregations').mockResolvedValue({ totals: { amount: 99 } });
    renderWithProviders(
      <Probe
        settings={described({ ...applicationSettings, aggregations: true })}
        state={{ ...DEFAULT_STATE, search: 'x' }}
      />,
    );
    await waitFor(() => expect(data.totals).toEqual({ amount: 99 }));
    expect(totals.mock.calls[0]?.[1]).toEqual({ page: 1, filters: {}, search: 'x' });

    act(() => data.refetch());
    await waitFor(() => expect(totals).toHaveBeenCalledTimes(2));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('asks for no totals when the listing has none', async () => {
    mockData();
    const totals = jest.spyOn(listingApi, 'aggregations');
    renderWithProviders(<Probe />);
    await waitFor(() => expect(data.rows).toHaveLength(20));
    expect(totals).not.toHaveBeenCalled();
    expect(data.totals).toBeUndefined();
  });
});

describe('useListPrefetch', () => {
  it('starts the call of a state at once, under the key the data hook reads, so that it asks only once', async () => {
    const spy = mockData(200);
    const totals = jest.spyOn(listingApi, 'aggregations').mockResolvedValue({ totals: { amount: 1 } });
    const settings = described({ ...applicationSettings, aggregations: true });
    const { rerender } = renderWithProviders(<Probe settings={settings} />);
    await waitFor(() => expect(data.totals).toBeDefined());
    spy.mockClear();
    totals.mockClear();

    const next = {
      ...DEFAULT_STATE,
      filters: { status: 'active' },
      sort: { key: 'name', dir: 'asc' as const },
    };
    act(() => prefetch(next));
    expect(lastQuery(spy)).toEqual({
      page: 1,
      filters: { status: 'active' },
      sort: { key: 'name', dir: 'asc' },
      search: '',
    });
    expect(totals).toHaveBeenCalledTimes(1);

    rerender(<Probe settings={settings} state={next} />);
    await waitFor(() => expect(data.isFetching).toBe(false));
    expect(data.rows).toHaveLength(20);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(totals).toHaveBeenCalledTimes(1);
  });

  it('does nothing before the settings are known', () => {
    const spy = mockData();
    renderWithProviders(<Probe settings={described(undefined)} state={undefined} />);
    act(() => prefetch(DEFAULT_STATE));
    expect(spy).not.toHaveBeenCalled();
  });
});
