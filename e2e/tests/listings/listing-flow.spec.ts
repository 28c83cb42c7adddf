import { setTestTimeout, test, type Locator, type Page } from '../support/test';
import { SHELL, resetServer, signInThroughApi, type Account } from '../support/demo';
import {
  EXPORT_CAP,
  expect,
  ListingApi,
  bodyRows,
  expectScreenMatchesServer,
  exportCsv,
  headerLabels,
  settled,
  shownIds,
  shownStatuses,
  shownTotal,
  table,
  type DataAnswer,
  type Scope,
} from './listing-helpers';

/**
 * One listing of each remote, driven the way a person does it: opened from the sidebar, sorted, filtered,
 * searched, paged, reloaded, walked back through history and exported. After every step the screen is
 * compared with the contract server's answer for the state the URL describes.
 */
interface Scenario {
  remote: 'client' | 'manage' | 'users';
  account: Account;
  /** A screen of the panel to start from, so that the listing is reached through the menu. */
  startAt: string;
  /** The sidebar link (in the remote's section). */
  menuLabel: string;
  path: string;
  listing: { name: string; scope: Scope };
  sort: { label: string; param: string };
  nameLabel: string;
  filter: { label: string; type: 'select' | 'multiselect'; value: string; optionLabel: string };
  statusLabel: string;
  search: string;
}

const scenarios: Scenario[] = [
  {
    remote: 'client',
    account: 'owner',
    startAt: '/admin/client/pixels',
    menuLabel: 'Приложения',
    path: '/admin/client/applications',
    listing: { name: 'application', scope: 'common' },
    sort: { label: 'Название', param: 'name.asc' },
    nameLabel: 'Название',
    filter: { label: 'Статус', type: 'multiselect', value: 'active', optionLabel: 'Активно' },
    statusLabel: 'Статус',
    search: 'Crystal',
  },
  {
    remote: 'manage',
    account: 'admin',
    startAt: '/admin/manage/roles',
    menuLabel: 'Компании',
    path: '/admin/manage/companies',
    listing: { name: 'company', scope: 'common' },
    sort: { label: 'Название', param: 'name.asc' },
    nameLabel: 'Название',
    filter: { label: 'Статус', type: 'select', value: 'active', optionLabel: 'Активен' },
    statusLabel: 'Статус',
    search: 'Group',
  },
  {
    remote: 'users',
    account: 'admin',
    startAt: '/admin/manage/companies',
    menuLabel: 'Все пользователи',
    path: '/admin/users',
    listing: { name: 'all-users', scope: 'common' },
    sort: { label: 'Имя', param: 'name.asc' },
    nameLabel: 'Имя',
    filter: { label: 'Статус', type: 'multiselect', value: 'active', optionLabel: 'Активен' },
    statusLabel: 'Статус',
    search: 'acme',
  },
];

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function applyFilter(page: Page, filter: Scenario['filter']): Promise<void> {
  const filters = page.getByRole('main').getByRole('region', { name: 'Фильтры' });
  if (filter.type === 'select') {
    await filters.getByRole('combobox', { name: filter.label, exact: true }).selectOption(filter.value);
    return;
  }
  // The button is named by the filter's label and its summary ("Статус Любое").
  await filters.getByRole('button', { name: new RegExp(`^${escapeRe(filter.label)}(\\s|$)`) }).click();
  const popover = page.getByRole('dialog');
  await popover.getByText(filter.optionLabel, { exact: true }).click();
  await expect(popover.getByRole('checkbox', { name: filter.optionLabel })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
}

/** The exported file against the server's rows for the state in the URL: header, count, ids and names in order. */
async function expectExportMatchesServer(page: Page, api: ListingApi, scenario: Scenario): Promise<number> {
  const settings = await api.settings();
  const query = await api.queryFromUrl(page.url());
  const { rows, total } = await api.allRows({
    sort: query.sort,
    filters: query.filters,
    search: query.search,
  });
  const csv = await exportCsv(page);
  expect(csv.fileName).toMatch(new RegExp(`^${escapeRe(scenario.listing.name)}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(csv.hasBom, 'the file starts with a UTF-8 byte order mark').toBe(true);
  // The translated labels of the visible columns, as the table shows them, the id first when the table hides it, and
  // beside each money column (shown as a bare number) its currency, unless the table shows the currency already.
  const shownColumns = settings.columns.filter((column) => !column.hidden);
  const shownKeys = new Set(shownColumns.map((column) => column.key));
  const expected = [
    ...(shownColumns.some((column) => column.type === 'id' || column.key === 'id') ? [] : ['ID']),
    ...shownColumns.flatMap((column) =>
      column.type === 'money' && !shownKeys.has(column.currencyKey ?? 'currency')
        ? [column.label, `${column.label}: валюта`]
        : [column.label],
    ),
  ];
  expect(csv.header).toEqual(expected);
  expect(shownColumns.map((column) => column.label)).toEqual(await headerLabels(page));
  expect(csv.records).toHaveLength(Math.min(total, EXPORT_CAP));
  const idAt = csv.header.indexOf('ID');
  const nameAt = csv.header.indexOf(scenario.nameLabel);
  expect(csv.records.map((record) => Number(record[idAt]))).toEqual(rows.map((row) => Number(row.id)));
  expect(csv.records.map((record) => record[nameAt])).toEqual(rows.map((row) => String(row.name)));
  for (const record of csv.records) expect(record).toHaveLength(csv.header.length);
  return total;
}

for (const scenario of scenarios) {
  test(`${scenario.remote}: ${scenario.path} — menu, sort, filter, search, pages, reload, back, CSV`, async ({
    page,
    request,
  }) => {
    setTestTimeout(60_000);
    await resetServer(request);
    await signInThroughApi(page, scenario.account);
    const api = new ListingApi(page, scenario.listing.scope, scenario.listing.name);
    const match = { nameLabel: scenario.nameLabel };

    // --- open from the menu ---------------------------------------------------------------------------
    await page.goto(scenario.startAt);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    const section = page.getByTestId(`nav-section-${scenario.remote}`);
    await section.getByRole('link', { name: scenario.menuLabel, exact: true }).click();
    await expect(page).toHaveURL(`${SHELL}${scenario.path}`);
    await expect(section.getByRole('link', { name: scenario.menuLabel, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: scenario.menuLabel })).toBeVisible();
    const unfiltered = await expectScreenMatchesServer(page, api, match);
    const defaultFirst = unfiltered.data[0]!;

    // --- sort by clicking a sortable header ------------------------------------------------------------
    await table(page)
      .getByRole('columnheader', { name: scenario.sort.label, exact: true })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${escapeRe(scenario.sort.param)}(&|$)`));
    await expect(
      table(page).getByRole('columnheader', { name: scenario.sort.label, exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const sorted = await expectScreenMatchesServer(page, api, match);
    expect(sorted.data[0]!.id, 'the first row changes with the sort').not.toBe(defaultFirst.id);
    // The server's own order for that sort, asked independently of the URL codec.
    const [sortKey, sortDir] = scenario.sort.param.split('.') as [string, 'asc' | 'desc'];
    const serverSorted = await api.data({ sort: { key: sortKey, dir: sortDir } });
    expect(sorted.data.map((row) => row.id)).toEqual(serverSorted.data.map((row) => row.id));

    // --- filter ------------------------------------------------------------------------------------------
    await applyFilter(page, scenario.filter);
    await expect(page).toHaveURL(new RegExp(`[?&]f\\.status=${escapeRe(scenario.filter.value)}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${escapeRe(scenario.sort.param)}(&|$)`));
    const filtered = await expectScreenMatchesServer(page, api, match);
    expect(filtered.meta.total).toBeLessThan(unfiltered.meta.total);
    await expect
      .poll(() => shownStatuses(page, scenario.statusLabel), { message: 'every row has the filtered status' })
      .toEqual(filtered.data.map(() => scenario.filter.value));

    // --- search --------------------------------------------------------------------------------------------
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(scenario.search);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${escapeRe(scenario.search)}(&|$)`));
    const searched = await expectScreenMatchesServer(page, api, match);
    expect(searched.meta.total, 'the search narrows the filtered listing').toBeLessThan(filtered.meta.total);
    expect(searched.meta.last_page, 'enough hits for a second page').toBeGreaterThan(1);
    for (const text of await bodyRows(page).allInnerTexts()) {
      expect(text.toLowerCase()).toContain(scenario.search.toLowerCase());
    }
    await expect
      .poll(() => shownStatuses(page, scenario.statusLabel))
      .toEqual(searched.data.map(() => scenario.filter.value));
    const pageOneUrl = page.url();
    const pageOneIds = await shownIds(page);

    // --- next page -------------------------------------------------------------------------------------------
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const second = await expectScreenMatchesServer(page, api, match);
    expect(second.meta.current_page).toBe(2);
    const secondIds = await shownIds(page);
    expect(
      secondIds.filter((id) => pageOneIds.includes(id)),
      'page 2 shows other rows',
    ).toEqual([]);
    await expect(page.getByRole('button', { name: 'Страница 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pageTwoUrl = page.url();

    // --- reload: the URL alone reproduces the view -------------------------------------------------------------
    await page.reload();
    await expect(page).toHaveURL(pageTwoUrl);
    const reloaded: DataAnswer = await expectScreenMatchesServer(page, api, match);
    expect(await shownIds(page)).toEqual(secondIds);
    expect(await shownTotal(page)).toBe(second.meta.total);
    expect(reloaded.data[0]!.id).toBe(second.data[0]!.id);
    await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue(scenario.search);

    // --- back: page 1 of the same search ------------------------------------------------------------------------------
    await page.goBack();
    await expect(page).toHaveURL(pageOneUrl);
    await expectScreenMatchesServer(page, api, match);
    expect(await shownIds(page)).toEqual(pageOneIds);
    expect(await shownTotal(page)).toBe(searched.meta.total);

    // --- export what is on screen: sort + filter + search, every page ----------------------------------------------
    const exported = await expectExportMatchesServer(page, api, scenario);
    expect(exported).toBe(searched.meta.total);

    // --- back once more: the search goes, the filter stays; export that larger selection too -------------------------
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(new RegExp(`[?&]f\\.status=${escapeRe(scenario.filter.value)}(&|$)`));
    await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
    await expectScreenMatchesServer(page, api, match);
    expect(await shownTotal(page)).toBe(filtered.meta.total);
    expect(await expectExportMatchesServer(page, api, scenario)).toBe(filtered.meta.total);
    await settled(page);
  });
}

test('the filters line up: each control as far below its label, the checkbox list drawn as the selects are', async ({
  page,
  request,
}) => {
  await resetServer(request);
  await signInThroughApi(page, 'owner');
  await page.goto('/admin/client/applications');
  const toggle = page.getByRole('button', { name: /^Фильтры/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const filters = page.getByRole('main').getByRole('region', { name: 'Фильтры' });
  await expect(filters.getByRole('combobox', { name: 'Категория', exact: true })).toBeVisible();

  // A text field, a checkbox list, selects, a date range and a number range: the same 6 px under each label.
  const gaps = await filters.evaluate((region) =>
    [...region.querySelectorAll('label, legend, span[id$="-label"]')].map((label) => {
      const control = label.parentElement!.querySelector('input, select, button')!;
      const gap = control.getBoundingClientRect().top - label.getBoundingClientRect().bottom;
      return `${label.textContent}: ${Math.round(gap)}`;
    }),
  );
  expect(gaps.length).toBeGreaterThanOrEqual(6);
  expect(gaps).toEqual(gaps.map((gap) => gap.replace(/-?\d+$/, '6')));

  const padding = (locator: Locator) =>
    locator.evaluate((el) => [getComputedStyle(el).paddingInlineStart, el.getBoundingClientRect().height]);
  expect(await padding(filters.getByRole('button', { name: /^Статус/ }))).toEqual(
    await padding(filters.getByRole('combobox', { name: 'Категория', exact: true })),
  );
});
