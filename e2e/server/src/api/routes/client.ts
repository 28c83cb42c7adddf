/** The company area (/client/...): the row actions the listings advertise plus the reads screens need. */
import { hasPermission, requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import { iso } from '../store/store';
import { omit } from '../store/table';
import type { User } from '../store/types';
import { BodyReader, isDay } from '../validate';
import { applicationData } from './application-forms';
import { companyApplication, transition } from './applications';

const done = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  message: msg(ctx.lang, 'done'),
  ...extra,
});

/** A user of the caller's company, or 404. */
function companyUser(ctx: Ctx, companyId: number): User {
  const user = ctx.store.users.get(ctx.id());
  if (!user || user.company_id !== companyId) throw ctx.notFound();
  return user;
}

/** Why the caller may not change this user's status, or null when allowed. */
function statusChangeBlocker(ctx: Ctx, user: User): string | null {
  if (user.id === ctx.me.id) return msg(ctx.lang, 'cannotChangeOwnStatus');
  if (user.company_id !== null && ctx.store.companies.get(user.company_id)?.owner_id === user.id) {
    return msg(ctx.lang, 'cannotChangeOwnerStatus');
  }
  return null;
}

/** `from` / `to` of a daily-statistics call: `YYYY-MM-DD`, inclusive; 422 on a bad date or an inverted range. */
function dayRange(ctx: Ctx): { from: string | null; to: string | null } {
  const read = (name: 'from' | 'to') => {
    const value = ctx.query.get(name);
    if (value === null || value === '') return null;
    if (!isDay(value)) throw validationError(ctx.lang, { [name]: [msg(ctx.lang, 'filterDate')] });
    return value;
  };
  const from = read('from');
  const to = read('to');
  if (from && to && from > to) throw validationError(ctx.lang, { from: [msg(ctx.lang, 'filterDateOrder')] });
  return { from, to };
}

/**
 * The daily figures of a company, or of one of its applications (`application_id`), between `from` and `to`, by date.
 */
export function companyDaily(ctx: Ctx, companyId: number): Record<string, unknown> {
  const { from, to } = dayRange(ctx);
  const appParam = ctx.query.get('application_id');
  let rows;
  if (appParam !== null && appParam !== '') {
    const app = ctx.store.applications.get(Number(appParam));
    if (!app || app.company_id !== companyId) throw ctx.notFound();
    rows = ctx.store.dailyStats.rows.filter((row) => row.application_id === app.id);
  } else {
    rows = ctx.store.companyDailyStats.rows.filter((row) => row.company_id === companyId);
  }
  rows = rows
    .filter((row) => (!from || row.date >= from) && (!to || row.date <= to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const currency = ctx.store.companies.get(companyId)?.currency ?? 'USD';
  return {
    data: rows.map((row) => ({ ...omit(row, 'id', 'application_id'), currency })),
    currency,
  };
}

export const clientRoutes: Route[] = [
  // ---- applications ----
  {
    method: 'POST',
    pattern: '/client/application/:id/deactivate',
    handler(ctx) {
      const app = companyApplication(ctx, requireCompanyPermission(ctx, 'application.update'));
      return done(ctx, { data: applicationData(ctx, transition(ctx, app, 'deactivate')) });
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/:id/delete',
    handler(ctx) {
      const app = companyApplication(ctx, requireCompanyPermission(ctx, 'application.delete'));
      transition(ctx, app, 'delete');
      return done(ctx);
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/:id/clone',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.create');
      const source = companyApplication(ctx, companyId);
      const now = iso(Date.now());
      // Clone copies everything but the domain (docs/product.md, "Entities"); comments are copied too.
      const copy = ctx.store.applications.insert({
        ...omit(source, 'id'),
        name: `${source.name} (copy)`,
        status: 'draft',
        domain_id: null,
        domain: '',
        screenshots: [...source.screenshots],
        pixel_ids: [...source.pixel_ids],
        installs: 0,
        created_at: now,
        updated_at: now,
      });
      for (const comment of ctx.store.comments.rows.filter((c) => c.application_id === source.id)) {
        ctx.store.comments.insert({ ...omit(comment, 'id'), application_id: copy.id });
      }
      return done(ctx, { data: applicationData(ctx, copy) });
    },
  },
  // ---- own users ----
  {
    method: 'GET',
    pattern: '/client/user/:id/change-status',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      const reason = statusChangeBlocker(ctx, user);
      return reason ? { can: false, reason } : { can: true };
    },
  },
  {
    method: 'PUT',
    pattern: '/client/user/:id/change-status',
    async handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'user.manage'));
      const input = new BodyReader(ctx.lang, await ctx.body());
      const status = input.oneOf('status', ['active', 'blocked'] as const);
      input.done();
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { status: [reason] });
      user.status = status;
      return done(ctx, { user: { id: user.id, status: user.status } });
    },
  },
  // ---- team ----
  {
    method: 'DELETE',
    pattern: '/client/team/:id/destroy',
    handler(ctx) {
      const user = companyUser(ctx, requireCompanyPermission(ctx, 'team.manage'));
      const reason = statusChangeBlocker(ctx, user);
      if (reason) throw validationError(ctx.lang, { id: [reason] });
      // The account survives without a company (it may be invited elsewhere); it can no longer sign in here.
      user.company_id = null;
      user.role_id = null;
      user.status = 'blocked';
      return done(ctx);
    },
  },
  // ---- pixels ----
  {
    method: 'DELETE',
    pattern: '/client/pixels/:id/destroy',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'pixel.manage');
      const pixel = ctx.store.pixels.get(ctx.id());
      if (!pixel || pixel.company_id !== companyId) throw ctx.notFound();
      ctx.store.pixels.remove(pixel.id);
      for (const app of ctx.store.applications.rows) {
        if (app.company_id === companyId && app.pixel_ids.includes(pixel.id))
          app.pixel_ids = app.pixel_ids.filter((id) => id !== pixel.id);
      }
      return done(ctx);
    },
  },
  // ---- telegram bots ----
  {
    method: 'POST',
    pattern: '/client/telegram-bot/:id/change-status',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'bot.manage');
      const bot = ctx.store.bots.get(ctx.id());
      if (!bot || bot.company_id !== companyId) throw ctx.notFound();
      const input = new BodyReader(ctx.lang, await ctx.body());
      const isActive = input.boolean('isActive');
      input.done();
      // One active bot per company: activating one switches the others off.
      if (isActive)
        for (const other of ctx.store.bots.rows) if (other.company_id === companyId) other.is_active = false;
      bot.is_active = isActive;
      return done(ctx, { bot: { id: bot.id, is_active: bot.is_active } });
    },
  },
  {
    method: 'GET',
    pattern: '/client/telegram-bot/get-active-bot',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'bot.manage');
      const bot = ctx.store.bots.rows.find((b) => b.company_id === companyId && b.is_active);
      // 404 means "no bot" to the panel (docs/product.md, "Errors"), not an error.
      if (!bot) throw ctx.notFound();
      return {
        bot: {
          id: bot.id,
          username: bot.username,
          is_active: true,
          chat_id: bot.chat_id,
          created_at: bot.created_at,
        },
      };
    },
  },
  // ---- notifications ----
  {
    method: 'PUT',
    pattern: '/client/notifications/:id/activate',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'notification.manage');
      const row = ctx.store.notifications.get(ctx.id());
      if (!row || row.company_id !== companyId) throw ctx.notFound();
      const input = new BodyReader(ctx.lang, await ctx.body());
      const isActive = input.boolean('isActive');
      input.done();
      row.is_active = isActive;
      row.updated_at = iso(Date.now());
      return done(ctx, { notification: row });
    },
  },
  // ---- push notifications ----
  {
    method: 'POST',
    pattern: '/client/push-notification/:id/copy',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      const push = ctx.store.pushNotifications.get(ctx.id());
      if (!push || push.company_id !== companyId) throw ctx.notFound();
      const copy = ctx.store.pushNotifications.insert({
        ...omit(push, 'id'),
        name: `${push.name} (copy)`,
        status: 'draft',
        sent: 0,
        delivered: 0,
        clicked: 0,
        application_ids: [...push.application_ids],
        created_at: iso(Date.now()),
      });
      return done(ctx, { notification: copy });
    },
  },
  {
    method: 'DELETE',
    pattern: '/client/push-notification/:id/delete',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      const push = ctx.store.pushNotifications.get(ctx.id());
      if (!push || push.company_id !== companyId) throw ctx.notFound();
      ctx.store.pushNotifications.remove(push.id);
      return done(ctx);
    },
  },
  // ---- statistics, domains, tariffs, company ----
  {
    method: 'GET',
    pattern: '/client/statistic/get-daily',
    handler: (ctx) => companyDaily(ctx, requireCompanyPermission(ctx, 'statistics.view')),
  },
  {
    method: 'GET',
    pattern: '/client/domain/get-custom',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'domain.manage');
      return {
        data: ctx.store.domains.rows.filter((d) => d.company_id === companyId && d.type === 'custom'),
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/domain/:id/dns-zone-details',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'domain.manage');
      const domain = ctx.store.domains.get(ctx.id());
      if (!domain || domain.company_id !== companyId) throw ctx.notFound();
      const ok = domain.status === 'active';
      return {
        records: [
          { type: 'A', name: domain.name, value: '203.0.113.10', ttl: 3600 },
          { type: 'CNAME', name: `www.${domain.name}`, value: 'edge.pwa-panel.test', ttl: 3600 },
          {
            type: 'TXT',
            name: `_panel-verify.${domain.name}`,
            value: `panel-verification=${domain.id}-${domain.company_id}`,
            ttl: 300,
          },
        ],
        nameservers: ['ns1.pwa-panel.test', 'ns2.pwa-panel.test'],
        verification: {
          status: ok ? 'verified' : domain.status === 'error' ? 'failed' : 'pending',
          checked_at: iso(Date.now() - 5 * 60_000),
          ...(ok
            ? {}
            : {
                message: domain.status === 'error' ? 'TXT record not found' : 'Waiting for DNS propagation',
              }),
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/tariff/list',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'tariff.view');
      const company = ctx.store.companies.get(companyId);
      return {
        data: ctx.store.tariffs.rows.map((tariff) => ({
          ...tariff,
          tiers: ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariff.id),
        })),
        current_tariff_id: company?.tariff_id ?? null,
        current_subscription_tier_id: company?.subscription_tier_id ?? null,
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/tariff/:id/show',
    handler(ctx) {
      requireCompanyPermission(ctx, 'tariff.view');
      const tariff = ctx.store.tariffs.get(ctx.id());
      if (!tariff) throw ctx.notFound();
      return {
        tariff: { ...tariff, tiers: ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariff.id) },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/company/edit',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, ['company.update', 'company.deposit']);
      const company = ctx.store.companies.get(companyId);
      if (!company) throw ctx.notFound();
      return {
        company: {
          ...company,
          tariff_name: ctx.store.tariffs.get(company.tariff_id)?.name ?? '',
          can_update: hasPermission(ctx, 'company.update'),
          can_deposit: hasPermission(ctx, 'company.deposit'),
        },
      };
    },
  },
];
