/**
 * What every seeder shares: the store being filled, the one generator all of them draw from (in the order seed.ts
 * calls them, so that every start and every reset gives the same data) and the dates relative to the seed's present.
 */
import { Random } from '../prng';
import { DAY, Store, isoDate } from '../store';
import { FIRST_NAMES, LAST_NAMES } from '../words';

export const ACME_COMPANY_ID = 1;
export const ICON_COUNT = 48;
export const AVATAR_COUNT = 48;
/** The companies seeded after the three named ones (ids 4 to SMALL_COMPANIES + 3). */
export const SMALL_COMPANIES = 1000;

export const iconUrl = (n: number): string => `/api/static/icons/${(n % ICON_COUNT) + 1}.svg`;
export const avatarUrl = (n: number): string => `/api/static/avatars/${(n % AVATAR_COUNT) + 1}.svg`;
export const screenUrl = (n: number): string => `/api/static/screens/${(n % 12) + 1}.svg`;

/** The well-known role ids the routes rely on. */
export const ROLE_IDS = {
  administrator: 1,
  owner: 2,
  manager: 3,
  analyst: 4,
  support: 5,
  marketer: 6,
  finance: 7,
  moderator: 8,
  auditor: 9,
};

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface SeedContext {
  readonly store: Store;
  readonly rnd: Random;
  /** The seed's present (ms). */
  readonly now: number;
  /** Midnight (UTC) of the present day. */
  readonly today: number;
  /** A moment between `minDays` and `maxDays` before now, to the minute. */
  ago(minDays: number, maxDays: number): number;
  /** The YYYY-MM-DD of `daysAgo` days before today. */
  dayString(daysAgo: number): string;
  personName(): string;
}

export function seedContext(now: number): SeedContext {
  const store = new Store(now);
  const rnd = new Random(20240501);
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  // Day strings are computed once: toISOString() per row is a measurable part of a reset.
  const dayCache: string[] = [];
  return {
    store,
    rnd,
    now,
    today,
    ago: (minDays, maxDays) => now - rnd.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000,
    dayString: (daysAgo) => (dayCache[daysAgo] ??= isoDate(today - daysAgo * DAY)),
    personName: () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`,
  };
}
