import type { ReactNode } from 'react';
import { Navigate, lazyScreen, type FeatureRoutes } from '@panel/shared-core/router';
import type { TemplateListScreenProps } from './template-list-screen';

const TemplateListScreen = lazyScreen<TemplateListScreenProps>(() => import('./template-list-screen'));

/**
 * The routes of one kind of template, for its feature's `routes.tsx`: its listing with a "New …" button, the create
 * form, the edit form, and the template's own path leading to its edit form (the listings link to `/edit`; a
 * template has no record screen).
 */
export function templateRoutes(to: string, screen: { newKey: string; form: ReactNode }): FeatureRoutes {
  return ({ listingItem }) => [
    {
      path: to.replace(/^\/+/, ''),
      children: [
        { index: true, element: <TemplateListScreen item={listingItem(to)} newLabelKey={screen.newKey} /> },
        { path: 'new', element: screen.form, handle: { titleKey: screen.newKey } },
        { path: ':id/edit', element: screen.form, handle: { titleKey: 'templates.edit' } },
        { path: ':id', element: <Navigate to="edit" replace /> },
      ],
    },
  ];
}
