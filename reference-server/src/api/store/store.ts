/** The in-memory store: one Table per entity, filled by `seed()` and changed by the routes. */
import { Table, type ReadonlyTable } from './table';
import type { Traffic } from './seed/traffic';
import type {
  Application,
  ApplicationComment,
  BalanceTransaction,
  CommentTemplate,
  Company,
  CompanyNotification,
  DailyStat,
  DetailedStat,
  Domain,
  Invitation,
  NotificationTemplate,
  OneSignalFunnel,
  OneSignalFunnelTemplate,
  OneSignalSingleNotification,
  Pixel,
  PushNotification,
  PushStatRow,
  PushTemplate,
  PwaClient,
  ReferralLink,
  Role,
  StoredListingView,
  SubscriptionTier,
  SystemFunnel,
  SystemCommentSet,
  SystemFunnelTemplate,
  Tariff,
  TelegramBot,
  UploadedFile,
  User,
} from './types';

export const DAY = 24 * 60 * 60 * 1000;

/** ISO 8601 UTC without milliseconds. */
export const iso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** YYYY-MM-DD (UTC). */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const money = (value: number): string => value.toFixed(2);

export class Store {
  readonly companies = new Table<Company>();
  readonly users = new Table<User>();
  readonly roles = new Table<Role>();
  readonly invitations = new Table<Invitation>();
  readonly referralLinks = new Table<ReferralLink>();
  readonly applications = new Table<Application>();
  readonly comments = new Table<ApplicationComment>();
  readonly commentTemplates = new Table<CommentTemplate>();
  readonly systemCommentSets = new Table<SystemCommentSet>();
  readonly pixels = new Table<Pixel>();
  readonly tariffs = new Table<Tariff>();
  readonly tiers = new Table<SubscriptionTier>();
  readonly transactions = new Table<BalanceTransaction>();
  readonly domains = new Table<Domain>();
  readonly pushTemplates = new Table<PushTemplate>();
  readonly pushNotifications = new Table<PushNotification>();
  readonly pushStats = new Table<PushStatRow>();
  readonly oneSignalFunnels = new Table<OneSignalFunnel>();
  readonly oneSignalFunnelTemplates = new Table<OneSignalFunnelTemplate>();
  readonly oneSignalSingles = new Table<OneSignalSingleNotification>();
  readonly systemFunnels = new Table<SystemFunnel>();
  readonly systemFunnelTemplates = new Table<SystemFunnelTemplate>();
  readonly bots = new Table<TelegramBot>();
  readonly notifications = new Table<CompanyNotification>();
  readonly notificationTemplates = new Table<NotificationTemplate>();
  /** Named listing views (routes/listing-views.ts), and each user's default view per listing (`{user}|{listing}`). */
  readonly listingViews = new Table<StoredListingView>();
  readonly defaultViews = new Map<string, number>();
  /**
   * The traffic (seed/traffic.ts): one PWA client per install; per application and day; per company and day (the
   * administrators' view); per company, day, country, platform and source. All summed from the clients, and shared
   * by every reset of one server start, so read-only.
   */
  private traffic: Traffic = {
    pwaClients: new Table<PwaClient>(),
    dailyStats: new Table<DailyStat>(),
    companyDailyStats: new Table<DailyStat>(),
    detailedStats: new Table<DetailedStat>(),
    installs: new Map(),
  };
  get pwaClients(): ReadonlyTable<PwaClient> {
    return this.traffic.pwaClients;
  }
  get dailyStats(): ReadonlyTable<DailyStat> {
    return this.traffic.dailyStats;
  }
  get companyDailyStats(): ReadonlyTable<DailyStat> {
    return this.traffic.companyDailyStats;
  }
  get detailedStats(): ReadonlyTable<DetailedStat> {
    return this.traffic.detailedStats;
  }
  /** Called once by the seed, after the applications the traffic belongs to. */
  useTraffic(traffic: Traffic): void {
    this.traffic = traffic;
  }
  readonly files = new Map<string, UploadedFile>();

  /**
   * Bumped after every call that may change data (any non-GET route not marked readOnly), so derived views
   * can be cached: listing rows are rebuilt only when something changed (see listings/engine.ts rowsOf).
   */
  version = 0;
  readonly viewCache = new Map<string, { version: number; rows: unknown[] }>();

  /** `now` is the moment the seed treats as the present: the server's start, kept across resets. */
  constructor(readonly now: number) {}

  findUserByEmail(email: string): User | undefined {
    const needle = email.trim().toLowerCase();
    return this.users.rows.find((user) => user.email.toLowerCase() === needle);
  }

  roleOf(user: User): Role | undefined {
    return user.role_id === null ? undefined : this.roles.get(user.role_id);
  }
}
