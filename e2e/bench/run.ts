/**
 * `pnpm bench` (after `pnpm run build`): starts the demo server, measures in Chromium, writes
 * docs/performance.md and .bench/results.json, prints a summary, stops the server (also on failure).
 * Exits non-zero when a measurement could not be made or a shared library was downloaded twice; the size
 * goal of the login page is reported, not enforced.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { BROWSER, CPU_THROTTLE, LISTING, PAGES, ROUND_TRIP, RUNS, selected } from './config';
import { pageBreakdown } from './breakdown';
import { measureListing, planListing, type ListingPlan } from './listings';
import { measureRecords } from './records';
import { measureDashboard } from './dashboard';
import { measurePalette } from './palette';
import { ManifestIndex, buildFingerprint } from './manifests';
import { clearFailureScreenshots, measurePage, warmUp } from './page-load';
import { summary, writeResults } from './report';
import type { BenchResults } from './results';
import { DemoServer } from './server';
import { proveSingleCopies, runJourney } from './single-copy';
import { measureReferences } from './references';

const started = Date.now();
const log = (text: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${text}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function measurePages(browser: Browser, index: ManifestIndex, results: BenchResults): Promise<void> {
  const specs = PAGES.filter((page) => selected(page.id));
  try {
    // The home page is the client applications screen again: no need to warm that up twice.
    await warmUp(
      browser,
      specs.filter((spec) => spec.id !== 'home'),
    );
  } catch (error) {
    results.errors.push(`warm-up: ${message(error)}`);
  }
  for (const spec of specs) {
    try {
      const page = await measurePage(browser, spec, RUNS);
      results.pages.push(page);
      log(
        `${spec.path}: content ${Math.round(page.content.median ?? 0)} ms, JS ${(page.js.gzip / 1024).toFixed(1)} KB gzip, ` +
          `long tasks ${Math.round(page.longTasks.median ?? 0)} ms, React commits ${page.commits.median ?? '–'}`,
      );
    } catch (error) {
      results.errors.push(`page ${spec.path}: ${message(error)}`);
      log(`${spec.path}: FAILED ${message(error)}`);
    }
  }
  const login = results.pages.find((page) => page.spec.id === 'login');
  if (login) results.login = pageBreakdown(index, login.resources);
}

async function measureRoundTrip(browser: Browser, results: BenchResults): Promise<void> {
  const ids: readonly string[] = ROUND_TRIP.pages;
  for (const spec of PAGES.filter((page) => ids.includes(page.id))) {
    try {
      const page = await measurePage(browser, spec, RUNS, { rttMs: ROUND_TRIP.rttMs });
      results.roundTrip.push(page);
      log(
        `${spec.path} over a ${ROUND_TRIP.rttMs} ms round trip: content ${Math.round(page.content.median ?? 0)} ms`,
      );
    } catch (error) {
      results.errors.push(`round trip ${spec.path}: ${message(error)}`);
      log(`${spec.path} over a ${ROUND_TRIP.rttMs} ms round trip: FAILED ${message(error)}`);
    }
  }
}

async function measureSideBySide(browser: Browser, results: BenchResults): Promise<void> {
  try {
    const measured = await measureReferences(browser, RUNS);
    results.references = measured.pages;
    results.navigation = measured.navigation;
    for (const { reference, ours, theirs } of results.references) {
      log(
        `beside ${reference.id}: content ${Math.round(ours.content.median ?? 0)} against ${Math.round(theirs.content.median ?? 0)} ms, ` +
          `long tasks ${Math.round(ours.longTasks.median ?? 0)} against ${Math.round(theirs.longTasks.median ?? 0)} ms`,
      );
    }
    for (const [step, { ours, theirs }] of Object.entries(results.navigation?.steps ?? {})) {
      log(
        `beside react-admin, ${step}: ${Math.round(ours.median ?? 0)} against ${Math.round(theirs.median ?? 0)} ms`,
      );
    }
  } catch (error) {
    results.errors.push(`side by side: ${message(error)}`);
    log(`side by side: FAILED ${message(error)}`);
  }
}

async function measureSingleCopy(
  browser: Browser,
  index: ManifestIndex,
  results: BenchResults,
): Promise<void> {
  try {
    results.singleCopy = proveSingleCopies(index, await runJourney(browser));
    log(`single copy: ${results.singleCopy.failures.length === 0 ? 'PASS' : 'FAIL'}`);
  } catch (error) {
    results.errors.push(`single-copy proof: ${message(error)}`);
    log(`single copy: FAILED ${message(error)}`);
  }
}

async function measureListings(browser: Browser, results: BenchResults): Promise<void> {
  let plan: ListingPlan;
  try {
    plan = await planListing();
    results.listingPlan = plan;
  } catch (error) {
    results.errors.push(`listings: ${message(error)}`);
    return;
  }
  for (const perPage of LISTING.perPages) {
    try {
      const listing = await measureListing(browser, perPage, plan, RUNS);
      results.listings.push(listing);
      log(
        `listing ${perPage}: open ${Math.round(listing.open.total.median ?? 0)} ms, search ${Math.round(listing.search.total.median ?? 0)} ms`,
      );
    } catch (error) {
      results.errors.push(message(error));
      log(`listing ${perPage}: FAILED ${message(error)}`);
    }
  }
}

async function measureRecordScreens(browser: Browser, results: BenchResults): Promise<void> {
  try {
    results.records = await measureRecords(browser, RUNS);
    const { cold, warm } = results.records;
    log(
      `records: facts ${Math.round(cold.facts.median ?? 0)}/${Math.round(warm.facts.median ?? 0)} ms, ` +
        `edit ${Math.round(cold.edit.median ?? 0)}/${Math.round(warm.edit.median ?? 0)} ms (cold/warm)`,
    );
  } catch (error) {
    results.errors.push(`records: ${message(error)}`);
    log(`records: FAILED ${message(error)}`);
  }
}

async function measureDashboardScreen(
  browser: Browser,
  index: ManifestIndex,
  results: BenchResults,
): Promise<void> {
  try {
    results.dashboard = await measureDashboard(browser, index, RUNS);
    const { cold, warm, chartGzip } = results.dashboard;
    log(
      `dashboard: sign-in to charts ${Math.round(cold.median ?? 0)}/${Math.round(warm.median ?? 0)} ms (cold/warm), ` +
        `chart code ${(chartGzip / 1024).toFixed(1)} KB gzip`,
    );
  } catch (error) {
    results.errors.push(`dashboard: ${message(error)}`);
    log(`dashboard: FAILED ${message(error)}`);
  }
}

async function measurePaletteOpening(browser: Browser, results: BenchResults): Promise<void> {
  try {
    results.palette = await measurePalette(browser, RUNS);
    const { open, reopen, records, files, onLogin } = results.palette;
    log(
      `palette: Ctrl+K → results ${Math.round(open.median ?? 0)}/${Math.round(reopen.median ?? 0)} ms (first/again), ` +
        `a record ${Math.round(records.median ?? 0)} ms, code ${files.length} file(s), ${onLogin} on the login page`,
    );
  } catch (error) {
    results.errors.push(`palette: ${message(error)}`);
    log(`palette: FAILED ${message(error)}`);
  }
}

async function measure(results: BenchResults, server: DemoServer): Promise<void> {
  clearFailureScreenshots();
  await server.start();
  await server.reset();
  log('demo server ready');
  const index = new ManifestIndex();
  const browser = await chromium.launch({ executablePath: BROWSER.executablePath, args: BROWSER.args });
  try {
    results.machine.chromium = browser.version();
    await measurePages(browser, index, results);
    if (selected('round-trip')) await measureRoundTrip(browser, results);
    if (selected('references')) await measureSideBySide(browser, results);
    if (selected('single-copy')) await measureSingleCopy(browser, index, results);
    if (selected('listings')) await measureListings(browser, results);
    if (selected('records')) await measureRecordScreens(browser, results);
    if (selected('dashboard')) await measureDashboardScreen(browser, index, results);
    if (selected('palette')) await measurePaletteOpening(browser, results);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const build = buildFingerprint();
  const results: BenchResults = {
    date: new Date().toISOString(),
    durationSeconds: null,
    runs: RUNS,
    cpuThrottle: CPU_THROTTLE,
    only: process.env.BENCH_ONLY || null,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      loadStart: loadavg()[0] ?? 0,
      loadEnd: null,
      node: process.version,
      chromium: null,
      platform: `${process.platform} ${process.arch}`,
    },
    pages: [],
    roundTrip: [],
    references: [],
    navigation: null,
    login: null,
    singleCopy: null,
    listingPlan: null,
    listings: [],
    records: null,
    dashboard: null,
    palette: null,
    errors: [],
  };

  const server = new DemoServer();
  const stopNow = (signal: NodeJS.Signals) => {
    server.killNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopNow);
  process.once('SIGTERM', stopNow);
  process.once('exit', () => server.killNow());

  try {
    await measure(results, server);
  } catch (error) {
    results.errors.push(message(error));
  } finally {
    await server.stop();
  }

  if (buildFingerprint() !== build) {
    results.errors.push(
      'the build changed while the benchmark ran (a rebuild?): the results mix two builds; run it again',
    );
  }
  results.machine.loadEnd = loadavg()[0] ?? null;
  results.durationSeconds = (Date.now() - started) / 1000;
  writeResults(results);
  console.log(summary(results));

  const duplicates =
    selected('single-copy') && (results.singleCopy === null || results.singleCopy.failures.length > 0);
  if (duplicates)
    console.error('[bench] FAIL: a shared library was downloaded twice, or the proof could not be made');
  return results.errors.length > 0 || duplicates ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
