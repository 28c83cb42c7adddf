import { flushErrorReports, resetErrorReporting } from '@panel/shared-core/testing';
import type { RuntimeConfig } from '../config/runtime-config';
import { startErrorReporting } from './error-reporting';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => resetErrorReporting());

const config = (errorReportUrl: string | null) => ({ errorReportUrl }) as RuntimeConfig;
const violation = () =>
  Object.assign(new Event('securitypolicyviolation'), {
    effectiveDirective: 'connect-src',
    blockedURI: 'https://tracker.example.com',
  });

describe('startErrorReporting', () => {
  it("reports the page's Content-Security-Policy violations to the runtime config's address", async () => {
    startErrorReporting(config('/api/client-errors'));
    document.dispatchEvent(violation());
    await flushErrorReports();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/client-errors');
    const { errors } = JSON.parse(fetchMock.mock.calls[0][1].body as string) as {
      errors: { kind: string }[];
    };
    expect(errors).toEqual([expect.objectContaining({ kind: 'csp', area: 'shell', user: null })]);
  });

  it('sends nothing without an address', async () => {
    startErrorReporting(config(null));
    document.dispatchEvent(violation());
    await flushErrorReports();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
