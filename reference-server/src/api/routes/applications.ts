/** Application state changes shared by the single-row actions, the bulk actions and the manage area. */
import { publishMissing, type PublishRequirement } from '@panel/contract';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg, t, type MessageKey } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { iso } from '../store/store';
import type { Application, ApplicationStatus } from '../store/types';

export type AppTransition = 'deactivate' | 'delete' | 'restore';

// Only a serving application is deactivated: a draft serves nothing yet (docs/api-contract.md, "Record calls").
const ALLOWED_FROM: Record<AppTransition, ApplicationStatus[]> = {
  deactivate: ['active'],
  delete: ['active', 'draft', 'deactivated'],
  restore: ['deactivated', 'deleted'],
};

const TARGET: Record<AppTransition, ApplicationStatus> = {
  deactivate: 'deactivated',
  delete: 'deleted',
  restore: 'active',
};

/** The statuses in which an action changes nothing: its target, and (deactivating) a draft that serves nothing. */
const UNCHANGED: Record<AppTransition, ApplicationStatus[]> = {
  deactivate: ['deactivated', 'draft'],
  delete: ['deleted'],
  restore: ['active'],
};

/** True when the action would change nothing for the application: bulk actions skip those rows. */
export function alreadyDone(app: Application, transition: AppTransition): boolean {
  return UNCHANGED[transition].includes(app.status);
}

export function canTransition(app: Application, transition: AppTransition): boolean {
  return ALLOWED_FROM[transition].includes(app.status);
}

/** Applies a transition or answers 422 when the status does not allow it. Deleting is soft (restorable). */
export function transition(ctx: Ctx, app: Application, action: AppTransition): Application {
  if (!canTransition(app, action)) {
    throw validationError(ctx.lang, {
      status: [
        msg(ctx.lang, 'actionNotAllowedInStatus', {
          status: t(ctx.lang, VALUE_LABELS[app.status] ?? app.status),
        }),
      ],
    });
  }
  app.status = TARGET[action];
  app.updated_at = iso(Date.now());
  // A deactivated or deleted application's platform domain stops serving; a restored one serves again.
  const domain = app.domain_id ? ctx.store.domains.get(app.domain_id) : undefined;
  if (domain && domain.type === 'platform') domain.status = app.status === 'active' ? 'active' : 'disabled';
  return app;
}

/** The company's application (not deleted), or 404: other companies' rows do not exist for this user. */
export function companyApplication(ctx: Ctx, companyId: number): Application {
  const app = ctx.store.applications.get(ctx.id());
  if (!app || app.company_id !== companyId || app.status === 'deleted') throw ctx.notFound();
  return app;
}

/** The text of each thing a draft lacks to be published, keyed as the 422 names it. */
const PUBLISH_MESSAGES: Record<PublishRequirement, MessageKey> = {
  name: 'publishName',
  developer_name: 'publishDeveloper',
  description: 'publishDescription',
  icon_url: 'publishIcon',
  offer_url: 'publishOffer',
  domain_id: 'publishDomain',
  domain_active: 'publishDomainActive',
};

/**
 * Makes a draft live by the contract's rule (`publishMissing`, the list the record screen shows): 422 on `status`
 * for anything but a draft, else 422 with one message per missing requirement. Its platform domain serves from now.
 */
export function publish(ctx: Ctx, app: Application): Application {
  if (app.status !== 'draft') {
    throw validationError(ctx.lang, {
      status: [
        msg(ctx.lang, 'actionNotAllowedInStatus', {
          status: t(ctx.lang, VALUE_LABELS[app.status] ?? app.status),
        }),
      ],
    });
  }
  const domain = app.domain_id ? ctx.store.domains.get(app.domain_id) : undefined;
  const missing = publishMissing(app, domain?.status ?? null);
  if (missing.length > 0) {
    throw validationError(
      ctx.lang,
      Object.fromEntries(
        missing.map((key) => [key, [msg(ctx.lang, PUBLISH_MESSAGES[key], { name: domain?.name ?? '' })]]),
      ),
    );
  }
  app.status = 'active';
  app.updated_at = iso(Date.now());
  return app;
}
