/**
 * The company's Telegram bot against the contract server (docs/product.md, "The Telegram bot"; docs/api-contract.md,
 * "Telegram bots"): the active bot with its invite link, copy button and QR code; deactivating it leaves the screen
 * showing how to connect one (the 404 of get-active-bot means "no bot", on a fresh load too); connecting a new bot
 * through the form. English UI; each test starts from the seed and stands alone.
 */
import type { ActiveBot, TelegramBot } from '@panel/contract';
import { test, type Page } from '../support/test';
import { signIn } from '@panel/reference-server/testing/records';
import { copiedText, recordClipboard } from '../support/clipboard';
import { expect, pathOf, settle } from '../records/records-helpers';
import { expectFieldError, signedInAs } from './screens-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

const BOTS = '/admin/client/telegram-bots';
/** Acme's active bot in the seed. */
const SEEDED = 'acme_alerts_bot';

/** A token as @BotFather gives it: `123456789:AA` and 33 letters and digits. */
const TOKEN = `123456789:AA${'Zx9'.repeat(11)}`;

/** Every address the page's main frame shows from now on, also those the app pushes without loading. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const activeBot = (page: Page) => page.getByRole('region', { name: 'Active bot' });
const connectSteps = (page: Page) => page.getByRole('region', { name: 'Connect a Telegram bot' });

/** The active bot's card: its name, and an invite link of it with a copy button and a QR code. */
async function expectActive(page: Page, username: string) {
  const card = activeBot(page);
  await expect(card.getByTestId('bot-link')).toHaveText(`@${username}`);
  await expect(card.getByTestId('bot-link')).toHaveAttribute('href', `https://t.me/${username}`);
  const invite = card.getByTestId('invite-link').getByRole('link');
  await expect(invite).toHaveText(new RegExp(`^https://t\\.me/${username}\\?start=\\S+$`));
  await expect(card.getByRole('button', { name: 'Copy the invite link' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await expect(connectSteps(page)).toHaveCount(0);
  return (await invite.textContent())!;
}

/** No active bot: the steps to make one at @BotFather, and the way to the connect form. */
async function expectNoBot(page: Page) {
  const steps = connectSteps(page);
  await expect(steps.getByRole('heading', { name: 'Connect a Telegram bot' })).toBeVisible();
  await expect(steps.getByTestId('connect-steps').getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('link', { name: 't.me/BotFather' })).toHaveAttribute(
    'href',
    'https://t.me/BotFather',
  );
  await expect(steps.getByRole('link', { name: 'Connect a bot' })).toBeVisible();
  await expect(activeBot(page)).toHaveCount(0);
}

test('the active bot shows its invite link; deactivated, the screen shows how to connect one, also after a reload; a new bot connects through the form', async ({
  page,
}) => {
  await signedInAs(page, 'owner');
  const owner = await signIn(page.request, 'owner');
  await recordClipboard(page);
  const addresses = addressesOf(page);

  await page.goto(BOTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram bots' })).toBeVisible();
  const link = await expectActive(page, SEEDED);
  // Copy puts the very link shown on the clipboard, and says so.
  await activeBot(page).getByRole('button', { name: 'Copy the invite link' }).click();
  await expect(activeBot(page).getByRole('status')).toHaveText('Copied to the clipboard');
  expect(await copiedText(page)).toBe(link);

  // Deactivate, after confirming: the screen stays and shows how to connect a bot.
  await activeBot(page).getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Deactivate @${SEEDED}? Telegram notifications stop`);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`@${SEEDED} is deactivated`)).toBeVisible();
  await expectNoBot(page);
  expect(pathOf(page)).toBe(BOTS);
  expect((await owner.call('GET', '/client/telegram-bot/get-active-bot')).status()).toBe(404);

  // A fresh load reads the 404 of get-active-bot as "no bot" too.
  const noBot = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/client/telegram-bot/get-active-bot') && response.status() === 404,
  );
  await page.reload();
  await noBot;
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram bots' })).toBeVisible();
  await expectNoBot(page);
  await settle(page);
  expect(pathOf(page)).toBe(BOTS);

  // Connect a new bot: a bad token is refused on its field, then a good one connects it.
  await connectSteps(page).getByRole('link', { name: 'Connect a bot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a Telegram bot' })).toBeVisible();
  await settle(page);
  const username = page.getByRole('textbox', { name: /^Username/ });
  const token = page.getByLabel(/^Token/);
  await username.fill('acme_night_bot');
  await token.fill('12345:not-a-token');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expectFieldError(token, 'That is not a bot token.');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  expect(pathOf(page)).toBe(`${BOTS}/new`);

  await token.fill(TOKEN);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('@acme_night_bot is connected')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BOTS}(\\?|$)`));
  await expectActive(page, 'acme_night_bot');

  // The server made it the active bot, with the token kept write-only.
  const { bot } = await owner.ok<{ bot: ActiveBot }>('GET', '/client/telegram-bot/get-active-bot');
  expect(bot).toMatchObject({ username: 'acme_night_bot', is_active: true });
  const { data } = await owner.ok<{ data: TelegramBot }>('GET', `/client/telegram-bot/${bot.id}/edit`);
  expect(data.token).toBe(`••••${TOKEN.slice(-4)}`);

  // The recorder saw the moves inside the app (the form and back), and never the 404 screen.
  expect(addresses).toContain(`${BOTS}/new`);
  expect(addresses.filter((path) => path.includes('not-found'))).toEqual([]);
});
