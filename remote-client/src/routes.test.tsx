import { isListingItem } from '@panel/shared-core';
import type { RouteObject } from '@panel/shared-core/router';
import {
  menuRouteDisagreements,
  navShortcutProblems,
  unknownNavPermissions,
} from '@panel/shared-core/testing';
import { nav } from './nav';
import { routes } from './routes';

/** Every path the routes declare, relative to the area (`''` for the index). */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    return [own, ...paths(route.children ?? [], own)];
  });
}

describe('the routes of the company area', () => {
  const declared = new Set(paths(routes));

  it('give every menu item a screen, the overview included', () => {
    for (const item of nav.items) expect(declared).toContain(item.to.replace(/^\/+/, ''));
    expect(nav.items[0]).toMatchObject({ to: '/', labelKey: 'nav.home' });
  });

  it('give each resource its record paths (new, :id, :id/edit) where it has them', () => {
    for (const path of [
      'team/new',
      'team/:id/edit',
      'users/:id/edit',
      'pixels/new',
      'pixels/:id/edit',
      'domains/new',
      'domains/:id',
      'tariffs/:id',
      'applications/:id/edit',
    ]) {
      expect(declared).toContain(path);
    }
  });

  it('agree with every menu item on its permission and admin-only rule', () => {
    expect(menuRouteDisagreements(nav, routes)).toEqual([]);
    // nav.json is JSON, which the type check does not read: its permissions are held to the catalogue here.
    expect(unknownNavPermissions(nav)).toEqual([]);
    // So are its `g` shortcuts: one letter each, none claimed twice in the area.
    expect(navShortcutProblems(nav)).toEqual([]);
  });

  it('tell listing items from screens of their own', () => {
    const listings = nav.items.filter(isListingItem).map((item) => item.to);
    expect(listings).toContain('/applications');
    expect(listings).not.toContain('/');
    expect(listings).not.toContain('/company');
    expect(listings).not.toContain('/tariffs');
  });
});
