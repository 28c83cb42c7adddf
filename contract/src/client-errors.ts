/**
 * The panel's own errors, reported by its pages (docs/error-reporting.md): the kinds, the limits of a batch, and the
 * calls of the reference server's receiver. Shapes: schemas/client-errors.ts. shared-core's reportError sends them to
 * the runtime config's `errorReportUrl`, which may be this receiver or an operator's own.
 */
import { defineCalls } from './define';
import { MANAGE_PERMISSIONS } from './permissions';
import type { SchemaTypes } from './schemas/define';
import type { clientErrorSchemas } from './schemas/client-errors';

export type { ClientError, ClientErrorBatch, ReceivedClientError } from './schemas/client-errors';

/** Where an error came from: a render (an error boundary), a data call, loading a remote or a translation, a CSP violation. */
export const CLIENT_ERROR_KINDS = [
  'boundary',
  'query',
  'mutation',
  'remote-load',
  'translation-load',
  'csp',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * The limits both sides keep: a batch's size, each text's length, and how many a page may send a minute (the panel
 * stops there; the server answers 429 past `perAddressPerMinute` from one address).
 */
export const CLIENT_ERROR_LIMITS = {
  batch: 20,
  message: 1000,
  stack: 8000,
  route: 500,
  name: 100,
  perPagePerMinute: 30,
  perAddressPerMinute: 120,
  /** How many the reference server keeps (the newest). */
  kept: 200,
} as const;

export const clientErrorCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof clientErrorSchemas>>()(
  'clientErrors',
  'public',
  {
    report: 'POST /client-errors',
    latest: { route: 'GET /manage/client-errors', access: { admin: MANAGE_PERMISSIONS } },
  },
);
