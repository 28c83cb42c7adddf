/**
 * Wire helpers shared by every route: the error type, JSON answers, body reading.
 * Wire rules (docs/product.md, "Errors"): only 200 is success; JSON everywhere; validation errors are 422 in the
 * Laravel shape `{ message, errors: { field: [text] } }`; 401/403/404 carry `{ message }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Collects field errors; `throwIfAny` raises one 422 with all of them. */
export class Errors {
  private readonly bag: FieldErrors = {};
  constructor(private readonly lang: Lang) {}
  add(field: string, text: string): void {
    (this.bag[field] ??= []).push(text);
  }
  has(field?: string): boolean {
    return field ? field in this.bag : Object.keys(this.bag).length > 0;
  }
  throwIfAny(): void {
    if (this.has()) throw validationError(this.lang, this.bag);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  contentType: string,
  data: Buffer | string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(data),
    ...headers,
  });
  res.end(data);
}

export class BodyTooLargeError extends Error {}

/**
 * Reads the whole body. Past `limit` bytes it stops keeping data but keeps draining the request (so the
 * client can still read our 422 instead of seeing a reset) and then rejects with BodyTooLargeError.
 * A body beyond `hardLimit` has its socket destroyed: nobody legitimate sends that much here.
 */
export function readBody(
  req: IncomingMessage,
  limit = 1024 * 1024,
  hardLimit = 64 * 1024 * 1024,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > hardLimit) {
        req.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLargeError()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** Parses a JSON body; an empty body is `{}`; malformed JSON is a 400 (400 counts as a validation error: docs/product.md, "Errors"). */
export async function readJson(req: IncomingMessage, lang: Lang): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, 'Payload too large');
    throw error;
  }
  const text = raw.toString('utf8').trim();
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
