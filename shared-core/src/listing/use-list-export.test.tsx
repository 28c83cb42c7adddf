import { ApiError, type ListingColumn, type ListingEndpoints, type ListingQuery } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing-data';
import { act, renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import { csvFileName } from './csv';
import { applicationSettings, pageOf, readBlob } from './test-fixtures';
import { EXPORT_CAP, useListExport, type ListExport } from './use-list-export';

let exporter: ListExport;

const QUERY: ListingQuery = {
  page: 3,
  perPage: 50,
  sort: { key: 'name', dir: 'asc' },
  filters: { status: 'active' },
  search: 'app',
};
const columnsOf = (...keys: string[]): ListingColumn[] =>
  keys.map((key) => applicationSettings.columns.find((column) => column.key === key)!);

function Probe({
  endpoints,
  columns = columnsOf('name', 'id'),
  ...props
}: {
  query?: ListingQuery | undefined;
  endpoints?: ListingEndpoints;
  columns?: ListingColumn[];
}) {
  // Only a missing prop means the fixture: `query={undefined}` is a view without a query yet.
  const query = 'query' in props ? props.query : QUERY;
  exporter = useListExport({ name: 'application', scope: 'client', endpoints, query, columns });
  return null;
}

const blobs: Blob[] = [];
let saved: string[] = [];

beforeEach(() => {
  blobs.length = 0;
  saved = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

function mockData(total: number) {
  return jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, total));
}

/** The answer to the next data call, given when the test says so. */
function holdNextPage(spy: jest.SpyInstance, total: number): () => void {
  let release: () => void = () => undefined;
  spy.mockImplementationOnce(
    (_name: string, query: ListingQuery) =>
      new Promise((resolve) => (release = () => resolve(pageOf(query, total)))),
  );
  return () => release();
}

const exportPages = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([, query]) => (query as ListingQuery).page);

describe('useListExport', () => {
  it("fetches every page of the view's query, a thousand rows at a time, and saves the columns given", async () => {
    const data = mockData(2500);
    renderWithProviders(<Probe />, { language: 'en' });
    await act(() => exporter.exportCsv());

    expect(exportPages(data)).toEqual([1, 2, 3]);
    expect(data.mock.calls[0]).toEqual([
      'application',
      { ...QUERY, page: 1, perPage: 1000 },
      'client',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    ]);
    expect(saved).toEqual([csvFileName('application')]);
    const lines = (await readBlob(blobs[0]!)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,ID');
    expect(lines[1]).toBe('App 1,1');
    expect(lines).toHaveLength(2500 + 2);
    expect(await screen.findByText('Exported 2,500 rows')).toBeInTheDocument();
    expect(exporter.exportState).toEqual({ running: false, loaded: 0, target: null, capped: false });
  });

  it('reads the rows through the listing’s own calls', async () => {
    const data = mockData(3);
    const endpoints = { settings: '/admin/apps/list-settings', data: '/admin/apps/list' };
    renderWithProviders(<Probe endpoints={endpoints} />, { language: 'en' });
    await act(() => exporter.exportCsv());
    expect(data.mock.calls[0]?.[3]).toEqual(expect.objectContaining({ endpoints }));
  });

  it('tells its progress: the rows fetched, out of how many', async () => {
    const data = mockData(2500);
    const release = holdNextPage(data, 2500);
    renderWithProviders(<Probe />, { language: 'en' });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = exporter.exportCsv();
    });
    expect(exporter.exportState).toEqual({ running: true, loaded: 0, target: null, capped: false });

    const releaseSecond = holdNextPage(data, 2500);
    act(() => release());
    await waitFor(() =>
      expect(exporter.exportState).toEqual({ running: true, loaded: 1000, target: 2500, capped: false }),
    );
    act(() => releaseSecond());
    await act(() => done);
    expect(exporter.exportState.running).toBe(false);
  });

  it('stops at the cap and says so', async () => {
    const data = mockData(12_345);
    renderWithProviders(<Probe />, { language: 'en' });
    expect(exporter.exportCap).toBe(EXPORT_CAP);
    await act(() => exporter.exportCsv());
    expect(exportPages(data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await readBlob(blobs[0]!)).split('\r\n')).toHaveLength(EXPORT_CAP + 2);
    expect(
      await screen.findByText('Exported the first 10,000 rows: an export is limited to 10,000 rows'),
    ).toBeInTheDocument();
  });

  it('runs one export at a time', async () => {
    const data = mockData(10);
    const release = holdNextPage(data, 10);
    renderWithProviders(<Probe />, { language: 'en' });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = exporter.exportCsv();
    });
    await act(() => exporter.exportCsv());
    expect(data).toHaveBeenCalledTimes(1);
    act(() => release());
    await act(() => first);
    expect(saved).toHaveLength(1);
  });

  it('saves nothing once cancelled, though the page asked for still arrives', async () => {
    const data = mockData(2500);
    const release = holdNextPage(data, 2500);
    renderWithProviders(<Probe />, { language: 'en' });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = exporter.exportCsv();
    });
    const signal = data.mock.calls[0]?.[3]?.signal;
    act(() => exporter.cancelExport());
    expect(signal?.aborted).toBe(true);
    expect(exporter.exportState.running).toBe(false);

    act(() => release());
    await act(() => done);
    expect(data).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
    expect(screen.queryByText(/Export/)).not.toBeInTheDocument();
  });

  it('stops the requests when the screen goes away', () => {
    const data = mockData(2500);
    holdNextPage(data, 2500);
    const { unmount } = renderWithProviders(<Probe />);
    act(() => {
      void exporter.exportCsv();
    });
    unmount();
    expect(data.mock.calls[0]?.[3]?.signal?.aborted).toBe(true);
  });

  it('exports nothing before the view has a query', async () => {
    const data = mockData(10);
    renderWithProviders(<Probe query={undefined} />);
    await act(() => exporter.exportCsv());
    expect(data).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it("reports a failure with the server's message and gets ready for another try", async () => {
    jest.spyOn(listingApi, 'data').mockRejectedValue(new ApiError({ status: 503, message: 'Try later' }));
    renderWithProviders(<Probe />, { language: 'en' });
    await act(() => exporter.exportCsv());
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(exporter.exportState.running).toBe(false);
  });
});
