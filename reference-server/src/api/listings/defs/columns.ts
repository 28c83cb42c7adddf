/**
 * The columns a company listing and its administrators' variant share (client.ts, manage.ts, statistics.ts): each
 * column is defined once, and `area` says which variant is built. The administrators' variant names the company (a
 * link to its screen) and links to the administrators' screens; a company's links to its own.
 */
import type { Store } from '../../store/store';
import type { ColumnDef } from '../types';
import { COLORS, col } from './common';

/**
 * A company row's link to its application's screen, which a deleted application no longer has (404): the link is
 * filled from `application_link_id`, null for a deleted one, so the panel shows its name as plain text.
 */
export const APPLICATION_LINK = '/client/applications/{application_link_id}';

/**
 * A company row's application column: its name links to the application's screen, and the name of a deleted one
 * says so beside it (`unlinked`), so that a name without a link does not read as a fault of the panel.
 */
export const APPLICATION_NAME_LINK = {
  href: APPLICATION_LINK,
  unlinked: { ru: 'удалено', en: 'deleted', ar: 'محذوف' },
} as const;

/** The `application_link_id` of a row: the application's id while its screen opens, else null. */
export function applicationLinkId(store: Store, id: number | null | undefined): number | null {
  const app = id === null || id === undefined ? undefined : store.applications.get(id);
  return app && app.status !== 'deleted' ? app.id : null;
}

/** Whose rows a listing shows: one company's (`client`) or every company's, to administrators (`manage`). */
export type Area = 'client' | 'manage';

/** The columns present in one variant only. */
const onlyIf = (condition: boolean, ...columns: ColumnDef[]): ColumnDef[] => (condition ? columns : []);

/** `hidden` in one variant only (absent, not false, in the other: settings answer it only when true). */
const hiddenIf = (condition: boolean): Partial<ColumnDef> => (condition ? { hidden: true } : {});

// An id never sums: aggregations read number and money columns only, so this is what the id column says either way.
const idColumn = (extra: Partial<ColumnDef> = {}): ColumnDef =>
  col('id', 'ID', 'ID', 'id', { aggregate: 'none', ...extra });

/** The company a platform-wide row belongs to, linking to the administrators' company screen. */
export const companyLink = (): ColumnDef =>
  col('company_name', 'Компания', 'Company', 'link', { href: '/manage/companies/{company_id}' });

/** `application` and `manage-application`: ten columns at most, so the company takes the language's place. */
export const applicationColumns = (area: Area): ColumnDef[] => [
  idColumn(),
  col('icon_url', 'Иконка', 'Icon', 'image', { sortable: false }),
  col('name', 'Название', 'Name', 'link', { href: `/${area}/applications/{id}` }),
  ...onlyIf(area === 'manage', companyLink()),
  col('status', 'Статус', 'Status', 'status', { statusColors: COLORS.application }),
  col('domain', 'Домен', 'Domain', 'text'),
  col('category', 'Категория', 'Category', 'text'),
  ...onlyIf(area === 'client', col('language', 'Язык', 'Language', 'text', { hidden: true })),
  col('installs', 'Установки', 'Installs', 'number'),
  col('rating', 'Рейтинг', 'Rating', 'number', { ...hiddenIf(area === 'manage'), aggregate: 'avg' }),
  col('created_at', 'Создано', 'Created', 'datetime'),
];

/** `application-comments` and `manage-application-comment`. */
export const commentColumns = (area: Area): ColumnDef[] => [
  col('author_avatar_url', 'Аватар', 'Avatar', 'image', { sortable: false }),
  col('author_name', 'Автор', 'Author', 'text'),
  col('application_name', 'Приложение', 'Application', 'link', {
    href: `/${area}/applications/{application_id}/comments`,
  }),
  col('text', 'Текст', 'Text', 'text', { sortable: false }),
  col('rating', 'Оценка', 'Rating', 'number', { aggregate: 'avg' }),
  col('likes', 'Лайки', 'Likes', 'number'),
  col('shown_date', 'Дата показа', 'Shown date', 'date'),
  col('is_system', 'Системный', 'System', 'boolean'),
  col('reply_text', 'Ответ', 'Reply', 'text', { hidden: true, sortable: false }),
  ...onlyIf(
    area === 'client',
    col('position', 'Позиция', 'Position', 'number', { hidden: true, aggregate: 'none' }),
  ),
  ...onlyIf(area === 'manage', companyLink()),
];

/** `bots` in both variants; administrators have no bot screen, so the name is plain text for them. */
export const botColumns = (area: Area): ColumnDef[] => [
  idColumn(),
  area === 'client'
    ? col('username', 'Бот', 'Bot', 'link', { href: '/client/telegram-bots/{id}/edit' })
    : col('username', 'Бот', 'Bot', 'text'),
  ...onlyIf(area === 'manage', companyLink()),
  col('is_active', 'Активен', 'Active', 'boolean'),
  col('chat_id', 'Чат', 'Chat', 'text'),
  col('token', 'Токен', 'Token', 'text', { hidden: true, sortable: false, searchable: false }),
  col('created_at', 'Создан', 'Created', 'datetime'),
];

/** `domains` in both variants; the administrators' area has no domain or application screen to link to. */
export const domainColumns = (area: Area): ColumnDef[] => [
  idColumn(),
  area === 'client'
    ? col('name', 'Домен', 'Domain', 'link', { href: '/client/domains/{id}' })
    : col('name', 'Домен', 'Domain', 'text'),
  ...onlyIf(area === 'manage', companyLink()),
  col('type', 'Тип', 'Type', 'status', { statusColors: { platform: 'gray', custom: 'blue' } }),
  col('status', 'Статус', 'Status', 'status', { statusColors: COLORS.domain }),
  col('ssl_status', 'SSL', 'SSL', 'status', { statusColors: COLORS.ssl }),
  area === 'client'
    ? col('application_name', 'Приложение', 'Application', 'link', APPLICATION_NAME_LINK)
    : col('application_name', 'Приложение', 'Application', 'text', { hidden: true }),
  col('verified_at', 'Подтверждён', 'Verified', 'datetime', { hidden: true }),
  col('created_at', 'Добавлен', 'Added', 'datetime'),
];

/**
 * `referral-links` in both variants. A company user has no screen of a link: the name is plain text and the address
 * is shown as is; administrators see the owner first and open the link's screen from its name.
 */
export const referralLinkColumns = (area: Area): ColumnDef[] => {
  const owner = (extra: Partial<ColumnDef> = {}) => col('owner_name', 'Владелец', 'Owner', 'text', extra);
  return [
    idColumn(),
    area === 'client'
      ? col('name', 'Название', 'Name', 'text')
      : col('name', 'Название', 'Name', 'link', { href: '/manage/referral-links/{id}' }),
    col('code', 'Код', 'Code', 'text'),
    ...onlyIf(
      area === 'manage',
      owner(),
      col('owner_company_name', 'Компания владельца', "Owner's company", 'text', { hidden: true }),
    ),
    col('url', 'Адрес', 'URL', 'text', { ...hiddenIf(area === 'manage'), sortable: false }),
    col('bonus_percent', 'Бонус, %', 'Bonus, %', 'number', { aggregate: 'none' }),
    col('registrations_count', 'Регистрации', 'Registrations', 'number'),
    col('deposits_sum', 'Сумма пополнений', 'Deposits', 'money'),
    col('is_active', 'Активна', 'Active', 'boolean'),
    ...onlyIf(area === 'client', owner({ hidden: true })),
    col('created_at', 'Создана', 'Created', 'datetime'),
  ];
};

/** `company-balance-transactions` and `manage-company-balance-transactions`. */
export const transactionColumns = (area: Area): ColumnDef[] => [
  idColumn(),
  ...onlyIf(area === 'manage', companyLink()),
  col('type', 'Тип', 'Type', 'status', { statusColors: COLORS.transaction }),
  col('amount', 'Сумма', 'Amount', 'money'),
  col('balance_after', 'Баланс после', 'Balance after', 'money', {
    ...hiddenIf(area === 'manage'),
    aggregate: 'none',
  }),
  col('description', 'Описание', 'Description', 'text'),
  col('created_by_name', 'Автор', 'Created by', 'text', hiddenIf(area === 'client')),
  col('created_at', 'Дата', 'Date', 'datetime'),
];

/**
 * `user` (a company's users) and `all-users` (every user, in the administrators' users area): administrators also
 * see the company and whether the user is an administrator.
 */
export const userColumns = (area: Area): ColumnDef[] => [
  idColumn(),
  col('avatar_url', 'Аватар', 'Avatar', 'image', { sortable: false }),
  col('name', 'Имя', 'Name', 'link', { href: area === 'client' ? '/client/users/{id}/edit' : '/users/{id}' }),
  col('email', 'Эл. почта', 'Email', 'text'),
  col('status', 'Статус', 'Status', 'status', { statusColors: COLORS.user }),
  ...onlyIf(area === 'manage', col('company_name', 'Компания', 'Company', 'text')),
  col('role_name', 'Роль', 'Role', 'text'),
  ...onlyIf(area === 'client', col('telegram_linked', 'Telegram', 'Telegram', 'boolean', { hidden: true })),
  ...onlyIf(area === 'manage', col('is_admin', 'Админ платформы', 'Platform admin', 'boolean')),
  col('last_login_at', 'Последний вход', 'Last login', 'datetime'),
  area === 'client'
    ? col('created_at', 'Создан', 'Created', 'datetime', { hidden: true })
    : col('created_at', 'Зарегистрирован', 'Registered', 'datetime', { hidden: true }),
];
