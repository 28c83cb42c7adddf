/**
 * The listings issue: how long a listing takes to show its rows when opened, and to show new rows after a
 * filter changes, with 50 and 1,000 rows per page. The filter changes go through the UI (a search typed in
 * the search box and applied with Enter; a select filter set to another value); the clock is the page's
 * (probes.ts), from the input event to the DOM mutation that shows the answer.
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, CONTENT, LISTING, LISTING_COUNT, ORIGINS, QUIET_MS, QUIET_TIMEOUT_MS } from './config';
import { NetworkRecorder } from './network';
import {
  armChange,
  installContentProbe,
  readTimings,
  responseEndAfter,
  waitForChange,
  waitForContent,
} from './probes';
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

export interface ChangeResult {
  /** Input event → new rows in the DOM. */
  total: Spread;
  /** Of which: the answer's arrival → new rows in the DOM (parsing, React, layout). */
  render: Spread;
}

export interface ListingResult {
  perPage: number;
  rows: number;
  open: Spread;
  openRender: Spread;
  search: ChangeResult;
  select: ChangeResult | null;
  notes: string[];
}

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
  open: number;
  openRender: number | null;
  rows: number;
  search: { total: number; render: number | null };
  select: { total: number; render: number | null } | null;
}

async function measureChange(
  page: Page,
  act: () => Promise<void>,
): Promise<{ total: number; render: number | null }> {
  await armChange(page, LISTING_COUNT, CONTENT.listingRows);
  await act();
  const { startAt, doneAt } = await waitForChange(page);
  const answered = await responseEndAfter(page, DATA_URL_PART, startAt);
  return { total: doneAt - startAt, render: answered === null ? null : doneAt - answered };
}

async function waitUntilCount(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    ({ selector, text }) => document.querySelector(selector)?.textContent === text,
    { selector: LISTING_COUNT, text },
    { timeout: 15_000 },
  );
}

async function runOnce(browser: Browser, perPage: number, plan: ListingPlan): Promise<RunSample> {
  const context = await coldContext(browser, LISTING.account);
  try {
    await installContentProbe(context, CONTENT.listingRows);
    const page = await context.newPage();
    const network = new NetworkRecorder(page);
    try {
      await page.goto(`${ORIGINS.shell}${LISTING.path}?perPage=${perPage}`, { waitUntil: 'commit' });
      const open = await waitForContent(page);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      const { dataResponseEnd } = await readTimings(page, DATA_URL_PART);
      const rows = await page.locator(CONTENT.listingRows.replace(/ td$/, '')).count();
      const unfiltered = (await page.locator(LISTING_COUNT).textContent()) ?? '';

      const searchBox = page.locator('input[type="search"]').first();
      const search = await measureChange(page, async () => {
        await searchBox.fill(plan.search.text);
        await searchBox.press('Enter');
      });
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      // Back to the unfiltered view (from the query cache) before the next change.
      await searchBox.press('Escape');
      await waitUntilCount(page, unfiltered);
      await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);

      let select: RunSample['select'] = null;
      if (plan.select) {
        const control = await selectFilterControl(page, plan.select);
        const value = plan.select.value;
        select = await measureChange(page, async () => {
          await control.selectOption(value);
        });
        await network.waitForQuiet(QUIET_MS, QUIET_TIMEOUT_MS);
      }
      return {
        open,
        openRender: dataResponseEnd === null ? null : open - dataResponseEnd,
        rows,
        search,
        select,
      };
    } catch (error) {
      const shot = await screenshotOnFailure(page, `listing-${perPage}`);
      throw new Error(
        `listing with ${perPage} rows a page: ${(error as Error).message.split('\n')[0]}${shot ? ` (screenshot: ${shot})` : ''}`,
      );
    }
  } finally {
    await context.close();
  }
}

export async function measureListing(
  browser: Browser,
  perPage: number,
  plan: ListingPlan,
  runs: number,
): Promise<ListingResult> {
  await runOnce(browser, perPage, plan); // warm-up, not counted
  const samples: RunSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runOnce(browser, perPage, plan));
  const expectedRows = Math.min(perPage, plan.total);
  const notes: string[] = [];
  const rowCounts = [...new Set(samples.map((sample) => sample.rows))];
  if (rowCounts.some((count) => count !== expectedRows)) {
    notes.push(`expected ${expectedRows} rows, the table showed ${rowCounts.join(' / ')}`);
  }
  const selects = samples
    .map((sample) => sample.select)
    .filter((value): value is NonNullable<typeof value> => value !== null);
  return {
    perPage,
    rows: samples[0]?.rows ?? 0,
    open: spread(samples.map((sample) => sample.open)),
    openRender: spread(samples.map((sample) => sample.openRender)),
    search: {
      total: spread(samples.map((sample) => sample.search.total)),
      render: spread(samples.map((sample) => sample.search.render)),
    },
    select:
      selects.length > 0
        ? {
            total: spread(selects.map((value) => value.total)),
            render: spread(selects.map((value) => value.render)),
          }
        : null,
    notes,
  };
}
