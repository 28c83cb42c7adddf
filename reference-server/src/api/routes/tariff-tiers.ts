/**
 * The administrators' subscription tiers of a tariff (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"): isAdmin plus manage.tariffs on every call.
 *
 * The tiers of a tariff always cover the installs from 0 without a gap or an overlap, and only the last one may be
 * open-ended (`installs_to: null`): a store or an update that would break this is refused on the field at fault, and so
 * is a delete of any tier but the last.
 */
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import type { SubscriptionTier } from '../store/types';
import {
  TIER_LIMITS,
  nextTierStart,
  sortTiers,
  tierCalls,
  tierRangeProblems,
  type SubscriptionTier as TierAnswer,
  type TierBody,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, existing, whenFieldsValid, parseValue, readField, rule, text, wholeNumber } from '../body';
import { counted, decimal, found, overlay, wholeFrom } from './catalog-common';
import type { Option } from './company-common';
import { checkVersion, touch, versionOf } from '../versions';

export const tiersOf = (ctx: Ctx, tariffId: number): SubscriptionTier[] =>
  sortTiers(ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariffId));

const rangeOf = (tier: Pick<SubscriptionTier, 'installs_from' | 'installs_to'>): string =>
  `${tier.installs_from}–${tier.installs_to ?? '∞'}`;

export function tierData(ctx: Ctx, tier: SubscriptionTier): TierAnswer {
  return {
    id: tier.id,
    version: versionOf(tier),
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

type TierFields = Omit<TierBody, 'tariff_id'>;

/**
 * The range rules against the tariff's other tiers (the contract's `tierRangeProblems`), each on its field: only the
 * last tier may be open-ended, no overlap, no gap after the previous tier (naming the number) nor before the next one.
 * They run once both bounds passed their own rules; the gaps only when nothing else is wrong.
 */
function checkRange(ctx: Ctx, tariffId: number, fields: TierFields, check: z.RefinementCtx, self?: number) {
  const others = tiersOf(ctx, tariffId).filter((tier) => tier.id !== self);
  const wrongBefore = check.issues.length > 0;
  for (const problem of tierRangeProblems(fields, others)) {
    const issue = (...message: Parameters<typeof rule>) =>
      check.addIssue({ code: 'custom', path: [problem.field], ...rule(...message) });
    switch (problem.kind) {
      case 'secondOpen':
        issue('tierOpenEnded', { tier: problem.tier.name, range: rangeOf(problem.tier) });
        break;
      case 'overlap':
        issue('tierOverlap', { tier: problem.tier.name, range: rangeOf(problem.tier) });
        break;
      case 'firstFrom':
        if (!wrongBefore) issue('tierFirstFrom');
        break;
      case 'gapBefore':
        if (!wrongBefore)
          issue('tierNextFrom', {
            number: problem.expected,
            tier: problem.tier.name,
            to: problem.tier.installs_to ?? '∞',
          });
        break;
      case 'gapAfter':
        if (!wrongBefore)
          issue('tierGapTo', {
            number: problem.expected,
            tier: problem.tier.name,
            from: problem.tier.installs_from,
          });
        break;
    }
  }
}

/** The tier's fields; `installs_to` is checked against `installs_from` when that one is a valid number. */
function tierSchema(ctx: Ctx, tariffId: number, data: Record<string, unknown>, current?: SubscriptionTier) {
  const from = wholeFrom(0).safeParse(data.installs_from);
  return bodyOf<TierFields>()(
    z
      .object({
        name: text({ max: TIER_LIMITS.name }),
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
        price_per_install: decimal(TIER_LIMITS.priceDecimals),
      })
      .superRefine(
        (fields, check) => checkRange(ctx, tariffId, fields, check, current?.id),
        whenFieldsValid(['installs_from', 'installs_to']),
      ),
  );
}

/** Validates store (every field) or update (the stored tier overlaid with the body). */
function readTierBody(ctx: Ctx, body: unknown, tariffId: number, current?: SubscriptionTier): TierFields {
  const data = overlay(body, current);
  return parseValue(ctx.lang, tierSchema(ctx, tariffId, data, current), data);
}

export const tariffTierRoutes = implement(tierCalls, {
  // `?tariff_id=` fills the defaults for that tariff: where its next tier starts.
  create(ctx) {
    const raw = ctx.query.get('tariff_id');
    const tariffId = raw === null || raw === '' ? null : wholeNumber(raw);
    if (raw !== null && raw !== '' && (tariffId === null || !ctx.store.tariffs.get(tariffId)))
      throw ctx.notFound();
    return {
      options: { tariff_id: tariffChoices(ctx) },
      defaults: {
        tariff_id: tariffId,
        name: '',
        installs_from: tariffId === null ? 0 : nextTierStart(tiersOf(ctx, tariffId)),
        installs_to: null,
        price_per_install: '0.0000',
      },
    };
  },
  async store(ctx) {
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
  edit(ctx) {
    const tier = found(ctx, (id) => ctx.store.tiers.get(id));
    return { data: tierData(ctx, tier), options: { tariff_id: tariffChoices(ctx) } };
  },
  // The tier stays in its tariff: a `tariff_id` in the body is ignored.
  async update(ctx) {
    const tier = found(ctx, (id) => ctx.store.tiers.get(id));
    await checkVersion(ctx, tier, () => tierData(ctx, tier));
    Object.assign(tier, readTierBody(ctx, await ctx.body(), tier.tariff_id, tier));
    touch(tier);
    return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
  },
  // Only the last tier of its tariff can go (any other would leave a gap), and not while companies are on it.
  delete(ctx) {
    const tier = found(ctx, (id) => ctx.store.tiers.get(id));
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
});
