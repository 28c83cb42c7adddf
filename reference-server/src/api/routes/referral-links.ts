/**
 * The administrators' referral links (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"):
 * isAdmin plus manage.referrals on every call.
 */
import type { Ctx } from '../context';
import { msg } from '../i18n';
import { implement } from '../router';
import { iso } from '../store/store';
import type { ReferralLink } from '../store/types';
import {
  REFERRAL_LINK_LIMITS,
  isBonusPercent,
  referralCodeProblem,
  referralLinkCalls,
  type ReferralLink as LinkAnswer,
  type ReferralLinkBody,
  type ReferralLinkCreateAnswer,
  type ReferredCompany,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, existing, parseValue, rule, text } from '../body';
import { active, decimalText, found, overlay } from './catalog-common';
import { checkVersion, touch, versionOf } from '../versions';

/** Where a referral link leads (the seed writes the same addresses). */
const REFERRAL_BASE = 'http://localhost:8080/admin/registration/';

function linkData(ctx: Ctx, link: ReferralLink): LinkAnswer {
  const owner = ctx.store.users.get(link.owner_id);
  return {
    id: link.id,
    name: link.name,
    code: link.code,
    url: link.url,
    owner_id: link.owner_id,
    owner_name: owner?.name ?? '',
    owner_email: owner?.email ?? '',
    bonus_percent: link.bonus_percent,
    registrations_count: link.registrations_count,
    deposits_sum: link.deposits_sum,
    currency: link.currency,
    is_active: link.is_active,
    created_at: link.created_at,
  };
}

/** The companies registered through the link, each with the sum of its deposits. */
function linkCompanies(ctx: Ctx, link: ReferralLink): ReferredCompany[] {
  const companies = ctx.store.companies.rows.filter((company) => company.referral_link_id === link.id);
  const cents = new Map(companies.map((company) => [company.id, 0]));
  for (const row of ctx.store.transactions.rows) {
    const sum = cents.get(row.company_id);
    if (sum !== undefined && row.type === 'deposit')
      cents.set(row.company_id, sum + Math.round(Number(row.amount) * 100));
  }
  return companies.map((company) => ({
    id: company.id,
    name: company.name,
    currency: company.currency,
    created_at: company.created_at,
    deposits_sum: ((cents.get(company.id) ?? 0) / 100).toFixed(2),
  }));
}

const linkOptions = (ctx: Ctx): ReferralLinkCreateAnswer['options'] => ({
  owner_id: ctx.store.users.rows.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
});

/** The link's fields; a code is unique (whatever its case) and the owner is an existing user. */
function linkSchema(ctx: Ctx, current?: ReferralLink) {
  return bodyOf<ReferralLinkBody>()(
    z.object({
      name: text({ max: REFERRAL_LINK_LIMITS.name }),
      code: text({ max: Number.MAX_SAFE_INTEGER })
        .refine((code) => referralCodeProblem(code) === null, {
          ...rule('referralCodeFormat'),
          abort: true,
        })
        .refine(
          (code) =>
            !ctx.store.referralLinks.rows.some(
              (link) => link.id !== current?.id && link.code.toLowerCase() === code.toLowerCase(),
            ),
          rule('referralCodeTaken'),
        ),
      owner_id: existing((id) => ctx.store.users.get(id) !== undefined),
      // Blank, or anything but a number or a string, is missing.
      bonus_percent: z.unknown().transform((value, check) => {
        const bonus = decimalText(value);
        if (bonus === '') check.addIssue({ code: 'custom', ...rule('required') });
        else if (!isBonusPercent(bonus)) check.addIssue({ code: 'custom', ...rule('bonusPercent') });
        else return Number(bonus);
        return z.NEVER;
      }),
      is_active: active(),
    }),
  );
}

/** Validates store (every field) or update (the stored link overlaid with the body). */
const readLinkBody = (ctx: Ctx, body: unknown, current?: ReferralLink): ReferralLinkBody =>
  parseValue(ctx.lang, linkSchema(ctx, current), overlay(body, current));

export const referralLinkRoutes = implement(referralLinkCalls, {
  create(ctx) {
    return {
      options: linkOptions(ctx),
      defaults: { name: '', code: '', owner_id: null, bonus_percent: 10, is_active: true },
    };
  },
  async store(ctx) {
    const fields = readLinkBody(ctx, await ctx.body());
    const owner = ctx.store.users.get(fields.owner_id)!;
    const company = owner.company_id === null ? undefined : ctx.store.companies.get(owner.company_id);
    const link = ctx.store.referralLinks.insert({
      ...fields,
      url: `${REFERRAL_BASE}${fields.code}`,
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: company?.currency ?? 'USD',
      created_at: iso(Date.now()),
    });
    return {
      data: { ...linkData(ctx, link), companies: [], version: versionOf(link) },
      message: msg(ctx.lang, 'done'),
    };
  },
  edit(ctx) {
    const link = found(ctx, (id) => ctx.store.referralLinks.get(id));
    return {
      data: { ...linkData(ctx, link), companies: linkCompanies(ctx, link), version: versionOf(link) },
      options: linkOptions(ctx),
    };
  },
  async update(ctx) {
    const link = found(ctx, (id) => ctx.store.referralLinks.get(id));
    await checkVersion(ctx, link, () => ({
      ...linkData(ctx, link),
      companies: linkCompanies(ctx, link),
      version: versionOf(link),
    }));
    Object.assign(link, readLinkBody(ctx, await ctx.body(), link));
    link.url = `${REFERRAL_BASE}${link.code}`;
    touch(link);
    return {
      data: { ...linkData(ctx, link), companies: linkCompanies(ctx, link), version: versionOf(link) },
      message: msg(ctx.lang, 'done'),
    };
  },
});
