import { CLIENT_ERROR_LIMITS } from '@panel/contract';
import {
  configureErrorReporting,
  errorReportsRecorded,
  flushErrorReports,
  reportError,
  resetErrorReporting,
} from './report-error';
import { FLUSH_DELAY_MS } from './report-sender';

const URL = 'https://reports.example.com/client-errors';
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn().mockResolvedValue({ ok: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/admin/client/applications/7?token=secret#key');
  configureErrorReporting({
    url: URL,
    user: () => 'u-9',
    version: (area) => (area === 'client' ? '1.4.0' : null),
  });
});
afterEach(async () => {
  await resetErrorReporting();
  jest.useRealTimers();
});

const sent = (call = 0) =>
  JSON.parse(fetchMock.mock.calls[call][1].body as string) as { errors: Record<string, unknown>[] };

describe('reportError', () => {
  it('sends a batch a moment after the first error: no query, hash or token, the area and its version', async () => {
    reportError(new TypeError('x is undefined'), { kind: 'boundary' });
    await errorReportsRecorded();
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    const [error] = sent().errors;
    expect(error).toMatchObject({
      message: 'TypeError: x is undefined',
      kind: 'boundary',
      area: 'client',
      version: '1.4.0',
      route: '/admin/client/applications/7',
      user: 'u-9',
      count: 1,
    });
    expect(String(error!.stack)).toContain('x is undefined');
    expect(init.body).not.toContain('secret');
  });

  it('merges identical errors waiting to be sent, and names the shell outside the remotes', async () => {
    window.history.replaceState(null, '', '/admin/login');
    for (let i = 0; i < 5; i += 1) reportError(new Error('same'), { kind: 'query' });
    reportError(new Error('other'), { kind: 'query' });
    await flushErrorReports();
    expect(sent().errors.map((e) => [e.message, e.count, e.area, e.version])).toEqual([
      ['Error: same', 5, 'shell', null],
      ['Error: other', 1, 'shell', null],
    ]);
  });

  it('sends a full batch at once', async () => {
    for (let i = 0; i < CLIENT_ERROR_LIMITS.batch; i += 1)
      reportError(new Error(`e${i}`), { kind: 'boundary' });
    await errorReportsRecorded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().errors).toHaveLength(CLIENT_ERROR_LIMITS.batch);
  });

  it('sends at most the per-minute limit from a page, then again after a minute', async () => {
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perPagePerMinute + 10; i += 1)
      reportError(new Error(`e${i}`), { kind: 'boundary' });
    await flushErrorReports();
    const count = fetchMock.mock.calls.reduce((sum, _call, i) => sum + sent(i).errors.length, 0);
    expect(count).toBe(CLIENT_ERROR_LIMITS.perPagePerMinute);
    jest.advanceTimersByTime(60_001);
    reportError(new Error('later'), { kind: 'boundary' });
    await flushErrorReports();
    expect(sent(fetchMock.mock.calls.length - 1).errors.map((e) => e.message)).toEqual(['Error: later']);
  });

  it('sends what waits when the page is left', async () => {
    reportError(new Error('leaving'), { kind: 'mutation' });
    await errorReportsRecorded();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without an address, and never throws, even when sending fails', async () => {
    configureErrorReporting({ url: null });
    reportError(new Error('nowhere'), { kind: 'boundary' });
    await errorReportsRecorded();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    configureErrorReporting({ url: URL });
    fetchMock.mockImplementation(() => {
      throw new Error('offline');
    });
    expect(() => reportError(new Error('a'), { kind: 'boundary' })).not.toThrow();
    await errorReportsRecorded();
    expect(() => jest.advanceTimersByTime(FLUSH_DELAY_MS)).not.toThrow();
    fetchMock.mockRejectedValue(new Error('refused'));
    reportError(new Error('b'), { kind: 'boundary' });
    await errorReportsRecorded();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await Promise.resolve();
    // The failed sends were not reported in turn.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
