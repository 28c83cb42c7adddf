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
import { isRecord, validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import type { SubscriptionTier } from '../store/types';
import { wholeNumber, type BodyReader } from '../validate';
import { counted, found, readDecimal, readWhole, readerOf } from './catalog-common';
import type { Option } from './company-common';

export const tiersOf = (ctx: Ctx, tariffId: number): SubscriptionTier[] =>
  ctx.store.tiers.rows
    .filter((tier) => tier.tariff_id === tariffId)
    .sort((a, b) => a.installs_from - b.installs_from);

const rangeOf = (tier: Pick<SubscriptionTier, 'installs_from' | 'installs_to'>): string =>
  `${tier.installs_from}–${tier.installs_to ?? '∞'}`;

export function tierData(ctx: Ctx, tier: SubscriptionTier) {
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

type TierFields = Pick<SubscriptionTier, 'name' | 'installs_from' | 'installs_to' | 'price_per_install'>;

/**
 * The range rules against the tariff's other tiers, in this order: only the last tier may be open-ended (on
 * `installs_to`), no overlap (on the bound that falls inside the other tier), no gap after the previous tier (on
 * `installs_from`, naming the number) nor before the next one (on `installs_to`).
 */
function checkRange(ctx: Ctx, input: BodyReader, tariffId: number, fields: TierFields, self?: number): void {
  if (input.errors.has('installs_from') || input.errors.has('installs_to')) return;
  const { lang } = ctx;
  const from = fields.installs_from;
  const to = fields.installs_to ?? Infinity;
  const others = tiersOf(ctx, tariffId).filter((tier) => tier.id !== self);
  const open = others.find((tier) => tier.installs_to === null);
  if (fields.installs_to === null && open)
    input.errors.add('installs_to', msg(lang, 'tierOpenEnded', { tier: open.name, range: rangeOf(open) }));
  const overlapping = others.find(
    (tier) => from <= (tier.installs_to ?? Infinity) && tier.installs_from <= to,
  );
  if (overlapping) {
    const inside = from >= overlapping.installs_from && from <= (overlapping.installs_to ?? Infinity);
    const field = inside ? 'installs_from' : 'installs_to';
    if (!input.errors.has(field))
      input.errors.add(
        field,
        msg(lang, 'tierOverlap', { tier: overlapping.name, range: rangeOf(overlapping) }),
      );
  }
  if (input.errors.has()) return;
  // No overlap: the tiers before this one are closed, the ones after start after `to`.
  const previous = others.filter((tier) => tier.installs_from < from).at(-1);
  const expected = previous ? previous.installs_to! + 1 : 0;
  if (from !== expected) {
    input.errors.add(
      'installs_from',
      previous
        ? msg(lang, 'tierNextFrom', { number: expected, tier: previous.name, to: previous.installs_to! })
        : msg(lang, 'tierFirstFrom'),
    );
  }
  const next = others.find((tier) => tier.installs_from > from);
  if (next && fields.installs_to !== null && fields.installs_to + 1 !== next.installs_from) {
    input.errors.add(
      'installs_to',
      msg(lang, 'tierGapTo', { number: next.installs_from - 1, tier: next.name, from: next.installs_from }),
    );
  }
}

function readTierBody(ctx: Ctx, body: unknown, tariffId: number, current?: SubscriptionTier): TierFields {
  const input = readerOf(ctx, body, current);
  const name = input.string('name', { max: 60 });
  const installsFrom = readWhole(input, 'installs_from', 0);
  const rawTo = input.data.installs_to;
  let installsTo: number | null = null;
  if (rawTo !== undefined && rawTo !== null && rawTo !== '') {
    const value = wholeNumber(rawTo);
    if (value === null || !Number.isSafeInteger(value) || value < 0)
      input.errors.add('installs_to', msg(ctx.lang, 'wholeNumberMin', { min: 0 }));
    else if (!input.errors.has('installs_from') && value <= installsFrom)
      input.errors.add('installs_to', msg(ctx.lang, 'tierInstallsTo'));
    else installsTo = value;
  }
  const price = readDecimal(input, 'price_per_install', 4);
  const fields = { name, installs_from: installsFrom, installs_to: installsTo, price_per_install: price };
  checkRange(ctx, input, tariffId, fields, current?.id);
  input.done();
  return fields;
}

export const tariffTierRoutes: Route[] = [
  {
    // `?tariff_id=` fills the defaults for that tariff: where its next tier starts.
    method: 'GET',
    pattern: '/manage/tariff-tier/create',
    handler(ctx) {
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
      const raw = isRecord(body) ? body.tariff_id : undefined;
      const tariffId = wholeNumber(raw);
      const tariff = tariffId === null ? undefined : ctx.store.tariffs.get(tariffId);
      if (!tariff) {
        const text = raw === undefined || raw === null || raw === '' ? 'required' : 'filterOption';
        throw validationError(ctx.lang, { tariff_id: [msg(ctx.lang, text)] });
      }
      const fields = readTierBody(ctx, body, tariff.id);
      const tier = ctx.store.tiers.insert({ tariff_id: tariff.id, currency: tariff.currency, ...fields });
      return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/tariff-tier/:id/edit',
    handler(ctx) {
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
