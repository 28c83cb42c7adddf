/**
 * The conformance check a backend team runs against its own server (`pnpm contract:check`, docs/contract-check.md):
 * it signs in, makes every read call of the contract the account may make (and, with `write`, a few round trips
 * that create, change and delete a record of its own), and holds each answer to the call's schema. One row per call:
 * the call, the status, whether the shape is the contract's, the first mismatch. Calls it could not try are listed with
 * the reason.
 */
import { firstMismatch } from '../check';
import { pathOf, type Access } from '../define';
import type { PermissionName } from '../permissions';
import { contractCall, contractCalls, type ContractCall } from '../registry';
import { BINARY, answerSchemaOf } from '../schemas/define';
import { findSamples, type Sampler } from './samples';
import { writeRoundTrips } from './round-trips';

export interface CheckOptions {
  /** The API's base URL: `http://localhost:8080/api`. */
  apiUrl: string;
  email: string;
  password: string;
  /** Also create, change and delete records of the account's company (a test company only). */
  write: boolean;
  /** The language the texts come in. */
  language?: string;
}

export interface Row {
  /** `GET /client/pixels/{id}/edit (pixels.edit)`, with the listing or the round trip when there is one. */
  call: string;
  status: number | null;
  /** The answer is the shape the contract says, and its status the one expected. */
  ok: boolean;
  /** The first mismatch, or what went wrong. */
  problem: string;
}

export interface Report {
  account: string;
  rows: Row[];
  /** The calls not tried, and why. */
  skipped: { call: string; why: string }[];
  passed: boolean;
}

/** The signed-in account, as the contract's session calls answer it. */
export interface Account {
  token: string;
  isAdmin: boolean;
  permissions: readonly string[];
  companyId: number | null;
}

export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
}

/** One HTTP call of the check: JSON in, JSON (or a file) out. */
export type Send = (
  call: Pick<ContractCall, 'method' | 'path' | 'id'>,
  args: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown },
) => Promise<Answer>;

export function sender(options: CheckOptions, token: () => string | null): Send {
  return async (call, { params, query, body }) => {
    const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}${pathOf(call, params)}`);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language ?? 'en',
    };
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const sent = call.method === 'GET' ? undefined : body;
    if (sent !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method: call.method,
      headers,
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.startsWith('image/') ? '' : await response.text();
    let parsed: unknown = text;
    if (contentType.includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed, contentType };
  };
}

/** Whether the account may make the call, or why not (`{ anyOf }`: why none of its alternatives lets it in). */
export function refusal(access: Access, account: Account): string | null {
  if (access === 'public' || access === 'user') return null;
  if ('anyOf' in access) {
    const reasons = access.anyOf.map((one) => refusal(one, account));
    return reasons.includes(null) ? null : reasons.join('; ') || 'the call lets no one in';
  }
  const granted = (wanted: PermissionName | readonly PermissionName[]) =>
    (typeof wanted === 'string' ? [wanted] : wanted).some((name) => account.permissions.includes(name));
  if ('company' in access) {
    if (account.companyId === null) return 'the account has no company';
    return granted(access.company) ? null : `the account lacks ${[access.company].flat().join(' or ')}`;
  }
  if (!account.isAdmin) return 'the account is no administrator';
  return granted(access.admin) ? null : `the account lacks ${[access.admin].flat().join(' or ')}`;
}

const callName = (call: Pick<ContractCall, 'method' | 'path' | 'id'>, detail?: string) =>
  `${call.method} ${call.path} (${call.id}${detail ? `, ${detail}` : ''})`;

/** Holds an answer to the call: the status expected, then the body's shape. */
export function judge(call: ContractCall, answer: Answer, expected = 200, detail?: string): Row {
  const name = callName(call, detail);
  if (answer.status !== expected) {
    const said =
      answer.body && typeof answer.body === 'object' && 'message' in answer.body
        ? `: ${String((answer.body as { message: unknown }).message)}`
        : '';
    return {
      call: name,
      status: answer.status,
      ok: false,
      problem: `expected ${expected}, got ${answer.status}${said}`,
    };
  }
  if (call.answer === BINARY && answer.status === 200) {
    const image = answer.contentType.startsWith('image/');
    return {
      call: name,
      status: answer.status,
      ok: image,
      problem: image ? '' : `not an image (${answer.contentType})`,
    };
  }
  if (!answer.contentType.includes('json'))
    return {
      call: name,
      status: answer.status,
      ok: false,
      problem: `not JSON (${answer.contentType || 'no content type'})`,
    };
  const schema = answerSchemaOf(call, answer.status);
  if (schema === BINARY) return { call: name, status: answer.status, ok: true, problem: '' };
  const mismatch = firstMismatch(schema, answer.body);
  return mismatch
    ? {
        call: name,
        status: answer.status,
        ok: false,
        problem: `${mismatch.field}: expected ${mismatch.expected}, got ${mismatch.received}`,
      }
    : { call: name, status: answer.status, ok: true, problem: '' };
}

/** Signs in with the contract's login call and reads who the account is. */
async function signIn(send: Send, options: CheckOptions, rows: Row[]): Promise<Account | null> {
  const login = contractCall('auth.login')!;
  const answer = await send(login, { body: { email: options.email, password: options.password } });
  const row = judge(login, answer);
  rows.push(row);
  if (!row.ok) return null;
  const session = answer.body as { token: string; access: { isAdmin: boolean; permissions: string[] } };
  return {
    token: session.token,
    isAdmin: session.access.isAdmin,
    permissions: session.access.permissions,
    companyId: null,
  };
}

/** Makes every read call the account may make, then (with `write`) the round trips; never throws for an answer. */
export async function checkBackend(options: CheckOptions): Promise<Report> {
  const rows: Row[] = [];
  const skipped: Report['skipped'] = [];
  let token: string | null = null;
  const send = sender(options, () => token);
  const account = await signIn(send, options, rows);
  if (!account) return { account: options.email, rows, skipped, passed: false };
  token = account.token;

  const user = contractCall('auth.user')!;
  const me = await send(user, {});
  rows.push(judge(user, me));
  const info = me.body as { user?: { company_id?: number | null } } | undefined;
  account.companyId = info?.user?.company_id ?? null;

  const sampler: Sampler = findSamples(send, account);
  for (const call of contractCalls) {
    if (call.id === 'auth.login' || call.id === 'auth.user') continue;
    if (!(call.method === 'GET' || call.reads)) {
      if (!options.write)
        skipped.push({ call: callName(call), why: 'it writes (--write tries a few writes)' });
      continue;
    }
    const why = refusal(call.access, account);
    if (why) {
      skipped.push({ call: callName(call), why });
      continue;
    }
    const cases = await sampler.casesOf(call);
    if (typeof cases === 'string') {
      skipped.push({ call: callName(call), why: cases });
      continue;
    }
    for (const { detail, args, verify } of cases) {
      try {
        const answer = await send(call, args);
        const row = judge(call, answer, 200, detail);
        const problem = row.ok && verify ? await verify(answer.body) : null;
        rows.push(problem ? { ...row, ok: false, problem } : row);
      } catch (error) {
        rows.push({
          call: callName(call, detail),
          status: null,
          ok: false,
          problem: `no answer: ${String(error)}`,
        });
      }
    }
  }
  if (options.write) rows.push(...(await writeRoundTrips(send, account, skipped)));
  // Writes the check did not make in a round trip stay listed as not tried.
  const tried = new Set(rows.map((row) => row.call.replace(/ \(([^,)]+).*$/, ' ($1)')));
  return {
    account: options.email,
    rows,
    skipped: skipped.filter((entry) => !tried.has(entry.call)),
    passed: rows.every((row) => row.ok),
  };
}

/** The report as text: one row per call, then what was not tried, then the verdict. */
export function formatReport(report: Report): string {
  const width = Math.min(90, Math.max(...report.rows.map((row) => row.call.length), 4));
  const pad = (text: string, size: number) =>
    text.length >= size ? text : text + ' '.repeat(size - text.length);
  const lines = [
    `Signed in as ${report.account}.`,
    '',
    `${pad('call', width)}  status  shape  first mismatch`,
    ...report.rows.map(
      (row) =>
        `${pad(row.call, width)}  ${pad(row.status === null ? '—' : String(row.status), 6)}  ${pad(row.ok ? 'ok' : 'WRONG', 5)}  ${row.problem}`,
    ),
  ];
  if (report.skipped.length) {
    lines.push('', `Not tried (${report.skipped.length}):`);
    for (const { call, why } of report.skipped) lines.push(`  ${call}: ${why}`);
  }
  const wrong = report.rows.filter((row) => !row.ok).length;
  lines.push(
    '',
    wrong
      ? `${wrong} of ${report.rows.length} answers break the contract.`
      : `All ${report.rows.length} answers are the contract's.`,
  );
  return lines.join('\n');
}
