/**
 * Helpers shared by the company-area routes (company.ts, team.ts, invitations.ts, pixels.ts, domains.ts): the answer
 * of an action, the id of an update body, option lists, the company's roles and tariff.
 */
import { canGrantRole, type ApplicationChoice, type TeamRoleChoice } from '@panel/contract';
import { z } from 'zod';
import { existing, parseValue, rule, wholeNumber } from '../body';
import { accessOf } from '../auth';
import type { Ctx } from '../context';
import { msg } from '../i18n';
import type { Company, Role, Tariff } from '../store/types';
import { seededText } from '../store/seed-texts';

export interface Option<T = string | number> {
  value: T;
  label: string;
  /** A record's status beside its name (an application's), for a form to warn of an inactive choice. */
  status?: string;
}

/** `{ message, ...extra }`: the answer of an action (docs/api-contract.md, "Record calls"). */
export const done = <E extends object = object>(ctx: Ctx, extra?: E): { message: string } & E => ({
  message: msg(ctx.lang, 'done'),
  ...(extra as E),
});

/** The `id` of an update or action body (`{ id, ... }`): a whole number from 1, else `required`. */
const idSchema = z.object({
  id: z.unknown().transform((value, check) => {
    const id = wholeNumber(value);
    if (id === null || id < 1) {
      check.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    return id;
  }),
});

/** The id of an update or action body (`{ id, ... }`), or 422 on `id`. */
export function bodyId(ctx: Ctx, body: unknown): number {
  return parseValue(ctx.lang, idSchema, body).id;
}

export function companyOf(ctx: Ctx, companyId: number): Company {
  const company = ctx.store.companies.get(companyId);
  if (!company) throw ctx.notFound();
  return company;
}

export function tariffOf(ctx: Ctx, company: Company): Tariff | undefined {
  return ctx.store.tariffs.get(company.tariff_id);
}

/** The roles a company may give its people: those without a `manage.*` permission (the team listing's filter). */
export function companyRoles(ctx: Ctx): Role[] {
  return ctx.store.roles.rows.filter((role) => !role.permissions.some((p) => p.startsWith('manage.')));
}

/** Whether the signed-in user may give this role: they hold every permission of it (canGrantRole). */
export function grantable(ctx: Ctx, role: Role): boolean {
  return canGrantRole(accessOf(ctx.store, ctx.me), role.permissions);
}

/**
 * The roles a picker offers: the company's roles the user may give, and `current` (the record's role, kept as it is
 * even when the user could not give it) so that the form still shows it.
 */
export const roleOptions = (ctx: Ctx, current: number | null = null): TeamRoleChoice[] =>
  companyRoles(ctx)
    .filter((role) => role.id === current || grantable(ctx, role))
    // What each grants, for the picker to say under the choice.
    .map((role) => ({
      value: role.id,
      label: seededText(ctx.lang, role.name),
      description: seededText(ctx.lang, role.description),
      permissions_count: role.permissions.length,
    }));

/** The company's applications that are not deleted, as `{ value: id, label: name }`. */
export function applicationOptions(ctx: Ctx, companyId: number): ApplicationChoice[] {
  const options: ApplicationChoice[] = [];
  for (const app of ctx.store.applications.rows) {
    if (app.company_id === companyId && app.status !== 'deleted')
      // The status lets a form warn of an application that is not active (a push to it reaches nobody).
      options.push({ value: app.id, label: app.name, status: app.status });
  }
  return options;
}

/**
 * A `role_id`: one of the company roles (missing is `required`, another id `filterOption`) that the user may give
 * (422 "roleAboveYours" for one holding a permission they lack); `current`, the record's role, may always be sent back
 * unchanged, so that saving a member's name does not fail on a role someone above the user gave.
 */
export const companyRole = (ctx: Ctx, current: number | null = null) =>
  existing((id) => companyRoles(ctx).some((role) => role.id === id)).superRefine((id, check) => {
    const role = ctx.store.roles.get(id);
    if (id !== current && role && !grantable(ctx, role))
      check.addIssue({ code: 'custom', ...rule('roleAboveYours') });
  });
