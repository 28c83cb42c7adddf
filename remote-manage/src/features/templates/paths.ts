/** Where each kind of template lives in the administrators' area (the shell mounts it at /manage). */
export const PUSH_TEMPLATES_PATH = '/manage/push-templates';
export const ONESIGNAL_TEMPLATES_PATH = '/manage/onesignal-templates';
export const SYSTEM_FUNNEL_TEMPLATES_PATH = '/manage/system-funnel-templates';
export const NOTIFICATION_TEMPLATES_PATH = '/manage/notification-templates';
