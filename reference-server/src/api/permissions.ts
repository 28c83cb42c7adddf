/**
 * What the server says of the contract's permissions (@panel/contract's catalogue): their descriptions and their groups'
 * names in each language (the `permissions` listing and the role form show them).
 */
import { COMPANY_PERMISSIONS, MANAGE_PERMISSIONS, type PermissionName } from '@panel/contract';
import { t, tx, type Lang, type Text } from './i18n';

export {
  COMPANY_PERMISSIONS,
  MANAGE_PERMISSIONS,
  permissionGroup,
  type PermissionName,
} from '@panel/contract';

export const PERMISSION_DESCRIPTIONS: Record<PermissionName, Text> = {
  'application.view': tx('Просмотр приложений', 'View applications'),
  'application.create': tx('Создание и клонирование приложений', 'Create and clone applications'),
  'application.update': tx('Редактирование и деактивация приложений', 'Edit and deactivate applications'),
  'application.delete': tx('Удаление приложений', 'Delete applications'),
  'comment.manage': tx('Комментарии и шаблоны комментариев', 'Comments and comment templates'),
  'pixel.manage': tx('Пиксели', 'Pixels'),
  'team.manage': tx('Команда и приглашения', 'Team and invitations'),
  'user.manage': tx('Пользователи компании', 'Company users'),
  'company.update': tx('Настройки компании', 'Company settings'),
  'company.deposit': tx('Пополнение баланса', 'Balance deposits'),
  'domain.manage': tx('Домены', 'Domains'),
  'tariff.view': tx('Тарифы', 'Tariffs'),
  'statistics.view': tx('Статистика', 'Statistics'),
  'push.manage': tx('Push-уведомления', 'Push notifications'),
  'funnel.manage': tx('Воронки OneSignal и системные воронки', 'OneSignal and system funnels'),
  'bot.manage': tx('Telegram-боты', 'Telegram bots'),
  'notification.manage': tx('Оповещения компании', 'Company notifications'),
  'referral.view': tx('Реферальные ссылки', 'Referral links'),
  'manage.companies': tx('Администрирование компаний и балансов', 'Administer companies and balances'),
  'manage.users': tx('Администрирование пользователей', 'Administer users'),
  'manage.roles': tx('Роли и права', 'Roles and permissions'),
  'manage.applications': tx('Все приложения и комментарии', 'All applications and comments'),
  'manage.tariffs': tx('Тарифы и уровни подписки', 'Tariffs and subscription tiers'),
  'manage.domains': tx('Все домены', 'All domains'),
  'manage.templates': tx('Шаблоны уведомлений, push и воронок', 'Notification, push and funnel templates'),
  'manage.referrals': tx('Реферальные ссылки', 'Referral links'),
  'manage.statistics': tx('Статистика по компаниям', 'Statistics per company'),
  'users.admin': tx('Раздел /admin/users', 'The /admin/users area'),
};

/** The groups' names, as the role form's picker heads them (remote-manage's `roles.groups`). */
export const PERMISSION_GROUP_LABELS: Record<string, Text> = {
  application: tx('Приложения', 'Applications'),
  comment: tx('Комментарии', 'Comments'),
  pixel: tx('Пиксели', 'Pixels'),
  team: tx('Команда', 'Team'),
  user: tx('Пользователи', 'Users'),
  company: tx('Компания', 'Company'),
  domain: tx('Домены', 'Domains'),
  tariff: tx('Тарифы', 'Tariffs'),
  statistics: tx('Статистика', 'Statistics'),
  push: tx('Push-уведомления', 'Push notifications'),
  funnel: tx('Воронки', 'Funnels'),
  bot: tx('Telegram-боты', 'Telegram bots'),
  notification: tx('Оповещения', 'Notifications'),
  referral: tx('Реферальные ссылки', 'Referral links'),
  manage: tx('Администрирование', 'Administration'),
  users: tx('Раздел пользователей', 'Users area'),
};

/** Every permission as a choice, named by what it allows rather than by its code. */
export const PERMISSION_OPTIONS = [...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS].map((name) => ({
  value: name,
  label: PERMISSION_DESCRIPTIONS[name],
}));

/** The permissions' names in a language: the `options.permissions` of the calls whose records list permissions. */
export const permissionOptions = (lang: Lang) =>
  PERMISSION_OPTIONS.map((option) => ({ value: option.value, label: t(lang, option.label) }));
