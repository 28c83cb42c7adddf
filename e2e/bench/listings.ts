/**
 * The listings issue: how long a listing takes to show its rows when opened, and to show new rows after a
 * filter changes, with 50 and 1,000 rows per page. The filter changes go through the UI (a search typed in
 * the search box and applied with Enter; a select filter set to another value); the clock is the page's
 * (probes.ts), from the input event to the DOM mutation that shows the answer.
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, CONTENT, LISTING, LISTING_COUNT, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS } from './config';
import { NetworkRecorder } from './network';
import { armChange, installContentProbe, requestAfter, waitForChange, waitForContent } from './probes';
import { coldContext, signIn } from './session';
import { screenshotOnFailure } from './page-load';
import { spread, type Spread } from './stats';

interface FilterOption {
  value: string;
  label?: string;
}

interface ListingSettings {
  filters: { key: string; label: string; type: string; options?: FilterOption[] }[];
  perPageOptions?: number[];
  search?: boolean;
}

/** The filter changes, chosen from the data so that each one shows other rows (and another total). */
export interface ListingPlan {
  total: number;
  search: { text: string; total: number };
  select: { key: string; label: string; value: string; optionLabel: string; total: number } | null;
}

/** One step's time and its three phases (ms, the page's clock). */
export interface Phases<T = number | null> {
  /** From the start (navigation start, or the input event) to the rows in the DOM. */
  total: T;
  /** From the start until the data request was sent (loading code, rendering the current rows...). */
  toRequest: T;
  /** The data request itself: the server and the transfer. */
  request: T;
  /** From the answer's arrival to the rows in the DOM (parsing, React, layout). */
  render: T;
}

export interface ListingResult {
  perPage: number;
  rows: number;
  open: Phases<Spread>;
  search: Phases<Spread>;
  select: Phases<Spread> | null;
  notes: string[];
}

/** 1,000 rows on a busy 2-core machine can take longer than a page's usual limit. */
const LISTING_TIMEOUT_MS = 60_000;

const listingApi = `${API_URL}/${LISTING.scope}/listing/${LISTING.name}`;
const DATA_URL_PART = `/listing/${LISTING.name}/data`;

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${listingApi}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'ru',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Picks a search text and a select filter value that change the rows of the default view (a few API calls). */
export async function planListing(): Promise<ListingPlan> {
  const { token } = await signIn(LISTING.account);
  const settings = await api<ListingSettings>(token, 'settings');
  const totalOf = async (body: Record<string, unknown>) =>
    (
      await api<{ meta: { total: number } }>(token, 'data', {
        page: 1,
        perPage: settings.perPageOptions?.[0] ?? 10,
        ...body,
      })
    ).meta.total;
  const total = await totalOf({});

  // The largest result that is still a change: with 1,000 rows a page, the new page is full as well.
  let search = { text: '', total: 0 };
  for (const text of ['a', 'e', 'o', 'i', 'n', 'r', 's', 'pro', 'app']) {
    const found = await totalOf({ search: text });
    if (found > search.total && found < total) search = { text, total: found };
  }
  if (!search.text) throw new Error('no search text changes the rows of the listing');

  let select: ListingPlan['select'] = null;
  for (const filter of settings.filters) {
    if (filter.type !== 'select' && filter.type !== 'boolean') continue;
    const options: FilterOption[] =
      filter.type === 'boolean' ? [{ value: 'true' }, { value: 'false' }] : (filter.options ?? []);
    for (const option of options) {
      const value = filter.type === 'boolean' ? option.value === 'true' : option.value;
      const found = await totalOf({ filters: { [filter.key]: value } });
      if (found > 0 && found < total && found > (select?.total ?? 0)) {
        select = {
          key: filter.key,
          label: filter.label,
          value: option.value,
          optionLabel: option.label ?? (option.value === 'true' ? 'yes' : 'no'),
          total: found,
        };
      }
    }
  }
  return { total, search, select };
}

async function selectFilterControl(page: Page, plan: NonNullable<ListingPlan['select']>) {
  const byLabel = page.getByLabel(plan.label, { exact: true }).and(page.locator('select'));
  if ((await byLabel.count()) === 1) return byLabel;
  return page
    .locator('select')
    .filter({ has: page.locator(`option[value="${plan.value}"]`) })
    .first();
}

interface RunSample {
  rows: number;
  open: Phases;
  search: Phases;
  select: Phases | null;
}

async function phases(page: Page, startAt: number, doneAt: number): Promise<Phases> {
  const request = await requestAfter(page, DATA_URL_PART, startAt);
  return {
    total: doneAt - startAt,
    toRequest: request ? request.startTime - startAt : null,
    request: request ? request.responseEnd - request.startTime : null,
    render: request ? doneAt - request.responseEnd : null,
  };
}

async function measureChange(page: Page, act: () => Promise<void>): Promise<Phases> {
  await armChange(page, LISTING_COUNT, CONTENT.listingRows);
  await act();
  const { startAt, doneAt } = await waitForChange(page, LISTING_TIMEOUT_MS);
  return phases(page, startAt, doneAt);
}

async function waitUntilCount(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    ({ selector, text }) => document.querySelector(selector)?.textContent === text,
    { selector: LISTING_COUNT, text },
    { timeout: LISTING_TIMEOUT_MS },
  );
}

async function runOnce(browser: Browser, perPage: number, plan: ListingPlan): Promise<RunSample> {
  const context = await coldContext(browser, LISTING.account);
  try {
    await installContentProbe(context, CONTENT.listingRows);
    const page = await context.newPage();
    const network = new NetworkRecorder(page);
    let stage = 'opening the listing';
    try {
      await page.goto(`${ORIGINS.shell}${LISTING.path}?perPage=${perPage}`, { waitUntil: 'commit' });
      const open = await waitForContent(page, LISTING_TIMEOUT_MS);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      const opened = await phases(page, 0, open);
      const rows = await page.locator(CONTENT.listingRows.replace(/ td$/, '')).count();
      const unfiltered = (await page.locator(LISTING_COUNT).textContent()) ?? '';

      stage = 'searching';
      const searchBox = page.locator('input[type="search"]').first();
      const search = await measureChange(page, async () => {
        await searchBox.fill(plan.search.text);
        await searchBox.press('Enter');
      });
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      stage = 'clearing the search';
      // Back to the unfiltered view (from the query cache) before the next change.
      await searchBox.press('Escape');
      await waitUntilCount(page, unfiltered);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);

      let select: RunSample['select'] = null;
      if (plan.select) {
        stage = 'changing the select filter';
        const control = await selectFilterControl(page, plan.select);
        const value = plan.select.value;
        select = await measureChange(page, async () => {
          await control.selectOption(value);
        });
        await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      }
      return { rows, open: opened, search, select };
    } catch (error) {
      const shot = await screenshotOnFailure(page, `listing-${perPage}`);
      throw new Error(
        `listing with ${perPage} rows a page, ${stage}: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
      );
    }
  } finally {
    await context.close();
  }
}

function spreadPhases(samples: Phases[]): Phases<Spread> {
  return {
    total: spread(samples.map((sample) => sample.total)),
    toRequest: spread(samples.map((sample) => sample.toRequest)),
    request: spread(samples.map((sample) => sample.request)),
    render: spread(samples.map((sample) => sample.render)),
  };
}

export async function measureListing(
  browser: Browser,
  perPage: number,
  plan: ListingPlan,
  runs: number,
): Promise<ListingResult> {
  // No warm-up of its own: the pages' measurements have just loaded this screen.
  const samples: RunSample[] = [];
  const notes: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      samples.push(await runOnce(browser, perPage, plan));
    } catch (error) {
      // One slow run on a busy machine should not cost the whole row: it is tried once more, and said.
      notes.push(`run ${run + 1} was repeated after: ${(error as Error).message}`);
      samples.push(await runOnce(browser, perPage, plan));
    }
  }
  const expectedRows = Math.min(perPage, plan.total);
  const rowCounts = [...new Set(samples.map((sample) => sample.rows))];
  if (rowCounts.some((count) => count !== expectedRows)) {
    notes.push(`expected ${expectedRows} rows, the table showed ${rowCounts.join(' / ')}`);
  }
  const selects = samples.map((sample) => sample.select).filter((value): value is Phases => value !== null);
  return {
    perPage,
    rows: samples[0]?.rows ?? 0,
    open: spreadPhases(samples.map((sample) => sample.open)),
    search: spreadPhases(samples.map((sample) => sample.search)),
    select: selects.length > 0 ? spreadPhases(selects) : null,
    notes,
  };
}
