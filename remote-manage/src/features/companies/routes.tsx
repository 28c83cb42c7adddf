import { lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';

// Each screen is a chunk of its own, fetched when first opened.
const CompanyListScreen = lazyScreen(() => import('./company-list-screen'));
const CompanyRecordScreen = lazyScreen(() => import('./company-record-screen'));
const CompanyOverviewTab = lazyScreen(() => import('./company-overview-tab'));
const CompanyUsersTab = lazyScreen(() => import('./company-users-tab'));
const CompanyApplicationsTab = lazyScreen(() => import('./company-applications-tab'));
const CompanyTransactionsTab = lazyScreen(() => import('./company-transactions-tab'));
const CompanyStatisticsTab = lazyScreen(() => import('./company-statistics-tab'));
const CompanyFormScreen = lazyScreen(() => import('./company-form-screen'));

/**
 * The companies: the listing, a company's record screen with its tabs (a tab that reads another area's listing or
 * call needs that permission too: users.admin for the users, manage.applications, manage.statistics), and its edit
 * form.
 */
export const featureRoutes: FeatureRoutes = () => [
  {
    path: 'companies',
    children: [
      { index: true, element: <CompanyListScreen /> },
      { path: ':id/edit', element: <CompanyFormScreen />, handle: { titleKey: 'companies.form.crumb' } },
      {
        path: ':id',
        element: <CompanyRecordScreen />,
        handle: { titleKey: 'companies.record.crumb' },
        children: [
          { index: true, element: <CompanyOverviewTab /> },
          {
            path: 'users',
            element: <CompanyUsersTab />,
            handle: { titleKey: 'companies.tabs.users', permission: 'users.admin' },
          },
          {
            path: 'applications',
            element: <CompanyApplicationsTab />,
            handle: { titleKey: 'companies.tabs.applications', permission: 'manage.applications' },
          },
          {
            path: 'transactions',
            element: <CompanyTransactionsTab />,
            handle: { titleKey: 'companies.tabs.transactions' },
          },
          {
            path: 'statistics',
            element: <CompanyStatisticsTab />,
            handle: { titleKey: 'companies.tabs.statistics', permission: 'manage.statistics' },
          },
        ],
      },
    ],
  },
];
