import { accessAlternatives, pathParamNames } from './define';
import { contractCall, contractCalls, matchCall } from './registry';
import { COMPANY_PERMISSIONS, MANAGE_PERMISSIONS } from './permissions';

describe("the contract's registry", () => {
  it('names every call once, and no route twice', () => {
    const ids = contractCalls.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = contractCalls.map((call) => `${call.method} ${call.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('gives every call a summary, a path under the base and the path parameters its schemas name', () => {
    for (const call of contractCalls) {
      expect(call.summary.length).toBeGreaterThan(0);
      expect(call.path).toMatch(/^\/[a-z]/);
      if (call.params)
        expect(Object.keys(call.params.shape).sort()).toEqual(pathParamNames(call.path).sort());
    }
  });

  it("asks only for permissions of the catalogue: a company's of a member, a manage one of an administrator", () => {
    for (const call of contractCalls)
      for (const one of accessAlternatives(call.access)) {
        const names = 'company' in one ? one.company : one.admin;
        for (const name of typeof names === 'string' ? [names] : names)
          expect('company' in one ? COMPANY_PERMISSIONS : MANAGE_PERMISSIONS).toContain(name);
      }
  });

  it('finds a call by its id and by a request, a literal segment before a parameter', () => {
    expect(contractCall('pixels.edit')?.path).toBe('/client/pixels/{id}/edit');
    expect(matchCall('GET', '/client/pixels/7/edit')?.id).toBe('pixels.edit');
    expect(matchCall('GET', '/client/pixels/create')?.id).toBe('pixels.create');
    expect(matchCall('PUT', '/client/pixels/7/edit')).toBeUndefined();
    expect(matchCall('GET', '/client/pixels/7')).toBeUndefined();
  });
});
