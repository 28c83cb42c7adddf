import { act, render, renderHook, screen } from '@testing-library/react';
import {
  Can,
  accessAtom,
  checkRule,
  hasPermission,
  store,
  useCan,
  useIsAdmin,
  usePermission,
  userAtom,
  type Access,
  type User,
} from '@panel/shared-core';

const user: User = { id: 1, public_id: 'p1', name: 'Ann', email: 'ann@example.com' };
const access: Access = { isAdmin: false, permissions: ['application.view', 'pixel.manage'] };
const admin: Access = { isAdmin: true, permissions: ['manage.companies'] };

beforeEach(() => {
  store.set(userAtom, null);
  store.set(accessAtom, { isAdmin: false, permissions: [] });
});

describe('hasPermission', () => {
  it('is false without a user, even when the permission is listed', () => {
    expect(hasPermission(null, access, 'application.view')).toBe(false);
  });
  it('is false without the permission', () => {
    expect(hasPermission(user, access, 'application.delete')).toBe(false);
  });
  it('is true with a user and the permission', () => {
    expect(hasPermission(user, access, 'application.view')).toBe(true);
  });
  it('an admin flag does not grant unlisted permissions', () => {
    expect(hasPermission(user, admin, 'application.view')).toBe(false);
  });
});

describe('checkRule', () => {
  it('adminOnly needs a loaded administrator', () => {
    expect(checkRule(user, admin, { adminOnly: true })).toBe(true);
    expect(checkRule(user, access, { adminOnly: true })).toBe(false);
    expect(checkRule(null, admin, { adminOnly: true })).toBe(false);
  });
  it('both parts must hold when both are given', () => {
    expect(checkRule(user, admin, { adminOnly: true, permission: 'manage.companies' })).toBe(true);
    expect(checkRule(user, admin, { adminOnly: true, permission: 'manage.roles' })).toBe(false);
    expect(
      checkRule(
        user,
        { isAdmin: false, permissions: ['manage.roles'] },
        { adminOnly: true, permission: 'manage.roles' },
      ),
    ).toBe(false);
  });
  it('an empty rule holds', () => {
    expect(checkRule(null, null, {})).toBe(true);
  });
});

describe('hooks and <Can>', () => {
  it('usePermission, useIsAdmin and useCan follow the session', () => {
    const { result } = renderHook(() => ({
      view: usePermission('application.view'),
      admin: useIsAdmin(),
      can: useCan(),
    }));
    expect(result.current.view).toBe(false);
    expect(result.current.admin).toBe(false);

    act(() => {
      store.set(userAtom, user);
      store.set(accessAtom, access);
    });
    expect(result.current.view).toBe(true);
    expect(result.current.admin).toBe(false);
    expect(result.current.can({ permission: 'pixel.manage' })).toBe(true);
    expect(result.current.can({ permission: 'pixel.manage', adminOnly: true })).toBe(false);

    act(() => store.set(accessAtom, admin));
    expect(result.current.admin).toBe(true);
    expect(result.current.can({ adminOnly: true })).toBe(true);
  });

  it('<Can> renders its children or the fallback', () => {
    const ui = () => (
      <>
        <Can permission="application.view" fallback={<span>no view</span>}>
          <span>view</span>
        </Can>
        <Can adminOnly>
          <span>admin area</span>
        </Can>
      </>
    );
    const { rerender } = render(ui());
    expect(screen.getByText('no view')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();

    act(() => {
      store.set(userAtom, user);
      store.set(accessAtom, { isAdmin: true, permissions: ['application.view'] });
    });
    rerender(ui());
    expect(screen.getByText('view')).toBeInTheDocument();
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
