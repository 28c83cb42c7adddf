import { authApi, setNavigator, type ListingAction, type ListingQuery } from '@panel/shared-core';
import { listingApi, listingKeys } from '@panel/shared-core/listing';
import { ApiError } from '../http/api-error';
import { readInviteInfo } from './auth';
import {
  installFakeAdapter,
  json,
  sessionAnswer,
  takeContractMismatches,
  tolerateContractBreaks,
  userInfoAnswer,
  type FakeServer,
} from '@panel/shared-core/testing';

let server: FakeServer | undefined;
let navigate: jest.Mock;

beforeEach(() => {
  navigate = jest.fn();
  setNavigator(navigate);
});
afterEach(() => {
  server?.restore();
  server = undefined;
});

const query: ListingQuery = {
  page: 2,
  perPage: 10,
  sort: { key: 'id', dir: 'desc' },
  filters: { status: 'active', q: '' },
  search: '',
};

describe('listingApi', () => {
  it.each([
    ['common', '/common/listing/application'],
    ['client', '/client/listing/team'],
  ] as const)('calls the %s scope', async (scope, base) => {
    const name = base.split('/').pop()!;
    server = installFakeAdapter((config) => {
      if (config.url!.endsWith('/settings'))
        return json(200, {
          name,
          columns: [{ key: 'id', label: 'ID', type: 'number', sortable: true }],
          filters: [],
          sort: null,
          perPage: 10,
          perPageOptions: [10, 25],
          search: false,
        });
      if (config.url!.endsWith('/data'))
        return json(200, {
          data: [{ id: 1 }],
          meta: { current_page: 2, per_page: 10, total: 11, last_page: 2 },
        });
      return json(200, { totals: { id: 1 } });
    });
    const settings = await listingApi.settings(name, scope);
    const page = await listingApi.data(name, query, scope);
    const totals = await listingApi.aggregations(name, query, scope);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `get ${base}/settings`,
      `post ${base}/data`,
      `post ${base}/aggregations`,
    ]);
    expect(JSON.parse(server.calls[1]!.data as string)).toEqual({
      page: 2,
      perPage: 10,
      sort: { key: 'id', dir: 'desc' },
      filters: { status: 'active' },
      search: '',
    });
    expect(settings.columns[0]!.key).toBe('id');
    expect(page.meta.total).toBe(11);
    expect(totals.totals).toEqual({ id: 1 });
  });

  it('runs a row action with {id} filled and a bulk action with { ids }', async () => {
    server = installFakeAdapter((config) =>
      json(200, config.method === 'delete' ? { message: 'Done.' } : { message: 'Done.', affected: 3 }),
    );
    const action: ListingAction = {
      key: 'destroy',
      label: 'Delete',
      method: 'DELETE',
      url: '/client/pixels/{id}/destroy',
    };
    await listingApi.runAction(action, { id: 42, name: 'Main' });
    await listingApi.runAction(
      { key: 'delete', label: 'Delete', method: 'POST', url: '/common/listing/application/bulk/delete' },
      [1, 2, 3],
    );
    expect(server.calls[0]!.method).toBe('delete');
    expect(server.calls[0]!.url).toBe('/client/pixels/42/destroy');
    expect(server.calls[1]!.method).toBe('post');
    expect(server.calls[1]!.url).toBe('/common/listing/application/bulk/delete');
    expect(JSON.parse(server.calls[1]!.data as string)).toEqual({ ids: [1, 2, 3] });
  });
});

describe('authApi', () => {
  it('uses the contract paths, reading token and access', async () => {
    const info = userInfoAnswer({ user: { id: 1, name: 'A', email: 'a@b.c' }, params: { currency: 'EUR' } });
    const invitation = {
      key: 'abc/1',
      email: 'new@b.c',
      company_name: 'Acme',
      role_name: 'Analyst',
      status: 'pending',
      expires_at: '2026-06-01T00:00:00Z',
      invited_by_name: 'Boris',
    };
    server = installFakeAdapter((config) => {
      if (config.url === '/common/auth/user') return json(200, info);
      if (config.url === '/common/auth/abc%2F1/invite') return json(200, { invitation });
      return json(200, sessionAnswer({ permissions: ['statistics.view'] }));
    });
    await expect(authApi.login({ email: 'a@b.c', password: 'p' })).resolves.toEqual({
      token: 'tok',
      access: { isAdmin: false, permissions: ['statistics.view'] },
    });
    await expect(
      authApi.register({
        name: 'A',
        email: 'a@b.c',
        password: 'p',
        password_confirmation: 'p',
        company_name: 'Acme',
        referral: 'R1',
      }),
    ).resolves.toEqual({
      token: 'tok',
      access: { isAdmin: false, permissions: ['statistics.view'] },
    });
    await expect(authApi.user()).resolves.toEqual(info);
    await expect(authApi.invite('abc/1')).resolves.toEqual({
      ...invitation,
      company: { name: 'Acme' },
      role: { name: 'Analyst' },
    });
    await authApi.telegramLogin({ id: 5, first_name: 'A', auth_date: 1, hash: 'h' });
    await authApi.telegramRegister(5, {
      name: 'A',
      email: 'a@b.c',
      password: 'p',
      password_confirmation: 'p',
      company_name: 'Acme',
      telegram: { id: 5, first_name: 'A', auth_date: 1, hash: 'h' },
    });
    // The widget's signed data goes as it came, nested, for the server to check.
    expect(JSON.parse(server.calls[5]!.data as string)).toMatchObject({
      telegram: { id: 5, first_name: 'A', auth_date: 1, hash: 'h' },
    });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /common/auth/login',
      'post /common/auth/register',
      'get /common/auth/user',
      'get /common/auth/abc%2F1/invite',
      'post /common/auth/telegram/login',
      'post /common/auth/telegram/5/register',
    ]);
  });

  it('reads an invitation wrapped in `invitation` or `data`, with flat or nested company and role', () => {
    const flat = {
      invitation: {
        key: 'k',
        email: 'n@b.c',
        company_name: 'Acme',
        role_name: 'Marketer',
        status: 'pending',
      },
    };
    expect(readInviteInfo(flat)).toEqual({
      key: 'k',
      email: 'n@b.c',
      status: 'pending',
      company_name: 'Acme',
      role_name: 'Marketer',
      company: { name: 'Acme' },
      role: { name: 'Marketer' },
    });
    expect(readInviteInfo({ data: { email: 'n@b.c', company: { id: 2, name: 'Acme' } } })).toEqual({
      email: 'n@b.c',
      company: { id: 2, name: 'Acme' },
    });
    // An empty company name is no company at all.
    expect(readInviteInfo({ email: 'n@b.c', company_name: '' })).not.toHaveProperty('company');
    expect(() => readInviteInfo({ invitation: { company_name: 'Acme' } })).toThrow(ApiError);
  });

  it('public calls fail inline: an unknown invitation does not leave the page', async () => {
    server = installFakeAdapter(() => json(404, { message: 'Not found.' }));
    await expect(authApi.invite('nope')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a registration that does not sign in resolves null', async () => {
    server = installFakeAdapter(() => json(200, { message: 'Check your email' }));
    await expect(
      authApi.register({
        name: 'A',
        email: 'a@b.c',
        password: 'p',
        password_confirmation: 'p',
        company_name: 'Acme',
      }),
    ).resolves.toBeNull();
  });

  it('a login answer without a token is an unexpected error', async () => {
    // An answer that breaks the contract, read as a production build would read it.
    tolerateContractBreaks();
    server = installFakeAdapter(() => json(200, { ok: true }));
    await expect(authApi.login({ email: 'a@b.c', password: 'p' })).rejects.toMatchObject({
      status: 500,
      message: 'Unexpected error',
    });
    expect(takeContractMismatches()).toEqual([
      'POST /common/auth/login (auth.login) answered 200: token: expected a string, got nothing (the field is missing)',
    ]);
  });
});

describe('query keys', () => {
  it('start with the area name', () => {
    expect(listingKeys.settings('client', 'team', 'en')).toEqual([
      'listing',
      'client',
      'team',
      'settings',
      'en',
    ]);
    expect(listingKeys.data('common', 'roles', query, 'ru')).toEqual([
      'listing',
      'common',
      'roles',
      'data',
      query,
      'ru',
    ]);
    expect(listingKeys.listing('common', 'roles')).toEqual(['listing', 'common', 'roles']);
  });
});
