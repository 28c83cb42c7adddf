import { lazyScreen, type RouteObject } from '@panel/shared-core/router';

// Each screen is a chunk of its own, fetched when first opened.
const CompaniesListScreen = lazyScreen(() => import('./companies-list-screen'));
const CompanyRecordScreen = lazyScreen(() => import('./company-record-screen'));
const CompanyOverviewTab = lazyScreen(() => import('./company-overview-tab'));
const CompanyUsersTab = lazyScreen(() => import('./company-users-tab'));
const CompanyApplicationsTab = lazyScreen(() => import('./company-applications-tab'));
const CompanyTransactionsTab = lazyScreen(() => import('./company-transactions-tab'));
const CompanyStatisticsTab = lazyScreen(() => import('./company-statistics-tab'));
const CompanyFormScreen = lazyScreen(() => import('./company-form-screen'));

const handle = (titleKey: string, permission = 'manage.companies') => ({
  titleKey,
  permission,
  adminOnly: true,
});

/** The menu items (nav.json `to`) whose screens these routes declare. */
export const ownPaths: string[] = ['/companies'];

/**
 * The companies: the listing, a company's record screen with its tabs (a tab that reads another area's listing or
 * call needs that permission too: users.admin for the users, manage.applications, manage.statistics), and its edit
 * form.
 */
export const featureRoutes: RouteObject[] = [
  {
    path: 'companies',
    handle: handle('nav.companies'),
    children: [
      { index: true, element: <CompaniesListScreen /> },
      { path: ':id/edit', element: <CompanyFormScreen />, handle: handle('companies.form.crumb') },
      {
        path: ':id',
        element: <CompanyRecordScreen />,
        handle: handle('companies.record.crumb'),
        children: [
          { index: true, element: <CompanyOverviewTab /> },
          {
            path: 'users',
            element: <CompanyUsersTab />,
            handle: handle('companies.tabs.users', 'users.admin'),
          },
          {
            path: 'applications',
            element: <CompanyApplicationsTab />,
            handle: handle('companies.tabs.applications', 'manage.applications'),
          },
          {
            path: 'transactions',
            element: <CompanyTransactionsTab />,
            handle: handle('companies.tabs.transactions'),
          },
          {
            path: 'statistics',
            element: <CompanyStatisticsTab />,
            handle: handle('companies.tabs.statistics', 'manage.statistics'),
          },
        ],
      },
    ],
  },
];
