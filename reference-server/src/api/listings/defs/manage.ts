/** Administrator listings: platform-wide rows (guarded by isAdmin plus a manage permission). */
import { actorName } from '../../actors';
import { LANGS, t, tx } from '../../i18n';
import {
  COMPANY_PERMISSIONS,
  MANAGE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_GROUP_LABELS,
  PERMISSION_OPTIONS,
  permissionGroup,
} from '../../permissions';
import type { ActionDef, ListingDef, Row } from '../types';
import { APP_LANGUAGES, CATEGORIES, NOTIFICATION_EVENTS } from '../../store/words';
import { APPLICATION_STATUS_LABELS, COLORS, CONFIRM_DELETE, col, flt, options } from './common';
import { omit } from '../../store/table';
import { commentFilters, commentRow } from './client';
import {
  applicationColumns,
  botColumns,
  commentColumns,
  domainColumns,
  referralLinkColumns,
  transactionColumns,
  userColumns,
} from './columns';
import { maskToken } from '../../routes/pixels';
import { describeTransaction } from '../../transaction-reason';
import { roleName, seededTemplateName, seededText } from '../../store/seed-texts';

/** The row action that deletes a messaging template (routes/templates.ts). */
const deleteTemplate = (url: string): ActionDef => ({
  key: 'delete',
  label: tx('Удалить', 'Delete'),
  method: 'DELETE',
  url,
  permission: 'manage.templates',
  destructive: true,
  confirm: CONFIRM_DELETE,
});

export const companyListing: ListingDef = {
  name: 'company',
  title: tx('Компании', 'Companies'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/companies/{id}' }),
    col('status', 'Статус', 'Status', 'status', { statusColors: COLORS.company }),
    col('owner_email', 'Владелец', 'Owner', 'text'),
    col('tariff_name', 'Тариф', 'Tariff', 'text'),
    col('balance', 'Баланс', 'Balance', 'money'),
    col('applications_count', 'Приложений', 'Applications', 'number'),
    col('users_count', 'Пользователей', 'Users', 'number', { hidden: true }),
    col('referral_code', 'Реферальный код', 'Referral code', 'text', { hidden: true }),
    col('created_at', 'Создана', 'Created', 'datetime'),
  ],
  filters: [
    flt('status', 'Статус', 'Status', 'select', { options: options(['active', 'blocked']) }),
    flt('tariff_id', 'Тариф', 'Tariff', 'multiselect', {
      options: (ctx) =>
        ctx.store.tariffs.rows.map((tariff) => ({ value: String(tariff.id), label: tariff.name })),
    }),
    flt('currency', 'Валюта', 'Currency', 'select', { options: options(['USD', 'EUR', 'RUB']) }),
    flt('balance', 'Баланс', 'Balance', 'number-range'),
    flt('created_at', 'Дата создания', 'Created', 'date-range'),
    flt('has_referral', 'Пришла по реферальной ссылке', 'Came through a referral link', 'boolean'),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  // The administrators' dashboard: new companies per day (`group_by: 'created_date'`, each group with `count`).
  aggregations: true,
  groupBy: ['created_date'],
  countRows: true,
  rows(ctx) {
    const { store } = ctx;
    // One pass over users and applications instead of a scan per company.
    const users = new Map<number, number>();
    for (const user of store.users.rows)
      if (user.company_id !== null) users.set(user.company_id, (users.get(user.company_id) ?? 0) + 1);
    const apps = new Map<number, number>();
    for (const app of store.applications.rows)
      if (app.status !== 'deleted') apps.set(app.company_id, (apps.get(app.company_id) ?? 0) + 1);
    return store.companies.rows.map((company) => ({
      id: company.id,
      name: company.name,
      status: company.status,
      owner_id: company.owner_id,
      owner_email: company.owner_id ? (store.users.get(company.owner_id)?.email ?? '') : '',
      tariff_id: company.tariff_id,
      tariff_name: store.tariffs.get(company.tariff_id)?.name ?? '',
      balance: company.balance,
      currency: company.currency,
      applications_count: apps.get(company.id) ?? 0,
      users_count: users.get(company.id) ?? 0,
      referral_code: company.referral_link_id
        ? (store.referralLinks.get(company.referral_link_id)?.code ?? '')
        : '',
      has_referral: company.referral_link_id !== null,
      created_at: company.created_at,
      created_date: company.created_at.slice(0, 10),
    }));
  },
};

export const manageApplicationListing: ListingDef = {
  name: 'manage-application',
  title: tx('Все приложения', 'All applications'),
  columns: applicationColumns('manage'),
  filters: [
    flt('status', 'Статус', 'Status', 'multiselect', {
      options: options(['draft', 'active', 'deactivated', 'deleted'], APPLICATION_STATUS_LABELS),
    }),
    flt('company_name', 'Компания', 'Company', 'text'),
    // "No" finds the applications without a domain (an empty `domain` cell), which no text filter can.
    flt('has_domain', 'Есть домен', 'Has a domain', 'boolean', { field: 'domain' }),
    flt('category', 'Категория', 'Category', 'select', { options: options(CATEGORIES) }),
    flt('created_at', 'Дата создания', 'Created', 'date-range'),
    flt('installs', 'Установки', 'Installs', 'number-range'),
    flt('push_enabled', 'Push включены', 'Push enabled', 'boolean'),
    flt('company_id', 'Компания', 'Company', 'select', { hidden: true }),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  actions: [
    {
      key: 'restore',
      label: tx('Восстановить', 'Restore'),
      method: 'POST',
      url: '/manage/application/{id}/restore',
      permission: 'manage.applications',
      visibleWhen: { field: 'status', in: ['deactivated', 'deleted'] },
    },
    {
      key: 'deactivate',
      label: tx('Деактивировать', 'Deactivate'),
      method: 'POST',
      url: '/manage/application/{id}/deactivate',
      permission: 'manage.applications',
      confirm: tx(
        'Деактивировать приложение? Компания не сможет включить его снова; «Восстановить» сделает его активным.',
        'Deactivate the application? The company cannot turn it on again; Restore makes it active.',
      ),
      visibleWhen: { field: 'status', in: ['active'] },
    },
    {
      key: 'delete',
      label: tx('Удалить', 'Delete'),
      method: 'POST',
      url: '/manage/application/{id}/delete',
      permission: 'manage.applications',
      destructive: true,
      confirm: tx('Удалить приложение?', 'Delete the application?'),
      visibleWhen: { field: 'status', in: ['active', 'draft', 'deactivated'] },
    },
  ],
  bulkActions: [
    {
      key: 'restore',
      label: tx('Восстановить выбранные', 'Restore selected'),
      method: 'POST',
      url: '/common/listing/manage-application/bulk/restore',
      permission: 'manage.applications',
    },
    {
      key: 'deactivate',
      label: tx('Деактивировать выбранные', 'Deactivate selected'),
      method: 'POST',
      url: '/common/listing/manage-application/bulk/deactivate',
      permission: 'manage.applications',
      confirm: tx(
        'Деактивировать выбранные приложения? Компания не сможет включить их снова; «Восстановить» сделает их активными.',
        'Deactivate the selected applications? The company cannot turn them on again; Restore makes them active.',
      ),
    },
    {
      key: 'delete',
      label: tx('Удалить выбранные', 'Delete selected'),
      method: 'POST',
      url: '/common/listing/manage-application/bulk/delete',
      permission: 'manage.applications',
      destructive: true,
      confirm: tx('Удалить выбранные приложения?', 'Delete the selected applications?'),
    },
  ],
  rows(ctx) {
    const { store } = ctx;
    return store.applications.rows.map((app) => ({
      id: app.id,
      icon_url: app.icon_url,
      name: app.name,
      company_id: app.company_id,
      company_name: store.companies.get(app.company_id)?.name ?? '',
      status: app.status,
      domain: app.domain,
      category: app.category,
      installs: app.installs,
      rating: app.rating,
      push_enabled: app.push_enabled,
      created_at: app.created_at,
    }));
  },
};

export const manageCommentListing: ListingDef = {
  name: 'manage-application-comment',
  title: tx('Комментарии всех приложений', 'Comments of all applications'),
  columns: commentColumns('manage'),
  filters: [...commentFilters(), flt('company_name', 'Компания', 'Company', 'text')],
  sort: { key: 'shown_date', dir: 'desc' },
  perPage: 25,
  search: true,
  rows(ctx) {
    const { store } = ctx;
    return store.comments.rows.map((comment) => {
      const app = store.applications.get(comment.application_id);
      return commentRow(comment, app, app ? (store.companies.get(app.company_id)?.name ?? '') : '');
    });
  },
};

export const manageTransactionsListing: ListingDef = {
  name: 'manage-company-balance-transactions',
  title: tx('Операции по балансам компаний', 'Company balance transactions'),
  columns: transactionColumns('manage'),
  filters: [
    flt('type', 'Тип', 'Type', 'multiselect', {
      options: options(['deposit', 'charge', 'refund', 'manual']),
    }),
    flt('currency', 'Валюта', 'Currency', 'select', { options: options(['USD', 'EUR', 'RUB']) }),
    flt('created_at', 'Период', 'Period', 'date-range'),
    flt('amount', 'Сумма', 'Amount', 'number-range'),
    flt('company_name', 'Компания', 'Company', 'text'),
    flt('company_id', 'Компания', 'Company', 'select', { hidden: true }),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  rows(ctx) {
    const { store } = ctx;
    return store.transactions.rows.map((tr) => ({
      ...omit(tr, 'idempotency_key', 'reason'),
      description: describeTransaction(ctx.lang, tr.reason),
      company_name: store.companies.get(tr.company_id)?.name ?? '',
      created_by_name: actorName(store, ctx.lang, tr.created_by, tr.acting_admin_id),
    }));
  },
};

export const rolesListing: ListingDef = {
  name: 'roles',
  title: tx('Роли', 'Roles'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/roles/{id}' }),
    col('description', 'Описание', 'Description', 'text'),
    col('permissions', 'Права', 'Permissions', 'tags'),
    col('users_count', 'Пользователей', 'Users', 'number'),
    col('is_system', 'Системная', 'System', 'boolean'),
    col('created_at', 'Создана', 'Created', 'datetime', { hidden: true }),
  ],
  filters: [
    flt('is_system', 'Системная', 'System', 'boolean'),
    flt('permissions', 'Право', 'Permission', 'multiselect', {
      options: PERMISSION_OPTIONS,
    }),
  ],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  actions: [
    {
      key: 'delete',
      label: tx('Удалить', 'Delete'),
      method: 'DELETE',
      url: '/manage/roles/{id}/destroy',
      permission: 'manage.roles',
      destructive: true,
      confirm: CONFIRM_DELETE,
      visibleWhen: { field: 'is_system', in: [false] },
    },
  ],
  rows(ctx) {
    const counts = new Map<number, number>();
    for (const user of ctx.store.users.rows)
      if (user.role_id !== null) counts.set(user.role_id, (counts.get(user.role_id) ?? 0) + 1);
    return ctx.store.roles.rows.map((role) => ({
      ...role,
      name: seededText(ctx.lang, role.name),
      description: role.is_system ? seededText(ctx.lang, role.description) : role.description,
      users_count: counts.get(role.id) ?? 0,
    }));
  },
};

export const permissionsListing: ListingDef = {
  name: 'permissions',
  title: tx('Права', 'Permissions'),
  columns: [
    col('id', 'ID', 'ID', 'id', { hidden: true, aggregate: 'none' }),
    col('name', 'Право', 'Permission', 'text'),
    col('group', 'Группа', 'Group', 'text'),
    col('description', 'Описание', 'Description', 'text'),
    col('roles', 'Роли', 'Roles', 'tags', { hidden: true }),
    col('roles_count', 'Ролей', 'Roles', 'number'),
  ],
  filters: [
    flt('group', 'Группа', 'Group', 'select', {
      options: [...new Set([...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS].map(permissionGroup))].map(
        (g) => ({ value: g, label: PERMISSION_GROUP_LABELS[g] ?? g }),
      ),
    }),
    flt('name', 'Право', 'Permission', 'text'),
  ],
  sort: { key: 'name', dir: 'asc' },
  perPage: 50,
  search: true,
  rows(ctx) {
    return [...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS].map((name, index): Row => {
      const roles = ctx.store.roles.rows
        .filter((role) => role.permissions.includes(name))
        .map((role) => seededText(ctx.lang, role.name));
      return {
        id: index + 1,
        name,
        group: permissionGroup(name),
        description: t(ctx.lang, PERMISSION_DESCRIPTIONS[name]),
        roles,
        roles_count: roles.length,
      };
    });
  },
};

export const allUsersListing: ListingDef = {
  name: 'all-users',
  title: tx('Все пользователи', 'All users'),
  columns: userColumns('manage'),
  filters: [
    flt('status', 'Статус', 'Status', 'multiselect', { options: options(['active', 'blocked', 'invited']) }),
    flt('is_admin', 'Админ платформы', 'Platform admin', 'boolean'),
    flt('role_id', 'Роль', 'Role', 'select', {
      options: (ctx) =>
        ctx.store.roles.rows.map((role) => ({
          value: String(role.id),
          label: seededText(ctx.lang, role.name),
        })),
    }),
    flt('locale', 'Язык', 'Locale', 'select', { options: options(LANGS) }),
    flt('company_name', 'Компания', 'Company', 'text'),
    flt('created_at', 'Дата регистрации', 'Registered', 'date-range'),
    flt('company_id', 'Компания', 'Company', 'select', { hidden: true }),
  ],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  actions: [
    {
      key: 'block',
      label: tx('Заблокировать', 'Block'),
      method: 'PUT',
      url: '/manage/user/{id}/change-status',
      permission: 'manage.users',
      destructive: true,
      body: { status: 'blocked' },
      confirm: tx('Заблокировать пользователя {name}?', 'Block the user {name}?'),
      done: tx('Пользователь {name} заблокирован', 'User {name} blocked'),
      visibleWhen: { field: 'status', in: ['active', 'invited'] },
    },
    {
      key: 'unblock',
      label: tx('Разблокировать', 'Unblock'),
      method: 'PUT',
      url: '/manage/user/{id}/change-status',
      permission: 'manage.users',
      body: { status: 'active' },
      done: tx('Пользователь {name} разблокирован', 'User {name} unblocked'),
      visibleWhen: { field: 'status', in: ['blocked'] },
    },
  ],
  rows(ctx) {
    const { store } = ctx;
    return store.users.rows.map((user) => ({
      id: user.id,
      avatar_url: user.avatar_url,
      name: user.name,
      email: user.email,
      status: user.status,
      company_id: user.company_id,
      company_name: user.company_id ? (store.companies.get(user.company_id)?.name ?? '') : '',
      role_id: user.role_id,
      role_name: roleName(ctx.lang, user.role_id ? store.roles.get(user.role_id) : null) ?? '',
      is_admin: user.is_admin,
      locale: user.locale,
      public_id: user.public_id,
      telegram_linked: user.telegram_id !== null,
      last_login_at: user.last_login_at,
      created_at: user.created_at,
    }));
  },
};

export const tiersListing: ListingDef = {
  name: 'tariff-subscription-tiers',
  title: tx('Уровни подписки', 'Subscription tiers'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('tariff_name', 'Тариф', 'Tariff', 'link', { href: '/manage/tariffs/{tariff_id}' }),
    col('name', 'Уровень', 'Tier', 'text'),
    col('installs_from', 'Установки от', 'Installs from', 'number', { aggregate: 'none' }),
    col('installs_to', 'Установки до', 'Installs to', 'number', { aggregate: 'none' }),
    col('price_per_install', 'Цена установки', 'Price per install', 'money', { aggregate: 'none' }),
    col('tariff_period', 'Период тарифа', 'Tariff period', 'text', { hidden: true }),
  ],
  filters: [
    flt('tariff_id', 'Тариф', 'Tariff', 'select', {
      options: (ctx) =>
        ctx.store.tariffs.rows.map((tariff) => ({ value: String(tariff.id), label: tariff.name })),
    }),
    flt('installs_from', 'Установки от', 'Installs from', 'number-range'),
  ],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  rows(ctx) {
    return ctx.store.tiers.rows.map((tier) => {
      const tariff = ctx.store.tariffs.get(tier.tariff_id);
      return { ...tier, tariff_name: tariff?.name ?? '', tariff_period: tariff?.period ?? '' };
    });
  },
};

export const notificationTemplatesListing: ListingDef = {
  name: 'template-notifications',
  title: tx('Шаблоны оповещений', 'Notification templates'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/notification-templates/{id}/edit' }),
    col('event', 'Событие', 'Event', 'status', { statusColors: COLORS.event }),
    col('channel', 'Канал', 'Channel', 'status', { statusColors: COLORS.channel }),
    col('language', 'Язык', 'Language', 'text'),
    col('text', 'Текст', 'Text', 'text', { hidden: true, sortable: false }),
    col('created_at', 'Создан', 'Created', 'datetime'),
  ],
  filters: [
    flt('event', 'Событие', 'Event', 'select', { options: options(NOTIFICATION_EVENTS) }),
    flt('channel', 'Канал', 'Channel', 'select', { options: options(['telegram', 'email']) }),
    flt('language', 'Язык', 'Language', 'multiselect', { options: options(['ru', 'en']) }),
  ],
  sort: { key: 'name', dir: 'asc' },
  perPage: 25,
  search: true,
  actions: [deleteTemplate('/manage/notification-template/{id}/destroy')],
  rows: (ctx) =>
    ctx.store.notificationTemplates.rows.map((row) => ({ ...row, name: seededTemplateName(ctx.lang, row) })),
};

export const pushTemplatesListing: ListingDef = {
  name: 'push-templates',
  title: tx('Шаблоны push-уведомлений', 'Push templates'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('icon_url', 'Иконка', 'Icon', 'image', { sortable: false }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/push-templates/{id}/edit' }),
    col('language', 'Язык', 'Language', 'text'),
    col('title', 'Заголовок', 'Title', 'text'),
    col('body', 'Текст', 'Body', 'text', { hidden: true, sortable: false }),
    col('url', 'Ссылка', 'URL', 'text', { hidden: true, sortable: false, searchable: false }),
    col('created_at', 'Создан', 'Created', 'datetime'),
  ],
  filters: [
    flt('language', 'Язык', 'Language', 'select', { options: options(APP_LANGUAGES.slice(0, 2)) }),
    flt('title', 'Заголовок', 'Title', 'text'),
    flt('created_at', 'Дата создания', 'Created', 'date-range'),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  actions: [deleteTemplate('/manage/push-template/{id}/delete')],
  rows: (ctx) => ctx.store.pushTemplates.rows.map((row) => ({ ...row })),
};

export const oneSignalTemplatesListing: ListingDef = {
  name: 'onesignal-funnels-templates',
  title: tx('Шаблоны воронок OneSignal', 'OneSignal funnel templates'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/onesignal-templates/{id}/edit' }),
    col('language', 'Язык', 'Language', 'text'),
    col('steps_count', 'Шагов', 'Steps', 'number', { aggregate: 'none' }),
    col('first_step_title', 'Первый шаг', 'First step', 'text', { hidden: true, sortable: false }),
    col('is_active', 'Активен', 'Active', 'boolean'),
    col('created_at', 'Создан', 'Created', 'datetime'),
  ],
  filters: [
    flt('language', 'Язык', 'Language', 'select', { options: options(['ru', 'en']) }),
    flt('is_active', 'Активен', 'Active', 'boolean'),
  ],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  actions: [deleteTemplate('/manage/onesignal-template/{id}/delete')],
  rows: (ctx) =>
    ctx.store.oneSignalFunnelTemplates.rows.map((row) => ({
      ...omit(row, 'steps'),
      steps_count: row.steps.length,
      first_step_title: row.steps[0]?.title ?? '',
    })),
};

export const systemFunnelTemplatesListing: ListingDef = {
  name: 'system-funnels-templates',
  title: tx('Шаблоны системных воронок', 'System funnel templates'),
  columns: [
    col('id', 'ID', 'ID', 'id', { aggregate: 'none' }),
    col('name', 'Название', 'Name', 'link', { href: '/manage/system-funnel-templates/{id}/edit' }),
    col('trigger', 'Триггер', 'Trigger', 'status', { statusColors: COLORS.trigger }),
    col('trigger_value', 'Значение', 'Value', 'number', { aggregate: 'none' }),
    col('steps_count', 'Шагов', 'Steps', 'number', { aggregate: 'none' }),
    col('is_active', 'Активен', 'Active', 'boolean'),
    col('created_at', 'Создан', 'Created', 'datetime', { hidden: true }),
  ],
  filters: [
    flt('trigger', 'Триггер', 'Trigger', 'select', {
      options: options(['install', 'first_open', 'inactive_days']),
    }),
    flt('is_active', 'Активен', 'Active', 'boolean'),
  ],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  search: true,
  actions: [deleteTemplate('/manage/system-funnel-template/{id}/delete')],
  rows: (ctx) =>
    ctx.store.systemFunnelTemplates.rows.map((row) => ({
      ...omit(row, 'steps'),
      steps_count: row.steps.length,
    })),
};

/**
 * The `bots` listing as administrators read it (registry `adminPermission`, definitions.ts `adminVariants`): every
 * company's bots with the company named; the row actions call the administrators' change-status.
 */
export const manageBotsListing: ListingDef = {
  name: 'bots',
  title: tx('Telegram-боты компаний', "Companies' Telegram bots"),
  platformWide: true,
  columns: botColumns('manage'),
  filters: [
    flt('is_active', 'Активен', 'Active', 'boolean'),
    flt('username', 'Имя бота', 'Username', 'text'),
    flt('company_name', 'Компания', 'Company', 'text'),
    flt('company_id', 'Компания', 'Company', 'select', { hidden: true }),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  actions: [
    {
      key: 'activate',
      label: tx('Включить', 'Activate'),
      method: 'POST',
      url: '/manage/telegram-bot/{id}/change-status',
      permission: 'manage.companies',
      body: { isActive: true },
      visibleWhen: { field: 'is_active', in: [false] },
    },
    {
      key: 'deactivate',
      label: tx('Выключить', 'Deactivate'),
      method: 'POST',
      url: '/manage/telegram-bot/{id}/change-status',
      permission: 'manage.companies',
      body: { isActive: false },
      visibleWhen: { field: 'is_active', in: [true] },
    },
  ],
  rows(ctx) {
    const { store } = ctx;
    return store.bots.rows.map((bot) => ({
      id: bot.id,
      company_id: bot.company_id,
      company_name: store.companies.get(bot.company_id)?.name ?? '',
      username: bot.username,
      is_active: bot.is_active,
      chat_id: bot.chat_id,
      token: maskToken(bot.token),
      created_at: bot.created_at,
    }));
  },
};

const DOMAIN_STATUSES = ['pending', 'active', 'disabled', 'error'] as const;

/**
 * A row action that moves a domain to one status: a listing action sends a fixed body, so each target status is an
 * action of its own, shown on the rows not in it yet. Every move but activating asks first: the domain stops serving.
 */
const domainStatusAction = (
  key: string,
  label: ActionDef['label'],
  status: (typeof DOMAIN_STATUSES)[number],
  done: ActionDef['done'],
  confirm?: ActionDef['confirm'],
): ActionDef => ({
  key,
  label,
  done,
  method: 'PUT',
  url: '/manage/domain/{id}/change-status',
  permission: 'manage.domains',
  body: { status },
  ...(confirm ? { confirm, destructive: true } : {}),
  visibleWhen: { field: 'status', in: DOMAIN_STATUSES.filter((other) => other !== status) },
});

/**
 * The `domains` listing as administrators read it (registry `adminPermission` manage.domains, definitions.ts
 * `adminVariants`): every company's domains and the platform's own (no company, `company_name` ''). The status change
 * (PUT /manage/domain/{id}/change-status) is a row action per target status, offered where the domain is not in it.
 */
export const manageDomainsListing: ListingDef = {
  name: 'domains',
  title: tx('Домены всех компаний', 'Domains of every company'),
  platformWide: true,
  columns: domainColumns('manage'),
  filters: [
    flt('status', 'Статус', 'Status', 'multiselect', {
      options: options(['pending', 'active', 'disabled', 'error']),
    }),
    flt('type', 'Тип', 'Type', 'select', { options: options(['platform', 'custom']) }),
    flt('ssl_status', 'SSL', 'SSL', 'select', { options: options(['none', 'pending', 'active', 'failed']) }),
    flt('company_name', 'Компания', 'Company', 'text'),
    flt('created_at', 'Дата добавления', 'Added', 'date-range'),
    flt('company_id', 'Компания', 'Company', 'select', { hidden: true }),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  actions: [
    domainStatusAction(
      'activate',
      tx('Активировать', 'Activate'),
      'active',
      tx('Домен {name} активирован', 'Domain {name} activated'),
    ),
    domainStatusAction(
      'disable',
      tx('Отключить', 'Disable'),
      'disabled',
      tx('Домен {name} отключён', 'Domain {name} disabled'),
      tx(
        'Отключить домен {name}? Он перестанет открывать приложения, пока его снова не активируют.',
        'Disable the domain {name}? It stops serving its applications until it is activated again.',
      ),
    ),
    domainStatusAction(
      'mark-pending',
      tx('Вернуть в ожидание', 'Mark as pending'),
      'pending',
      tx('Домен {name} снова ожидает проверки DNS', 'Domain {name} is pending again'),
      tx(
        'Вернуть домен {name} в ожидание? Он ничего не будет открывать до новой проверки DNS.',
        'Mark the domain {name} as pending? It serves nothing until its DNS is checked again.',
      ),
    ),
    domainStatusAction(
      'mark-failed',
      tx('Отметить как ошибочный', 'Mark as failed'),
      'error',
      tx('Домен {name} отмечен как ошибочный', 'Domain {name} marked as failed'),
      tx(
        'Отметить домен {name} как ошибочный? Он перестанет открывать приложения.',
        'Mark the domain {name} as failed? It stops serving its applications.',
      ),
    ),
  ],
  rows(ctx) {
    const { store } = ctx;
    return store.domains.rows.map((domain) => ({
      id: domain.id,
      name: domain.name,
      company_id: domain.company_id,
      company_name: domain.company_id === null ? '' : (store.companies.get(domain.company_id)?.name ?? ''),
      type: domain.type,
      status: domain.status,
      ssl_status: domain.ssl_status,
      application_id: domain.application_id,
      application_name:
        domain.application_id === null ? '' : (store.applications.get(domain.application_id)?.name ?? ''),
      verified_at: domain.verified_at,
      checked_at: domain.checked_at,
      created_at: domain.created_at,
    }));
  },
};

/**
 * The `referral-links` listing as administrators with manage.referrals read it (registry `adminPermission`): every
 * owner's links, the owner named, the name linking to the link's screen (routes/referral-links.ts).
 */
export const manageReferralLinksListing: ListingDef = {
  name: 'referral-links',
  title: tx('Реферальные ссылки', 'Referral links'),
  platformWide: true,
  columns: referralLinkColumns('manage'),
  filters: [
    flt('is_active', 'Активна', 'Active', 'boolean'),
    flt('code', 'Код', 'Code', 'text'),
    flt('owner_name', 'Владелец', 'Owner', 'text'),
    flt('owner_id', 'Владелец', 'Owner', 'select', { hidden: true }),
  ],
  sort: { key: 'created_at', dir: 'desc' },
  perPage: 25,
  search: true,
  rows(ctx) {
    const { store } = ctx;
    return store.referralLinks.rows.map((link) => {
      const owner = store.users.get(link.owner_id);
      const company = owner?.company_id ? store.companies.get(owner.company_id) : undefined;
      return { ...link, owner_name: owner?.name ?? '', owner_company_name: company?.name ?? '' };
    });
  },
};
