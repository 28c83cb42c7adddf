/**
 * Helpers of the administrators' companies, users and domains API tests (docs/api-contract.md, "Administrators:
 * companies, users, domains"): the platform administrator, a moderator (isAdmin without manage.companies,
 * manage.users or manage.domains) and the Acme owner, plus the listing calls.
 */
import type { ListingAggregationsBody, ListingMeta, ListingTotalValues } from '@panel/contract';
import type { ApiRequest } from './api-request';
import { callers as messagingCallers, type Callers } from './manage-messaging';
import type { Caller } from './company';

export { MODERATOR } from './manage-messaging';
export { ROLE_IDS, listing, registerCompany, signIn, signInWith, type Caller, type Invalid } from './company';

export const callers = (request: ApiRequest): Promise<Callers> => messagingCallers(request);

/** The seeded administrator (`admin@panel.test`). */
export const ADMIN_NAME = 'Irina Volkova';
export const ACME_ID = 1;

export type Meta = ListingMeta;

/** `POST /common/listing/{name}/aggregations` (or a client-scoped one). */
export async function aggregations<T = ListingTotalValues>(
  caller: Caller,
  name: string,
  body: ListingAggregationsBody = {},
  scope: 'client' | 'common' = 'common',
): Promise<{
  totals: T;
  groups?: (T & { key: string })[];
  by_currency?: Record<string, Record<string, string>>;
}> {
  return caller.ok('POST', `/${scope}/listing/${name}/aggregations`, body);
}

/** A fresh idempotency key (8..100 characters of [A-Za-z0-9_-]). */
export const newKey = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
