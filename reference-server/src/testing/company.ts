/**
 * Helpers of the company-area API tests (no browser page; docs/api-contract.md, "Company area"): callers for the demo
 * accounts, for a member created with a given role, and for the owner of a freshly registered company (which is on
 * the Start tariff, with small limits, and owns nothing the demo company can see).
 */
import type {
  ApplicationStatus,
  ApplicationChoice,
  ListingPage,
  ListingQueryBody,
  ListingRow,
  Member,
  MemberBody,
  RegisterBody,
  SessionAnswer,
} from '@panel/contract';
import { expectStatus, SHELL, type ApiRequest } from './api-request';
import { callerFor, signInWith, type Caller } from './api-callers';

export { callerFor, signIn, signInWith, type Caller, type Invalid } from './api-callers';
export { ROLE_IDS } from '../api/store/seed';

export interface Option<T = string | number> {
  value: T;
  label: string;
}

/** Registers a new company (tariff Start: 2 team members, 2 custom domains) and answers its owner. */
export async function registerCompany(request: ApiRequest, tag: string): Promise<Caller> {
  const response = await request.post(`${SHELL}/api/common/auth/register`, {
    data: {
      name: `Owner ${tag}`,
      email: `owner.${tag}@other.test`,
      password: 'secret123',
      password_confirmation: 'secret123',
      company_name: `Other ${tag}`,
    } satisfies RegisterBody,
  });
  await expectStatus(response, 200, `register ${tag}`);
  return callerFor(request, ((await response.json()) as SessionAnswer).token);
}

/** Adds a member with this role to the owner's company (POST /client/team/store) and signs in as them. */
export async function addMember(
  request: ApiRequest,
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
  } satisfies MemberBody);
  return { member: data, caller: await signInWith(request, email, 'member-pass') };
}

/** The rows of a listing (`/{scope}/listing/{name}/data`) for a body. */
export async function listing<T = ListingRow>(
  caller: Caller,
  name: string,
  body: ListingQueryBody = {},
  scope: 'client' | 'common' = 'client',
): Promise<ListingPage<T>> {
  return caller.ok('POST', `/${scope}/listing/${name}/data`, { perPage: 100, ...body });
}

/**
 * Every application the company may choose for a domain (not deleted), as `{ value, label, status }`: read from the
 * applications listing, since the domain form's create call lists none (the form searches them).
 */
export async function applicationChoices(caller: Caller): Promise<Required<ApplicationChoice>[]> {
  const choices: Required<ApplicationChoice>[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listing<{ id: number; name: string; status: ApplicationStatus }>(
      caller,
      'application',
      { page, perPage: 1000, sort: { key: 'id', dir: 'asc' } },
      'common',
    );
    choices.push(...data.map((row) => ({ value: row.id, label: row.name, status: row.status })));
    if (choices.length >= meta.total || data.length === 0) return choices;
  }
}
