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
 * Parses a JSON body; an empty body is `{}`; malformed JSON is a 400 (400 counts as a validation error:
 * docs/product.md, "Errors"). The size limit is enforced before, by Hono's body-limit middleware (index.ts).
 */
export async function readJson(request: Request, lang: Lang): Promise<unknown> {
  const text = (await request.text()).trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, msg(lang, 'malformedJson'));
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
