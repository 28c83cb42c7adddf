/**
 * Records' versions (docs/api-contract.md, "Versions and conflicts"; the field is the contract's, versions.ts): the
 * optimistic lock a real backend keeps in a column of each table. Kept here beside the rows, keyed by the stored row
 * itself, so the seed and the store's types stay as they are: a row nobody updated is at its first version, and every
 * reset of the store starts over with new rows.
 */
import { FIRST_VERSION, VERSION_FIELD } from '@panel/contract';
import type { Ctx } from './context';
import { HttpError, isRecord, validationError } from './http';
import { msg } from './i18n';

const versions = new WeakMap<object, number>();

/** The stored row's version. */
export const versionOf = (row: object): number => versions.get(row) ?? FIRST_VERSION;

/** After an accepted update: one version more. */
export function touch(row: object): void {
  versions.set(row, versionOf(row) + 1);
}

/** 409 of a stale update: a message, and the record as it is now. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly record: unknown,
  ) {
    super(409, message);
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, data: this.record };
  }
}

/**
 * Before an update changes anything: when the body names a `version` and the row holds another, the answer is 409
 * with `current()` (the record as the edit call answers it), and nothing changes. A body without one is not checked:
 * the calls keep working for a client that sends none. Checked before the body's rules, so a form that is out of date
 * first learns what changed, then whether its merged values are valid.
 */
export async function checkVersion(ctx: Ctx, row: object, current: () => unknown): Promise<void> {
  const body = await ctx.body();
  const sent = isRecord(body) ? body[VERSION_FIELD] : undefined;
  if (sent === undefined || sent === null) return;
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < FIRST_VERSION)
    throw validationError(ctx.lang, { [VERSION_FIELD]: [msg(ctx.lang, 'versionInvalid')] });
  if (sent !== versionOf(row)) throw new ConflictError(msg(ctx.lang, 'recordChanged'), current());
}
