/**
 * Helpers of the company-area API tests (no browser page; docs/api-contract.md, "Company area"): callers for the demo
 * accounts, for a member created with a given role, and for the owner of a freshly registered company (which is on
 * the Start tariff, with small limits, and owns nothing the demo company can see).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { SHELL } from '../support/demo';
import type { Caller, Invalid, Method } from '../records/records-api';

export { signIn, type Caller, type Invalid } from '../records/records-api';
export { ROLE_IDS } from '../../server/src/api/store/seed';

export interface Option<T = string | number> {
  value: T;
  label: string;
}

/** A caller with a token from a sign-in or a registration (answers in English unless told otherwise). */
export function callerFor(request: APIRequestContext, token: string): Caller {
  const call = (method: Method, path: string, data?: unknown, lang: 'en' | 'ru' = 'en') =>
    request.fetch(`${SHELL}/api${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
    });
  return {
    call,
    async ok<T>(method: Method, path: string, data?: unknown) {
      const response = await call(method, path, data);
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    async invalid(method: Method, path: string, data?: unknown, lang: 'en' | 'ru' = 'en') {
      const response = await call(method, path, data, lang);
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(422);
      return (await response.json()) as Invalid;
    },
    async status(method: Method, path: string, data?: unknown) {
      return (await call(method, path, data)).status();
    },
  };
}

/** Signs in with an email and a password; the answer must be 200. */
export async function signInWith(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Caller> {
  const response = await request.post(`${SHELL}/api/common/auth/login`, { data: { email, password } });
  expect(response.status(), `login as ${email}: ${await response.text()}`).toBe(200);
  return callerFor(request, ((await response.json()) as { token: string }).token);
}

/** Registers a new company (tariff Start: 2 team members, 2 custom domains) and answers its owner. */
export async function registerCompany(request: APIRequestContext, tag: string): Promise<Caller> {
  const response = await request.post(`${SHELL}/api/common/auth/register`, {
    data: {
      name: `Owner ${tag}`,
      email: `owner.${tag}@other.test`,
      password: 'secret123',
      password_confirmation: 'secret123',
      company_name: `Other ${tag}`,
    },
  });
  expect(response.status(), `register ${tag}: ${await response.text()}`).toBe(200);
  return callerFor(request, ((await response.json()) as { token: string }).token);
}

export interface Member {
  id: number;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string;
  status: string;
  is_owner: boolean;
  is_self: boolean;
  locale: string;
  created_at: string;
  last_login_at: string | null;
}

/** Adds a member with this role to the owner's company (POST /client/team/store) and signs in as them. */
export async function addMember(
  request: APIRequestContext,
  owner: Caller,
  roleId: number,
  tag: string,
): Promise<{ member: Member; caller: Caller }> {
  const email = `${tag}@acme-team.test`;
  const { data } = await owner.ok<{ data: Member }>('POST', '/client/team/store', {
    name: `Member ${tag}`,
    email,
    role_id: roleId,
    password: 'member-pass',
    password_confirmation: 'member-pass',
  });
  return { member: data, caller: await signInWith(request, email, 'member-pass') };
}

/** The rows of a listing (`/{scope}/listing/{name}/data`) for a body. */
export async function listing<T = Record<string, unknown>>(
  caller: Caller,
  name: string,
  body: Record<string, unknown> = {},
  scope: 'client' | 'common' = 'client',
): Promise<{ data: T[]; meta: { total: number } }> {
  return caller.ok('POST', `/${scope}/listing/${name}/data`, { perPage: 100, ...body });
}

/**
 * Every application the company may choose for a domain (not deleted), as `{ value, label, status }`: read from the
 * applications listing, since the domain form's create call lists none (the form searches them).
 */
export async function applicationChoices(caller: Caller): Promise<(Option<number> & { status: string })[]> {
  const choices: (Option<number> & { status: string })[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listing<{ id: number; name: string; status: string }>(
      caller,
      'application',
      { page, perPage: 1000, sort: { key: 'id', dir: 'asc' } },
      'common',
    );
    choices.push(...data.map((row) => ({ value: row.id, label: row.name, status: row.status })));
    if (choices.length >= meta.total || data.length === 0) return choices;
  }
}
