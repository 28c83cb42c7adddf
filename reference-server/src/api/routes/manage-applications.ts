/**
 * The administrators' application calls (manage.applications): the form of any company's application
 * (application-forms.ts), and restoring, deactivating and deleting one.
 */
import { manageApplicationCalls } from '@panel/contract';
import type { Ctx } from '../context';
import { implement } from '../router';
import type { Application } from '../store/types';
import { applicationData, manageApplicationForm } from './application-forms';
import { transition, type AppTransition } from './applications';
import { done } from './company-common';

function anyApplication(ctx: Ctx): Application {
  const app = ctx.store.applications.get(ctx.id());
  if (!app) throw ctx.notFound();
  return app;
}

/** An action's answer: the application after it, with its company's name. */
const act = (ctx: Ctx, action: AppTransition) => ({
  ...done(ctx),
  data: applicationData(ctx, transition(ctx, anyApplication(ctx), action), true),
});

export const manageApplicationRoutes = implement(manageApplicationCalls, {
  ...manageApplicationForm,
  restore: (ctx) => act(ctx, 'restore'),
  deactivate: (ctx) => act(ctx, 'deactivate'),
  delete: (ctx) => act(ctx, 'delete'),
});
