/**
 * The part of zod the panel's forms use, as the `z` that `@panel/shared-core/record` hands to the remotes. Handing on
 * zod's own `z` namespace kept all of it in the record entry, since an entry's exports are never tree-shaken: its
 * messages in some fifty languages the panel never shows (zod's are English; the forms give their own), JSON Schema
 * conversion, compiled parsers the Content-Security-Policy forbids. About 190 KB raw, 40 KB gzip, on every form.
 * A screen that needs another builder adds it here.
 */
export {
  array,
  boolean,
  config,
  email,
  enum,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  union,
  ZodError,
  ZodType,
} from 'zod';
export type { infer, input, output, RefinementCtx, ZodIssue, ZodTypeAny } from 'zod';
