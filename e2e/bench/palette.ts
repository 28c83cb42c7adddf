/**
 * The command palette (Ctrl+K): its code must not be on the first page, and it must answer quickly. Measured on a
 * signed-in listing (the administrators' companies): the code the palette fetches on first use, whether the login page
 * carried any of it, the time from Ctrl+K to the first results (cold: its code fetched then; warm: opened again), and
 * from the last key of a company's name to the first record found through the listings' search.
 */
import type { Browser, Page } from '@playwright/test';
import { CONTENT, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS } from './config';
import { NetworkRecorder, type ResourceRecord } from './network';
import { screenshotOnFailure } from './page-load';
import { coldContext } from './session';
import { spread, type Spread } from './stats';

export interface PaletteResult {
  /** Ctrl+K → the first option drawn, the palette's code not yet fetched. */
  open: Spread;
  /** Ctrl+K again, after Escape. */
  reopen: Spread;
  /** The last key of a company's name → the first record option. */
  records: Spread;
  /** The JS files fetched on first use, gzip -9 bytes each. */
  files: { path: string; gzip: number }[];
  /** Of those, how many the login page downloaded too (should be none). */
  onLogin: number;
}

const OPTION = '[role="dialog"] [role="option"]';
const RECORD_OPTION = '[role="dialog"] [role="option"][data-kind="record"]';
const QUERY = 'Acme Apps';

/** Times from the next keydown to `selector` being in the document (a capture-phase listener and a MutationObserver). */
async function armKeyProbe(page: Page, selector: string): Promise<void> {
  await page.evaluate((wanted) => {
    const probe: { startAt: number | null; doneAt: number | null } = { startAt: null, doneAt: null };
    (window as unknown as { __benchKey: typeof probe }).__benchKey = probe;
    const onKey = () => {
      if (probe.startAt === null) probe.startAt = performance.now();
    };
    window.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (probe.startAt === null || probe.doneAt !== null || !document.querySelector(wanted)) return;
      probe.doneAt = performance.now();
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

async function keyProbeResult(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __benchKey?: { startAt: number | null; doneAt: number | null } })
        .__benchKey;
      return probe && probe.startAt !== null && probe.doneAt !== null ? probe.doneAt - probe.startAt : null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function timeKey(page: Page, selector: string, key: string): Promise<number> {
  await armKeyProbe(page, selector);
  await page.keyboard.press(key);
  return keyProbeResult(page);
}

const jsPaths = (records: ResourceRecord[]) =>
  new Set(records.filter((record) => record.kind === 'js').map((record) => record.url));

async function loginFiles(browser: Browser): Promise<Set<string>> {
  const context = await coldContext(browser, null);
  const page = await context.newPage();
  const network = new NetworkRecorder(page);
  try {
    await page.goto(`${ORIGINS.shell}/admin/login`);
    await page.locator(CONTENT.loginForm).waitFor();
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    return jsPaths(await network.collect());
  } finally {
    await context.close();
  }
}

async function runOnce(browser: Browser, run: number) {
  const context = await coldContext(browser, 'admin');
  const page = await context.newPage();
  const network = new NetworkRecorder(page);
  let stage = 'opening the companies';
  try {
    await page.goto(`${ORIGINS.shell}/admin/manage/companies`);
    await page.locator(CONTENT.listingRows).first().waitFor();
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    const before = jsPaths(await network.collect());
    stage = 'the first Ctrl+K';
    const open = await timeKey(page, OPTION, 'Control+k');
    await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
    const fetched = (await network.collect()).filter(
      (record) => record.kind === 'js' && !before.has(record.url),
    );
    stage = 'a record by name';
    await page.keyboard.type(QUERY.slice(0, -1));
    const records = await timeKey(page, RECORD_OPTION, QUERY.slice(-1));
    stage = 'Ctrl+K again';
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    const reopen = await timeKey(page, OPTION, 'Control+k');
    return { open, reopen, records, fetched };
  } catch (error) {
    const shot = await screenshotOnFailure(page, `palette-${run}`);
    throw new Error(
      `palette, ${stage}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
    );
  } finally {
    await context.close();
  }
}

export async function measurePalette(browser: Browser, runs: number): Promise<PaletteResult> {
  const open: number[] = [];
  const reopen: number[] = [];
  const records: number[] = [];
  let fetched: ResourceRecord[] = [];
  for (let run = 0; run < runs; run += 1) {
    const sample = await runOnce(browser, run);
    open.push(sample.open);
    reopen.push(sample.reopen);
    records.push(sample.records);
    fetched = sample.fetched;
  }
  const login = await loginFiles(browser);
  return {
    open: spread(open),
    reopen: spread(reopen),
    records: spread(records),
    files: fetched.map((record) => ({ path: record.path, gzip: record.gzip })),
    onLogin: fetched.filter((record) => login.has(record.url)).length,
  };
}
