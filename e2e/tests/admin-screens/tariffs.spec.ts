/**
 * A tariff's subscription tiers against the contract server (docs/api-contract.md, "Tariffs and subscription tiers
 * (manage.tariffs)"): a tier whose range overlaps another one is refused on the field, with a message naming that
 * tier, and nothing is saved. English UI; each test starts from the seed and stands alone.
 */
import type { SubscriptionTier } from '@panel/contract';
import { test, type Locator } from '../support/test';
import { expect, settle } from '../records/records-helpers';
import { signedInAs } from '../messaging-screens/screens-helpers';
import { whoIs } from './admin-helpers';

// Room for a loaded machine (the config's 45 s is tight when the screens load slowly); on a quiet one each test
// takes well under 30 s.
test.describe.configure({ timeout: 60_000 });

/** The field (label, control, hint and error) a control belongs to. */
const fieldOf = (control: Locator) => control.locator('xpath=ancestor::*[@role="group"][1]');

type Tier = Pick<SubscriptionTier, 'id' | 'name' | 'installs_from' | 'installs_to' | 'price_per_install'>;

test('a tier overlapping another one is refused on its field, naming that tier; nothing is saved', async ({
  page,
  request,
}) => {
  await signedInAs(page, 'admin');
  const admin = (await whoIs(request, 'admin')).caller;
  // A tariff of two closed tiers (the seeded ones all end open-ended, and nothing can follow an open-ended tier).
  const { data: tariff } = await admin.ok<{ data: { id: number; name: string } }>(
    'POST',
    '/manage/tariff/store',
    {
      name: 'E2E Volume',
      description: 'Two tiers, the last one closed',
      price: '49.00',
      currency: 'USD',
      period: 'month',
      limits: { applications: 10, domains: 2, push_per_month: 10_000, team_members: 3 },
      features: ['pwa'],
    },
  );
  for (const [name, from, to, price] of [
    ['First', 0, 999, '0.0500'],
    ['Second', 1000, 4999, '0.0400'],
  ] as const)
    await admin.ok('POST', '/manage/tariff-tier/store', {
      tariff_id: tariff.id,
      name,
      installs_from: from,
      installs_to: to,
      price_per_install: price,
    });
  const tiersOf = async () =>
    (await admin.ok<{ data: { tiers: Tier[] } }>('GET', `/manage/tariff/${tariff.id}/edit`)).data.tiers;
  const before = await tiersOf();
  expect(before.map((tier) => tier.name)).toEqual(['First', 'Second']);
  const stored: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().endsWith('/api/manage/tariff-tier/store'))
      stored.push(call.url());
  });

  await page.goto(`/admin/manage/tariffs/${tariff.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tariff.name })).toBeVisible();
  await settle(page);
  const tiers = page.getByRole('region', { name: 'Subscription tiers' });
  await expect(tiers.getByTestId('tier')).toHaveCount(2);
  await expect(tiers.getByTestId('tier').nth(1)).toContainText('1,000–4,999');

  // Add a tier starting inside "Second": refused on "From", naming "Second" and where a tier may start.
  await tiers.getByRole('button', { name: 'Add a tier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tier' });
  await expect(dialog.getByTestId('other-tiers')).toHaveText(
    'The other tiers: «First» 0–999; «Second» 1,000–4,999.',
  );
  const from = dialog.getByRole('spinbutton', { name: /^From \(installs\)/ });
  const to = dialog.getByRole('spinbutton', { name: /^To \(installs\)/ });
  // The form offers the next free range's start.
  await expect(from).toHaveValue('5000');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Overlapping');
  await from.fill('3000');
  await to.fill('8000');
  await dialog.getByRole('textbox', { name: /^Price per install/ }).fill('0.0300');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(fieldOf(from)).toContainText('Overlaps «Second» (1,000–4,999): start at 5,000 or later.');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  // Nothing was saved: closed, the screen and the server still have the two tiers as they were.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(stored).toEqual([]);
  await expect(tiers.getByTestId('tier')).toHaveCount(2);
  expect(await tiersOf()).toEqual(before);
});

test('prices per install show and round-trip at their stored precision', async ({ page, request }) => {
  await signedInAs(page, 'admin');
  const admin = (await whoIs(request, 'admin')).caller;
  // The seeded Pro tariff: its tiers cost 0.0450 / 0.0360 / 0.0270 / 0.0180 $ per install.
  const { data: tariffs } = await admin.ok<{ data: { id: number; name: string }[] }>(
    'GET',
    '/manage/tariff/list',
  );
  const pro = tariffs.find((tariff) => tariff.name === 'Pro')!;
  const tiersOf = async () =>
    (await admin.ok<{ data: { tiers: Tier[] } }>('GET', `/manage/tariff/${pro.id}/edit`)).data.tiers;
  const before = await tiersOf();
  expect(before.map((tier) => tier.price_per_install)).toEqual(['0.0450', '0.0360', '0.0270', '0.0180']);

  await page.goto(`/admin/manage/tariffs/${pro.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pro' })).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Subscription tiers' });
  // Four prices, four figures: none rounded to cents (two tiers read "$0.04" and "$0.03" then, 11 % off).
  for (const [index, price] of ['$0.045', '$0.036', '$0.027', '$0.018'].entries())
    await expect(tiers.getByTestId('tier').nth(index)).toContainText(`${price} per install`);

  // Edited and saved without a change: the price stays what it was.
  const first = before[0]!;
  await tiers.getByRole('button', { name: `Edit the tier «${first.name}»` }).click();
  const dialog = page.getByRole('dialog', { name: `Tier «${first.name}»` });
  const price = dialog.getByRole('textbox', { name: /^Price per install/ });
  await expect(price).toHaveValue('0.0450');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`${first.name} renamed`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tiers.getByTestId('tier').first()).toContainText(`${first.name} renamed`);
  expect((await tiersOf())[0]).toMatchObject({ name: `${first.name} renamed`, price_per_install: '0.0450' });

  // A price of four decimals is saved and shown with all four.
  await tiers.getByRole('button', { name: `Edit the tier «${first.name} renamed»` }).click();
  const again = page.getByRole('dialog', { name: `Tier «${first.name} renamed»` });
  await again.getByRole('textbox', { name: /^Price per install/ }).fill('0.0375');
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again).toBeHidden();
  await expect(tiers.getByTestId('tier').first()).toContainText('$0.0375 per install');
  expect((await tiersOf())[0]!.price_per_install).toBe('0.0375');
  await page.getByRole('button', { name: `Edit the tier «${first.name} renamed»` }).click();
  await expect(
    page.getByRole('dialog', { name: `Tier «${first.name} renamed»` }).getByRole('textbox', {
      name: /^Price per install/,
    }),
  ).toHaveValue('0.0375');
});
