/**
 * The company's push notifications (push.manage; docs/api-contract.md, "Messaging (company area)", push
 * notifications): the calls, their kinds and statuses, and the rules of a push's content and schedule, which the forms
 * (the company's and the administrators' push templates) and the server both apply. Shapes: schemas/push.ts.
 */
import { defineCalls } from './define';
import { isHttpUrl } from './rules';
import type { SchemaTypes } from './schemas/define';
import type { pushSchemas } from './schemas/push';

export type {
  PushContent,
  PushCreateAnswer,
  PushEditAnswer,
  PushFormOptions,
  PushNotification,
  PushNotificationBody,
  PushSchedule,
  PushTemplateInfo,
  PushTemplateInfoAnswer,
} from './schemas/push';

/** Sent once (now or at `send_at`), or on a weekly schedule. */
export const PUSH_KINDS = ['single', 'regular'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'paused'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/**
 * The lengths of a push's fields (a funnel step's title and body, and every messaging record's or template's name,
 * keep to them too); `address`: the links and pictures.
 */
export const PUSH_LIMITS = { name: 100, title: 65, body: 240, address: 2048 } as const;

/** A schedule's time: `HH:mm`, 00:00 to 23:59. */
export const SCHEDULE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A schedule's day: 0 = Sunday … 6 = Saturday. */
export const isScheduleDay = (day: number): boolean => Number.isInteger(day) && day >= 0 && day <= 6;

/**
 * A push's icon or picture: an http(s) address, or a file of the panel's API (`/api/…`, what an upload answers), with
 * no spaces.
 *
 * @example
 * isPushImage('/api/files/icon.png'); // true
 * isPushImage('/images/icon.png'); // false
 */
export function isPushImage(value: string): boolean {
  return (value.startsWith('/api/') && !/\s/.test(value)) || isHttpUrl(value);
}

/**
 * What is wrong with the moment a single push is to be sent (a date and a time, `YYYY-MM-DDTHH:mm…`), or null: not
 * such a moment (`dateTime`), or not after `now` (`past`).
 *
 * @example
 * sendAtProblem('2020-01-01T10:00:00Z', Date.now()); // 'past'
 */
export function sendAtProblem(value: string, now: number): 'dateTime' | 'past' | null {
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) return 'dateTime';
  return time <= now ? 'past' : null;
}

export const pushCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof pushSchemas>>()(
  'push',
  { company: 'push.manage' },
  {
    create: 'GET /client/push-notification/create',
    templateInfo: 'GET /client/push-notification/template-info/{templateId}',
    store: 'POST /client/push-notification/store',
    edit: 'GET /client/push-notification/{id}/edit',
    update: 'PUT /client/push-notification/{id}/update',
    delete: 'DELETE /client/push-notification/{id}/delete',
    copy: 'POST /client/push-notification/{id}/copy',
  },
);
