/**
 * Global setup and teardown of the suite: the demo servers collect the Content-Security-Policy reports the
 * browsers send (report-uri, test mode). Setup clears them; teardown fails the run when any arrived, which
 * covers the pages of contexts a test opens itself (support/test.ts watches the fixture's own contexts).
 */
import { request } from '@playwright/test';
import { demoShellOrigins } from '@panel/reference-server/testing/ports';

/**
 * The query parameter of the pages that break the policy on purpose (platform/security-headers.spec.ts and
 * support/uploaded-script.ts, which the nginx smoke run uses too): their reports are expected and left out.
 */
export const CSP_PROBE = 'csp-probe=1';

const isProbe = (report: unknown): boolean => JSON.stringify(report).includes(CSP_PROBE);

async function reports(method: 'GET' | 'DELETE'): Promise<unknown[]> {
  const api = await request.newContext();
  try {
    const found: unknown[] = [];
    for (const origin of demoShellOrigins()) {
      const response = await api.fetch(`${origin}/api/__test/csp-reports`, { method });
      if (!response.ok()) throw new Error(`${method} ${origin}/api/__test/csp-reports: ${response.status()}`);
      if (method === 'GET') found.push(...((await response.json()) as { reports: unknown[] }).reports);
    }
    return found;
  } finally {
    await api.dispose();
  }
}

/** Global setup: starts with no reports; the returned function is the global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await reports('DELETE');
  return failOnCspReports;
}

async function failOnCspReports(): Promise<void> {
  const found = (await reports('GET')).filter((report) => !isProbe(report));
  if (found.length > 0) {
    throw new Error(
      `The browsers reported ${found.length} Content-Security-Policy violation(s):\n${JSON.stringify(found, null, 2)}`,
    );
  }
}
