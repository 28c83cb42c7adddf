/**
 * Deterministic seed: the same PRNG seed and the same `now` always give the same store. Dates are relative to
 * `store.now` (the server's start), so "last 30 days" filters always find data.
 *
 * Volumes (a listing must fill a 1,000-row page and have a next one: `large-page.spec.ts` in
 * docs/listings.md): ~1,000 small companies plus three named ones; Acme Apps (id 1) owns 1,200 applications;
 * ~1,050 users; ~6,000 daily statistics rows.
 */
import { COMPANY_PERMISSIONS, MANAGE_PERMISSIONS } from '../permissions';
import { demoAccounts, demoInvite, demoReferralCode, demoTelegramId } from '../accounts';
import { Random } from './prng';
import { trafficOf } from './traffic';
import { DAY, Store, hashPassword, iso, isoDate, money } from './store';
import type { Application, Company, Currency, FunnelStep, User } from './types';
import {
  APP_LANGUAGES,
  APP_TEMPLATES,
  APP_WORDS_A,
  APP_WORDS_B,
  CATEGORIES,
  COMMENTS_EN,
  COMMENTS_RU,
  COMPANY_ADJECTIVES,
  COMPANY_NOUNS,
  COMPANY_SUFFIXES,
  FIRST_NAMES,
  LAST_NAMES,
  NOTIFICATION_EVENTS,
  PIXEL_EVENTS,
  PUSH_BODIES,
  PUSH_TITLES,
  REPLIES_EN,
  REPLIES_RU,
} from './words';

export const ACME_COMPANY_ID = 1;
export const ICON_COUNT = 48;
export const AVATAR_COUNT = 48;
const ACME_APPLICATIONS = 1200;
const SMALL_COMPANIES = 1000;

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

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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

export function seed(now: number): Store {
  const store = new Store(now);
  const rnd = new Random(20240501);
  const ago = (minDays: number, maxDays: number): number =>
    now - rnd.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000;
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  // Day strings are computed once: toISOString() per row is a measurable part of a reset.
  const dayCache: string[] = [];
  const dayString = (daysAgo: number): string => (dayCache[daysAgo] ??= isoDate(today - daysAgo * DAY));
  const personName = (): string => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
  const publicId = (): string => `usr_${rnd.hex(12)}`;
  const salt = 'seed';
  const defaultHash = hashPassword('password123', salt);

  // ---- permissions are static (permissions.ts); roles ----
  const companyAll = [...COMPANY_PERMISSIONS];
  const roles: [string, string, string[], boolean][] = [
    ['Administrator', 'Platform administrator: every administration area', [...MANAGE_PERMISSIONS], true],
    ['Owner', 'Company owner: everything inside the company', companyAll, true],
    [
      'Manager',
      'Runs applications, marketing and messaging',
      companyAll.filter(
        (p) => !['company.update', 'company.deposit', 'team.manage', 'user.manage'].includes(p),
      ),
      false,
    ],
    ['Analyst', 'Reads applications and statistics', ['application.view', 'statistics.view'], true],
    ['Support', 'Answers reviews', ['application.view', 'comment.manage'], false],
    [
      'Marketer',
      'Pixels, pushes and funnels',
      ['application.view', 'pixel.manage', 'push.manage', 'funnel.manage', 'statistics.view'],
      false,
    ],
    ['Finance', 'Balance and tariffs', ['company.deposit', 'tariff.view', 'statistics.view'], false],
    [
      'Moderator',
      'Platform moderator: applications and templates',
      ['manage.applications', 'manage.templates', 'manage.statistics'],
      false,
    ],
    // Nobody has this one, so the roles listing has a row whose delete action succeeds.
    ['Auditor', 'Read-only statistics, not assigned yet', ['statistics.view', 'tariff.view'], false],
  ];
  for (const [name, description, permissions, isSystem] of roles) {
    store.roles.insert({
      name,
      description,
      permissions,
      is_system: isSystem,
      created_at: iso(now - 400 * DAY),
    });
  }

  // ---- tariffs and subscription tiers ----
  const tariffSpecs = [
    ['Start', 'For a first campaign', 29, 'month', [10, 2, 50_000, 2], ['pwa', 'comments']],
    [
      'Pro',
      'For growing teams',
      99,
      'month',
      [100, 20, 500_000, 10],
      ['pwa', 'comments', 'push', 'pixels', 'funnels'],
    ],
    [
      'Business',
      'For agencies',
      299,
      'month',
      [1000, 200, 5_000_000, 50],
      ['pwa', 'comments', 'push', 'pixels', 'funnels', 'custom-domains', 'api'],
    ],
    [
      'Enterprise',
      'Yearly contract with priority support',
      2990,
      'year',
      [5000, 1000, 50_000_000, 500],
      ['pwa', 'comments', 'push', 'pixels', 'funnels', 'custom-domains', 'api', 'sla'],
    ],
  ] as const;
  tariffSpecs.forEach(([name, description, price, period, limits, features], index) => {
    const tariff = store.tariffs.insert({
      name,
      description,
      price: money(price),
      currency: 'USD',
      period,
      limits: {
        applications: limits[0],
        domains: limits[1],
        push_per_month: limits[2],
        team_members: limits[3],
      },
      features: [...features],
      is_active: true,
      sort: index + 1,
    });
    const bounds: [number, number | null, number][] = [
      [0, 1000, 0.05],
      [1001, 10_000, 0.04],
      [10_001, 100_000, 0.03],
      [100_001, null, 0.02],
    ];
    bounds.forEach(([from, to, price], tierIndex) =>
      store.tiers.insert({
        tariff_id: tariff.id,
        name: `${name} ${['S', 'M', 'L', 'XL'][tierIndex]}`,
        installs_from: from,
        installs_to: to,
        price_per_install: (price * (1 - index * 0.1)).toFixed(4),
        currency: 'USD',
      }),
    );
  });
  const tierOf = (tariffId: number): number => (tariffId - 1) * 4 + 1;

  // ---- companies (owner ids are filled in once the users exist) ----
  // Acme is on Enterprise: its seeded team (~35 members), applications (~1,150) and custom domains (~220) fit that
  // tariff's limits, so creating a member or a domain works in the demo (routes/team.ts, routes/domains.ts).
  const named: [string, Currency, number, Pick<Company, 'contact_email' | 'website' | 'timezone'>][] = [
    [
      'Acme Apps',
      'USD',
      4,
      { contact_email: 'billing@acme.test', website: 'https://acme.test', timezone: 'Europe/Moscow' },
    ],
    [
      'Northwind Mobile',
      'EUR',
      3,
      { contact_email: 'hello@northwind.test', website: 'https://northwind.test', timezone: 'Europe/London' },
    ],
    ['Globex Studio', 'RUB', 1, { contact_email: '', website: '', timezone: 'Asia/Dubai' }],
  ];
  for (const [name, currency, tariffId, contact] of named) {
    store.companies.insert({
      name,
      status: 'active',
      balance: '0.00',
      currency,
      tariff_id: tariffId,
      subscription_tier_id: tierOf(tariffId),
      owner_id: null,
      referral_link_id: null,
      ...contact,
      created_at: iso(now - rnd.int(500, 700) * DAY),
    });
  }
  const usedCompanyNames = new Set(named.map(([name]) => name));
  for (let i = 0; i < SMALL_COMPANIES; i++) {
    let name = `${rnd.pick(COMPANY_ADJECTIVES)} ${rnd.pick(COMPANY_NOUNS)} ${rnd.pick(COMPANY_SUFFIXES)}`;
    if (usedCompanyNames.has(name)) name = `${name} ${i + 1}`;
    usedCompanyNames.add(name);
    const tariffId = rnd.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
      [4, 0.3],
    ] as const);
    store.companies.insert({
      name,
      status: rnd.bool(0.05) ? 'blocked' : 'active',
      balance: '0.00',
      currency: rnd.weighted([
        ['USD', 6],
        ['EUR', 3],
        ['RUB', 2],
      ] as const),
      tariff_id: tariffId,
      subscription_tier_id: tierOf(tariffId) + rnd.int(0, 3),
      owner_id: null,
      referral_link_id: null,
      contact_email: '',
      website: '',
      timezone: 'UTC',
      created_at: iso(ago(1, 720)),
    });
  }

  // ---- users ----
  const addUser = (fields: Partial<User> & Pick<User, 'name' | 'email'>): User =>
    store.users.insert({
      public_id: publicId(),
      password_hash: defaultHash,
      password_salt: salt,
      status: 'active',
      company_id: null,
      role_id: null,
      is_admin: false,
      telegram_id: null,
      locale: 'ru',
      avatar_url: avatarUrl(store.users.size + 1),
      created_at: iso(ago(30, 700)),
      last_login_at: iso(ago(0, 20)),
      ...fields,
    });
  const withPassword = (password: string) => ({
    password_hash: hashPassword(password, salt),
    password_salt: salt,
  });

  addUser({
    name: 'Irina Volkova',
    email: demoAccounts.admin.email,
    ...withPassword(demoAccounts.admin.password),
    is_admin: true,
    role_id: ROLE_IDS.administrator,
    locale: 'ru',
  });
  const owner = addUser({
    name: 'Oleg Petrov',
    email: demoAccounts.owner.email,
    ...withPassword(demoAccounts.owner.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.owner,
    telegram_id: demoTelegramId,
  });
  addUser({
    name: 'Maria Ivanova',
    email: demoAccounts.member.email,
    ...withPassword(demoAccounts.member.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.analyst,
    locale: 'en',
  });
  addUser({
    name: 'Boris Sokolov',
    email: demoAccounts.blocked.email,
    ...withPassword(demoAccounts.blocked.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.support,
    status: 'blocked',
  });
  // Other platform administrators (moderators).
  for (let i = 1; i <= 3; i++) {
    addUser({
      name: personName(),
      email: `moderator${i}@panel.test`,
      is_admin: true,
      role_id: ROLE_IDS.moderator,
    });
  }
  // Acme's team.
  const teamRoles = [
    ROLE_IDS.manager,
    ROLE_IDS.analyst,
    ROLE_IDS.support,
    ROLE_IDS.marketer,
    ROLE_IDS.finance,
  ];
  for (let i = 1; i <= 36; i++) {
    const name = personName();
    addUser({
      name,
      email: `${slug(name).replace('-', '.')}.${i}@acme.test`,
      company_id: ACME_COMPANY_ID,
      role_id: rnd.pick(teamRoles),
      status: rnd.weighted([
        ['active', 8],
        ['blocked', 1],
        ['invited', 1],
      ] as const),
      locale: rnd.bool(0.7) ? 'ru' : 'en',
    });
  }
  // An owner for every other company; a few members for the two other named companies.
  for (const company of store.companies.rows) {
    if (company.id === ACME_COMPANY_ID) {
      company.owner_id = owner.id;
      continue;
    }
    const name = personName();
    const user = addUser({
      name,
      email: `${slug(name).replace('-', '.')}.${company.id}@${slug(company.name)}.test`,
      company_id: company.id,
      role_id: ROLE_IDS.owner,
      status: company.status === 'blocked' ? 'blocked' : 'active',
      locale: rnd.bool(0.6) ? 'ru' : 'en',
      created_at: company.created_at,
    });
    company.owner_id = user.id;
    if (company.id <= 3) {
      for (let i = 1; i <= 6; i++) {
        const member = personName();
        addUser({
          name: member,
          email: `${slug(member).replace('-', '.')}.${i}@${slug(company.name)}.test`,
          company_id: company.id,
          role_id: rnd.pick(teamRoles),
        });
      }
    }
  }

  // ---- invitations ----
  store.invitations.insert({
    key: demoInvite.key,
    email: demoInvite.email,
    role_id: ROLE_IDS.analyst,
    company_id: ACME_COMPANY_ID,
    status: 'pending',
    expires_at: iso(now + 7 * DAY),
    invited_by: owner.id,
    created_at: iso(now - DAY),
    accepted_user_id: null,
    accepted_at: null,
  });
  store.invitations.insert({
    key: demoInvite.expiredKey,
    email: 'late.member@acme.test',
    role_id: ROLE_IDS.support,
    company_id: ACME_COMPANY_ID,
    status: 'expired',
    expires_at: iso(now - 3 * DAY),
    invited_by: owner.id,
    created_at: iso(now - 10 * DAY),
    accepted_user_id: null,
    accepted_at: null,
  });
  store.invitations.insert({
    key: demoInvite.revokedKey,
    email: 'revoked.member@acme.test',
    role_id: ROLE_IDS.marketer,
    company_id: ACME_COMPANY_ID,
    status: 'revoked',
    expires_at: iso(now + 2 * DAY),
    invited_by: owner.id,
    created_at: iso(now - 5 * DAY),
    accepted_user_id: null,
    accepted_at: null,
  });
  seedMoreInvitations(store, owner.id);

  // ---- referral links (SPRING24 belongs to the Acme owner) ----
  store.referralLinks.insert({
    code: demoReferralCode,
    name: 'Spring campaign',
    url: `http://localhost:8080/admin/registration/${demoReferralCode}`,
    owner_id: owner.id,
    bonus_percent: 10,
    registrations_count: 0,
    deposits_sum: '0.00',
    currency: 'USD',
    is_active: true,
    created_at: iso(now - 60 * DAY),
  });
  for (const [code, name, active] of [
    ['SUMMER23', 'Summer 2023', false],
    ['ACMEPARTNERS', 'Partner program', true],
    ['BLOGGERS', 'Bloggers', true],
  ] as const) {
    store.referralLinks.insert({
      code,
      name,
      url: `http://localhost:8080/admin/registration/${code}`,
      owner_id: owner.id,
      bonus_percent: rnd.pick([5, 7, 10, 15]),
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: 'USD',
      is_active: active,
      created_at: iso(ago(60, 400)),
    });
  }
  for (let i = 0; i < 30; i++) {
    const company = store.companies.get(rnd.int(4, SMALL_COMPANIES + 3))!;
    const code = `${slug(company.name).replace(/-/g, '').slice(0, 8).toUpperCase()}${i}`;
    store.referralLinks.insert({
      code,
      name: `${company.name} referrals`,
      url: `http://localhost:8080/admin/registration/${code}`,
      owner_id: company.owner_id!,
      bonus_percent: rnd.pick([5, 7, 10]),
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: company.currency,
      is_active: rnd.bool(0.8),
      created_at: iso(ago(10, 400)),
    });
  }
  // Some companies came through referral links; counters are kept consistent with that.
  for (const company of store.companies.rows) {
    if (company.id <= 3 || !rnd.bool(0.2)) continue;
    const link = store.referralLinks.get(rnd.int(1, store.referralLinks.size))!;
    company.referral_link_id = link.id;
    link.registrations_count += 1;
    link.deposits_sum = money(Number(link.deposits_sum) + rnd.int(50, 2000));
  }

  // ---- pixels ----
  const pixelsByCompany = new Map<number, number[]>();
  for (const [companyId, count] of [
    [1, 24],
    [2, 5],
    [3, 5],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const type = rnd.pick(['facebook', 'tiktok', 'google', 'snapchat'] as const);
      const pixel = store.pixels.insert({
        company_id: companyId,
        name: `${type[0]!.toUpperCase()}${type.slice(1)} ${rnd.pick(APP_WORDS_A)} #${i + 1}`,
        type,
        pixel_id: String(rnd.int(100000000000000, 999999999999999)),
        access_token: `EAAG${rnd.hex(40)}`,
        events: rnd.sample(PIXEL_EVENTS, rnd.int(1, 4)),
        created_at: iso(ago(1, 300)),
      });
      pixelsByCompany.set(companyId, [...(pixelsByCompany.get(companyId) ?? []), pixel.id]);
    }
  }

  // ---- applications with domains and comments ----
  const addApplication = (company: Company, index: number): Application => {
    const language = rnd.weighted(APP_LANGUAGES.map((l, i) => [l, i < 2 ? 5 : 1] as const));
    const name = `${rnd.pick(APP_WORDS_A)} ${rnd.pick(APP_WORDS_B)}${rnd.bool(0.3) ? ` ${rnd.int(2, 9)}` : ''}`;
    const status = rnd.weighted([
      ['active', 70],
      ['draft', 10],
      ['deactivated', 15],
      ['deleted', 5],
    ] as const);
    const created = ago(0, 540);
    // The store page's label is what the company claims there, not a count: the count is its PWA clients.
    const claimed = status === 'draft' ? 0 : Math.floor(rnd.next() ** 3 * 250_000);
    const installsLabel =
      claimed >= 100_000
        ? '100K+'
        : claimed >= 10_000
          ? '10K+'
          : claimed >= 1_000
            ? '1K+'
            : claimed >= 100
              ? '100+'
              : '10+';
    const pixels = pixelsByCompany.get(company.id) ?? [];
    const app = store.applications.insert({
      name,
      status,
      domain_id: null,
      domain: '',
      language,
      category: rnd.pick(CATEGORIES),
      template: rnd.pick(APP_TEMPLATES),
      icon_url: iconUrl(index),
      screenshots: [1, 2, 3].map((k) => screenUrl(index + k)),
      developer_name: company.name,
      description: `${name} — ${rnd.pick(COMMENTS_EN)}`,
      rating: rnd.float(3.6, 5, 1),
      installs_label: installsLabel,
      offer_url: `https://offers.example/${slug(name)}?sub=${index}`,
      pixel_ids: rnd.sample(pixels, rnd.int(0, Math.min(2, pixels.length))),
      push_enabled: rnd.bool(0.6),
      comments_count: 0,
      // Counted from its PWA clients (traffic.ts trafficOf).
      installs: 0,
      company_id: company.id,
      created_at: iso(created),
      updated_at: iso(Math.min(now, created + rnd.int(0, 60) * DAY)),
    });
    if (status !== 'draft') {
      const custom = rnd.bool(0.2);
      const host = custom ? `${slug(name)}-${app.id}.com` : `app${app.id}.pwa-panel.test`;
      const domainStatus =
        status === 'active'
          ? rnd.weighted([
              ['active', 9],
              ['error', 1],
            ] as const)
          : 'disabled';
      const domain = store.domains.insert({
        name: host,
        type: custom ? 'custom' : 'platform',
        status: custom && rnd.bool(0.15) ? 'pending' : domainStatus,
        ssl_status: domainStatus === 'active' ? 'active' : rnd.pick(['none', 'pending', 'failed'] as const),
        application_id: app.id,
        company_id: company.id,
        verified_at: domainStatus === 'active' ? app.created_at : null,
        checked_at: domainStatus === 'active' ? app.created_at : null,
        created_at: app.created_at,
      });
      app.domain_id = domain.id;
      app.domain = host;
    }
    const commentCount = rnd.int(3, 12);
    const ru = language === 'ru';
    for (let position = 1; position <= commentCount; position++) {
      const author = personName();
      store.comments.insert({
        application_id: app.id,
        author_name: author,
        author_avatar_url: avatarUrl(rnd.int(0, 1000)),
        text: rnd.pick(ru ? COMMENTS_RU : COMMENTS_EN),
        rating: rnd.weighted([
          [5, 6],
          [4, 3],
          [3, 1],
          [2, 0.4],
          [1, 0.2],
        ] as const),
        likes: rnd.int(0, 480),
        shown_date: dayString(Math.floor((now - ago(0, 120)) / DAY)),
        position,
        reply_text: rnd.bool(0.25) ? rnd.pick(ru ? REPLIES_RU : REPLIES_EN) : null,
        is_system: rnd.bool(0.1),
        system_set_id: null,
        created_at: app.created_at,
      });
    }
    app.comments_count = commentCount;
    return app;
  };
  const acme = store.companies.get(ACME_COMPANY_ID)!;
  for (let i = 0; i < ACME_APPLICATIONS; i++) addApplication(acme, i);
  for (const companyId of [2, 3])
    for (let i = 0; i < 60; i++) addApplication(store.companies.get(companyId)!, i);
  for (let companyId = 4; companyId <= 300; companyId++)
    addApplication(store.companies.get(companyId)!, companyId);
  // A couple of company-level custom domains not bound to an application yet.
  for (const host of ['play-acme.com', 'acme-games.net', 'get-acme.app']) {
    store.domains.insert({
      name: host,
      type: 'custom',
      status: 'pending',
      ssl_status: 'none',
      application_id: null,
      company_id: ACME_COMPANY_ID,
      verified_at: null,
      checked_at: null,
      created_at: iso(ago(0, 10)),
    });
  }

  const acmeLive = store.applications.rows.filter(
    (a) => a.company_id === ACME_COMPANY_ID && a.status === 'active',
  );
  // ---- traffic: PWA clients, and the statistics summed from them (traffic.ts) ----
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

  // ---- comment templates ----
  for (let i = 1; i <= 15; i++) {
    const language = rnd.pick(['ru', 'en'] as const);
    store.commentTemplates.insert({
      company_id: ACME_COMPANY_ID,
      name: `${language === 'ru' ? 'Набор отзывов' : 'Review set'} ${i}`,
      language,
      comments: Array.from({ length: rnd.int(3, 8) }, () => ({
        author_name: personName(),
        text: rnd.pick(language === 'ru' ? COMMENTS_RU : COMMENTS_EN),
        rating: rnd.int(4, 5),
        likes: rnd.int(0, 200),
        ...(rnd.bool(0.3) ? { reply_text: rnd.pick(language === 'ru' ? REPLIES_RU : REPLIES_EN) } : {}),
      })),
      created_at: iso(ago(1, 200)),
    });
  }

  // ---- balance transactions (balances end consistent with the history) ----
  for (const company of store.companies.rows) {
    const count = company.id === ACME_COMPANY_ID ? 240 : company.id <= 3 ? 40 : 2;
    const times = Array.from({ length: count }, () => ago(0, 365)).sort((a, b) => a - b);
    let balance = 0;
    for (const [index, time] of times.entries()) {
      const type =
        index === 0
          ? 'deposit'
          : rnd.weighted([
              ['charge', 6],
              ['deposit', 3],
              ['refund', 0.5],
              ['manual', 0.5],
            ] as const);
      const amount =
        type === 'charge'
          ? -Math.min(balance, rnd.float(5, 400))
          : type === 'refund'
            ? rnd.float(5, 50)
            : rnd.float(100, 3000);
      balance = Number((balance + amount).toFixed(2));
      store.transactions.insert({
        company_id: company.id,
        type,
        amount: money(amount),
        balance_after: money(balance),
        currency: company.currency,
        reason:
          type === 'charge'
            ? { kind: 'installs', date: isoDate(time) }
            : type === 'refund'
              ? { kind: 'domain-refund' }
              : type === 'manual'
                ? { kind: 'typed', text: 'Compensation for the outage of 12 March' }
                : { kind: 'card-deposit' },
        created_by: type === 'manual' ? 1 : type === 'deposit' ? company.owner_id : null,
        idempotency_key: type === 'deposit' ? `seed-${company.id}-${index}` : null,
        created_at: iso(time),
      });
    }
    company.balance = money(balance);
  }

  // ---- messaging ----
  for (let i = 1; i <= 30; i++) {
    const [titleRu, titleEn] = rnd.pick(PUSH_TITLES);
    const [bodyRu, bodyEn] = rnd.pick(PUSH_BODIES);
    const language = rnd.pick(['ru', 'en'] as const);
    store.pushTemplates.insert({
      name: `${language === 'ru' ? titleRu : titleEn} (${language})`,
      language,
      title: language === 'ru' ? titleRu : titleEn,
      body: language === 'ru' ? bodyRu : bodyEn,
      icon_url: iconUrl(i),
      image_url: rnd.bool(0.4) ? screenUrl(i) : null,
      url: `https://offers.example/push/${i}`,
      created_at: iso(ago(5, 400)),
    });
  }
  const acmeIds = acmeLive.map((a) => a.id);
  for (let i = 1; i <= 80; i++) {
    const kind = i <= 60 ? 'single' : 'regular';
    const template = rnd.bool(0.5) ? store.pushTemplates.get(rnd.int(1, 30))! : null;
    const [titleRu, titleEn] = rnd.pick(PUSH_TITLES);
    const [bodyRu, bodyEn] = rnd.pick(PUSH_BODIES);
    const status = rnd.weighted([
      ['draft', 1],
      ['scheduled', 2],
      ['sending', 0.5],
      ['sent', 5],
      ['paused', 0.7],
    ] as const);
    const sent =
      status === 'sent' || status === 'sending' || (kind === 'regular' && status !== 'draft')
        ? rnd.int(1000, 90000)
        : 0;
    const delivered = Math.floor(sent * rnd.float(0.8, 0.97, 3));
    const ru = rnd.bool(0.6);
    const push = store.pushNotifications.insert({
      company_id: ACME_COMPANY_ID,
      kind,
      name: `${kind === 'single' ? 'Campaign' : 'Regular'} #${i}`,
      title: template?.title ?? (ru ? titleRu : titleEn),
      body: template?.body ?? (ru ? bodyRu : bodyEn),
      icon_url: iconUrl(i),
      image_url: null,
      url: `https://offers.example/p/${i}`,
      application_ids: rnd.sample(acmeIds, rnd.int(1, 5)),
      template_id: template?.id ?? null,
      send_at:
        kind === 'single' ? iso(status === 'scheduled' ? now + rnd.int(1, 20) * DAY : ago(0, 60)) : null,
      schedule:
        kind === 'regular'
          ? {
              days: rnd.sample([0, 1, 2, 3, 4, 5, 6], rnd.int(1, 5)).sort(),
              time: `${String(rnd.int(8, 21)).padStart(2, '0')}:00`,
              timezone: 'Europe/Moscow',
            }
          : null,
      status,
      sent,
      delivered,
      clicked: Math.floor(delivered * rnd.float(0.01, 0.12, 3)),
      created_at: iso(ago(1, 200)),
    });
    if (push.sent > 0) {
      for (let d = 13; d >= 0; d--) {
        const daySent = Math.floor(push.sent / 14);
        const dayDelivered = Math.floor(daySent * rnd.float(0.8, 0.97, 3));
        const clicked = Math.floor(dayDelivered * rnd.float(0.01, 0.12, 3));
        store.pushStats.insert({
          date: dayString(d),
          notification_id: push.id,
          company_id: ACME_COMPANY_ID,
          sent: daySent,
          delivered: dayDelivered,
          clicked,
          ctr: dayDelivered ? Number(((clicked / dayDelivered) * 100).toFixed(2)) : 0,
        });
      }
    }
  }
  const steps = (count: number): FunnelStep[] =>
    Array.from({ length: count }, (_, k) => {
      const [, title] = rnd.pick(PUSH_TITLES);
      const [, body] = rnd.pick(PUSH_BODIES);
      return {
        delay_minutes: k === 0 ? 0 : k * rnd.pick([30, 60, 240, 1440]),
        title,
        body,
        url: `https://offers.example/f/${k}`,
      };
    });
  for (let i = 1; i <= 8; i++) {
    store.oneSignalFunnelTemplates.insert({
      name: `${['Welcome', 'Retention', 'Win-back', 'Deposit'][i % 4]} funnel ${i}`,
      language: rnd.pick(['ru', 'en']),
      steps: steps(rnd.int(2, 6)),
      is_active: rnd.bool(0.8),
      created_at: iso(ago(10, 300)),
    });
  }
  for (let i = 1; i <= 12; i++) {
    const template = rnd.bool(0.6) ? rnd.int(1, 8) : null;
    store.oneSignalFunnels.insert({
      company_id: ACME_COMPANY_ID,
      name: `Funnel ${rnd.pick(APP_WORDS_A)} ${i}`,
      application_id: rnd.pick(acmeIds),
      template_id: template,
      is_active: rnd.bool(0.7),
      steps: template ? store.oneSignalFunnelTemplates.get(template)!.steps : steps(rnd.int(2, 5)),
      subscribers: rnd.int(0, 40000),
      created_at: iso(ago(1, 200)),
    });
  }
  for (let i = 1; i <= 45; i++) {
    const [, title] = rnd.pick(PUSH_TITLES);
    const [, body] = rnd.pick(PUSH_BODIES);
    const status = rnd.weighted([
      ['draft', 1],
      ['scheduled', 1],
      ['sent', 6],
      ['failed', 0.5],
    ] as const);
    const sent = status === 'sent' ? rnd.int(500, 50000) : 0;
    const delivered = Math.floor(sent * rnd.float(0.8, 0.97, 3));
    store.oneSignalSingles.insert({
      company_id: ACME_COMPANY_ID,
      application_id: rnd.pick(acmeIds),
      name: `OneSignal blast #${i}`,
      title,
      body,
      url: `https://offers.example/os/${i}`,
      status,
      sent,
      delivered,
      clicked: Math.floor(delivered * rnd.float(0.01, 0.1, 3)),
      send_at:
        status === 'draft' ? null : iso(status === 'scheduled' ? now + rnd.int(1, 10) * DAY : ago(0, 90)),
      created_at: iso(ago(1, 120)),
    });
  }
  const triggers = ['install', 'first_open', 'inactive_days'] as const;
  for (let i = 1; i <= 5; i++) {
    const trigger = triggers[i % 3]!;
    store.systemFunnelTemplates.insert({
      name: `System template ${i}: ${trigger}`,
      trigger,
      trigger_value: trigger === 'inactive_days' ? rnd.int(1, 14) : null,
      is_active: true,
      steps: steps(rnd.int(1, 4)),
      created_at: iso(ago(10, 300)),
    });
  }
  for (let i = 1; i <= 6; i++) {
    const trigger = triggers[i % 3]!;
    store.systemFunnels.insert({
      company_id: ACME_COMPANY_ID,
      name: `${trigger === 'install' ? 'After install' : trigger === 'first_open' ? 'First open' : 'Inactive'} ${i}`,
      trigger,
      trigger_value: trigger === 'inactive_days' ? rnd.int(1, 14) : null,
      template_id: null,
      is_active: rnd.bool(0.6),
      steps: steps(rnd.int(1, 4)),
      created_at: iso(ago(1, 200)),
    });
  }
  for (const [companyId, username, active] of [
    [1, 'acme_alerts_bot', true],
    [1, 'acme_reports_bot', false],
    [1, 'acme_support_bot', false],
    [2, 'northwind_bot', true],
  ] as const) {
    store.bots.insert({
      company_id: companyId,
      username,
      token: `${rnd.int(1000000000, 9999999999)}:AA${rnd.hex(33)}`,
      is_active: active,
      chat_id: active ? String(-rnd.int(1000000000, 1999999999)) : null,
      created_at: iso(ago(5, 300)),
    });
  }
  for (const companyId of [1, 2, 3]) {
    for (const event of NOTIFICATION_EVENTS) {
      for (const channel of ['telegram', 'email'] as const) {
        store.notifications.insert({
          company_id: companyId,
          event,
          channel,
          is_active: rnd.bool(0.6),
          updated_at: iso(ago(0, 60)),
        });
      }
    }
  }
  for (const event of NOTIFICATION_EVENTS) {
    for (const channel of ['telegram', 'email'] as const) {
      for (const language of ['ru', 'en'] as const) {
        store.notificationTemplates.insert({
          name: `${event} / ${channel} / ${language}`,
          event,
          channel,
          language,
          text: NOTIFICATION_TEXTS[event][language],
          created_at: iso(ago(30, 400)),
        });
      }
    }
  }
  seedSystemCommentSets(store);
  seedPlatformDomains(store, now);
  return store;
}

/**
 * The platform's own domains (type platform, no company: POST /manage/domain/store adds more), fixed values so that
 * the seed stays deterministic.
 */
function seedPlatformDomains(store: Store, now: number): void {
  const base: [string, 'active' | 'pending', number][] = [
    ['pwa-panel.app', 'active', 400],
    ['install-now.app', 'active', 200],
    ['apps-store.click', 'pending', 3],
  ];
  for (const [name, status, daysAgo] of base) {
    const created = iso(now - daysAgo * DAY);
    store.domains.insert({
      name,
      type: 'platform',
      status,
      ssl_status: status === 'active' ? 'active' : 'pending',
      application_id: null,
      company_id: null,
      verified_at: status === 'active' ? created : null,
      checked_at: status === 'active' ? created : null,
      created_at: created,
    });
  }
}

/** The seeded notification templates' texts: each names only its event's placeholders (routes/templates.ts). */
const NOTIFICATION_TEXTS: Record<(typeof NOTIFICATION_EVENTS)[number], { ru: string; en: string }> = {
  balance_low: {
    ru: '{company}: баланс {balance} {currency}, ниже порога {threshold}. Пополните его, чтобы приложения работали.',
    en: '{company}: the balance is {balance} {currency}, below {threshold}. Top it up to keep the applications running.',
  },
  domain_error: {
    ru: '{company}: домен {domain} не работает: {error}.',
    en: '{company}: the domain {domain} is failing: {error}.',
  },
  app_blocked: {
    ru: '{company}: приложение {application} заблокировано. Причина: {reason}.',
    en: '{company}: the application {application} was blocked. Reason: {reason}.',
  },
  daily_report: {
    ru: '{company}, отчёт за {date}: установок {installs}, депозитов на {deposits_sum} {currency}.',
    en: '{company}, report for {date}: {installs} installs, deposits of {deposits_sum} {currency}.',
  },
  deposit_received: {
    ru: '{company}: зачислено {amount} {currency}, баланс {balance} {currency}.',
    en: '{company}: {amount} {currency} credited, the balance is {balance} {currency}.',
  },
  tariff_expiring: {
    ru: '{company}: тариф {tariff} закончится {expires_at}.',
    en: '{company}: the tariff {tariff} ends on {expires_at}.',
  },
};

/**
 * More of Acme's invitations, one per status the team screen shows, without drawing from the seeded generator (the
 * data after them stays what it was): one accepted by the demo team member, one pending whose date has passed (it
 * reads `expired`), one more pending.
 */
function seedMoreInvitations(store: Store, ownerId: number): void {
  const now = store.now;
  const member = store.findUserByEmail(demoAccounts.member.email);
  store.invitations.insert({
    key: demoInvite.acceptedKey,
    email: demoAccounts.member.email,
    role_id: ROLE_IDS.analyst,
    company_id: ACME_COMPANY_ID,
    status: 'accepted',
    expires_at: iso(now - 23 * DAY),
    invited_by: ownerId,
    created_at: iso(now - 30 * DAY),
    accepted_user_id: member?.id ?? null,
    accepted_at: iso(now - 29 * DAY),
  });
  store.invitations.insert({
    key: demoInvite.lapsedKey,
    email: 'lapsed.member@acme.test',
    role_id: ROLE_IDS.finance,
    company_id: ACME_COMPANY_ID,
    status: 'pending',
    expires_at: iso(now - DAY),
    invited_by: ownerId,
    created_at: iso(now - 8 * DAY),
    accepted_user_id: null,
    accepted_at: null,
  });
  store.invitations.insert({
    key: 'designer-invite-key',
    email: 'designer@acme.test',
    role_id: ROLE_IDS.marketer,
    company_id: ACME_COMPANY_ID,
    status: 'pending',
    expires_at: iso(now + 5 * DAY),
    invited_by: ownerId,
    created_at: iso(now - 2 * DAY),
    accepted_user_id: null,
    accepted_at: null,
  });
}

/**
 * The platform's comment sets, with fixed texts (no draw from the seeded generator, so that the data before them stays
 * what it was). The comments seeded as system ones belong to a set.
 */
function seedSystemCommentSets(store: Store): void {
  const sets: { name: string; language: string; comments: [string, string, number, number, string?][] }[] = [
    {
      name: 'Первые отзывы',
      language: 'ru',
      comments: [
        ['Ирина К.', 'Установила за минуту, всё работает без сбоев.', 5, 124],
        [
          'Дмитрий С.',
          'Удобно и быстро, рекомендую друзьям.',
          5,
          87,
          'Спасибо, Дмитрий! Рады, что вам нравится.',
        ],
        ['Ольга П.', 'Хорошее приложение, жду новых функций.', 4, 41],
      ],
    },
    {
      name: 'First reviews',
      language: 'en',
      comments: [
        ['Emily R.', 'Installed in a minute and it just works.', 5, 132],
        [
          'James T.',
          'Fast and handy, I recommend it to friends.',
          5,
          96,
          'Thank you, James! Glad you like it.',
        ],
        ['Sophia L.', 'Good app, looking forward to new features.', 4, 38],
        ['Liam W.', 'Clean design and no annoying ads.', 5, 57],
      ],
    },
    {
      name: 'Отзывы о выплатах',
      language: 'ru',
      comments: [
        ['Сергей М.', 'Вывод пришёл за пару часов, всё честно.', 5, 210],
        ['Анна В.', 'Поддержка ответила быстро и помогла.', 5, 143, 'Анна, спасибо за доверие!'],
        ['Павел Н.', 'Всё понятно с первого раза.', 4, 66],
        ['Мария Л.', 'Пользуюсь каждый день, нравится.', 5, 95],
        ['Кирилл Д.', 'Надёжно и удобно.', 5, 71],
      ],
    },
    {
      name: 'Support praise',
      language: 'en',
      comments: [
        [
          'Olivia M.',
          'Support answered within minutes and solved my issue.',
          5,
          188,
          'Happy to help, Olivia!',
        ],
        ['Noah B.', 'Everything is clear from the first screen.', 5, 74],
        ['Ava K.', 'Reliable, I use it every day.', 4, 52],
      ],
    },
    {
      name: 'Short and sweet',
      language: 'en',
      comments: [
        ['Mia S.', 'Love it!', 5, 301],
        ['Lucas P.', 'Works great.', 5, 119],
        ['Ella J.', 'Simple and fast.', 4, 64],
        ['Ben C.', 'Exactly what I needed.', 5, 88],
        ['Zoe F.', 'Five stars.', 5, 45],
        ['Leo G.', 'Smooth experience.', 4, 33],
      ],
    },
  ];
  for (const set of sets) {
    store.systemCommentSets.insert({
      name: set.name,
      language: set.language,
      comments: set.comments.map(([author_name, text, rating, likes, reply_text]) => ({
        author_name,
        text,
        rating,
        likes,
        ...(reply_text ? { reply_text } : {}),
      })),
    });
  }
  const count = store.systemCommentSets.size;
  for (const comment of store.comments.rows) {
    if (comment.is_system) comment.system_set_id = (comment.application_id % count) + 1;
  }
}
