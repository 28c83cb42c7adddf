/** Field errors in the Laravel shape: `{ "field.path": ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

export const UNEXPECTED_ERROR = 'Unexpected error';
export const NETWORK_ERROR = 'Network error';

export interface ApiErrorInit {
  status: number;
  message?: string;
  errors?: FieldErrors;
  data?: unknown;
  cause?: unknown;
}

/**
 * The one error type of every failed call (docs/product.md, "Errors"). `status` is 0 when no response arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  /** Every message of the response, flattened: the field messages, or the message when there are none. */
  readonly errorList: string[];
  /** The raw body (a string when it was not JSON). */
  readonly data: unknown;

  constructor({ status, message, errors = {}, data, cause }: ApiErrorInit) {
    super(message || UNEXPECTED_ERROR, cause === undefined ? undefined : { cause });
    this.status = status;
    this.errors = errors;
    this.data = data;
    const fieldMessages = Object.values(errors).flat();
    this.errorList = fieldMessages.length > 0 ? fieldMessages : [this.message];
  }
}

/** Works across bundles too (a remote built with its own copy must still be recognised). */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (!error || typeof error !== 'object') return false;
  const e = error as Partial<ApiError>;
  return e.name === 'ApiError' && typeof e.status === 'number' && typeof e.errors === 'object';
}

/**
 * A failure the HTTP layer has answered by taking the user elsewhere (401 → /login, 403 → /not-allowed,
 * 404 → /not-found, no answer → /error): the screen that made the call has nothing more to say about it.
 *
 * @example
 * catch (error) { if (!isNavigatedError(error)) notify.error(title, message); }
 */
export function isNavigatedError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.status === 0 || error.status === 401 || error.status === 403 || error.status === 404)
  );
}

/** Only 400 and 422 carry validation errors (docs/product.md, "Errors"). */
export function isValidationError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 400 || error.status === 422);
}

/**
 * Reads `errors` defensively: the server may send a single string instead of a list, or nothing usable.
 */
export function normalizeFieldErrors(raw: unknown): FieldErrors {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.length > 0,
    );
    if (list.length > 0) result[key] = list;
  }
  return result;
}

/**
 * The `core` namespace key that describes an error to a user, for places that show a generic text.
 *
 * @example
 * t(errorMessageKey(error), { ns: 'core' })
 */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.unexpected';
  switch (error.status) {
    case 0:
      return 'errors.network';
    case 400:
    case 422:
      return 'errors.validation';
    case 401:
      return 'errors.unauthorized';
    case 403:
      return 'errors.forbidden';
    case 404:
      return 'errors.notFound';
    default:
      return 'errors.unexpected';
  }
}
