import type { RemoteNav } from '@panel/shared-core';
import { checkRule, type Access, type User } from '@panel/shared-core';
import { canEnter, canOpenRoute, listingItemAt, navItemFor, visibleItems, type CanFn } from './route-gate';

const user: User = { id: 1, public_id: 'u1', name: 'U', email: 'u@example.com' };
const canFor =
  (access: Access): CanFn =>
  (rule) =>
    checkRule(user, access, rule);

const member = canFor({ isAdmin: false, permissions: ['statistics.view'] });
const owner = canFor({
  isAdmin: false,
  permissions: ['statistics.view', 'pixel.manage', 'application.view'],
});
const admin = canFor({ isAdmin: true, permissions: ['manage.companies'] });

const nav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/applications', labelKey: 'nav.applications', permission: 'application.view' },
    { to: '/statistics', labelKey: 'nav.statistics', permission: 'statistics.view' },
    { to: '/statistics/detailed', labelKey: 'nav.detailed', permission: 'pixel.manage' },
    { to: '/pixels', labelKey: 'nav.pixels', permission: 'pixel.manage' },
  ],
};

const adminNav: RemoteNav = {
  namespace: 'manage',
  area: { adminOnly: true },
  items: [
    { to: '/companies', labelKey: 'nav.companies', permission: 'manage.companies' },
    { to: '/roles', labelKey: 'nav.roles', permission: 'manage.roles' },
  ],
};

describe('navItemFor', () => {
  it('picks the longest matching prefix', () => {
    expect(navItemFor(nav, '/statistics/detailed/5')?.labelKey).toBe('nav.detailed');
    expect(navItemFor(nav, '/statistics/daily')?.labelKey).toBe('nav.statistics');
    expect(navItemFor(nav, '/statistics')?.labelKey).toBe('nav.statistics');
  });

  it('matches whole segments only', () => {
    expect(navItemFor(nav, '/pixelsandmore')).toBeNull();
    expect(navItemFor(nav, '/')).toBeNull();
  });

  it('lets a root item own everything not claimed by a longer one', () => {
    const withRoot: RemoteNav = { ...nav, items: [{ to: '/', labelKey: 'nav.home' }, ...nav.items] };
    expect(navItemFor(withRoot, '/anything')?.labelKey).toBe('nav.home');
    expect(navItemFor(withRoot, '/pixels/3')?.labelKey).toBe('nav.pixels');
  });
});

describe('canEnter', () => {
  it('applies the rule of the item that owns the path', () => {
    expect(canEnter(nav, '/statistics/daily', member)).toBe(true);
    expect(canEnter(nav, '/statistics/detailed', member)).toBe(false);
    expect(canEnter(nav, '/statistics/detailed', owner)).toBe(true);
    expect(canEnter(nav, '/pixels/12/edit', member)).toBe(false);
  });

  it('lets a path no item owns through to the remote, whose routes decide', () => {
    expect(canEnter(nav, '/profile', member)).toBe(true);
  });

  it('closes an adminOnly area to everyone but administrators, whatever the path', () => {
    expect(canEnter(adminNav, '/companies', owner)).toBe(false);
    expect(canEnter(adminNav, '/', member)).toBe(false);
    expect(canEnter(adminNav, '/companies', admin)).toBe(true);
    expect(canEnter(adminNav, '/roles', admin)).toBe(false);
  });
});

describe('visibleItems', () => {
  it('keeps only what the user may open', () => {
    expect(visibleItems(nav, member).map((i) => i.to)).toEqual(['/statistics']);
    expect(visibleItems(nav, owner).map((i) => i.to)).toEqual([
      '/applications',
      '/statistics',
      '/statistics/detailed',
      '/pixels',
    ]);
  });

  it('shows nothing of an area the user may not enter', () => {
    expect(visibleItems(adminNav, owner)).toEqual([]);
    expect(visibleItems(adminNav, admin).map((i) => i.to)).toEqual(['/companies']);
  });

  it('respects adminOnly on items', () => {
    const mixed: RemoteNav = { ...nav, items: [{ to: '/secret', labelKey: 'x', adminOnly: true }] };
    expect(visibleItems(mixed, owner)).toEqual([]);
    expect(visibleItems(mixed, admin)).toHaveLength(1);
  });
});

describe('canOpenRoute', () => {
  it('lets a route without a handle through and applies a handle rule', () => {
    expect(canOpenRoute(undefined, member)).toBe(true);
    expect(canOpenRoute({ titleKey: 't', permission: 'pixel.manage' }, member)).toBe(false);
    expect(canOpenRoute({ titleKey: 't', adminOnly: true }, admin)).toBe(true);
  });
});

describe('listingItemAt', () => {
  const listingNav: RemoteNav = {
    ...nav,
    items: [
      {
        to: '/applications',
        labelKey: 'nav.applications',
        listing: { name: 'application', scope: 'common' },
      } as RemoteNav['items'][number],
      { to: '/statistics', labelKey: 'nav.statistics' },
    ],
  };

  it("names the menu item whose own screen is the path's listing, with or without a trailing slash", () => {
    expect(listingItemAt(listingNav, '/applications')?.listing.name).toBe('application');
    expect(listingItemAt(listingNav, '/applications/')?.listing.name).toBe('application');
  });

  it('names none for a form or a record under a listing, nor for a menu item without a listing', () => {
    expect(listingItemAt(listingNav, '/applications/1/edit')).toBeUndefined();
    expect(listingItemAt(listingNav, '/applications/new')).toBeUndefined();
    expect(listingItemAt(listingNav, '/statistics')).toBeUndefined();
  });
});
