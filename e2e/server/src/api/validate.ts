/** Small field validators for request bodies; they add Laravel-style messages to an Errors bag. */
import { Errors, isRecord } from './http';
import { msg, type Lang } from './i18n';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar day written `YYYY-MM-DD` (Date.parse alone lets 2026-02-30 through as March 2). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A whole number given as a number or as a string of digits (not `true`, `null` or `''`, which Number() accepts). */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

export class BodyReader {
  readonly errors: Errors;
  readonly data: Record<string, unknown>;

  constructor(
    readonly lang: Lang,
    body: unknown,
  ) {
    this.errors = new Errors(lang);
    this.data = isRecord(body) ? body : {};
  }

  /** A trimmed non-empty string (required) or '' with an error. */
  string(field: string, { required = true, max = 255 } = {}): string {
    const value = this.data[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) this.errors.add(field, msg(this.lang, 'required'));
      return '';
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.errors.add(field, msg(this.lang, 'filterString'));
      return '';
    }
    const text = String(value).trim();
    if (text.length > max) this.errors.add(field, msg(this.lang, 'maxLength', { max }));
    return text;
  }

  /** A password is not trimmed. */
  password(field: string, { min = 8 } = {}): string {
    const value = this.data[field];
    if (typeof value !== 'string' || value === '') {
      this.errors.add(field, msg(this.lang, 'required'));
      return '';
    }
    if (value.length < min) this.errors.add(field, msg(this.lang, 'passwordMin'));
    return value;
  }

  email(field: string): string {
    const value = this.string(field);
    if (value && !EMAIL.test(value)) this.errors.add(field, msg(this.lang, 'email'));
    return value.toLowerCase();
  }

  boolean(field: string): boolean {
    const value = this.data[field];
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    this.errors.add(field, msg(this.lang, 'booleanRequired'));
    return false;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const value = this.data[field];
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      this.errors.add(
        field,
        value === undefined || value === '' ? msg(this.lang, 'required') : msg(this.lang, 'filterOption'),
      );
      return allowed[0]!;
    }
    return value as T;
  }

  done(): void {
    this.errors.throwIfAny();
  }
}
