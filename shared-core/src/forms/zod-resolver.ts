import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Puts a value at a dotted path (`items.0.name`), creating the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) node[key] = value;
    else node = (node[key] ??= {}) as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver for a zod 4 schema (in place of @hookform/resolvers, one dependency less).
 * The first issue of each field wins; an issue with an empty path (a refine on the whole form) lands in
 * `errors.root`.
 *
 * @example
 * const form = useForm({ resolver: zodResolver(schema), defaultValues });
 */
export function zodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (seen.has(path)) continue;
      seen.add(path);
      const error: FieldError = { type: issue.code, message: issue.message };
      setPath(errors, path, error);
    }
    return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
  };
}
