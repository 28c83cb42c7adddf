import { canGrantRole } from './roles';

describe('canGrantRole', () => {
  it('lets a user give only a role whose permissions they all hold', () => {
    const lead = { isAdmin: false, permissions: ['team.manage', 'application.view'] };
    expect(canGrantRole(lead, ['application.view'])).toBe(true);
    expect(canGrantRole(lead, [])).toBe(true);
    expect(canGrantRole(lead, ['application.view', 'company.deposit'])).toBe(false);
  });

  it("lets an administrator give company permissions, but no administrator's permission they lack", () => {
    const userAdmin = { isAdmin: true, permissions: ['manage.users'] };
    expect(canGrantRole(userAdmin, ['company.deposit', 'team.manage'])).toBe(true);
    expect(canGrantRole(userAdmin, ['manage.users'])).toBe(true);
    expect(canGrantRole(userAdmin, ['manage.users', 'manage.roles'])).toBe(false);
    // The same permissions without isAdmin: a company user holding manage.users gives no company role.
    expect(canGrantRole({ isAdmin: false, permissions: ['manage.users'] }, ['company.deposit'])).toBe(false);
    // Without manage.users (no signing in as users) an administrator gives only what they hold; so does a company
    // user flagged admin.
    expect(canGrantRole({ isAdmin: true, permissions: ['users.admin'] }, ['company.deposit'])).toBe(false);
    expect(canGrantRole({ isAdmin: true, permissions: ['users.admin'] }, ['users.admin'])).toBe(true);
    expect(canGrantRole({ isAdmin: true, permissions: ['team.manage'] }, ['company.deposit'])).toBe(false);
  });
});
