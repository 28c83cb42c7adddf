/**
 * Domains through the API only (docs/api-contract.md, "Company area"): create, store (the host name rules in order,
 * the tariff's limit), the custom domains, the DNS zone details and the deterministic DNS check.
 */
import type { DnsCheckAnswer, DnsZone, Domain } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { applicationChoices, listing, registerCompany, signIn, type Caller } from '../../testing/company';

type Zone = DnsZone & Partial<Pick<DnsCheckAnswer, 'message'>>;

const store = (caller: Caller, name: string, extra: Record<string, unknown> = {}) =>
  caller.ok<{ data: Domain; message: string }>('POST', '/client/domain/store', { name, ...extra });

test.describe('domains', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('create lists no applications (the form searches them); store adds a pending custom domain every read shows', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const create = await owner.ok<{ options: Record<string, unknown>; defaults: unknown }>(
      'GET',
      '/client/domain/create',
    );
    expect(create).toEqual({ options: {}, defaults: { application_id: null } });

    const stored = await store(owner, 'shop.example-brand.com');
    expect(stored.message).toBe('Done.');
    expect(stored.data).toMatchObject({
      name: 'shop.example-brand.com',
      type: 'custom',
      status: 'pending',
      ssl_status: 'none',
      application_id: null,
      application_name: '',
      verified_at: null,
      checked_at: null,
    });
    const custom = await owner.ok<{ data: Domain[] }>('GET', '/client/domain/get-custom');
    expect(custom.data.find((d) => d.id === stored.data.id)).toEqual(stored.data);
    const rows = await listing<{ id: number; status: string }>(owner, 'domains', { search: 'example-brand' });
    expect(rows.data).toMatchObject([{ id: stored.data.id, status: 'pending' }]);

    // Both spellings of the zone-details path answer the same.
    for (const path of [
      `/client/domain/${stored.data.id}/dns-zone-details`,
      `/client/domain/${stored.data.id}/dns-zone-details/`,
    ]) {
      const zone = await owner.ok<Zone>('GET', path);
      expect(zone.domain).toEqual(stored.data);
      expect(zone.verification).toEqual({
        status: 'pending',
        checked_at: null,
        message: 'The domain has not been checked yet.',
      });
      expect(zone.records.map((r) => r.type)).toEqual(['A', 'CNAME', 'TXT']);
      expect(zone.records[2]!.name).toBe('_panel-verify.shop.example-brand.com');
      expect(zone.nameservers).toHaveLength(2);
    }
  });

  test('a domain stored for an application becomes its domain', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const app = (await applicationChoices(owner))[0]!;
    const { data } = await store(owner, 'promo.example-brand.com', { application_id: app.value });
    expect(data).toMatchObject({ application_id: app.value, application_name: app.label });
    const edit = await owner.ok<{ data: { domain_id: number; domain: string } }>(
      'GET',
      `/client/application/${app.value}/edit`,
    );
    expect(edit.data).toMatchObject({ domain_id: data.id, domain: 'promo.example-brand.com' });
    expect(
      (
        await owner.invalid('POST', '/client/domain/store', {
          name: 'x.example-brand.com',
          application_id: 999_999,
        })
      ).errors,
    ).toEqual({ application_id: ['The selected value is invalid.'] });
  });

  test('store checks the host name rule by rule, each with its own text', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const refused = async (name: unknown, lang: 'en' | 'ru' = 'en') =>
      (await owner.invalid('POST', '/client/domain/store', { name }, lang)).errors.name;
    expect(await refused('')).toEqual(['The field is required.']);
    expect(await refused('https://shop.example.com')).toEqual([
      'Enter the domain without http:// or https://.',
    ]);
    for (const name of ['shop.example.com/path', 'shop.example.com:8080', 'shop example.com'])
      expect(await refused(name), name).toEqual(['Enter the domain name only: no path, port or spaces.']);
    for (const name of ['Shop.example.com', 'shop_1.example.com', 'магазин.рф'])
      expect(await refused(name), name).toEqual(['Use only lowercase letters, digits, hyphens and dots.']);
    const label = 'Each part between dots must be 1 to 63 characters and may not start or end with a hyphen.';
    for (const name of [
      '-shop.example.com',
      'shop-.example.com',
      'shop..example.com',
      `${'a'.repeat(64)}.com`,
    ])
      expect(await refused(name), name).toEqual([label]);
    expect(await refused('localhost')).toEqual(['Enter a full domain name, such as example.com.']);
    for (const name of ['shop.example.c', 'shop.example.123', 'shop.example.x1'])
      expect(await refused(name), name).toEqual([
        'The domain must end with a zone of 2 to 63 letters, such as .com.',
      ]);
    const long = `${Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.')}.com`;
    expect(await refused(long)).toEqual(['The domain may not be longer than 253 characters.']);
    // Already added, by this company or any other.
    expect(await refused('play-acme.com')).toEqual(['This domain has already been added.']);
    const platform = await listing<{ name: string }>(owner, 'domains', { filters: { type: 'platform' } });
    expect(await refused(platform.data[0]!.name, 'ru')).toEqual(['Этот домен уже добавлен.']);
    expect(await refused('http://x.com', 'ru')).toEqual(['Укажите домен без http:// или https://.']);
  });

  test("store answers 422 on `limit` once the tariff's custom domains are reached", async ({ request }) => {
    const other = await registerCompany(request, 'domains-limit');
    await store(other, 'one.other-company.com');
    await store(other, 'two.other-company.com');
    const refused = await other.invalid('POST', '/client/domain/store', { name: 'three.other-company.com' });
    expect(refused.errors).toEqual({ limit: ['The Start tariff allows at most 2 custom domains.'] });
    expect(refused.message).toBe('The Start tariff allows at most 2 custom domains.');
    expect((await other.ok<{ data: Domain[] }>('GET', '/client/domain/get-custom')).data).toHaveLength(2);
  });

  test('check decides by the first label: fail… fails, wait… stays pending, others are verified', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const check = async (name: string) => {
      const { data } = await store(owner, name);
      const answer = await owner.ok<Zone>('POST', `/client/domain/${data.id}/check`);
      const zone = await owner.ok<Zone>('GET', `/client/domain/${data.id}/dns-zone-details/`);
      return { answer, zone };
    };

    const failed = await check('fail-shop.example-brand.com');
    expect(failed.answer.message).toBe(
      'The TXT record _panel-verify.fail-shop.example-brand.com was not found.',
    );
    expect(failed.answer.domain).toMatchObject({ status: 'error', ssl_status: 'failed', verified_at: null });
    expect(failed.answer.verification).toMatchObject({
      status: 'failed',
      message: 'The TXT record _panel-verify.fail-shop.example-brand.com was not found.',
    });
    expect(failed.answer.verification.checked_at).toBe(failed.answer.domain.checked_at);
    expect(failed.zone.verification).toEqual(failed.answer.verification);
    expect(failed.zone.records).toEqual(failed.answer.records);

    const waiting = await check('wait.example-brand.com');
    expect(waiting.answer.message).toBe('The DNS records are not visible yet. Check again later.');
    expect(waiting.answer.domain).toMatchObject({ status: 'pending', verified_at: null });
    expect(waiting.zone.verification).toMatchObject({
      status: 'pending',
      message: 'The DNS records are not visible yet. Check again later.',
    });
    expect(waiting.zone.verification.checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const verified = await check('good.example-brand.com');
    expect(verified.answer.message).toBe('The domain is verified and its SSL certificate issued.');
    expect(verified.answer.domain).toMatchObject({ status: 'active', ssl_status: 'active' });
    expect(verified.answer.domain.verified_at).toBe(verified.answer.domain.checked_at);
    expect(verified.zone.verification).toEqual({
      status: 'verified',
      checked_at: verified.answer.domain.checked_at,
    });
    const rows = await listing<{ id: number; status: string; ssl_status: string }>(owner, 'domains', {
      search: 'good.example-brand',
    });
    expect(rows.data).toMatchObject([{ status: 'active', ssl_status: 'active' }]);

    // Platform domains are the platform's to check.
    const platform = (await listing<{ id: number }>(owner, 'domains', { filters: { type: 'platform' } }))
      .data[0]!;
    expect((await owner.invalid('POST', `/client/domain/${platform.id}/check`)).errors).toEqual({
      id: ['Platform domains are checked by the platform itself.'],
    });
  });

  test('403 without domain.manage, 404 for a domain of another company', async ({ request }) => {
    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/domain/create')).toBe(403);
    expect(await member.status('POST', '/client/domain/store', { name: 'x.example.com' })).toBe(403);
    expect(await member.status('GET', '/client/domain/get-custom')).toBe(403);
    expect(await member.status('POST', '/client/domain/1/check')).toBe(403);

    const other = await registerCompany(request, 'domains');
    const { data: foreign } = await store(other, 'foreign.other-company.com');
    const owner = await signIn(request, 'owner');
    expect(await owner.status('GET', `/client/domain/${foreign.id}/dns-zone-details`)).toBe(404);
    expect(await owner.status('POST', `/client/domain/${foreign.id}/check`)).toBe(404);
    const custom = await owner.ok<{ data: Domain[] }>('GET', '/client/domain/get-custom');
    expect(custom.data.some((d) => d.id === foreign.id)).toBe(false);
  });
});
