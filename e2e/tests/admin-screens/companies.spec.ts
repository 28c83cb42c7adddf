/**
 * The administrators' companies against the contract server (docs/api-contract.md, "Administrators: companies,
 * users, domains"): a manual deposit confirmed with a double click credits once and shows in the company's
 * transactions with the administrator and the reason; the area's dashboard shows its cards, and a company of the
 * lowest balances opens its screen. English UI; each test starts from the seed and stands alone.
 */
import type { ManageCompany, ManualTransaction } from '@panel/contract';
import { test, type Page, type Request } from '../support/test';
import type { Caller } from '@panel/reference-server/testing/records';
import { expect, pathOf, settle } from '../records/records-helpers';
import { signedInAs } from '../messaging-screens/screens-helpers';
import { plus, type BalanceTransaction, type CompanyBalance } from '../support/balance';
import { usd, whoIs } from './admin-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

type Company = CompanyBalance & Pick<ManageCompany, 'id'>;

type Transaction = BalanceTransaction &
  Pick<ManualTransaction, 'description' | 'created_by' | 'created_by_name'>;

const companyOf = async (admin: Caller, id: number) =>
  (await admin.ok<{ data: Company }>('GET', `/manage/company/${id}/edit`)).data;

/** A company's balance transactions as the administrators' listing has them, newest first. */
async function transactionsOf(admin: Caller, companyId: number) {
  const answer = await admin.ok<{ data: Transaction[]; meta: { total: number } }>(
    'POST',
    '/common/listing/manage-company-balance-transactions/data',
    { page: 1, perPage: 1000, filters: { company_id: String(companyId) }, sort: { key: 'id', dir: 'desc' } },
  );
  return { rows: answer.data, total: answer.meta.total };
}

/** The manual-deposit calls the page sends from now on. */
function manualDepositCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/manage\/company\/\d+\/manual-balance-deposit$/.test(request.url())
    )
      calls.push(request);
  });
  return calls;
}

test('a manual deposit confirmed with a double click credits once and is listed with the administrator and the reason', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = await whoIs(request, 'admin');
  const owner = await whoIs(request, 'owner');
  const companyId = owner.company_id!;
  const before = await companyOf(admin.caller, companyId);
  const earlier = await transactionsOf(admin.caller, companyId);
  const amount = '150.50';
  const reason = 'Refund of the March invoice (E2E)';
  const after = plus(before.balance, amount);
  const calls = manualDepositCalls(page);

  await page.goto(`/admin/manage/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
  await settle(page);
  const balance = page.getByTestId('company-balance');
  await expect(balance).toHaveText(usd(before.balance));

  // The amount and the reason, then the confirmation with the balance before and after.
  await page.getByRole('button', { name: 'Manual deposit' }).first().click();
  const dialog = page.getByTestId('manual-deposit-dialog');
  await expect(dialog.getByRole('heading', { name: `Manual deposit to «${before.name}»` })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm the manual deposit' })).toBeVisible();
  await expect(dialog.getByTestId('manual-balance-before')).toHaveText(usd(before.balance));
  await expect(dialog.getByTestId('manual-amount')).toHaveText(`+${usd(amount)}`);
  await expect(dialog.getByTestId('manual-balance-after')).toHaveText(usd(after));
  await expect(dialog.getByTestId('manual-reason')).toHaveText(reason);
  await dialog.getByRole('button', { name: `Credit ${usd(amount)}`, exact: true }).dblclick();

  await expect(
    page.getByText(`${usd(amount)} credited to «${before.name}». Balance: ${usd(after)}`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Credited once: the screen shows the balance grown by the amount, once.
  await expect(balance).toHaveText(usd(after));

  // One call (or, had the second click gone out, the same attempt: one idempotency key), every one answered.
  expect(calls.length).toBeGreaterThanOrEqual(1);
  const keys = new Set(
    calls.map((call) => (call.postDataJSON() as { idempotency_key: string }).idempotency_key),
  );
  expect(keys.size).toBe(1);
  await Promise.all(calls.map((call) => call.response()));

  // The server holds one new transaction: a manual one, by the administrator, with the reason.
  expect((await companyOf(admin.caller, companyId)).balance).toBe(after);
  const now = await transactionsOf(admin.caller, companyId);
  const known = new Set(earlier.rows.map((row) => row.id));
  expect(now.rows.filter((row) => !known.has(row.id))).toEqual([
    expect.objectContaining({
      type: 'manual',
      amount,
      balance_after: after,
      description: reason,
      created_by: admin.id,
      created_by_name: admin.name,
    }),
  ]);
  expect(now.total).toBe(earlier.total + 1);

  // The Transactions tab lists it, newest first, with the administrator's name and the reason.
  await page.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage/companies/${companyId}/transactions$`));
  const table = page.getByRole('region', { name: `Balance transactions of «${before.name}»` });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(reason);
  await expect(rows.filter({ hasText: reason })).toHaveCount(1);
  const row = rows.filter({ hasText: reason });
  await expect(row).toContainText(admin.name);
  await expect(row).toContainText(usd(amount));
  await expect(row).toContainText('Manual deposit');
});

/** The last `days` days up to today (UTC), as the dashboard reads them. */
function lastDays(days: number) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = Date.now();
  return { from: day(now - (days - 1) * 86_400_000), to: day(now) };
}

test("the administrators' dashboard shows its cards; a company of the lowest balances opens its screen", async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = (await whoIs(request, 'admin')).caller;
  // What the cards sum up, as the server answers it: new companies over the last 30 days, the lowest balances.
  const { groups } = await admin.ok<{ groups: { key: string; count: number }[] }>(
    'POST',
    '/common/listing/company/aggregations',
    { page: 1, perPage: 10, filters: { created_at: lastDays(30) }, group_by: 'created_date' },
  );
  const newCompanies = groups.reduce((sum, group) => sum + group.count, 0);
  const lowest = (
    await admin.ok<{ data: Company[] }>('POST', '/common/listing/company/data', {
      page: 1,
      perPage: 10,
      sort: { key: 'balance', dir: 'asc' },
    })
  ).data.slice(0, 5);

  await page.goto('/admin/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await settle(page);
  // Every card the administrator may see, none of them failed.
  for (const title of [
    'New companies',
    'Installs and deposits',
    'Lowest balances',
    'Failing domains',
    'Blocked users',
  ])
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  await expect(page.getByTestId('card-error')).toHaveCount(0);

  // New companies: the total of the period and its chart.
  const fresh = page.getByRole('region', { name: 'New companies', exact: true });
  await expect(fresh.getByTestId('new-companies-total')).toHaveText(
    `${newCompanies} new ${newCompanies === 1 ? 'company' : 'companies'} in 30 days`,
  );
  await expect(fresh.getByRole('img', { name: 'New companies per day over the last 30 days' })).toBeVisible();

  // The lowest balances, lowest first, each linking to its company's screen.
  const card = page.getByRole('region', { name: 'Lowest balances', exact: true });
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(lowest.length);
  for (const [index, company] of lowest.entries()) {
    const link = items.nth(index).getByRole('link', { name: company.name, exact: true });
    await expect(link).toHaveAttribute('href', `/admin/manage/companies/${company.id}`);
    await expect(items.nth(index).getByTestId('company-balance')).toHaveText(
      new Intl.NumberFormat('en', { style: 'currency', currency: company.currency }).format(
        Number(company.balance),
      ),
    );
  }

  // Open one: that company's screen, with the balance the card showed.
  const target = lowest[0]!;
  const shown = (await items.first().getByTestId('company-balance').innerText()).trim();
  await items.first().getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage/companies/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await settle(page);
  expect(pathOf(page)).toBe(`/admin/manage/companies/${target.id}`);
  await expect(page.getByRole('main').getByTestId('company-balance')).toHaveText(shown);
});
