import type { AreaRemoteNav } from '@panel/shared-core';
import { menuRouteDisagreements, unknownNavPermissions } from '@panel/shared-core/testing';
import { areaRoutes, type FeatureRoutes } from './area-routes';
import type { RouteObject } from 'react-router-dom';

const nav: AreaRemoteNav = {
  namespace: 'demo',
  area: { adminOnly: true },
  items: [
    { to: '/', labelKey: 'nav.home' },
    {
      to: '/orders',
      labelKey: 'nav.orders',
      permission: 'statistics.view',
      listing: { name: 'order', scope: 'common' },
    },
    {
      to: '/orders/archive',
      labelKey: 'nav.archive',
      permission: 'statistics.view',
      listing: { name: 'order-archive', scope: 'common' },
    },
    {
      to: '/refunds',
      labelKey: 'nav.refunds',
      permission: 'company.deposit',
      listing: { name: 'refund', scope: 'common' },
    },
  ],
};

const Screen = () => null;

const home: FeatureRoutes = () => [{ index: true, element: <Screen /> }];
const orders: FeatureRoutes = ({ listing }) => [
  {
    path: 'orders',
    children: [
      { index: true, element: listing('/orders') },
      { path: 'archive', element: <Screen /> },
      { path: 'new', element: <Screen />, handle: { titleKey: 'orders.new', permission: 'order.create' } },
      { path: ':id', element: <Screen />, handle: { titleKey: 'orders.record' } },
    ],
  },
];

const at = (routes: RouteObject[], ...path: string[]): RouteObject => {
  let list = routes;
  let found: RouteObject | undefined;
  for (const segment of path) {
    found = list.find((route) => (segment === '' ? route.index : route.path === segment));
    if (!found) throw new Error(`no route ${path.join('/')}`);
    list = found.children ?? [];
  }
  return found as RouteObject;
};

describe('areaRoutes', () => {
  const routes = areaRoutes(nav, [home, orders]);

  it("gives the route that opens a menu item the item's title and rule", () => {
    expect(at(routes, '').handle).toEqual({ titleKey: 'nav.home', permission: undefined, adminOnly: true });
    expect(at(routes, 'orders').handle).toEqual({
      titleKey: 'nav.orders',
      permission: 'statistics.view',
      adminOnly: true,
    });
    // A menu item nested in another's routes takes its own title.
    expect(at(routes, 'orders', 'archive').handle).toEqual({
      titleKey: 'nav.archive',
      permission: 'statistics.view',
      adminOnly: true,
    });
  });

  it("gives a route below an item the item's rule, unless it names a narrower permission", () => {
    expect(at(routes, 'orders', ':id').handle).toEqual({
      titleKey: 'orders.record',
      permission: 'statistics.view',
      adminOnly: true,
    });
    expect(at(routes, 'orders', 'new').handle).toEqual({
      titleKey: 'orders.new',
      permission: 'order.create',
      adminOnly: true,
    });
  });

  it('opens the listing of a menu item that no feature declares', () => {
    const refunds = at(routes, 'refunds');
    expect(refunds.handle).toEqual({
      titleKey: 'nav.refunds',
      permission: 'company.deposit',
      adminOnly: true,
    });
    expect(refunds.element).toMatchObject({ props: { item: nav.items[3], namespace: 'demo' } });
  });

  it('refuses a menu item without a listing that no feature declares', () => {
    expect(() => areaRoutes(nav, [orders])).toThrow('No feature declares the screen of /');
  });

  it('builds routes the menu agrees with', () => {
    expect(menuRouteDisagreements(nav, routes)).toEqual([]);
  });
});

describe('menuRouteDisagreements', () => {
  it('names a route whose permission or admin-only rule differs from its menu item, and a missing route', () => {
    const routes: RouteObject[] = [
      { index: true, element: <Screen />, handle: { titleKey: 'nav.home', adminOnly: true } },
      {
        path: 'orders',
        handle: { titleKey: 'nav.orders', permission: 'manage.statistics', adminOnly: true },
        children: [
          {
            path: 'archive',
            element: <Screen />,
            handle: { titleKey: 'nav.archive', permission: 'statistics.view' },
          },
        ],
      },
    ];
    expect(menuRouteDisagreements(nav, routes)).toEqual([
      '/orders: the menu asks for statistics.view, the route for manage.statistics',
      '/orders/archive: admin-only is true in the menu, false on the route',
      '/refunds: no route',
      'orders/archive: below the admin-only /orders/archive but not admin-only',
    ]);
  });
});

describe('unknownNavPermissions', () => {
  it('names every permission of a menu that the catalogue lacks, and none of one that only asks for known ones', () => {
    expect(unknownNavPermissions(nav)).toEqual([]);
    // A JSON menu is not type-checked: this is how a typo in nav.json shows.
    const typo = JSON.parse(
      JSON.stringify({
        ...nav,
        area: { permission: 'statistic.view' },
        items: [...nav.items, { to: '/x', labelKey: 'nav.x', permission: 'pixel.view' }],
        actions: [{ to: '/y', labelKey: 'nav.y', permission: 'team.manage' }],
      }),
    ) as AreaRemoteNav;
    expect(unknownNavPermissions(typo)).toEqual([
      'the area asks for "statistic.view", which is not a permission of the catalogue',
      'the item /x asks for "pixel.view", which is not a permission of the catalogue',
    ]);
  });
});
