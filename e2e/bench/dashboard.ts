/**
 * The company dashboard: from the click on "Sign in" to its charts drawn, cold (a fresh browser: nothing cached) and
 * warm (the same browser signing in again after signing out: the code in the HTTP cache). Also the weight of the chart
 * code (the kit's charts and the d3 parts they use, the lazy "charts" chunk), which must load only with the first chart:
 * the login page must not ask for it.
 */
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, CONTENT, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS } from './config';
import { describeFiles } from './breakdown';
import type { ManifestIndex } from './manifests';
import { NetworkRecorder, type ResourceRecord } from './network';
import { screenshotOnFailure } from './page-load';
import { step } from './records';
import { coldContext } from './session';
import { spread, type Spread } from './stats';

export interface DashboardResult {
  cold: Spread;
  warm: Spread;
  /** The chart libraries in what the dashboard downloaded, from the source maps (gzip share of each). */
  chartFiles: { path: string; gzip: number }[];
  chartGzip: number;
  /** Chart code (gzip bytes) in what the login page downloaded (should be none). */
  chartGzipOnLogin: number;
  notes: string[];
}

/**
 * The chart code: the d3 parts the charts use (scales' ticks, the lines' curve), by the source map's package names,
 * and the kit's own chart modules (shared-core/src/ui-heavy).
 */
const CHART_PARTS = /^(d3-[a-z-]+|internmap)$/;
const isChartPart = (name: string) =>
  CHART_PARTS.test(name) || /line-chart|bar-chart|chart-parts|chart-scale/.test(name);

/** The gzip bytes of chart code in each downloaded file that has some. */
function chartBytes(index: ManifestIndex, resources: ResourceRecord[]): { path: string; gzip: number }[] {
  return describeFiles(
    index,
    resources.filter((record) => record.kind === 'js'),
  )
    .map((row) => ({
      path: row.file,
      gzip: Math.round(
        (row.parts ?? []).filter((part) => isChartPart(part.name)).reduce((sum, part) => sum + part.gzip, 0),
      ),
    }))
    .filter((row) => row.gzip > 0);
}

async function signInThroughForm(page: Page): Promise<number> {
  await page.locator(CONTENT.loginForm).waitFor();
  await page.locator('form input[type="email"], form input[name="email"]').first().fill(ACCOUNTS.owner.email);
  await page.locator('form input[type="password"]').first().fill(ACCOUNTS.owner.password);
  return step(page, { selector: CONTENT.dashboardCharts }, () =>
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  );
}

async function runOnce(
  browser: Browser,
  index: ManifestIndex,
  run: number,
): Promise<{ cold: number; warm: number; resources: ResourceRecord[]; onLogin: number }> {
  const context = await coldContext(browser, null);
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  const network = new NetworkRecorder(page);
  let stage = 'opening the login page';
  try {
    await page.goto(`${ORIGINS.shell}/admin/login`);
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    const onLogin = chartBytes(index, await network.collect()).reduce((sum, file) => sum + file.gzip, 0);
    stage = 'the cold sign-in';
    const cold = await signInThroughForm(page);
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    const resources = await network.collect();
    stage = 'the warm sign-in';
    await page.evaluate(() => {
      window.localStorage.removeItem('token');
      window.localStorage.removeItem('access');
    });
    await page.goto(`${ORIGINS.shell}/admin/login`);
    const warm = await signInThroughForm(page);
    return { cold, warm, resources, onLogin };
  } catch (error) {
    const shot = await screenshotOnFailure(page, `dashboard-${run}`);
    throw new Error(
      `dashboard, ${stage}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
    );
  } finally {
    await context.close();
  }
}

export async function measureDashboard(
  browser: Browser,
  index: ManifestIndex,
  runs: number,
): Promise<DashboardResult> {
  const cold: number[] = [];
  const warm: number[] = [];
  const notes: string[] = [];
  let resources: ResourceRecord[] = [];
  let onLogin = 0;
  for (let run = 0; run < runs; run += 1) {
    let sample;
    try {
      sample = await runOnce(browser, index, run);
    } catch (error) {
      notes.push(`run ${run + 1} was repeated after: ${(error as Error).message}`);
      sample = await runOnce(browser, index, run + runs);
    }
    cold.push(sample.cold);
    warm.push(sample.warm);
    resources = sample.resources;
    onLogin = Math.max(onLogin, sample.onLogin);
  }
  const chartFiles = chartBytes(index, resources);
  return {
    cold: spread(cold),
    warm: spread(warm),
    chartFiles,
    chartGzip: chartFiles.reduce((sum, file) => sum + file.gzip, 0),
    chartGzipOnLogin: onLogin,
    notes,
  };
}
