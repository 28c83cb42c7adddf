import { defineCalls, pathOf, pathParamNames } from './define';

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
