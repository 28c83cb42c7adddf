/**
 * The administrators' referral links calls' schemas (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/referral-links.ts)
 * and the administrators' area's calls (remote-manage/src/api/referral-links.ts) both import. The light module (types)
 * is ../referral-links.ts.
 */
import { z } from 'zod';
import { REFERRAL_CODE_CHARACTERS, REFERRAL_LINK_LIMITS } from '../referral-links';
import {
  CreateForm,
  EditForm,
  FormChoice,
  Id,
  Money,
  Saved,
  Timestamp,
  Url,
  Version,
  Versioned,
  schemaTable,
} from './define';

/** A company registered through a referral link. */
export const ReferredCompany = z
  .object({
    id: Id,
    name: z.string(),
    /** The company's own currency. */
    currency: z.string(),
    created_at: Timestamp,
    /** A decimal string in `currency`: the sum of the company's deposits. */
    deposits_sum: Money,
  })
  .meta({ id: 'ReferredCompany' });

export const ReferralLink = z
  .object({
    id: Id,
    name: z.string(),
    code: z.string(),
    url: Url,
    owner_id: Id,
    owner_name: z.string(),
    owner_email: z.string(),
    bonus_percent: z.number(),
    registrations_count: z.number().int().min(0),
    /** A decimal string in `currency`. */
    deposits_sum: Money,
    currency: z.string(),
    is_active: z.boolean(),
    created_at: Timestamp,
  })
  .meta({ id: 'ReferralLink' });

/** A link as `store`, `edit` and `update` answer it: with the companies registered through it. */
export const ReferralLinkRecord = ReferralLink.extend({
  companies: z.array(ReferredCompany),
  version: Version,
}).meta({
  id: 'ReferralLinkRecord',
});

/**
 * The body of `store` (every field but `is_active`, true when left out) and of `update` (a field left out keeps its
 * value). `bonus_percent` is 0 to 100 with up to 2 decimals, also as a string.
 */
export const ReferralLinkBody = z
  .object({
    name: z.string().max(REFERRAL_LINK_LIMITS.name),
    code: z
      .string()
      .regex(REFERRAL_CODE_CHARACTERS)
      .min(REFERRAL_LINK_LIMITS.code.min)
      .max(REFERRAL_LINK_LIMITS.code.max),
    owner_id: Id,
    bonus_percent: z.number().min(0).max(REFERRAL_LINK_LIMITS.bonus.max),
    is_active: z.boolean(),
  })
  .meta({ id: 'ReferralLinkBody' });

/** The choices of the referral link form: every user as a possible owner (`name (email)`). */
export const ReferralLinkFormOptions = z.object({ owner_id: z.array(FormChoice(Id)) });

/** `GET /manage/referral-link/create`: every user as a possible owner, and a link that has no code or owner yet. */
export const ReferralLinkCreateAnswer = CreateForm(
  ReferralLinkFormOptions,
  ReferralLinkBody.extend({ code: z.string(), owner_id: Id.nullable() }),
);

/** `GET /manage/referral-link/{id}/edit`: the link with the companies registered through it. */
export const ReferralLinkEditAnswer = EditForm(ReferralLinkRecord, ReferralLinkFormOptions);

export const referralLinkSchemas = schemaTable({
  create: {
    summary: 'The new referral link form: every user as a possible owner',
    answer: ReferralLinkCreateAnswer,
  },
  store: {
    summary: 'Creates a referral link',
    description: 'A code another link has (whatever its case) is 422 on `code`.',
    body: ReferralLinkBody.partial({ is_active: true }),
    answer: Saved(ReferralLinkRecord),
  },
  edit: {
    summary: 'A referral link with the companies registered through it, and the choices of its form',
    answer: ReferralLinkEditAnswer,
    sample: { params: { id: { listing: 'referral-links' } } },
  },
  update: {
    summary: 'Changes the fields sent of a referral link',
    description: 'The address follows the code.',
    body: Versioned(ReferralLinkBody.partial()),
    conflict: ReferralLinkRecord,
    answer: Saved(ReferralLinkRecord),
  },
});

export type ReferredCompany = z.infer<typeof ReferredCompany>;
export type ReferralLink = z.infer<typeof ReferralLink>;
export type ReferralLinkRecord = z.infer<typeof ReferralLinkRecord>;
export type ReferralLinkBody = z.infer<typeof ReferralLinkBody>;
export type ReferralLinkFormOptions = z.infer<typeof ReferralLinkFormOptions>;
export type ReferralLinkCreateAnswer = z.infer<typeof ReferralLinkCreateAnswer>;
export type ReferralLinkEditAnswer = z.infer<typeof ReferralLinkEditAnswer>;
