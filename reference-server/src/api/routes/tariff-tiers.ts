/**
 * The administrators' subscription tiers of a tariff (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"): isAdmin plus manage.tariffs on every call.
 *
 * The tiers of a tariff always cover the installs from 0 without a gap or an overlap, and only the last one may be
 * open-ended (`installs_to: null`): a store or an update that would break this is refused on the field at fault, and so
 * is a delete of any tier but the last.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import type { SubscriptionTier } from '../store/types';
import type {
  SubscriptionTier as TierAnswer,
  TierBody,
  TierCreateAnswer,
  TierEditAnswer,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, existing, onlyWhenValid, parseValue, readField, rule, text, wholeNumber } from '../body';
import { counted, decimal, found, overlay, wholeFrom } from './catalog-common';
import type { Option } from './company-common';

export const tiersOf = (ctx: Ctx, tariffId: number): SubscriptionTier[] =>
  ctx.store.tiers.rows
    .filter((tier) => tier.tariff_id === tariffId)
    .sort((a, b) => a.installs_from - b.installs_from);

const rangeOf = (tier: Pick<SubscriptionTier, 'installs_from' | 'installs_to'>): string =>
  `${tier.installs_from}–${tier.installs_to ?? '∞'}`;

export function tierData(ctx: Ctx, tier: SubscriptionTier): TierAnswer {
  return {
    id: tier.id,
    tariff_id: tier.tariff_id,
    tariff_name: ctx.store.tariffs.get(tier.tariff_id)?.name ?? '',
    name: tier.name,
    installs_from: tier.installs_from,
    installs_to: tier.installs_to,
    price_per_install: tier.price_per_install,
    currency: tier.currency,
    companies_count: ctx.store.companies.rows.filter((company) => company.subscription_tier_id === tier.id)
      .length,
  };
}

const tariffChoices = (ctx: Ctx): Option<number>[] =>
  ctx.store.tariffs.rows.map((tariff) => ({ value: tariff.id, label: tariff.name }));

/** Where the next tier of a tariff starts: after the last closed tier, 0 for none, null after an open-ended one. */
function nextFrom(ctx: Ctx, tariffId: number): number | null {
  const last = tiersOf(ctx, tariffId).at(-1);
  if (!last) return 0;
  return last.installs_to === null ? null : last.installs_to + 1;
}

type TierFields = Omit<TierBody, 'tariff_id'>;

/**
 * The range rules against the tariff's other tiers, in this order: only the last tier may be open-ended (on
 * `installs_to`), no overlap (on the bound that falls inside the other tier), no gap after the previous tier (on
 * `installs_from`, naming the number) nor before the next one (on `installs_to`). They run once both bounds passed
 * their own rules; the gaps only when nothing else is wrong.
 */
function checkRange(ctx: Ctx, tariffId: number, fields: TierFields, check: z.RefinementCtx, self?: number) {
  const issue = (field: 'installs_from' | 'installs_to', ...message: Parameters<typeof rule>) =>
    check.addIssue({ code: 'custom', path: [field], ...rule(...message) });
  const has = (field: string) => check.issues.some((one) => one.path?.[0] === field);
  const from = fields.installs_from;
  const to = fields.installs_to ?? Infinity;
  const others = tiersOf(ctx, tariffId).filter((tier) => tier.id !== self);
  const open = others.find((tier) => tier.installs_to === null);
  if (fields.installs_to === null && open)
    issue('installs_to', 'tierOpenEnded', { tier: open.name, range: rangeOf(open) });
  const overlapping = others.find(
    (tier) => from <= (tier.installs_to ?? Infinity) && tier.installs_from <= to,
  );
  if (overlapping) {
    const inside = from >= overlapping.installs_from && from <= (overlapping.installs_to ?? Infinity);
    const field = inside ? 'installs_from' : 'installs_to';
    if (!has(field)) issue(field, 'tierOverlap', { tier: overlapping.name, range: rangeOf(overlapping) });
  }
  if (check.issues.length) return;
  // No overlap: the tiers before this one are closed, the ones after start after `to`.
  const previous = others.filter((tier) => tier.installs_from < from).at(-1);
  const expected = previous ? previous.installs_to! + 1 : 0;
  if (from !== expected) {
    if (previous)
      issue('installs_from', 'tierNextFrom', {
        number: expected,
        tier: previous.name,
        to: previous.installs_to!,
      });
    else issue('installs_from', 'tierFirstFrom');
  }
  const next = others.find((tier) => tier.installs_from > from);
  if (next && fields.installs_to !== null && fields.installs_to + 1 !== next.installs_from) {
    issue('installs_to', 'tierGapTo', {
      number: next.installs_from - 1,
      tier: next.name,
      from: next.installs_from,
    });
  }
}

/** The tier's fields; `installs_to` is checked against `installs_from` when that one is a valid number. */
function tierSchema(ctx: Ctx, tariffId: number, data: Record<string, unknown>, current?: SubscriptionTier) {
  const from = wholeFrom(0).safeParse(data.installs_from);
  return bodyOf<TierFields>()(
    z
      .object({
        name: text({ max: 60 }),
        installs_from: wholeFrom(0),
        installs_to: readField(z.number().nullable(), (value, check) => {
          if (value === undefined || value === null || value === '') return null;
          const to = wholeNumber(value);
          if (to === null || !Number.isSafeInteger(to) || to < 0)
            check.addIssue({ code: 'custom', ...rule('wholeNumberMin', { min: 0 }) });
          else if (from.success && to <= from.data)
            check.addIssue({ code: 'custom', ...rule('tierInstallsTo') });
          else return to;
          return z.NEVER;
        }),
        price_per_install: decimal(4),
      })
      .superRefine(
        (fields, check) => checkRange(ctx, tariffId, fields, check, current?.id),
        onlyWhenValid(['installs_from', 'installs_to']),
      ),
  );
}

/** Validates store (every field) or update (the stored tier overlaid with the body). */
function readTierBody(ctx: Ctx, body: unknown, tariffId: number, current?: SubscriptionTier): TierFields {
  const data = overlay(body, current);
  return parseValue(ctx.lang, tierSchema(ctx, tariffId, data, current), data);
}

export const tariffTierRoutes: Route[] = [
  {
    // `?tariff_id=` fills the defaults for that tariff: where its next tier starts.
    method: 'GET',
    pattern: '/manage/tariff-tier/create',
    handler(ctx): TierCreateAnswer {
      requireAdmin(ctx, 'manage.tariffs');
      const raw = ctx.query.get('tariff_id');
      const tariffId = raw === null || raw === '' ? null : wholeNumber(raw);
      if (raw !== null && raw !== '' && (tariffId === null || !ctx.store.tariffs.get(tariffId)))
        throw ctx.notFound();
      return {
        options: { tariff_id: tariffChoices(ctx) },
        defaults: {
          tariff_id: tariffId,
          name: '',
          installs_from: tariffId === null ? 0 : nextFrom(ctx, tariffId),
          installs_to: null,
          price_per_install: '0.0000',
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/tariff-tier/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      const body = await ctx.body();
      // The tariff first: the range rules need it.
      const { tariff_id: tariffId } = parseValue(
        ctx.lang,
        bodyOf<Pick<TierBody, 'tariff_id'>>()(
          z.object({ tariff_id: existing((id) => ctx.store.tariffs.get(id) !== undefined) }),
        ),
        body,
      );
      const tariff = ctx.store.tariffs.get(tariffId)!;
      const fields = readTierBody(ctx, body, tariff.id);
      const tier = ctx.store.tiers.insert({ tariff_id: tariff.id, currency: tariff.currency, ...fields });
      return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/tariff-tier/:id/edit',
    handler(ctx): TierEditAnswer {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      return { data: tierData(ctx, tier), options: { tariff_id: tariffChoices(ctx) } };
    },
  },
  {
    // The tier stays in its tariff: a `tariff_id` in the body is ignored.
    method: 'PUT',
    pattern: '/manage/tariff-tier/:id/update',
    async handler(ctx) {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      Object.assign(tier, readTierBody(ctx, await ctx.body(), tier.tariff_id, tier));
      return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
    },
  },
  {
    // Only the last tier of its tariff can go (any other would leave a gap), and not while companies are on it.
    method: 'DELETE',
    pattern: '/manage/tariff-tier/:id/delete',
    handler(ctx) {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      if (tiersOf(ctx, tier.tariff_id).some((other) => other.installs_from > tier.installs_from))
        throw validationError(ctx.lang, { id: [msg(ctx.lang, 'tierDeleteGap', { range: rangeOf(tier) })] });
      const count = ctx.store.companies.rows.filter(
        (company) => company.subscription_tier_id === tier.id,
      ).length;
      if (count)
        throw validationError(ctx.lang, { id: [counted(ctx.lang, count, 'tierInUseOne', 'tierInUse')] });
      ctx.store.tiers.remove(tier.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  },
];
