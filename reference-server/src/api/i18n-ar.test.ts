import { expect, test } from '../testing/api-test';
import type { SessionAnswer } from '@panel/contract';
import { SHELL, demoAccounts, resetServer } from '../testing/api-test';
import { AR } from './i18n-ar';

/** The contract server answers its human texts in Arabic under Accept-Language: ar (i18n.ts). */

const ARABIC = /[\u0600-\u06FF]/;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a failed sign-in answers its validation message in Arabic', async ({ request }) => {
  const login = await request.post(`${SHELL}/api/common/auth/login`, {
    data: { email: demoAccounts.owner.email, password: 'not-the-password' },
    headers: { 'Accept-Language': 'ar' },
  });
  expect(login.status()).toBe(422);
  const body = (await login.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toMatch(ARABIC);
  expect(body.errors.email).toEqual([AR['These credentials do not match our records.']]);

  // ar-* counts as ar; q-values still decide between the languages.
  for (const [header, arabic] of [
    ['ar-EG', true],
    ['en;q=0.5, ar-SA;q=0.9', true],
    ['en, ar;q=0.5', false],
  ] as const) {
    const answer = await request.post(`${SHELL}/api/common/auth/login`, {
      data: { email: demoAccounts.owner.email, password: 'not-the-password' },
      headers: { 'Accept-Language': header },
    });
    const { message } = (await answer.json()) as { message: string };
    expect(ARABIC.test(message), `${header}: ${message}`).toBe(arabic);
  }
});

test("a listing's settings answer their title, column and filter labels in Arabic", async ({ request }) => {
  const login = await request.post(`${SHELL}/api/common/auth/login`, { data: demoAccounts.owner });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as SessionAnswer;

  const response = await request.get(`${SHELL}/api/common/listing/application/settings`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' },
  });
  expect(response.status()).toBe(200);
  const settings = (await response.json()) as {
    title: string;
    columns: { key: string; label: string }[];
    filters: { key: string; label: string; options?: { value: string; label: string }[] }[];
  };
  expect(settings.title).toBe(AR.Applications);
  expect(settings.title).toMatch(ARABIC);
  // Every label is Arabic except the ones that are a code or a product name.
  for (const { key, label } of [...settings.columns, ...settings.filters]) {
    if (label === 'ID') continue;
    expect(label, key).toMatch(ARABIC);
  }
  const status = settings.filters.find((filter) => filter.key === 'status');
  expect(status?.options?.find((option) => option.value === 'active')?.label).toBe(AR.Active);
});
