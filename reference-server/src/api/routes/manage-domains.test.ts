/**
 * The administrators' domains (docs/api-contract.md, "Administrators: companies, users, domains"): a platform domain
 * (POST /manage/domain/store: no company, hostname rules, not taken), the status change (also as the listing's row
 * actions, one per target status), and the `domains` listing read by an administrator with manage.domains (its
 * platform-wide variant: every company's domains and the platform's own, the company named) while a company user
 * still reads the company's own.
 */
import type { ListingSettings, ManageDomain } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { ACME_ID, callers, listing, type Caller } from '../../testing/admin';

type DomainRow = Omit<ManageDomain, 'checked_at'>;

const domainsOf = (caller: Caller, body: Record<string, unknown> = {}) =>
  listing<DomainRow>(caller, 'domains', body, 'client');
const store = '/manage/domain/store';
const changeStatus = (id: number) => `/manage/domain/${id}/change-status`;

test.describe("administrators' domains", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test("the domains listing read by an administrator holds every company's domains, named", async ({
    request,
  }) => {
    const { admin, owner } = await callers(request);
    const all = await domainsOf(admin, { perPage: 1000 });
    const companies = new Set(all.data.map((row) => row.company_id).filter((id) => id !== null));
    expect(companies.size).toBeGreaterThan(100);
    for (const row of all.data) {
      if (row.company_id === null) expect(row.company_name, row.name).toBe('');
      else expect(row.company_name, row.name).not.toBe('');
    }
    // The platform's own domains (no company) are there too.
    const platform = await domainsOf(admin, { search: 'pwa-panel.app' });
    expect(platform.data).toEqual([
      expect.objectContaining({
        name: 'pwa-panel.app',
        type: 'platform',
        company_id: null,
        company_name: '',
      }),
    ]);

    const settings = await admin.ok<ListingSettings>('GET', '/client/listing/domains/settings');
    expect(settings.name).toBe('domains');
    expect(settings.columns.find((c) => c.key === 'company_name')?.href).toBe(
      '/manage/companies/{company_id}',
    );
    expect(settings.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['type', 'status']));
    expect(settings.filters.map((f) => f.key)).toEqual(expect.arrayContaining(['status', 'type']));
    expect((settings.actions ?? []).map((action) => action.key)).toEqual([
      'activate',
      'disable',
      'mark-pending',
      'mark-failed',
    ]);

    // Filters: status, type, and the company (the company screen's tab).
    const errors = await domainsOf(admin, { filters: { status: ['error'], type: 'custom' } });
    expect(errors.meta.total).toBeGreaterThan(0);
    expect(errors.data.every((row) => row.status === 'error' && row.type === 'custom')).toBe(true);
    const acme = await domainsOf(admin, { filters: { company_id: String(ACME_ID) }, perPage: 1000 });

    // The owner still reads the company's own domains: exactly the rows of the administrators' company filter.
    const own = await domainsOf(owner, { perPage: 1000 });
    expect(own.meta.total).toBe(acme.meta.total);
    expect(own.data.map((row) => row.id).sort()).toEqual(acme.data.map((row) => row.id).sort());
    expect(own.meta.total).toBeLessThan(all.meta.total);
    const ownSettings = await owner.ok<ListingSettings>('GET', '/client/listing/domains/settings');
    expect(ownSettings.columns.map((c) => c.key)).not.toContain('company_name');
  });

  test("the administrators' variant needs isAdmin and manage.domains", async ({ request }) => {
    const { moderator } = await callers(request);
    // A moderator is an administrator without manage.domains (and without a company).
    expect(await moderator.status('GET', '/client/listing/domains/settings')).toBe(403);
    expect(await moderator.status('POST', '/client/listing/domains/data', {})).toBe(403);
    expect(await moderator.status('POST', store, { name: 'moderated.example' })).toBe(403);
  });

  test('store adds a platform domain without a company; the hostname rules apply', async ({ request }) => {
    const { admin, owner } = await callers(request);
    const answer = await admin.ok<{ data: DomainRow; message: string }>('POST', store, {
      name: 'go-install.app',
    });
    expect(answer.message).toBe('Done.');
    expect(answer.data).toMatchObject({
      name: 'go-install.app',
      type: 'platform',
      status: 'pending',
      ssl_status: 'none',
      company_id: null,
      company_name: '',
      application_id: null,
      verified_at: null,
    });
    const found = await domainsOf(admin, { search: 'go-install.app' });
    expect(found.data).toEqual([expect.objectContaining({ id: answer.data.id, company_name: '' })]);
    // No company sees it.
    expect((await domainsOf(owner, { search: 'go-install.app' })).meta.total).toBe(0);

    const rules: [unknown, string][] = [
      [undefined, 'The field is required.'],
      ['https://go.example', 'Enter the domain without http:// or https://.'],
      ['go.example/path', 'Enter the domain name only: no path, port or spaces.'],
      ['Go.Example', 'Use only lowercase letters, digits, hyphens and dots.'],
      [
        '-go.example',
        'Each part between dots must be 1 to 63 characters and may not start or end with a hyphen.',
      ],
      ['localhost', 'Enter a full domain name, such as example.com.'],
      ['go.example.123', 'The domain must end with a zone of 2 to 63 letters, such as .com.'],
      ['go-install.app', 'This domain has already been added.'],
      ['pwa-panel.app', 'This domain has already been added.'],
      ['play-acme.com', 'This domain has already been added.'],
    ];
    for (const [name, message] of rules) {
      const invalid = await admin.invalid('POST', store, name === undefined ? {} : { name });
      expect(invalid.errors, String(name)).toEqual({ name: [message] });
    }
    // A company cannot add a host the platform already has.
    expect(
      (await owner.invalid('POST', '/client/domain/store', { name: 'go-install.app' })).errors.name,
    ).toEqual(['This domain has already been added.']);
  });

  test("the listing's row actions change a domain's status, each offered where the domain is not in it yet", async ({
    request,
  }) => {
    const { admin, moderator, owner } = await callers(request);
    const settings = await admin.ok<ListingSettings>('GET', '/client/listing/domains/settings');
    const statuses = ['pending', 'active', 'disabled', 'error'];
    const actions = settings.actions ?? [];
    expect(actions.map((action) => [action.key, action.label, action.body])).toEqual([
      ['activate', 'Activate', { status: 'active' }],
      ['disable', 'Disable', { status: 'disabled' }],
      ['mark-pending', 'Mark as pending', { status: 'pending' }],
      ['mark-failed', 'Mark as failed', { status: 'error' }],
    ]);
    for (const action of actions) {
      const target = action.body!.status;
      expect(action, action.key).toMatchObject({
        method: 'PUT',
        url: '/manage/domain/{id}/change-status',
        permission: 'manage.domains',
        visibleWhen: { field: 'status', in: statuses.filter((status) => status !== target) },
      });
      // Only activating serves again at once; every other move asks first.
      expect(Boolean(action.confirm), action.key).toBe(target !== 'active');
      expect(action.destructive === true, action.key).toBe(target !== 'active');
    }
    const russian = await admin.call('GET', '/client/listing/domains/settings', undefined, 'ru');
    expect(((await russian.json()) as ListingSettings).actions?.map((action) => action.label)).toEqual([
      'Активировать',
      'Отключить',
      'Вернуть в ожидание',
      'Отметить как ошибочный',
    ]);

    // Run as the listing runs them: the row's id in the url, the action's body as is.
    const [row] = (await domainsOf(admin, { filters: { status: ['active'], type: 'custom' } })).data;
    expect(row).toBeTruthy();
    const run = (key: string) => {
      const action = actions.find((candidate) => candidate.key === key)!;
      return admin.ok<{ data: DomainRow; message: string }>(
        'PUT',
        action.url.replace('{id}', String(row!.id)),
        action.body,
      );
    };
    for (const [key, status] of [
      ['disable', 'disabled'],
      ['mark-failed', 'error'],
      ['mark-pending', 'pending'],
      ['activate', 'active'],
    ] as const) {
      expect((await run(key)).data.status, key).toBe(status);
      const after = await domainsOf(admin, { search: row!.name });
      expect(after.data.find((candidate) => candidate.id === row!.id)?.status, key).toBe(status);
    }

    // The company's own listing offers none of them; a moderator cannot read the administrators' one.
    const own = await owner.ok<ListingSettings>('GET', '/client/listing/domains/settings');
    expect(own.actions ?? []).toEqual([]);
    expect(await moderator.status('GET', '/client/listing/domains/settings')).toBe(403);
  });

  test('change-status answers the domain and the message; the listing shows it', async ({ request }) => {
    const { admin, moderator, owner } = await callers(request);
    const [target] = (await domainsOf(admin, { filters: { company_id: '2', status: ['active'] } })).data;
    expect(target).toBeTruthy();
    const answer = await admin.ok<{ data: DomainRow; message: string }>('PUT', changeStatus(target!.id), {
      status: 'disabled',
    });
    expect(answer).toEqual({
      message: 'Done.',
      data: expect.objectContaining({
        id: target!.id,
        name: target!.name,
        status: 'disabled',
        company_id: 2,
        company_name: target!.company_name,
      }),
    });
    const after = await domainsOf(admin, { search: target!.name });
    expect(after.data.find((row) => row.id === target!.id)?.status).toBe('disabled');

    // A pending platform domain made active gets its verification date.
    const added = await admin.ok<{ data: DomainRow }>('POST', store, { name: 'activate-me.app' });
    const active = await admin.ok<{ data: DomainRow }>('PUT', changeStatus(added.data.id), {
      status: 'active',
    });
    expect(active.data).toMatchObject({ status: 'active', company_id: null });
    expect(active.data.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    expect((await admin.invalid('PUT', changeStatus(target!.id), { status: 'gone' })).errors).toEqual({
      status: ['The selected value is invalid.'],
    });
    expect(await admin.status('PUT', changeStatus(999999), { status: 'active' })).toBe(404);
    for (const caller of [moderator, owner])
      expect(await caller.status('PUT', changeStatus(target!.id), { status: 'active' })).toBe(403);
  });
});
