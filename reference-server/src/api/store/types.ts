/** The entities of docs/product.md, snake_case as on the wire. Money is a decimal string plus a currency code. */
import type {
  ListingViewState,
  AppComment,
  Application as ApplicationAnswer,
  BalanceTransaction as TransactionAnswer,
  CommentTemplate as CommentTemplateAnswer,
  Company as CompanyAnswer,
  CompanyNotification as CompanyNotificationAnswer,
  Currency as WireCurrency,
  DailyRow,
  Domain as DomainAnswer,
  Invitation as InvitationAnswer,
  NotificationTemplate as NotificationTemplateAnswer,
  OneSignalFunnel as OneSignalFunnelAnswer,
  OneSignalNotification,
  OneSignalTemplate,
  Pixel as PixelAnswer,
  PushNotification as PushNotificationAnswer,
  PushTemplate as PushTemplateAnswer,
  ReferralLink as ReferralLinkAnswer,
  Role as RoleAnswer,
  SubscriptionTier as TierAnswer,
  SystemCommentSet as SystemCommentSetAnswer,
  SystemFunnel as SystemFunnelAnswer,
  SystemFunnelTemplate as SystemFunnelTemplateAnswer,
  Tariff as TariffAnswer,
  TelegramBot as TelegramBotAnswer,
  UploadAnswer,
} from '@panel/contract';
import type { Lang } from '../i18n';

export type Currency = WireCurrency;

/**
 * A company as stored: the answer's fields (wire/company.ts) without the ones said from the caller, its tariff and the
 * deposit rules. `contact_email` and `website` are '' when not set; routes/company.ts offers the time zones.
 */
export interface Company extends Omit<
  CompanyAnswer,
  'tariff_name' | 'can_update' | 'can_deposit' | 'deposit' | 'low_balance' | 'version'
> {
  referral_link_id: number | null;
}

export interface User {
  id: number;
  public_id: string;
  name: string;
  email: string;
  password_hash: string;
  password_salt: string;
  status: 'active' | 'blocked' | 'invited';
  company_id: number | null;
  role_id: number | null;
  is_admin: boolean;
  telegram_id: number | null;
  locale: Lang;
  avatar_url: string;
  created_at: string;
  last_login_at: string | null;
}

/** A role as stored: the answer's fields (wire/roles.ts) without the count of its holders. */
export type Role = Omit<RoleAnswer, 'users_count' | 'version'>;

/**
 * An invitation as stored: the answer's fields (wire/invitations.ts) without the names and the link said from other
 * records. `status` is as last written; the answer says what it reads as now.
 */
export interface Invitation extends Omit<
  InvitationAnswer,
  'role_name' | 'invited_by_name' | 'link' | 'accepted_user'
> {
  company_id: number;
  /** The account that registered through the invitation (set on acceptance, with `accepted_at`). */
  accepted_user_id: number | null;
  /** The administrator who sent it while signed in as `invited_by` (actors.ts); null otherwise. */
  acting_admin_id: number | null;
}

/** A referral link as stored: the answer's fields (wire/referral-links.ts) without its owner's name and email. */
export interface ReferralLink extends Omit<ReferralLinkAnswer, 'owner_name' | 'owner_email'> {
  currency: Currency;
}

export type { ApplicationStatus } from '@panel/contract';

/** An application as stored: the answer's fields but the owning company's name (the manage area adds it). */
export type Application = Omit<ApplicationAnswer, 'company_name' | 'version'>;

/** A comment as stored is the answer's (wire/comments.ts). */
export type ApplicationComment = AppComment;

export type { TemplateComment } from '@panel/contract';

/** A set of comments kept by the platform; attached to an application its comments show as system comments. */
export type SystemCommentSet = Omit<SystemCommentSetAnswer, 'comments_count' | 'attached'>;

/** A company's template: the answer's fields and the company. */
export interface CommentTemplate extends CommentTemplateAnswer {
  company_id: number;
}

export interface PwaClient {
  id: number;
  application_id: number;
  company_id: number;
  platform: 'android' | 'ios' | 'desktop';
  browser: string;
  country: string;
  installed_at: string;
  push_subscribed: boolean;
  last_seen_at: string;
}

/** A pixel as stored: the answer's fields (wire/pixels.ts) without the ones computed from the applications. */
export interface Pixel extends Omit<PixelAnswer, 'application_ids' | 'applications_count' | 'version'> {
  company_id: number;
}

/** A tariff as stored: the answer's fields (wire/tariffs.ts) without its counts of tiers and companies. */
export type Tariff = Omit<TariffAnswer, 'tiers_count' | 'companies_count'>;

/** A subscription tier as stored: the answer's fields (wire/tariffs.ts) without its tariff's name and its count. */
export type SubscriptionTier = Omit<TierAnswer, 'tariff_name' | 'companies_count' | 'version'>;

/**
 * Why a transaction happened: what the system did, with its parameters (said in the reader's language,
 * transaction-reason.ts), or what a person typed (shown as typed).
 */
export type TransactionReason =
  | { kind: 'card-deposit' }
  | { kind: 'deposit' }
  | { kind: 'installs'; date: string }
  | { kind: 'domain-refund' }
  | { kind: 'typed'; text: string };

/** A transaction as stored: the answer's fields (wire/company.ts) with the reason its `description` says. */
export interface BalanceTransaction extends Omit<TransactionAnswer, 'description'> {
  company_id: number;
  reason: TransactionReason;
  created_by: number | null;
  /** The administrator who made it while signed in as `created_by` (actors.ts); null otherwise. */
  acting_admin_id: number | null;
  idempotency_key: string | null;
}

/**
 * A domain as stored: the answer's fields (wire/domains.ts) without the application's name. `checked_at` is the last
 * DNS check (POST /client/domain/{id}/check), null when never checked.
 */
export interface Domain extends Omit<DomainAnswer, 'application_name'> {
  /** null for a platform domain the administrators added (POST /manage/domain/store): no company owns it. */
  company_id: number | null;
}

/** The templates are stored as answered (wire/templates.ts). */
export type PushTemplate = Omit<PushTemplateAnswer, 'version'>;

/** A push as stored: the answer's fields (wire/push.ts) without the ones said from other records. */
export interface PushNotification extends Omit<
  PushNotificationAnswer,
  'application_names' | 'template_name' | 'schedule_text' | 'version'
> {
  company_id: number;
}

export interface PushStatRow {
  id: number;
  date: string;
  notification_id: number;
  company_id: number;
  sent: number;
  delivered: number;
  clicked: number;
  ctr: number;
}

export type { FunnelStep, FunnelTrigger } from '@panel/contract';

/** A OneSignal funnel as stored: the answer's fields (wire/funnels.ts) without the names of other records. */
export interface OneSignalFunnel extends Omit<
  OneSignalFunnelAnswer,
  'application_name' | 'template_name' | 'version'
> {
  company_id: number;
}

export type OneSignalFunnelTemplate = Omit<OneSignalTemplate, 'version'>;

/** A OneSignal single notification as stored: the answer's fields without the ones computed from its totals. */
export interface OneSignalSingleNotification extends Omit<
  OneSignalNotification,
  'application_name' | 'delivery_rate' | 'ctr' | 'daily'
> {
  company_id: number;
}

/** A system funnel as stored; `template_id` is the system funnel template it was made from, if any. */
export interface SystemFunnel extends Omit<SystemFunnelAnswer, 'template_name' | 'version'> {
  company_id: number;
}

export type SystemFunnelTemplate = Omit<SystemFunnelTemplateAnswer, 'version'>;

/** A bot as stored: the answer's fields (wire/bots.ts) with the token in full. */
export interface TelegramBot extends Omit<TelegramBotAnswer, 'version'> {
  company_id: number;
}

export type CompanyNotification = CompanyNotificationAnswer;

export type NotificationTemplate = Omit<NotificationTemplateAnswer, 'version'>;

/** A daily statistics row; `application_id` is set on per-application rows. */
/** A day's figures as stored: the answer's (wire/statistics.ts) per application, the currency is the company's. */
export interface DailyStat extends Omit<DailyRow, 'currency'> {
  id: number;
  application_id: number | null;
}

export interface DetailedStat extends DailyStat {
  country: string;
  platform: 'android' | 'ios' | 'desktop';
  source: string;
}

/** A stored upload: the answer's fields (its `url` is derived from the id) and the bytes. */
export interface UploadedFile extends Omit<UploadAnswer, 'url'> {
  data: Buffer;
  is_static: boolean;
  uploaded_by: number | null;
  created_at: string;
}

/** A named view of a listing (contract ListingView): kept per user, seen by their circle when shared. */
export interface StoredListingView {
  id: number;
  /** `{scope}/{name}` of the listing. */
  listing: string;
  user_id: number;
  name: string;
  state: ListingViewState;
  shared: boolean;
  updated_at: string;
}
