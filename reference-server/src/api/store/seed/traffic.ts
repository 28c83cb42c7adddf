/**
 * The demo's traffic, built from the bottom up so that every figure the panel shows agrees with the records it
 * counts: one PWA client per install, each carrying the visits, opens, registration, deposit and cost it brought.
 * An application's daily statistics, the per-company days and the detailed rows (country, platform, source) are sums
 * of those clients, and an application's `installs` is the number of its clients.
 */
import { Random } from '../prng';
import { DAY, money } from '../store';
import { Table, type ReadonlyTable } from '../table';

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
import type { Application, DailyStat, DetailedStat, PwaClient } from '../types';
import { BROWSERS, COUNTRIES, SOURCES } from '../words';
import type { SeedContext } from './context';

interface Sum {
  visits: number;
  installs: number;
  opens: number;
  push_subscriptions: number;
  registrations: number;
  deposits_count: number;
  // Money is summed in cents: adding decimal strings as floats drifts by a cent over thousands of rows.
  deposits_cents: number;
  cost_cents: number;
}

type Figures = Omit<DailyStat, 'id' | 'date' | 'company_id' | 'application_id'>;

const emptySum = (): Sum => ({
  visits: 0,
  installs: 0,
  opens: 0,
  push_subscriptions: 0,
  registrations: 0,
  deposits_count: 0,
  deposits_cents: 0,
  cost_cents: 0,
});

function addTo(target: Sum, part: Sum): void {
  target.visits += part.visits;
  target.installs += part.installs;
  target.opens += part.opens;
  target.push_subscriptions += part.push_subscriptions;
  target.registrations += part.registrations;
  target.deposits_count += part.deposits_count;
  target.deposits_cents += part.deposits_cents;
  target.cost_cents += part.cost_cents;
}

function figures(sum: Sum): Figures {
  return {
    visits: sum.visits,
    installs: sum.installs,
    opens: sum.opens,
    push_subscriptions: sum.push_subscriptions,
    registrations: sum.registrations,
    deposits_count: sum.deposits_count,
    deposits_sum: money(sum.deposits_cents / 100),
    cost: money(sum.cost_cents / 100),
  };
}

/** The days (back from today) and minutes an application served: from its creation to today, or to its status change. */
interface Life {
  firstAgo: number;
  firstMinute: number;
  lastAgo: number;
  lastMinute: number;
}

const clock = (minute: number): string => `T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00Z`;

function lifeOf(app: Application, plan: TrafficPlan, minutesToday: number): Life {
  const at = (time: string) => {
    const ms = Date.parse(time);
    const dayStart = ms - (ms % DAY);
    return { ago: Math.round((plan.today - dayStart) / DAY), minute: Math.floor((ms - dayStart) / 60_000) };
  };
  const created = at(app.created_at);
  // A deactivated or deleted application stopped serving when its status last changed (its `updated_at`).
  const stopped = app.status === 'active' ? { ago: 0, minute: minutesToday } : at(app.updated_at);
  return {
    firstAgo: created.ago,
    firstMinute: created.minute,
    lastAgo: Math.min(created.ago, stopped.ago),
    lastMinute: stopped.ago === 0 ? Math.min(stopped.minute, minutesToday) : stopped.minute,
  };
}

export interface TrafficPlan {
  /** Applications with traffic every day, and for how many days back (never before the application existed). */
  everyDay: ReadonlyMap<number, number>;
  now: number;
  /** Midnight (UTC) of the seed's present day. */
  today: number;
  dayString: (daysAgo: number) => string;
}

const PLATFORMS: readonly (readonly [PwaClient['platform'], number])[] = [
  ['android', 7],
  ['ios', 2],
  ['desktop', 1],
];
const PLATFORM_INDEX: Record<PwaClient['platform'], number> = { android: 0, ios: 1, desktop: 2 };
const SOURCE_WEIGHTS = SOURCES.map((source) => [source, source === 'organic' ? 1 : 2] as const);

/** How many installs an application gets on an active day: steady ones more, the rest a handful. */
const STEADY = [1, 10] as const;
const OCCASIONAL = [1, 6] as const;
/** The days back an occasional application may have had installs on, and at most on how many of them. */
const OCCASIONAL_WINDOW = 90;
const OCCASIONAL_DAYS = 5;

/** The traffic tables; no route writes them, so one copy serves every reset (rows are frozen to keep it so). */
export interface Traffic {
  pwaClients: ReadonlyTable<PwaClient>;
  dailyStats: ReadonlyTable<DailyStat>;
  companyDailyStats: ReadonlyTable<DailyStat>;
  detailedStats: ReadonlyTable<DetailedStat>;
  /** Per application id: the number of its PWA clients. */
  installs: ReadonlyMap<number, number>;
}

// Two presents at most: the server's own and the frozen one of the screenshot tests, which interleave with the rest.
const cached = new Map<number, Traffic>();

/**
 * The traffic of the seeded applications, built once per present: it depends only on the seed's present and on the
 * applications, which the seed makes the same on every reset. Building it takes about 350 ms, five times the rest of
 * a reset, and the browser tests reset hundreds of times.
 */
export function trafficOf(applications: readonly Application[], plan: TrafficPlan): Traffic {
  let traffic = cached.get(plan.now);
  if (!traffic) {
    if (cached.size >= 2) cached.clear();
    traffic = buildTraffic(applications, plan);
    cached.set(plan.now, traffic);
  }
  return traffic;
}

function buildTraffic(applications: readonly Application[], plan: TrafficPlan): Traffic {
  const pwaClients = new Table<PwaClient>();
  const dailyStats = new Table<DailyStat>();
  const companyDailyStats = new Table<DailyStat>();
  const detailedStats = new Table<DetailedStat>();
  const installsOf = new Map<number, number>();
  // Its own sequence: the rest of the demo data stays the same whatever the traffic's volume.
  const rnd = new Random(20240611);
  const minutesToday = Math.max(0, Math.floor((plan.now - plan.today) / 60_000) - 1);
  const companyDays = new Map<string, { date: string; company_id: number; sum: Sum }>();
  type Bucket = Omit<DetailedStat, 'id' | keyof Figures> & { sum: Sum };
  const detailed = new Map<number, Bucket[]>();
  const detailedOf = (companyId: number, daysAgo: number): Bucket[] => {
    const key = companyId * 1000 + daysAgo;
    let slots = detailed.get(key);
    if (!slots) detailed.set(key, (slots = []));
    return slots;
  };

  const install = (app: Application, life: Life, daysAgo: number, date: string, day: Sum): void => {
    // Times are written from the cached day strings: a Date per client was most of a reset's time. No install comes
    // before the application existed or after it stopped serving (or after the present).
    const first = daysAgo === life.firstAgo ? life.firstMinute : 0;
    const last = Math.max(first, daysAgo === life.lastAgo ? life.lastMinute : 24 * 60 - 1);
    const minute = rnd.int(first, last);
    const time = clock(minute);
    // Seen again up to 30 days later, never after its application's last day (and then not after its last minute).
    const seenAgo = Math.max(life.lastAgo, daysAgo - rnd.int(0, 30));
    const seenTime =
      seenAgo === life.lastAgo && seenAgo !== daysAgo ? clock(Math.min(minute, life.lastMinute)) : time;
    const platform = rnd.weighted(PLATFORMS);
    const country = rnd.pick(COUNTRIES);
    const source = rnd.weighted(SOURCE_WEIGHTS);
    const subscribed = rnd.bool(0.55);
    const registered = rnd.bool(0.25);
    const deposited = registered && rnd.bool(0.35);
    pwaClients.insert({
      application_id: app.id,
      company_id: app.company_id,
      platform,
      browser: platform === 'ios' ? 'Safari' : rnd.pick(BROWSERS),
      country,
      installed_at: `${date}${time}`,
      push_subscribed: subscribed,
      // Seen again today at most, so never later than the present.
      last_seen_at: `${plan.dayString(seenAgo)}${seenTime}`,
    });
    // The client's own figures go straight into its day and its bucket: an object per client was GC-bound.
    const visits = rnd.int(3, 9);
    const opens = rnd.int(1, 4);
    const depositCents = deposited ? rnd.int(1000, 6000) : 0;
    const costCents = rnd.int(2, 30);
    // Buckets by number, not by a composed string key: string keys were half of a reset's time.
    const slots = detailedOf(app.company_id, daysAgo);
    const slot =
      (COUNTRIES.indexOf(country) * PLATFORMS.length + PLATFORM_INDEX[platform]) * SOURCES.length +
      SOURCES.indexOf(source);
    let bucket = slots[slot];
    if (!bucket) {
      bucket = {
        date,
        company_id: app.company_id,
        application_id: null,
        country,
        platform,
        source,
        sum: emptySum(),
      };
      slots[slot] = bucket;
    }
    for (const target of [day, bucket.sum]) {
      target.visits += visits;
      target.installs += 1;
      target.opens += opens;
      if (subscribed) target.push_subscriptions += 1;
      if (registered) target.registrations += 1;
      if (deposited) target.deposits_count += 1;
      target.deposits_cents += depositCents;
      target.cost_cents += costCents;
    }
  };

  for (const app of applications) {
    if (app.status === 'draft') continue;
    const life = lifeOf(app, plan, minutesToday);
    const steadyDays = plan.everyDay.get(app.id);
    const from = Math.min((steadyDays ?? OCCASIONAL_WINDOW) - 1, life.firstAgo);
    const range = Array.from({ length: Math.max(0, from - life.lastAgo + 1) }, (_, i) => from - i);
    const days = steadyDays ? range : rnd.sample(range, rnd.int(0, OCCASIONAL_DAYS)).sort((a, b) => b - a);
    const [min, max] = steadyDays ? STEADY : OCCASIONAL;
    const scale = steadyDays ? rnd.float(0.3, 2) : 1;
    let installs = 0;
    for (const daysAgo of days) {
      const date = plan.dayString(daysAgo);
      const sum = emptySum();
      const count = Math.max(1, Math.round(rnd.int(min, max) * scale));
      for (let i = 0; i < count; i++) install(app, life, daysAgo, date, sum);
      installs += count;
      dailyStats.insert({ date, company_id: app.company_id, application_id: app.id, ...figures(sum) });
      const key = `${app.company_id}|${date}`;
      const day = companyDays.get(key) ?? { date, company_id: app.company_id, sum: emptySum() };
      addTo(day.sum, sum);
      companyDays.set(key, day);
    }
    installsOf.set(app.id, installs);
  }
  for (const { date, company_id, sum } of companyDays.values()) {
    companyDailyStats.insert({ date, company_id, application_id: null, ...figures(sum) });
  }
  for (const slots of detailed.values()) {
    for (const bucket of slots) {
      if (!bucket) continue;
      const { sum, ...where } = bucket;
      detailedStats.insert({ ...where, ...figures(sum) });
    }
  }
  for (const table of [pwaClients, dailyStats, companyDailyStats, detailedStats] as const) {
    for (const row of table.rows) Object.freeze(row);
  }
  return { pwaClients, dailyStats, companyDailyStats, detailedStats, installs: installsOf };
}

/** Each company's first active application among companies `fromCompany` to `toCompany`. */
function firstLiveApp(
  apps: readonly Application[],
  fromCompany: number,
  toCompany: number,
): Map<number, Application> {
  const found = new Map<number, Application>();
  for (const app of apps) {
    if (
      app.company_id >= fromCompany &&
      app.company_id <= toCompany &&
      app.status === 'active' &&
      !found.has(app.company_id)
    ) {
      found.set(app.company_id, app);
    }
  }
  return found;
}

/**
 * The seeder: the traffic of the seeded applications (its own generator, none drawn from the shared one), and each
 * application's `installs` counted from it. `acmeLive` are Acme's active applications.
 */
export function seedTraffic(
  { store, now, today, dayString }: SeedContext,
  acmeLive: readonly Application[],
): void {
  const traffic = trafficOf(store.applications.rows, {
    everyDay: new Map([
      ...acmeLive.slice(0, 30).map((app) => [app.id, 120] as const),
      // One application with traffic for each of companies 2..60, so the per-company view has thousands of rows.
      ...[...firstLiveApp(store.applications.rows, 2, 60).values()].map((app) => [app.id, 60] as const),
    ]),
    now,
    today,
    dayString,
  });
  store.useTraffic(traffic);
  for (const app of store.applications.rows) app.installs = traffic.installs.get(app.id) ?? 0;
}
