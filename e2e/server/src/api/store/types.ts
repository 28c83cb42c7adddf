/** The entities of docs/product.md, snake_case as on the wire. Money is a decimal string plus a currency code. */
import type { Pixel as PixelAnswer } from '@panel/shared-core/wire/pixels';
import type { Lang } from '../i18n';

export type Currency = 'USD' | 'EUR' | 'RUB';

export interface Company {
  id: number;
  name: string;
  status: 'active' | 'blocked';
  balance: string;
  currency: Currency;
  tariff_id: number;
  subscription_tier_id: number;
  owner_id: number | null;
  referral_link_id: number | null;
  /** Where the company wants mail about its account ('' when not set). */
  contact_email: string;
  /** The company's site, an absolute http(s) address ('' when not set). */
  website: string;
  /** An IANA zone (routes/company.ts offers the choices). */
  timezone: string;
  created_at: string;
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

export interface Role {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  is_system: boolean;
  created_at: string;
}

export interface Invitation {
  id: number;
  key: string;
  email: string;
  role_id: number;
  company_id: number;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  expires_at: string;
  invited_by: number;
  created_at: string;
  /** The account that registered through the invitation, and when (set on acceptance). */
  accepted_user_id: number | null;
  accepted_at: string | null;
}

export interface ReferralLink {
  id: number;
  code: string;
  name: string;
  url: string;
  owner_id: number;
  bonus_percent: number;
  registrations_count: number;
  deposits_sum: string;
  currency: Currency;
  is_active: boolean;
  created_at: string;
}

export type ApplicationStatus = 'draft' | 'active' | 'deactivated' | 'deleted';

export interface Application {
  id: number;
  name: string;
  status: ApplicationStatus;
  domain_id: number | null;
  domain: string;
  language: string;
  category: string;
  template: string;
  icon_url: string;
  screenshots: string[];
  developer_name: string;
  description: string;
  rating: number;
  installs_label: string;
  offer_url: string;
  pixel_ids: number[];
  push_enabled: boolean;
  comments_count: number;
  installs: number;
  company_id: number;
  created_at: string;
  updated_at: string;
}

export interface ApplicationComment {
  id: number;
  application_id: number;
  author_name: string;
  author_avatar_url: string;
  text: string;
  rating: number;
  likes: number;
  shown_date: string;
  position: number;
  reply_text: string | null;
  is_system: boolean;
  /** The platform set the comment came from (system comments only). */
  system_set_id: number | null;
  created_at: string;
}

export interface TemplateComment {
  author_name: string;
  text: string;
  rating: number;
  likes: number;
  reply_text?: string;
}

/** A set of comments kept by the platform; attached to an application its comments show as system comments. */
export interface SystemCommentSet {
  id: number;
  name: string;
  language: string;
  comments: TemplateComment[];
}

export interface CommentTemplate {
  id: number;
  company_id: number;
  name: string;
  language: string;
  comments: TemplateComment[];
  created_at: string;
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
export interface Pixel extends Omit<PixelAnswer, 'application_ids' | 'applications_count'> {
  company_id: number;
}

export interface Tariff {
  id: number;
  name: string;
  description: string;
  price: string;
  currency: Currency;
  period: 'month' | 'year';
  limits: { applications: number; domains: number; push_per_month: number; team_members: number };
  features: string[];
  is_active: boolean;
  sort: number;
}

export interface SubscriptionTier {
  id: number;
  tariff_id: number;
  name: string;
  installs_from: number;
  installs_to: number | null;
  price_per_install: string;
  currency: Currency;
}

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

export interface BalanceTransaction {
  id: number;
  company_id: number;
  type: 'deposit' | 'charge' | 'refund' | 'manual';
  amount: string;
  balance_after: string;
  currency: Currency;
  reason: TransactionReason;
  created_by: number | null;
  idempotency_key: string | null;
  created_at: string;
}

export interface Domain {
  id: number;
  name: string;
  type: 'platform' | 'custom';
  status: 'pending' | 'active' | 'disabled' | 'error';
  ssl_status: 'none' | 'pending' | 'active' | 'failed';
  application_id: number | null;
  /** null for a platform domain the administrators added (POST /manage/domain/store): no company owns it. */
  company_id: number | null;
  verified_at: string | null;
  /** The last DNS check (POST /client/domain/{id}/check); null when never checked. */
  checked_at: string | null;
  created_at: string;
}

export interface PushTemplate {
  id: number;
  name: string;
  language: string;
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
  created_at: string;
}

export interface PushNotification {
  id: number;
  company_id: number;
  kind: 'single' | 'regular';
  name: string;
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
  application_ids: number[];
  template_id: number | null;
  send_at: string | null;
  schedule: { days: number[]; time: string; timezone: string } | null;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'paused';
  sent: number;
  delivered: number;
  clicked: number;
  created_at: string;
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

export interface FunnelStep {
  delay_minutes: number;
  title: string;
  body: string;
  url: string;
}

export interface OneSignalFunnel {
  id: number;
  company_id: number;
  name: string;
  application_id: number;
  template_id: number | null;
  is_active: boolean;
  steps: FunnelStep[];
  subscribers: number;
  created_at: string;
}

export interface OneSignalFunnelTemplate {
  id: number;
  name: string;
  language: string;
  steps: FunnelStep[];
  is_active: boolean;
  created_at: string;
}

export interface OneSignalSingleNotification {
  id: number;
  company_id: number;
  application_id: number;
  name: string;
  title: string;
  body: string;
  url: string;
  status: 'draft' | 'scheduled' | 'sent' | 'failed';
  sent: number;
  delivered: number;
  clicked: number;
  send_at: string | null;
  created_at: string;
}

export type FunnelTrigger = 'install' | 'first_open' | 'inactive_days';

export interface SystemFunnel {
  id: number;
  company_id: number;
  name: string;
  trigger: FunnelTrigger;
  trigger_value: number | null;
  /** The system funnel template it was made from, if any. */
  template_id: number | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export interface SystemFunnelTemplate {
  id: number;
  name: string;
  trigger: FunnelTrigger;
  trigger_value: number | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export interface TelegramBot {
  id: number;
  company_id: number;
  username: string;
  token: string;
  is_active: boolean;
  chat_id: string | null;
  created_at: string;
}

export interface CompanyNotification {
  id: number;
  company_id: number;
  event: string;
  channel: 'telegram' | 'email';
  is_active: boolean;
  updated_at: string;
}

export interface NotificationTemplate {
  id: number;
  name: string;
  event: string;
  channel: 'telegram' | 'email';
  language: string;
  text: string;
  created_at: string;
}

/** A daily statistics row; `application_id` is set on per-application rows. */
export interface DailyStat {
  id: number;
  date: string;
  company_id: number;
  application_id: number | null;
  visits: number;
  installs: number;
  opens: number;
  push_subscriptions: number;
  registrations: number;
  deposits_count: number;
  deposits_sum: string;
  cost: string;
}

export interface DetailedStat extends DailyStat {
  country: string;
  platform: 'android' | 'ios' | 'desktop';
  source: string;
}

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  mime: string;
  path: string;
  data: Buffer;
  is_static: boolean;
  uploaded_by: number | null;
  created_at: string;
}
