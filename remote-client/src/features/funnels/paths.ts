/** Where the funnel screens live in this area (the shell mounts the area at /client). */
export const ONESIGNAL_FUNNELS_PATH = '/client/onesignal-funnels';
export const SYSTEM_FUNNELS_PATH = '/client/system-funnels';
export const ONESIGNAL_NOTIFICATIONS_PATH = '/client/onesignal-notifications';

export const oneSignalFunnelPath = (id: number | string) => `${ONESIGNAL_FUNNELS_PATH}/${id}`;
export const systemFunnelPath = (id: number | string) => `${SYSTEM_FUNNELS_PATH}/${id}`;
export const oneSignalNotificationPath = (id: number | string) => `${ONESIGNAL_NOTIFICATIONS_PATH}/${id}`;
