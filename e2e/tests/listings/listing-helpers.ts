/**
 * Helpers of the listing browser tests: the contract server's listing API called with the page's own token
 * (the reference every screen is compared with), the URL codec of docs/listings.md read back into a request
 * body, the table read by its header labels, and a CSV reader.
 */
import type {
  ListingAggregations,
  ListingColumn,
  ListingFilter,
  ListingPage,
  ListingQueryBody,
  ListingRow,
  ListingSettings as WireSettings,
  ListingSort,
} from '@panel/contract';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { SHELL } from '../support/demo';

/**
 * `expect` with room for a loaded machine: the first screen loads the shell, a remote's manifest, its chunks
 * and two API calls. Assertions still retry only until they hold; nothing here waits for a fixed time.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

export type Scope = 'common' | 'client';

// The contract's listing shapes, shared with the server and the panel (@panel/contract).
export type ColumnSettings = ListingColumn;
export type FilterSettings = ListingFilter;

/** The contract server's settings: the wire's, with the title, default order and totals switch it always names. */
export type ListingSettings = WireSettings &
  Required<Pick<WireSettings, 'title' | 'aggregations'>> & { sort: ListingSort };

/** A data body as a URL stands for it: every field, the listing's defaults filled in. */
export type WireQuery = Required<Omit<ListingQueryBody, 'sort'>> & { sort: ListingSort };

export type Row = ListingRow & { id: number | string };

export type DataAnswer = ListingPage<Row>;

/** The most rows one export writes (use-list-export.ts EXPORT_CAP). */
export const EXPORT_CAP = 10_000;

/** The session token the panel keeps in localStorage (the page must have loaded the panel). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'a session token in localStorage').toBeTruthy();
  return token as string;
}

/** One listing of the contract server, called as the signed-in user of `page`. */
export class ListingApi {
  private settingsCache: ListingSettings | undefined;

  constructor(
    private readonly page: Page,
    readonly scope: Scope,
    readonly name: string,
  ) {}

  private url(call: string): string {
    return `${SHELL}/api/${this.scope}/listing/${this.name}/${call}`;
  }

  private async headers(): Promise<Record<string, string>> {
    return { Authorization: `Bearer ${await tokenOf(this.page)}`, 'Accept-Language': 'ru' };
  }

  async settings(): Promise<ListingSettings> {
    if (this.settingsCache) return this.settingsCache;
    const response = await this.page.request.get(this.url('settings'), { headers: await this.headers() });
    expect(response.status(), `GET ${this.name}/settings`).toBe(200);
    this.settingsCache = (await response.json()) as ListingSettings;
    return this.settingsCache;
  }

  async data(body: Partial<WireQuery>): Promise<DataAnswer> {
    const response = await this.page.request.post(this.url('data'), {
      headers: await this.headers(),
      data: body,
    });
    expect(response.status(), `POST ${this.name}/data ${JSON.stringify(body)}`).toBe(200);
    return (await response.json()) as DataAnswer;
  }

  async aggregations(body: Partial<WireQuery>): Promise<ListingAggregations['totals']> {
    const response = await this.page.request.post(this.url('aggregations'), {
      headers: await this.headers(),
      data: body,
    });
    expect(response.status(), `POST ${this.name}/aggregations`).toBe(200);
    return ((await response.json()) as ListingAggregations).totals;
  }

  /** Every row the query selects (all pages of 1,000, up to the export cap), in the server's order. */
  async allRows(body: Partial<WireQuery>): Promise<{ rows: Row[]; total: number }> {
    const rows: Row[] = [];
    let total = 0;
    for (let page = 1; ; page += 1) {
      const answer = await this.data({ ...body, page, perPage: 1000 });
      total = answer.meta.total;
      rows.push(...answer.data);
      if (rows.length >= EXPORT_CAP || page >= answer.meta.last_page || answer.data.length === 0) break;
    }
    return { rows: rows.slice(0, EXPORT_CAP), total };
  }

  /** The request body that the listing state in `url` stands for (docs/listings.md, url-state.ts). */
  async queryFromUrl(url: string): Promise<WireQuery> {
    return decodeListingUrl(url, await this.settings());
  }
}

function splitList(raw: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i += 1) {
    const ch = raw[i] as string;
    if (ch === '\\' && i + 1 < raw.length) {
      current += raw[i + 1];
      i += 1;
    } else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.filter((item) => item !== '');
}

/**
 * Reads `?page=2&perPage=50&sort=name.asc&q=foo&f.status=active&f.created_at=2024-01-01..2024-02-01` as the
 * documented format says (written independently of url-state.ts, so that a codec bug shows up as a mismatch).
 */
export function decodeListingUrl(url: string, settings: ListingSettings): WireQuery {
  const params = new URL(url).searchParams;
  const query: WireQuery = {
    page: Number(params.get('page') ?? 1),
    perPage: Number(params.get('perPage') ?? settings.perPage),
    sort: { ...settings.sort },
    filters: {},
    search: params.get('q') ?? '',
  };
  const sort = params.get('sort');
  if (sort) {
    const at = sort.lastIndexOf('.');
    query.sort = { key: sort.slice(0, at), dir: sort.slice(at + 1) as 'asc' | 'desc' };
  }
  for (const filter of settings.filters) {
    const raw = params.get(`f.${filter.key}`);
    if (raw === null) continue;
    switch (filter.type) {
      case 'multiselect':
        query.filters[filter.key] = splitList(raw);
        break;
      case 'date-range': {
        const [from, to] = raw.split('..');
        query.filters[filter.key] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
        break;
      }
      case 'number-range': {
        const [min, max] = raw.split('..');
        query.filters[filter.key] = {
          ...(min ? { min: Number(min) } : {}),
          ...(max ? { max: Number(max) } : {}),
        };
        break;
      }
      case 'boolean':
        query.filters[filter.key] = raw === 'true';
        break;
      default:
        query.filters[filter.key] = raw;
    }
  }
  return query;
}

// ------------------------------------------------------------------------------------------- the screen

/** The listing's table (inside the page's main landmark). */
export function table(page: Page): Locator {
  return page.getByRole('main').locator('table');
}

export function bodyRows(page: Page): Locator {
  // The spacer rows of a windowed page hold room for rows that are not rendered: they are not rows.
  return table(page).locator('tbody tr:not(.lst-spacer)');
}

/** The 1-based position of the header cell whose text is `label` (checkbox and actions columns count). */
export async function columnPosition(page: Page, label: string): Promise<number> {
  await expect(table(page).getByRole('columnheader', { name: label, exact: true })).toBeVisible();
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === label);
  expect(index, `a "${label}" column among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The body cells of one column, by its header label. */
export async function columnCells(page: Page, label: string): Promise<Locator> {
  const position = await columnPosition(page, label);
  return table(page).locator(`tbody tr > td:nth-child(${position})`);
}

/** The labels of the data columns of the header (without the selection and actions columns). */
export async function headerLabels(page: Page): Promise<string[]> {
  const texts = await table(page).locator('thead th:not(.lst-check):not(.lst-actions)').allInnerTexts();
  return texts.map((text) => text.trim());
}

/** Digits of a formatted number ("1 151 запись" → 1151). */
export function digits(text: string): number {
  const only = text.replace(/\D/g, '');
  expect(only, `digits in "${text}"`).not.toBe('');
  return Number(only);
}

/** The ids shown in the ID column. */
export async function shownIds(page: Page): Promise<number[]> {
  const cells = await columnCells(page, 'ID');
  return (await cells.allInnerTexts()).map(digits);
}

/** The raw values of a status column (`data-status`; the text is the value's translated label). */
export async function shownStatuses(page: Page, label: string): Promise<string[]> {
  const cells = await columnCells(page, label);
  return cells.evaluateAll((tds) =>
    tds.map((td) => td.querySelector('[data-status]')?.getAttribute('data-status') ?? ''),
  );
}

/** The total in the page header ("1 151 записей"). */
export async function shownTotal(page: Page): Promise<number> {
  return digits(await page.getByTestId('listing-count').innerText());
}

/** Waits until the table shows the answer of the current state (not the previous page kept on screen). */
export async function settled(page: Page): Promise<void> {
  await expect(table(page).locator('tbody')).toHaveCount(1);
  await expect(table(page).locator('tbody[data-stale]')).toHaveCount(0);
  await expect(page.getByRole('main').locator('[role="region"][aria-busy="true"]')).toHaveCount(0);
}

export interface MatchOptions {
  /** The header of the column compared by text (a name), and the row field it shows. */
  nameLabel: string;
  nameKey?: string;
  /** Also compare the ID column (default true). */
  ids?: boolean;
}

/** What a text cell shows for a value (an empty value is a dash). */
const cellText = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * Asserts that the screen shows exactly the server's answer for the state in the URL: the same rows (ids and
 * names in the same order) and the same total. Returns that answer.
 */
export async function expectScreenMatchesServer(
  page: Page,
  api: ListingApi,
  options: MatchOptions,
): Promise<DataAnswer> {
  const { nameLabel, nameKey = 'name', ids = true } = options;
  // This listing's table, not the previous screen's still on its way out: the headers are its visible columns.
  const settings = await api.settings();
  const visible = settings.columns.filter((column) => !column.hidden).map((column) => column.label);
  await expect.poll(() => headerLabels(page), { message: `the ${api.name} table` }).toEqual(visible);
  const answer = await api.data(await api.queryFromUrl(page.url()));
  expect(answer.data.length, 'the server answers rows for this state').toBeGreaterThan(0);
  // The names without the search's "Found in: …" note under some of them (listing-table.tsx), nor the "deleted" tag
  // beside the name of a record that is gone (cells.tsx).
  await expect(
    (await columnCells(page, nameLabel)).locator(':scope > :not(.lst-matched, .lst-unlinked)'),
  ).toHaveText(answer.data.map((row) => cellText(row[nameKey])));
  if (ids) await expect.poll(() => shownIds(page)).toEqual(answer.data.map((row) => Number(row.id)));
  await expect.poll(() => shownTotal(page)).toBe(answer.meta.total);
  await settled(page);
  return answer;
}

// ------------------------------------------------------------------------------------------- CSV

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF), fields split by `delimiter`. */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

export interface DownloadedCsv {
  fileName: string;
  hasBom: boolean;
  header: string[];
  records: string[][];
}

/** Clicks Export and reads the file the browser saves: the Russian panel's, so `;`-separated (a Russian spreadsheet's). */
export async function exportCsv(page: Page): Promise<DownloadedCsv> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт CSV' }).click();
  const download = await downloadPromise;
  expect(await download.failure()).toBeNull();
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bytes.subarray(hasBom ? 3 : 0).toString('utf8');
  const [header = [], ...records] = parseCsv(text, ';');
  return { fileName: download.suggestedFilename(), hasBom, header, records };
}
