import { CLIENT_ERROR_LIMITS } from '@panel/contract';
import { configureErrorReporting, errorReportsRecorded, reportError } from './report-error';
import { store } from '../state/store';
import { userAtom } from '../session/atoms';
import { flushErrorReports, resetErrorReporting } from '@panel/shared-core/testing';
import { FLUSH_DELAY_MS } from './report-sender';

const URL = 'https://reports.example.com/client-errors';
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn().mockResolvedValue({ ok: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/admin/client/applications/7?token=secret#key');
  store.set(userAtom, { public_id: 'u-9' } as never);
  configureErrorReporting({ url: URL, version: (area) => (area === 'client' ? '1.4.0' : null) });
});
afterEach(async () => {
  store.set(userAtom, null);
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

  it('merges identical errors waiting to be sent, and names the shell outside the remotes and no user signed out', async () => {
    window.history.replaceState(null, '', '/admin/login');
    store.set(userAtom, null);
    for (let i = 0; i < 5; i += 1) reportError(new Error('same'), { kind: 'query' });
    reportError(new Error('other'), { kind: 'query' });
    await flushErrorReports();
    expect(sent().errors.map((e) => [e.message, e.count, e.area, e.version, e.user])).toEqual([
      ['Error: same', 5, 'shell', null, null],
      ['Error: other', 1, 'shell', null, null],
    ]);
  });

  it('describes a text and a Content-Security-Policy violation by its event, without a stack', async () => {
    class SecurityPolicyViolationEvent extends Event {
      effectiveDirective = 'script-src-elem';
      blockedURI = 'https://evil.example.com/x.js';
    }
    Object.assign(globalThis, { SecurityPolicyViolationEvent });
    reportError('Translations ar|core could not be loaded: 500', { kind: 'translation-load' });
    reportError(new SecurityPolicyViolationEvent('securitypolicyviolation'), { kind: 'csp' });
    await flushErrorReports();
    expect(sent().errors.map((e) => [e.kind, e.message, e.stack])).toEqual([
      ['translation-load', 'Translations ar|core could not be loaded: 500', null],
      ['csp', 'script-src-elem refused https://evil.example.com/x.js', null],
    ]);
  });

  it('names the version the shell tells it later, and keeps the address', async () => {
    configureErrorReporting({ version: () => '2.0.0' });
    reportError(new Error('after an update'), { kind: 'boundary' });
    await flushErrorReports();
    expect(sent().errors[0]).toMatchObject({ version: '2.0.0', user: 'u-9', area: 'client' });
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
