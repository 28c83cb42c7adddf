import { refusal, type Account } from './conformance/check';
import { accessAlternatives, defineCalls, pathOf, pathParamNames, type Access } from './define';

describe('a call of the contract', () => {
  const calls = defineCalls<{
    edit: { query: undefined; body: undefined; answer: { id: number } };
    data: { query: undefined; body: { page: number }; answer: unknown };
  }>()(
    'things',
    { company: 'pixel.manage' },
    {
      edit: 'GET /client/things/{id}/edit',
      data: { route: 'POST /client/things/{id}/data', reads: true, access: 'user' },
    },
  );

  it('carries its id, method, path, access and whether it only reads', () => {
    expect(calls.edit).toEqual({
      id: 'things.edit',
      method: 'GET',
      path: '/client/things/{id}/edit',
      access: { company: 'pixel.manage' },
      reads: true,
    });
    expect(calls.data).toMatchObject({ method: 'POST', reads: true, access: 'user' });
  });

  it('puts its path parameters in, encoded, and never the text "undefined"', () => {
    expect(pathOf(calls.edit, { id: 'a b/c' })).toBe('/client/things/a%20b%2Fc/edit');
    expect(pathOf(calls.edit, { id: 7 })).toBe('/client/things/7/edit');
    expect(() => pathOf(calls.edit, {})).toThrow('things.edit: the path parameter id is missing');
    expect(pathParamNames('/a/{id}/b/{key}')).toEqual(['id', 'key']);
  });
});

describe("a call's access", () => {
  const uploaders: Access = {
    anyOf: [{ company: ['application.update', 'push.manage'] }, { admin: 'manage.templates' }],
  };
  const account = (over: Partial<Account>): Account => ({
    token: 't',
    isAdmin: false,
    permissions: [],
    companyId: 1,
    ...over,
  });

  it('lists the permission checks any of which lets a caller in', () => {
    expect(accessAlternatives('public')).toEqual([]);
    expect(accessAlternatives('user')).toEqual([]);
    expect(accessAlternatives({ admin: 'manage.roles' })).toEqual([{ admin: 'manage.roles' }]);
    expect(accessAlternatives(uploaders)).toEqual([
      { company: ['application.update', 'push.manage'] },
      { admin: 'manage.templates' },
    ]);
  });

  it('`anyOf` lets in whoever one alternative lets in, each with its own condition', () => {
    // The conformance check skips what the account may not do, by the same rule as the server's router.
    expect(refusal(uploaders, account({ permissions: ['push.manage'] }))).toBeNull();
    expect(
      refusal(uploaders, account({ isAdmin: true, companyId: null, permissions: ['manage.templates'] })),
    ).toBeNull();
    // A team member who only views; a company permission without a company; a manage one without isAdmin.
    expect(refusal(uploaders, account({ permissions: ['application.view', 'statistics.view'] }))).toBe(
      'the account lacks application.update or push.manage; the account is no administrator',
    );
    expect(refusal(uploaders, account({ companyId: null, permissions: ['push.manage'] }))).toBe(
      'the account has no company; the account is no administrator',
    );
    expect(refusal(uploaders, account({ companyId: null, permissions: ['manage.templates'] }))).toMatch(
      /no administrator$/,
    );
    expect(refusal({ anyOf: [] }, account({ isAdmin: true }))).toBe('the call lets no one in');
  });
});
