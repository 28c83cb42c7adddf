/** Where the push notifications live (the shell mounts the area at /client). */
export const PUSH_PATH = '/client/push-notifications';

/** The listing a kind of push notification lives in. */
export const pushListPath = (kind: 'single' | 'regular') =>
  kind === 'regular' ? `${PUSH_PATH}/regular` : PUSH_PATH;
