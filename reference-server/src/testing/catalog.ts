/**
 * Helpers of the administrators' catalog API tests (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"): callers for the platform administrator (every manage.* permission), a moderator (isAdmin without
 * manage.roles, manage.tariffs or manage.referrals), the Acme owner (a company user) and the Acme team member (no
 * referral.view), and the listing and settings shapes these tests read.
 */
import type { ListingSettings } from '@panel/contract';
import type { ApiRequest } from './api-request';
import { signIn, signInWith, type Caller } from './company';
import { MODERATOR } from './manage-messaging';

export { listing, type Caller, type Invalid, type Option } from './company';
export { ROLE_IDS } from './company';

export interface Callers {
  admin: Caller;
  moderator: Caller;
  owner: Caller;
  member: Caller;
}

export async function callers(request: ApiRequest): Promise<Callers> {
  return {
    admin: await signIn(request, 'admin'),
    moderator: await signInWith(request, MODERATOR.email, MODERATOR.password),
    owner: await signIn(request, 'owner'),
    member: await signIn(request, 'member'),
  };
}

export type Settings = ListingSettings;

/** The settings of a common listing. */
export const settingsOf = (caller: Caller, name: string) =>
  caller.ok<Settings>('GET', `/common/listing/${name}/settings`);

/** Every status a caller gets for each of the calls (GET without a body, others with `{}`). */
export async function statuses(
  caller: Caller,
  calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][],
) {
  const out: string[] = [];
  for (const [method, path] of calls)
    out.push(`${method} ${path} ${await caller.status(method, path, method === 'GET' ? undefined : {})}`);
  return out;
}
