/**
 * The company's notification switches against the contract server (docs/product.md, "Notifications"; docs/api-contract.md,
 * "Notifications"): a switch saves as it moves and stays so after a reload; a Telegram switch turned on without an
 * active bot is put back with the server's reason. English UI; each test starts from the seed and stands alone.
 */
import type { CompanyNotification } from '@panel/contract';
import { test, type Page } from '../support/test';
import { signIn, type Caller } from '@panel/reference-server/testing/records';
import { expect, settle } from '../records/records-helpers';
import { signedInAs, toggle } from './screens-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

type Row = Pick<CompanyNotification, 'id' | 'event' | 'channel' | 'is_active'>;

const NOTIFICATIONS = '/admin/client/notifications';

/** The company's switch of `event` on `channel`, as the server keeps it (the `notifications` listing). */
async function rowOf(owner: Caller, event: string, channel: string): Promise<Row> {
  const { data } = await owner.ok<{ data: Row[] }>('POST', '/common/listing/notifications/data', {
    page: 1,
    perPage: 100,
  });
  const row = data.find((each) => each.event === event && each.channel === channel);
  expect(row, `${event} / ${channel}`).toBeTruthy();
  return row!;
}

/** The notifications screen, loaded: every card drawn, nothing saving. */
async function openNotifications(page: Page) {
  await page.goto(NOTIFICATIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await settle(page);
  await expect(page.getByRole('region', { name: 'Low balance' })).toBeVisible();
}

/** The switch's state, once its save (if any) is over. */
async function expectSwitch(page: Page, name: string, on: boolean) {
  const input = page.getByRole('checkbox', { name, exact: true });
  if (on) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
  await expect(page.getByLabel('Saving')).toHaveCount(0);
}

test('a switched notification stays so after a reload, off and back on', async ({ page }) => {
  await signedInAs(page, 'owner');
  const owner = await signIn(page.request, 'owner');
  const name = 'Deposit received by E-mail';
  const initially = (await rowOf(owner, 'deposit_received', 'email')).is_active;
  const other = !initially;

  await openNotifications(page);
  const input = page.getByRole('checkbox', { name, exact: true });
  await expectSwitch(page, name, initially);

  await toggle(input);
  await expect(page.getByText(`${name}: ${other ? 'on' : 'off'}`)).toBeVisible();
  await expectSwitch(page, name, other);
  expect((await rowOf(owner, 'deposit_received', 'email')).is_active).toBe(other);
  await page.reload();
  await openNotifications(page);
  await expectSwitch(page, name, other);

  await toggle(input);
  await expect(page.getByText(`${name}: ${initially ? 'on' : 'off'}`)).toBeVisible();
  await expectSwitch(page, name, initially);
  expect((await rowOf(owner, 'deposit_received', 'email')).is_active).toBe(initially);
  await page.reload();
  await openNotifications(page);
  await expectSwitch(page, name, initially);
});

test('a Telegram switch turned on without an active bot is put back, with the reason', async ({ page }) => {
  await signedInAs(page, 'owner');
  const owner = await signIn(page.request, 'owner');
  // Acme's active bot goes off; the Telegram switch starts off (switching off is always allowed).
  const { bot } = await owner.ok<{ bot: { id: number } }>('GET', '/client/telegram-bot/get-active-bot');
  await owner.ok('POST', `/client/telegram-bot/${bot.id}/change-status`, { isActive: false });
  const row = await rowOf(owner, 'balance_low', 'telegram');
  if (row.is_active) await owner.ok('PUT', `/client/notifications/${row.id}/activate`, { isActive: false });
  const name = 'Low balance by Telegram';

  await openNotifications(page);
  const input = page.getByRole('checkbox', { name, exact: true });
  await expectSwitch(page, name, false);
  // Without a bot, each Telegram switch says where to connect one.
  await expect(input).toHaveAccessibleDescription('Telegram needs an active bot. Connect a bot');
  await expect(
    page.getByTestId('switch-balance_low-telegram').getByRole('link', { name: 'Connect a bot' }),
  ).toHaveAttribute('href', '/admin/client/telegram-bots');

  const refused = page.waitForResponse((response) =>
    response.url().endsWith(`/api/client/notifications/${row.id}/activate`),
  );
  await toggle(input);
  expect((await refused).status()).toBe(422);
  await expect(page.getByText(`${name} was not switched on`)).toBeVisible();
  await expect(
    page.getByText('Connect a Telegram bot first: Telegram notifications are sent through the active bot.'),
  ).toBeVisible();
  await expectSwitch(page, name, false);
  expect((await rowOf(owner, 'balance_low', 'telegram')).is_active).toBe(false);

  // The e-mail switch of the same event is not held back.
  const email = page.getByRole('checkbox', { name: 'Low balance by E-mail', exact: true });
  await expect(email).not.toHaveAccessibleDescription(/Telegram needs an active bot/);
});
