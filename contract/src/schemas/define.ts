/**
 * The pieces every resource's schemas are built of: ids, times, money, the record forms' answers, the error answers,
 * and the schema table each `schemas/<resource>.ts` exports beside its calls (`calls/<resource>.ts`).
 *
 * An answer's schema says what the panel reads; a server may send more fields (the document allows them), never
 * fewer or of another type. Answers are plain data: no transforms or defaults, so what a schema accepts is what the
 * panel gets.
 */
import { z } from 'zod';
import type { CallTypes } from '../define';

/** A request body sent as `multipart/form-data` (an upload), not JSON. */
export const MULTIPART = 'multipart/form-data' as const;
/** An answer that is the bytes of a file (an image), not JSON. */
export const BINARY = 'binary' as const;

/** What the schemas say of one call. Its route and access are in its call table (`calls/<resource>.ts`). */
export interface CallSchema {
  /** One line for the document: what the call does. */
  summary: string;
  /** What a backend must know beyond the shapes (a rule, an order, an exception). */
  description?: string;
  /** The path parameters, when they are more than ids (`{id}` and `{...Id}` are whole numbers from 1 otherwise). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType | typeof MULTIPART;
  /** The 200 answer. */
  answer: z.ZodType | typeof BINARY;
  /**
   * An update that keeps to versions (docs/api-contract.md, "Versions and conflicts"): the record's schema. Its body
   * takes the `version` the form read, and a stale one is answered 409 `{ message, data }` with the record as it is
   * now (`ConflictAnswer`).
   */
  conflict?: z.ZodType;
  /** Statuses the call may answer besides those its shape implies (401, 403, 404, 400/422, 413: `errorStatuses`). */
  errors?: readonly ErrorStatus[];
  /** Where the conformance check (contract/src/conformance) finds what a read call needs: its parameters, query, body. */
  sample?: Sample;
}

/**
 * A value the conformance check finds on the server itself: a field of the first row of a listing the account can
 * read (`{ listing: 'pixels' }` is that row's `id`).
 */
export interface FoundValue {
  listing: string;
  field?: string;
}

/** What a read call needs to be made, for the conformance check; a call needing what it cannot find is not tried. */
export interface Sample {
  params?: Record<string, FoundValue | string | number>;
  query?: Record<string, FoundValue | string | number | boolean>;
  body?: unknown;
  /** A listing's call: made once for every listing of that scope the account may read (its `{name}`). */
  everyListing?: 'common' | 'client';
  /** With `everyListing`: only the listings whose settings say they have totals. */
  withAggregations?: true;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

type SchemaOf<S, K extends keyof CallSchema> = S extends { [P in K]: infer Z } ? Z : undefined;

/** The types of a call's parts, from its schemas: what the one who makes it sends and gets. */
export type TypesOf<S extends CallSchema> = {
  query: SchemaOf<S, 'query'> extends z.ZodType ? z.input<SchemaOf<S, 'query'>> : undefined;
  body: SchemaOf<S, 'body'> extends z.ZodType
    ? z.input<SchemaOf<S, 'body'>>
    : SchemaOf<S, 'body'> extends typeof MULTIPART
      ? FormData
      : undefined;
  answer: SchemaOf<S, 'answer'> extends z.ZodType ? z.output<SchemaOf<S, 'answer'>> : Blob;
};

/** The types of a schema table's calls, for its call table: `defineCalls<SchemaTypes<typeof pixelSchemas>>()`. */
export type SchemaTypes<T extends Record<string, CallSchema>> = { [K in keyof T]: TypesOf<T[K]> & CallTypes };

/** A resource's schema table, checked to be one. */
export const schemaTable = <const T extends Record<string, CallSchema>>(table: T): T => table;

// ---------------------------------------------------------------------------------------------------------------
// Values

/** An id: a whole number from 1. */
export const Id = z.number().int().min(1);
/** A moment, ISO 8601 in UTC: `2026-05-01T12:00:00Z` (fractions of a second allowed). */
export const Timestamp = z.iso.datetime();
/** A calendar day: `2026-05-01`. */
export const Day = z.iso.date();
/** An amount of money as a decimal string (`"125.50"`), its currency in a sibling field. */
export const Money = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal number written with a dot');
/** A translated text for people, in the request's language (Accept-Language). */
export const Label = z.string();
/** A URL or a path the panel can open or show. */
export const Url = z.string();

/** A record's version: a whole number from 1 that each accepted update raises by one (../versions.ts). */
export const Version = z
  .number()
  .int()
  .min(1)
  .meta({ description: 'The record’s version: 1 when created, one more with each accepted update.' });

/**
 * An update's body that may say which version of the record it was made from: a stale one is refused with 409 and
 * the record as it is now; a body without it changes the record whatever its version.
 */
export const Versioned = <B extends z.ZodObject>(body: B) =>
  body.extend({
    version: Version.optional().meta({
      description:
        'The version the form was opened with: when the record holds another, nothing changes and the answer is 409 with the record as it is now.',
    }),
  });

/** One choice of a form's field: its value and its label in the reader's language. */
export const FormChoice = <V extends z.ZodType>(value: V) => z.object({ value, label: Label });

/** `GET …/create`: the choices of each field that has them and the values a new record starts with. */
export const CreateForm = <O extends z.ZodType, D extends z.ZodType>(options: O, defaults: D) =>
  z.object({ options, defaults });

/** `GET …/{id}/edit`: the record and the choices of its form; also the record read of a record screen. */
export const EditForm = <D extends z.ZodType, O extends z.ZodType>(data: D, options: O) =>
  z.object({ data, options });

/** The answer of a write that returns the record: `{ data, message }`. */
export const Saved = <D extends z.ZodType>(data: D) => z.object({ data, message: Label });

/** The answer of an action: `{ message }` in the reader's language. */
export const Done = z.object({ message: Label }).meta({ id: 'Done' });

// ---------------------------------------------------------------------------------------------------------------
// Errors (docs/api-contract.md, "Wire rules")

const FieldErrors = z.record(z.string(), z.array(z.string()));

/** 401, 403, 404, 405, 409, 413, 429 and 500: a message in the reader's language. */
export const ErrorAnswer = z.object({ message: Label }).meta({ id: 'Error' });

/** 422: the first error as `message`, and every error under the field it belongs to. */
export const ValidationErrorAnswer = z
  .object({ message: Label, errors: FieldErrors })
  .meta({ id: 'ValidationError' });

/** 400: a body that is not JSON (a message), or a validation error as 422 has. */
export const BadRequestAnswer = z
  .object({ message: Label, errors: FieldErrors.optional() })
  .meta({ id: 'BadRequest' });

/** 409 of an update that keeps to versions: a message, and the record as the server holds it now. */
export const ConflictAnswer = <D extends z.ZodType>(data: D) => z.object({ message: Label, data });

/** The body an error status answers. */
export const errorAnswerOf = (status: number) =>
  status === 422 ? ValidationErrorAnswer : status === 400 ? BadRequestAnswer : ErrorAnswer;

/** The body a call answers with a status: its answer (200), its conflict's (409 of a versioned update), or an error's. */
export const answerSchemaOf = (call: Pick<CallSchema, 'answer' | 'conflict'>, status: number) =>
  status === 200
    ? call.answer
    : status === 409 && call.conflict
      ? ConflictAnswer(call.conflict)
      : errorAnswerOf(status);
