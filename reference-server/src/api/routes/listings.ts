/**
 * The listing calls for every name of the registry:
 *   GET  /{scope}/listing/{name}/settings
 *   POST /{scope}/listing/{name}/data
 *   POST /{scope}/listing/{name}/aggregations   (listings with aggregations: true; `group_by` for charts)
 *   POST /common/listing/{name}/bulk/{action}   (listings with bulkActions), body { ids: [...] }
 */
import type { ListingAggregationsBody, ListingBulkBody } from '@panel/contract';
import { z } from 'zod';
import { requireAdmin, requireCompanyPermission, hasPermission } from '../auth';
import { bodyOf, parseBody, parseValue, rule } from '../body';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import { adminVariants, listingDefinitions } from '../listings/definitions';
import { aggregationsOf, dataOf, parseQuery, rowsOf, settingsOf, sortedRowsOf } from '../listings/engine';
import { findListing, type ListingScope } from '../listings/registry';
import type { ListingDef } from '../listings/types';
import type { Route } from '../router';
import type { Application } from '../store/types';
import { alreadyDone, canTransition, transition, type AppTransition } from './applications';

/**
 * Resolves the listing and checks access: 404 unknown name, 403 without the permission. An administrator with the
 * entry's `adminPermission` reads the platform-wide variant of a company listing.
 */
export function guard(ctx: Ctx, scope: ListingScope): ListingDef {
  const entry = findListing(scope, ctx.params.name ?? '');
  const def = entry ? listingDefinitions.get(entry.name) : undefined;
  if (!entry || !def) throw ctx.notFound();
  const variant = entry.adminPermission ? adminVariants.get(entry.name) : undefined;
  if (variant && ctx.me.is_admin && hasPermission(ctx, entry.adminPermission!)) return variant;
  if (entry.adminOnly) requireAdmin(ctx, entry.permission);
  else requireCompanyPermission(ctx, entry.permission);
  return def;
}

const scoped = (scope: ListingScope): Route[] => [
  {
    method: 'GET',
    pattern: `/${scope}/listing/:name/settings`,
    handler: (ctx) => settingsOf(ctx, guard(ctx, scope)),
  },
  {
    method: 'POST',
    pattern: `/${scope}/listing/:name/data`,
    readOnly: true,
    async handler(ctx) {
      const def = guard(ctx, scope);
      const query = parseQuery(ctx, def, await ctx.body());
      return dataOf(def, sortedRowsOf(ctx, def, query.sort), query, true);
    },
  },
  {
    method: 'POST',
    pattern: `/${scope}/listing/:name/aggregations`,
    readOnly: true,
    async handler(ctx) {
      const def = guard(ctx, scope);
      if (!def.aggregations) throw ctx.notFound();
      const body = await ctx.body();
      const query = parseQuery(ctx, def, body);
      const { group_by: groupBy } = parseValue(ctx.lang, groupBySchema(def), body);
      return aggregationsOf(def, rowsOf(ctx, def), query, groupBy ?? undefined);
    },
  },
];

/**
 * The optional `group_by` of an aggregations body: one of the listing's groupBy fields, else 422 on `group_by`. Read
 * after the query (parseQuery), whose errors come first.
 */
function groupBySchema(def: ListingDef) {
  return bodyOf<Pick<ListingAggregationsBody, 'group_by'>>()(
    z.object({
      group_by: z
        .unknown()
        .transform((value, check): string | null | undefined => {
          if (value === undefined || value === null) return value;
          if (!def.groupBy?.length) {
            check.addIssue({ code: 'custom', ...rule('groupByNotAllowed') });
            return z.NEVER;
          }
          if (typeof value !== 'string' || !def.groupBy.includes(value)) {
            check.addIssue({ code: 'custom', ...rule('groupByOption', { options: def.groupBy.join(', ') }) });
            return z.NEVER;
          }
          return value;
        })
        .optional(),
    }),
  );
}

/** `{ ids: [...] }`: a non-empty list of positive integers (`idsRequired` otherwise), each once. */
const idsSchema = bodyOf<ListingBulkBody>()(
  z.object({
    ids: z.unknown().transform((ids, check) => {
      if (
        !Array.isArray(ids) ||
        ids.length === 0 ||
        ids.some((id) => !Number.isSafeInteger(Number(id)) || Number(id) < 1)
      ) {
        check.addIssue({ code: 'custom', ...rule('idsRequired') });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    }),
  }),
);

/**
 * Bulk actions change all rows or none: unknown ids (or ids outside the user's company) and rows whose status
 * does not allow the action answer 422 before anything changes. Answer: `{ message, affected }`.
 */
async function bulkApplications(
  ctx: Ctx,
  def: ListingDef,
  action: string,
): Promise<{ message: string; affected: number }> {
  const advertised = def.bulkActions?.find((a) => a.key === action);
  if (!advertised) throw ctx.notFound();
  if (advertised.permission && !hasPermission(ctx, advertised.permission)) throw ctx.forbidden();
  const { ids } = await parseBody(ctx, idsSchema);
  const companyId = def.name === 'application' ? ctx.me.company_id : null;
  const apps = ids.map((id) => ctx.store.applications.get(id));
  const unknown: number[] = [];
  ids.forEach((id, index) => {
    const app = apps[index];
    if (!app || (companyId !== null && (app.company_id !== companyId || app.status === 'deleted')))
      unknown.push(id);
  });
  if (unknown.length)
    throw validationError(ctx.lang, { ids: [msg(ctx.lang, 'idsUnknown', { ids: unknown.join(', ') })] });
  const kind = action as AppTransition;
  // Rows already in the target status are skipped, so "deactivate selected" over a mixed selection works.
  const pending = apps.filter((app): app is Application => app !== undefined && !alreadyDone(app, kind));
  const blocked = pending.filter((app) => !canTransition(app, kind)).map((app) => app.id);
  if (blocked.length) {
    throw validationError(ctx.lang, { ids: [msg(ctx.lang, 'bulkNotAllowed', { ids: blocked.join(', ') })] });
  }
  for (const app of pending) transition(ctx, app, kind);
  return { message: msg(ctx.lang, 'done'), affected: pending.length };
}

export const listingRoutes: Route[] = [
  ...scoped('common'),
  ...scoped('client'),
  {
    method: 'POST',
    pattern: '/common/listing/:name/bulk/:action',
    async handler(ctx) {
      const def = guard(ctx, 'common');
      if (def.name !== 'application' && def.name !== 'manage-application') throw ctx.notFound();
      return bulkApplications(ctx, def, ctx.params.action ?? '');
    },
  },
];
