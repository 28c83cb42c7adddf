/**
 * Wire helpers shared by every route: the error type, JSON answers, body reading.
 * Wire rules (docs/product.md, "Errors"): only 200 is success; JSON everywhere; validation errors are 422 in the
 * Laravel shape `{ message, errors: { field: [text] } }`; 401/403/404 carry `{ message }`.
 */
import { msg, type Lang } from './i18n';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer carries besides the JSON ones (a 429's `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** A 422 whose top-level message is the first field error, as Laravel does. */
export function validationError(lang: Lang, errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, first ?? msg(lang, 'invalidInput'), errors);
}

/** The API's JSON answer: every one, success or error, is `no-store` (the panel's query cache decides freshness). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** The largest JSON body a call accepts (uploads have their own limit: routes/files.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Parses a JSON body; an empty body is `{}` (the panel sends none to a call that takes nothing, and the calls whose
 * fields are all optional accept it); malformed JSON is a 400 (400 counts as a validation error: docs/product.md,
 * "Errors"). Valid JSON that is no object (`null`, `[]`, `42`, `"text"`) is a 422 on `body`: every call's body is an
 * object, and taking it as `{}` would let an update that names no field answer 200, having changed nothing. The size
 * limit is enforced before, by Hono's body-limit middleware (index.ts).
 */
export async function readJson(request: Request, lang: Lang): Promise<Record<string, unknown>> {
  const text = (await request.text()).trim();
  if (!text) return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, msg(lang, 'malformedJson'));
  }
  if (!isRecord(body)) throw validationError(lang, { body: [msg(lang, 'bodyNotObject')] });
  return body;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
