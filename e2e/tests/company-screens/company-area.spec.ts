/**
 * The company area's own screens against the contract server (docs/product.md; docs/api-contract.md, "Company area"):
 * the balance and its deposit (once per attempt, also when clicked twice or retried after a lost answer), the
 * dashboard, invitations, domains, a user's status, pixels and adding a member. English UI; each test starts from the
 * seed and stands alone.
 */
import type { Domain, TariffListAnswer } from '@panel/contract';
import { setTestTimeout, test, type Browser, type Locator, type Page, type Request } from '../support/test';
import { demoAccounts, inEnglish, injectFault, resetServer, SHELL, signInThroughApi } from '../support/demo';
import { plus, type BalanceTransaction, type CompanyBalance } from '../support/balance';
import { signIn, type Caller } from '@panel/reference-server/testing/records';
import { copiedText, recordClipboard } from '../support/clipboard';
import { expect, settle } from '../records/records-helpers';

/** Money as the English panel shows it (shared-core/src/forms/money.ts `formatMoney`): "$1,234.50". */
const usd = (amount: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(Number(amount));
const number = (value: number) => new Intl.NumberFormat('en').format(value);

async function companyOf(owner: Caller): Promise<CompanyBalance> {
  return (await owner.ok<{ data: CompanyBalance }>('GET', '/client/company/edit')).data;
}

/** The company's balance transactions, newest first (the balance screen's listing, first page of 1,000). */
async function transactionsOf(owner: Caller): Promise<{ rows: BalanceTransaction[]; total: number }> {
  const answer = await owner.ok<{ data: BalanceTransaction[]; meta: { total: number } }>(
    'POST',
    '/client/listing/company-balance-transactions/data',
    { page: 1, perPage: 1000, sort: { key: 'created_at', dir: 'desc' } },
  );
  return { rows: answer.data, total: answer.meta.total };
}

/** The deposit calls the page sends from now on. */
function depositCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client/company/deposit')
      calls.push(request);
  });
  return calls;
}

/** The balance screen with its deposit dialog open at the amount step. */
async function openDeposit(page: Page) {
  await page.goto('/admin/client/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByTestId('deposit-dialog');
  await expect(dialog.getByRole('heading', { name: 'Deposit to the balance' })).toBeVisible();
  return { dialog, amount: dialog.getByRole('textbox', { name: /^Amount/ }) };
}

/** A fresh browser context (no session, no shared storage), in English. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL });
  const page = await context.newPage();
  await inEnglish(page);
  return page;
}

/**
 * Invites `email` from the team screen with the role the dialog chooses by default (the create call's default), and
 * gives the confirmation that follows, which holds the invitation's link.
 */
async function invite(page: Page, owner: Caller, email: string): Promise<Locator> {
  const { defaults } = await owner.ok<{ defaults: { role_id: number } }>('GET', '/client/team/create');
  await page.goto('/admin/client/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the company' });
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await expect(dialog.getByRole('combobox', { name: /^Role/ })).toHaveValue(String(defaults.role_id));
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  const sent = page.getByRole('alertdialog', { name: 'Invitation sent' });
  await expect(sent).toContainText(`Invitation sent to ${email}`);
  return sent;
}

/** Closes the confirmation of a sent invitation. */
async function done(sent: Locator): Promise<void> {
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();
}

/** Searches the listing on view, once it is the listing that shows (the previous screen may still be on its way out). */
async function search(page: Page, query: string): Promise<void> {
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(query);
}

const invitationOf = (page: Page, email: string) => page.getByTestId('invitation').filter({ hasText: email });

test.describe('the company area', () => {
  test.beforeEach(async ({ page, request }) => {
    setTestTimeout(60_000);
    await resetServer(request);
    await inEnglish(page);
    await signInThroughApi(page, 'owner');
  });

  test('a deposit clicked twice credits once', async ({ page, request }) => {
    const owner = await signIn(request, 'owner');
    const before = await companyOf(owner);
    const earlier = await transactionsOf(owner);
    const calls = depositCalls(page);
    const after = plus(before.balance, '150.50');

    const { dialog, amount } = await openDeposit(page);
    await expect(page.getByTestId('company-balance')).toHaveText(usd(before.balance));
    await amount.fill('150.50');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The confirmation states the amount and, exactly, the balance after it.
    await expect(dialog.getByRole('heading', { name: 'Confirm the deposit' })).toBeVisible();
    await expect(dialog.getByTestId('deposit-amount')).toHaveText(`+${usd('150.50')}`);
    await expect(dialog.getByTestId('deposit-balance-after')).toHaveText(usd(after));
    await dialog.getByRole('button', { name: `Deposit ${usd('150.50')}`, exact: true }).dblclick();

    await expect(page.getByText(`${usd('150.50')} credited. Balance: ${usd(after)}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Every call sent carried the same attempt (its idempotency key); all of them have been answered.
    expect(calls.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(
      calls.map((call) => (call.postDataJSON() as { idempotency_key: string }).idempotency_key),
    );
    expect(keys.size).toBe(1);
    await Promise.all(calls.map((call) => call.response()));

    // The server credited it once.
    expect((await companyOf(owner)).balance).toBe(after);
    const now = await transactionsOf(owner);
    expect(now.total).toBe(earlier.total + 1);
    const known = new Set(earlier.rows.map((row) => row.id));
    const added = now.rows.filter((row) => !known.has(row.id));
    expect(added).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '150.50', balance_after: after }),
    ]);

    // The screen shows the new balance, and the listing's newest row ends on it.
    await expect(page.getByTestId('company-balance')).toHaveText(usd(after));
    const firstRow = page.getByRole('main').locator('table tbody tr').first();
    await expect(firstRow).toContainText(usd('150.50'));
    const headers = (await page.getByRole('main').locator('table thead th').allInnerTexts()).map((h) =>
      h.trim(),
    );
    const balanceAfter = firstRow.locator('td').nth(headers.indexOf('Balance after'));
    await expect(balanceAfter).toHaveText(usd(after));
    await expect(balanceAfter).toHaveText((await page.getByTestId('company-balance').innerText()).trim());
  });

  test('a retry after a lost answer credits once', async ({ page, request }) => {
    const owner = await signIn(request, 'owner');
    const before = await companyOf(owner);
    const earlier = await transactionsOf(owner);
    const after = plus(before.balance, '75.25');
    // The server credits the deposit, then the answer is lost. Chromium sends a request again by itself when a
    // connection closes before any answer (how often depends on its connection pool), and each resend carries the same
    // idempotency key: the fault drops every one of them until it is cleared below, so that the panel does see the
    // failure; the server replays them without crediting (reference-server/src/api/routes/company.ts, `deposit`).
    await injectFault(request, {
      path: '/client/company/deposit',
      method: 'POST',
      dropAfter: true,
    });

    const { dialog, amount } = await openDeposit(page);
    await amount.fill('75.25');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: `Deposit ${usd('75.25')}`, exact: true }).click();

    // The answer never came: the panel's network-failure screen.
    await expect(page).toHaveURL(/\/admin\/error$/);
    await expect(page.getByTestId('error-screen-500')).toBeVisible();
    expect((await request.delete(`${SHELL}/api/__test/fault`)).status()).toBe(200);
    expect((await companyOf(owner)).balance).toBe(after);

    // Back on the balance, the attempt is offered again; retrying it is answered "already credited".
    await page.goto('/admin/client/balance');
    const warning = page.getByTestId('deposit-unconfirmed');
    await expect(warning).toContainText(`A deposit of ${usd('75.25')} was not confirmed`);
    await warning.getByRole('button', { name: 'Check and retry' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the deposit' })).toBeVisible();
    await expect(dialog.getByTestId('deposit-amount')).toHaveText(`+${usd('75.25')}`);
    await dialog.getByRole('button', { name: `Deposit ${usd('75.25')}`, exact: true }).click();
    await expect(
      page.getByText(
        `This deposit of ${usd('75.25')} had already been credited; nothing was charged again. Balance: ${usd(after)}`,
      ),
    ).toBeVisible();
    await expect(warning).toHaveCount(0);

    expect((await companyOf(owner)).balance).toBe(after);
    const now = await transactionsOf(owner);
    const known = new Set(earlier.rows.map((row) => row.id));
    expect(now.rows.filter((row) => !known.has(row.id))).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '75.25', balance_after: after }),
    ]);
    expect(now.total).toBe(earlier.total + 1);
  });

  test('the amount rules are checked before anything is sent', async ({ page }) => {
    const calls = depositCalls(page);
    const { dialog, amount } = await openDeposit(page);

    await amount.fill('100.555');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('At most two decimals.', { exact: true })).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('5');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('At least $10.00.', { exact: true })).toBeVisible();
    await expect(dialog.getByText('At most two decimals.', { exact: true })).toHaveCount(0);
    // Still the amount step: nothing to confirm, nothing sent.
    await expect(dialog.getByRole('heading', { name: 'Deposit to the balance' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the dashboard shows the balance, the tariff usage, the last month and what needs attention', async ({
    page,
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const company = await companyOf(owner);
    const tariffs = await owner.ok<Pick<TariffListAnswer, 'data' | 'current_tariff_id' | 'usage'>>(
      'GET',
      '/client/tariff/list',
    );
    const tariff = tariffs.data.find((candidate) => candidate.id === tariffs.current_tariff_id)!;
    const domains = await owner.ok<{ data: Domain[] }>('GET', '/client/domain/get-custom');
    const failing = domains.data.filter((domain) => domain.status === 'error');

    await page.goto('/admin/client');
    await expect(page.getByRole('heading', { level: 1, name: company.name, exact: true })).toBeVisible();
    await settle(page);

    // The balance, as the balance screen shows it.
    const balance = page.getByTestId('balance');
    await expect(balance.getByTestId('company-balance')).toHaveText(usd(company.balance));
    const shown = (await balance.getByTestId('company-balance').innerText()).trim();
    await expect(balance.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/admin/client/balance?deposit=1',
    );

    // The tariff and its usage of each limit.
    const usage = page.getByTestId('tariff');
    await expect(usage.getByRole('heading', { name: `Tariff «${tariff.name}»` })).toBeVisible();
    for (const key of ['applications', 'domains', 'push_per_month', 'team_members'] as const) {
      await expect(usage.getByTestId(`usage-${key}`)).toHaveText(
        `${number(tariffs.usage[key])} of ${number(tariff.limits[key])}`,
      );
    }

    // The last 30 days, as charts named for what they show.
    const charts = page.getByTestId('charts');
    await expect(charts.getByRole('img', { name: 'Installs per day over the last 30 days' })).toBeVisible();
    await expect(
      charts.getByRole('img', { name: 'Sum of deposits per day over the last 30 days' }),
    ).toBeVisible();
    await expect(charts.getByTestId('dashboard-installs')).toHaveText(/^[\d,]+ installs?$/);

    // What needs attention (remote-client/src/features/dashboard/attention-list.tsx): the domains in error.
    const attention = page.getByTestId('attention-panel');
    if (failing.length > 3) {
      const names = failing
        .slice(0, 3)
        .map((domain) => domain.name)
        .join(', ');
      await expect(attention.getByRole('listitem')).toHaveText([
        `${failing.length} domains failed verification: ${names}…See the domains in error`,
      ]);
      await expect(attention.getByRole('link', { name: 'See the domains in error' })).toHaveAttribute(
        'href',
        '/admin/client/domains?f.status=error&f.type=custom',
      );
    } else if (failing.length > 0) {
      await expect(attention.getByRole('listitem')).toHaveText(
        failing.map((domain) => `The domain ${domain.name} failed verification.See its DNS records`),
      );
    } else {
      await expect(attention.getByTestId('attention-none')).toHaveText('Nothing needs your attention.');
    }

    // Deposit leads to the balance screen with the deposit open; the balance is the same there.
    await balance.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/admin\/client\/balance$/);
    await expect(
      page.getByTestId('deposit-dialog').getByRole('heading', { name: 'Deposit to the balance' }),
    ).toBeVisible();
    await expect(page.getByTestId('company-balance')).toHaveText(shown);
  });

  test('invite, copy the link, accept it in a fresh context: the member appears in the team', async ({
    page,
    browser,
    request,
  }) => {
    await recordClipboard(page);
    const owner = await signIn(request, 'owner');
    const email = 'e2e.invitee@example.test';
    const name = 'Irina Invitee';
    const sent = await invite(page, owner, email);
    // The link is copied from the confirmation, where the owner is, and is the one the list offers too.
    await sent.getByRole('button', { name: `Copy the invitation link for ${email}` }).click();
    const link = (await copiedText(page)) ?? '';
    expect(link).toMatch(new RegExp(`^${SHELL}/admin/invite/[^/]+$`));
    await expect(sent.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link);
    await done(sent);

    const invitation = invitationOf(page, email);
    await expect(invitation).toHaveAttribute('data-status', 'pending');
    await expect(invitation).toContainText('Pending');
    await page.evaluate(() => delete (window as unknown as { __copied?: string }).__copied);
    await invitation.getByRole('button', { name: `Copy the invitation link for ${email}` }).click();
    await expect.poll(() => copiedText(page)).toBe(link);

    const guest = await freshPage(browser);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible();
    await expect(guest.getByTestId('invite-facts')).toContainText(email);
    await guest.getByLabel(/^Your name/).fill(name);
    await guest.getByLabel(/^Password/).fill('secret123');
    await guest.getByLabel(/^Repeat the password/).fill('secret123');
    await guest.getByRole('button', { name: 'Accept the invitation' }).click();
    // Inside, on the dashboard (the default role may not see the company: it is titled Overview).
    await expect(guest).toHaveURL(/\/admin\/client$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'Overview', exact: true })).toBeVisible();
    await guest.context().close();

    await page.reload();
    await expect(invitation).toHaveAttribute('data-status', 'accepted');
    await expect(invitation).toContainText('Accepted');
    await expect(invitation).toContainText(`Joined as ${name}`);
    await search(page, name);
    await expect(page.getByTestId('listing-count')).toHaveText('1 record');
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('a revoked invitation: its link stops working', async ({ page, browser, request }) => {
    const owner = await signIn(request, 'owner');
    const email = 'e2e.revoked@example.test';
    await done(await invite(page, owner, email));
    const { data } = await owner.ok<{ data: { email: string; link: string }[] }>(
      'GET',
      '/client/team/invitations',
    );
    const link = data.find((candidate) => candidate.email === email)!.link;

    const invitation = invitationOf(page, email);
    await invitation.getByRole('button', { name: 'Revoke', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Revoke the invitation of ${email}? Its link will stop working.`);
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(invitation).toHaveAttribute('data-status', 'revoked');
    await expect(invitation).toContainText('Revoked');
    await expect(invitation).toContainText('The link no longer works.');
    await expect(invitation.getByRole('button')).toHaveCount(0);

    const guest = await freshPage(browser);
    await guest.goto(link);
    // The unavailable state, with the reason in the server's words.
    const unavailable = guest.getByRole('alert');
    await expect(unavailable.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    await expect(unavailable).toContainText(/revoked|withdrawn/i);
    await expect(guest.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
    await guest.context().close();
  });

  test('connect a domain and see its records; a failing one shows what to do', async ({ page }) => {
    const stored: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client/domain/store')) stored.push(request.url());
    });
    await page.goto('/admin/client/domains');
    await page.getByRole('link', { name: 'Connect a domain' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connect a domain' })).toBeVisible();
    await settle(page);
    const name = page.getByRole('textbox', { name: /^Domain name/ });
    const connect = page.getByRole('button', { name: 'Connect', exact: true });

    await name.fill('https://shop.example.com');
    await connect.click();
    await expect(page.getByText('Leave out «http://» or «https://»: only the domain name.')).toBeVisible();
    await name.fill('Shop.example.com');
    await expect(page.getByText('Use lowercase letters.')).toBeVisible();
    await connect.click();
    await expect(page.getByText('Use lowercase letters.')).toBeVisible();
    expect(stored).toEqual([]);

    await name.fill('e2e-shop.example.com');
    await connect.click();
    await expect(page).toHaveURL(/\/admin\/client\/domains\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-shop.example.com' })).toBeVisible();
    const records = page.getByTestId('dns-record');
    await expect(records).toHaveCount(3);
    await expect(records).toHaveText([/^A\s*TTL/, /^CNAME\s*TTL/, /^TXT\s*TTL/]);
    await expect(page.getByTestId('verification-status')).toHaveText('Waiting');
    await expect(page.getByRole('main').getByText('Pending', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('verification-status')).toHaveText('Verified');
    await expect(page.getByTestId('ssl-status')).toHaveText('Active');
    await expect(page.getByTestId('verification-help')).toHaveCount(0);

    // A host whose first label starts with "fail" fails its check (reference-server/src/api/routes/domains.ts).
    await page.goto('/admin/client/domains/new');
    await settle(page);
    await page.getByRole('textbox', { name: /^Domain name/ }).fill('fail-e2e.example.com');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'fail-e2e.example.com' })).toBeVisible();
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('verification-status')).toHaveText('Failed');
    const help = page.getByTestId('verification-help');
    await expect(help).toContainText('What to do when verification fails');
    await expect(help.getByRole('listitem')).toHaveCount(4);
  });

  test('a status change the server refuses shows its reason; another user is blocked', async ({
    page,
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const member = await signIn(request, 'member');
    const ownerId = (await owner.ok<{ user: { id: number } }>('GET', '/common/auth/user')).user.id;
    const memberUser = (await member.ok<{ user: { id: number; name: string } }>('GET', '/common/auth/user'))
      .user;
    const check = await owner.ok<{ can: boolean; reason?: string }>(
      'GET',
      `/client/user/${ownerId}/change-status`,
    );
    expect(check.can).toBe(false);

    await page.goto(`/admin/client/users/${ownerId}/edit`);
    const status = page.getByTestId('user-status');
    await expect(status.getByTestId('status-refused')).toHaveText(check.reason!);
    await expect(status).toContainText('Active');
    await expect(page.getByRole('button', { name: 'Block' })).toHaveCount(0);

    await page.goto(`/admin/client/users/${memberUser.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${memberUser.name}` })).toBeVisible();
    await expect(status).toContainText('Active');
    await status.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Block ${memberUser.name}?`);
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(status).toContainText('Blocked');
    await expect(status.getByRole('button', { name: 'Unblock' })).toBeVisible();
    const saved = await owner.ok<{ data: { status: string } }>('GET', `/client/user/edit/${memberUser.id}`);
    expect(saved.data.status).toBe('blocked');
  });

  test('pixels: create one, then edit it without a token: the stored token stays', async ({
    page,
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { options } = await owner.ok<{ options: { application_ids: { value: number; label: string }[] } }>(
      'GET',
      '/client/pixels/create',
    );
    const labels = options.application_ids.map((option) => option.label);
    const application = options.application_ids.find(
      (option) => labels.filter((label) => label.includes(option.label)).length === 1,
    )!;
    const pixelName = 'E2E Meta pixel';
    const token = 'EAAGe2eTokenAbcdef123456';
    expect(token).toHaveLength(24);

    await page.goto('/admin/client/pixels');
    await page.getByRole('link', { name: 'New pixel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New pixel' })).toBeVisible();
    await settle(page);
    // The form holds the create call's defaults before anything is typed.
    await expect(page.getByRole('combobox', { name: /^Network/ })).toHaveValue('facebook');
    await page.getByRole('textbox', { name: /^Name/ }).fill(pixelName);
    await page.getByRole('combobox', { name: /^Network/ }).selectOption('facebook');
    await page.getByRole('textbox', { name: /^Pixel id/ }).fill('123456789012345');
    await page.getByLabel(/^Access token/).fill(token);
    // The applications are searched on the server, by id here: the form never lists a thousand of them.
    await page.getByRole('combobox', { name: /^Applications/ }).fill(`#${application.value}`);
    await page.getByRole('option', { name: `#${application.value} ${application.label}` }).click();
    await expect(
      page.getByRole('button', { name: `Remove #${application.value} ${application.label}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/client\/pixels(\?|$)/);
    await expect(page.getByText(`Pixel «${pixelName}» is saved`)).toBeVisible();
    await search(page, pixelName);
    await expect(page.getByTestId('listing-count')).toHaveText('1 record');
    await page.getByRole('main').getByRole('link', { name: pixelName, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/client\/pixels\/\d+\/edit$/);
    const id = Number(/pixels\/(\d+)\/edit/.exec(page.url())![1]);
    const created = await owner.ok<{ data: { access_token: string; application_ids: number[] } }>(
      'GET',
      `/client/pixels/${id}/edit`,
    );
    expect(created.data.access_token).toBe(`••••${token.slice(-4)}`);
    expect(created.data.application_ids).toEqual([application.value]);

    // Edit with the token left empty: the field says what is stored and keeps it.
    const tokenField = page.getByLabel(/^Access token/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(pixelName);
    await expect(
      page.getByText(`Stored: ${created.data.access_token}. Leave empty to keep it.`),
    ).toBeVisible();
    await expect(tokenField).toHaveValue('');
    await page.getByRole('textbox', { name: /^Name/ }).fill(`${pixelName} 2`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Pixel «${pixelName} 2» is saved`)).toBeVisible();
    const edited = await owner.ok<{ data: { name: string; access_token: string } }>(
      'GET',
      `/client/pixels/${id}/edit`,
    );
    expect(edited.data).toMatchObject({ name: `${pixelName} 2`, access_token: created.data.access_token });
  });

  test('team: a member added with a password can sign in', async ({ page, request }) => {
    const email = 'e2e.added@example.test';
    const password = 'secret-e2e-123';
    const name = 'Artem Added';
    expect(Object.values(demoAccounts).map((account) => account.email)).not.toContain(email);

    await page.goto('/admin/client/team');
    await page.getByRole('link', { name: 'Add a member' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a member' })).toBeVisible();
    await settle(page);
    // The form holds the create call's default role before anything is typed.
    await expect(page.getByRole('combobox', { name: /^Role/ })).not.toHaveValue('');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Repeat the password/).fill(password);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(page.getByText(`${name} joined the team`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/client\/team(\?|$)/);
    await search(page, name);
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();

    const login = await request.post(`${SHELL}/api/common/auth/login`, { data: { email, password } });
    expect(login.status()).toBe(200);
  });
});
