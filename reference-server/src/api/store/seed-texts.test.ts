/**
 * The platform's own descriptions of the system roles and the tariffs are answered in the reader's language
 * (seed-texts.ts); an administrator's own text is answered as typed.
 */
import type { Tariff } from '@panel/contract';
import { expect, resetServer, test } from '../../testing/api-test';
import { signIn } from '../../testing/company';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('the tariffs and the role picker describe in Russian, English and Arabic', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const descriptions = async (lang: 'en' | 'ru' | 'ar') => {
    const answer = await owner.call('GET', '/client/tariff/list', undefined, lang);
    return ((await answer.json()) as { data: Tariff[] }).data.map((tariff) => tariff.description);
  };
  expect((await descriptions('en'))[0]).toBe('For a first campaign');
  expect((await descriptions('ru'))[0]).toBe('Для первой кампании');
  expect((await descriptions('ar'))[0]).toBe('لحملة أولى');

  const roles = async (lang: 'en' | 'ru') => {
    const answer = await owner.call('GET', '/client/team/create', undefined, lang);
    const { options } = (await answer.json()) as {
      options: { role_id: { label: string; description: string }[] };
    };
    return Object.fromEntries(options.role_id.map((role) => [role.label, role.description]));
  };
  expect((await roles('en')).Owner).toBe('Company owner: everything inside the company');
  expect((await roles('ru')).Владелец).toBe('Владелец компании: всё внутри компании');
});

test("a seeded role's name is read in the reader's language, on the profile and in the team listing", async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  const profileRole = async (lang: 'en' | 'ru' | 'ar') => {
    const answer = await owner.call('GET', '/common/profile/edit', undefined, lang);
    return ((await answer.json()) as { data: { role_name: string | null } }).data.role_name;
  };
  expect(await profileRole('en')).toBe('Owner');
  expect(await profileRole('ru')).toBe('Владелец');
  expect(await profileRole('ar')).toBe('المالك');

  const teamRoles = async (lang: 'en' | 'ru') => {
    const answer = await owner.call('POST', '/client/listing/user/data', { perPage: 100 }, lang);
    return new Set(
      ((await answer.json()) as { data: { role_name: string }[] }).data.map((row) => row.role_name),
    );
  };
  expect(await teamRoles('en')).toContain('Marketer');
  expect(await teamRoles('ru')).toContain('Маркетолог');
  expect(await teamRoles('ru')).not.toContain('Marketer');
});

test('a role an administrator named is answered as typed', async ({ request }) => {
  const admin = await signIn(request, 'admin');
  const { data } = await admin.ok<{ data: { id: number } }>('POST', '/manage/roles/store', {
    name: 'Owner of nothing',
    permissions: ['application.view'],
  });
  const answer = await admin.call('GET', `/manage/roles/${data.id}/edit`, undefined, 'ru');
  expect(((await answer.json()) as { data: { name: string } }).data.name).toBe('Owner of nothing');
});

test("an administrator's own description is answered as typed", async ({ request }) => {
  const admin = await signIn(request, 'admin');
  const owner = await signIn(request, 'owner');
  const { data } = await owner.ok<{ data: Tariff[] }>('GET', '/client/tariff/list');
  await admin.call('PUT', `/manage/tariff/${data[0]!.id}/update`, { description: 'Свой текст' });
  const answer = await owner.call('GET', '/client/tariff/list', undefined, 'en');
  expect(((await answer.json()) as { data: Tariff[] }).data[0]!.description).toBe('Свой текст');
});

test('the notification templates are named in words, in the reader’s language, never by their codes', async ({
  request,
}) => {
  const admin = await signIn(request, 'admin');
  const names = async (lang: 'en' | 'ru' | 'ar') => {
    const answer = await admin.call(
      'POST',
      '/common/listing/template-notifications/data',
      {
        perPage: 100,
        filters: { event: 'balance_low', channel: 'telegram' },
        sort: { key: 'id', dir: 'asc' },
      },
      lang,
    );
    return ((await answer.json()) as { data: { name: string }[] }).data.map((row) => row.name);
  };
  expect(await names('en')).toEqual(['Low balance · Telegram · Russian', 'Low balance · Telegram · English']);
  expect(await names('ru')).toEqual([
    'Низкий баланс · Telegram · Русский',
    'Низкий баланс · Telegram · Английский',
  ]);
  for (const name of await names('ar')) expect(name).not.toMatch(/[a-z]+_[a-z]+|\/ (ru|en)$/);
});

test("a seeded role saved untouched in Russian keeps the platform's words; its name is taken in every language", async ({
  request,
}) => {
  const admin = await signIn(request, 'admin');
  const role = async (lang: 'en' | 'ru', id: number) =>
    (
      (await (await admin.call('GET', `/manage/roles/${id}/edit`, undefined, lang)).json()) as {
        data: { name: string; description: string; permissions: string[] };
      }
    ).data;
  const managerId = 3;
  const read = await role('ru', managerId);
  expect(read.name).toBe('Менеджер');
  // The form sends back what it read, in Russian, with one permission fewer.
  const saved = await admin.call(
    'PUT',
    `/manage/roles/${managerId}/update`,
    { ...read, permissions: read.permissions.slice(1) },
    'ru',
  );
  expect(saved.status()).toBe(200);
  expect((await role('en', managerId)).name).toBe('Manager');
  expect((await role('ru', managerId)).permissions).toEqual(read.permissions.slice(1));

  const taken = await admin.invalid(
    'POST',
    '/manage/roles/store',
    { name: 'менеджер', permissions: ['application.view'] },
    'ru',
  );
  expect(Object.keys(taken.errors)).toEqual(['name']);
});
