/** Where this area's screens live (the shell mounts the area at /client). */
export const HOME_PATH = '/client';
export const COMPANY_PATH = '/client/company';
export const BALANCE_PATH = '/client/balance';
export const TARIFFS_PATH = '/client/tariffs';
export const TEAM_PATH = '/client/team';
export const USERS_PATH = '/client/users';
export const PIXELS_PATH = '/client/pixels';
export const DOMAINS_PATH = '/client/domains';
export const STATISTICS_PATH = '/client/statistics';
export const BOTS_PATH = '/client/telegram-bots';
export const PUSH_PATH = '/client/push-notifications';
export const PUSH_STATISTICS_PATH = '/client/push-statistics';

/** The listing a kind of push notification lives in. */
export const pushListPath = (kind: 'single' | 'regular') =>
  kind === 'regular' ? `${PUSH_PATH}/regular` : PUSH_PATH;
