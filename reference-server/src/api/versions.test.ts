/**
 * Records' versions through the API (docs/api-contract.md, "Versions and conflicts"): the edit call answers the
 * version, an update made from it is accepted and raises it, an update made from an older one is refused with 409 and
 * the record as it is now (the contract's shape), and changes nothing. A few resources of each way a record is
 * named: by the path (roles, pixels), by the body (applications), by the caller (the own company).
 */
import { answerMismatch } from '@panel/contract/check';
import { contractCall } from '@panel/contract/registry';
import { expect, resetServer, test } from '../testing/api-test';
import { listing, type Caller } from '../testing/company';
import { callers } from '../testing/catalog';

interface Versioned {
  id: number;
  version: number;
  name: string;
}

interface Case {
  what: string;
  who: 'admin' | 'owner';
  /** The update call's id in the contract. */
  call: string;
  /** The record's id, found on the server. */
  find: (caller: Caller) => Promise<number>;
  edit: (id: number) => string;
  update: (id: number) => [method: 'PUT' | 'POST', path: string, extra: Record<string, unknown>];
}

const firstRow =
  (name: string, scope: 'common' | 'client' = 'common') =>
  async (caller: Caller) =>
    (await listing<{ id: number }>(caller, name, { perPage: 10 }, scope)).data[0]!.id;

const cases: Case[] = [
  {
    what: 'a role (its id in the path)',
    who: 'admin',
    call: 'roles.update',
    find: firstRow('roles'),
    edit: (id) => `/manage/roles/${id}/edit`,
    update: (id) => ['PUT', `/manage/roles/${id}/update`, {}],
  },
  {
    what: 'a pixel (a company’s record)',
    who: 'owner',
    call: 'pixels.update',
    find: firstRow('pixels'),
    edit: (id) => `/client/pixels/${id}/edit`,
    update: (id) => ['PUT', `/client/pixels/${id}/update`, {}],
  },
  {
    what: 'an application (its id in the body)',
    who: 'owner',
    call: 'applications.update',
    find: firstRow('application'),
    edit: (id) => `/client/application/${id}/edit`,
    update: (id) => ['POST', '/client/application/update', { id }],
  },
  {
    what: 'the own company (no id at all)',
    who: 'owner',
    call: 'company.update',
    find: async () => 0,
    edit: () => '/client/company/edit',
    update: () => ['POST', '/client/company/update', {}],
  },
];

test.describe('versions and conflicts', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  for (const one of cases) {
    test(`${one.what}: 200 on the current version, which goes up by one; 409 on a stale one`, async ({
      request,
    }) => {
      const caller = (await callers(request))[one.who];
      const id = await one.find(caller);
      const read = async () => (await caller.ok<{ data: Versioned }>('GET', one.edit(id))).data;
      const opened = await read();
      expect(Number.isInteger(opened.version) && opened.version >= 1, 'the version read').toBe(true);
      const [method, path, extra] = one.update(id);

      // The first save, made from the version read: accepted, one version more.
      const first = await caller.ok<{ data: Versioned }>(method, path, {
        ...extra,
        name: `${opened.name} (first)`,
        version: opened.version,
      });
      expect(first.data.version).toBe(opened.version + 1);
      expect((await read()).version).toBe(opened.version + 1);

      // The second save, made from the same version: refused, with the record as it is now.
      const stale = await caller.call(method, path, {
        ...extra,
        name: `${opened.name} (second)`,
        version: opened.version,
      });
      expect(stale.status()).toBe(409);
      const body = (await stale.json()) as { message: string; data: Versioned };
      expect(body.message).toMatch(/changed after you opened it/);
      expect(body.data.name).toBe(`${opened.name} (first)`);
      expect(body.data.version).toBe(opened.version + 1);
      expect(answerMismatch(contractCall(one.call)!, 409, body), 'the 409 as the contract says').toBeNull();
      const now = await read();
      expect(now.name, 'the refused save changed nothing').toBe(`${opened.name} (first)`);
      expect(now.version).toBe(opened.version + 1);

      // Made again from the version the 409 answered: accepted.
      const merged = await caller.ok<{ data: Versioned }>(method, path, {
        ...extra,
        name: `${opened.name} (merged)`,
        version: body.data.version,
      });
      expect(merged.data.version).toBe(opened.version + 2);
      expect(merged.data.name).toBe(`${opened.name} (merged)`);
    });
  }

  test('a body without a version is not checked; a version that is no whole number is a 422', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const id = await firstRow('roles')(admin);
    const { data } = await admin.ok<{ data: Versioned }>('GET', `/manage/roles/${id}/edit`);
    await admin.ok('PUT', `/manage/roles/${id}/update`, { name: `${data.name} A`, version: data.version });
    const saved = await admin.ok<{ data: Versioned }>('PUT', `/manage/roles/${id}/update`, {
      name: `${data.name} B`,
    });
    expect(saved.data.version).toBe(data.version + 2);
    const invalid = await admin.invalid('PUT', `/manage/roles/${id}/update`, { name: 'X', version: 'one' });
    expect(Object.keys(invalid.errors)).toEqual(['version']);
  });

  test('a refused update is a 409 in the reader’s language', async ({ request }) => {
    const { admin } = await callers(request);
    const id = await firstRow('roles')(admin);
    const { data } = await admin.ok<{ data: Versioned }>('GET', `/manage/roles/${id}/edit`);
    await admin.ok('PUT', `/manage/roles/${id}/update`, { description: 'one', version: data.version });
    const stale = await admin.call('PUT', `/manage/roles/${id}/update`, { version: data.version }, 'ru');
    expect(stale.status()).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toMatch(/^Запись изменили/);
  });
});
