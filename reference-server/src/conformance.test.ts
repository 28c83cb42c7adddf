/**
 * The conformance check (`pnpm contract:check`, contract/src/conformance) against the reference server over HTTP: every
 * read call and listing each demo account may use, and the write round trips, answer as the contract says; and an
 * answer that loses or changes a field fails the check with a row naming the call and the field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { getRequestListener } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { checkBackend, formatReport, type Report } from '@panel/contract/conformance';
import { createApi, demoAccounts } from './api/index';

const api = createApi({ testMode: true });
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer(getRequestListener(api.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => api.reset());

const check = (account: keyof typeof demoAccounts, write = false): Promise<Report> =>
  checkBackend({
    apiUrl: `${origin}/api`,
    email: demoAccounts[account].email,
    password: demoAccounts[account].password,
    write,
  });

/** The report's rows that are not the contract's, for a failure that shows them. */
const wrong = (report: Report) => report.rows.filter((row) => !row.ok);

describe('the reference server, held to the contract by the conformance check', () => {
  test.each(['owner', 'member', 'admin'] as const)(
    'answers every call the %s may make as the contract says',
    async (account) => {
      const report = await check(account, account === 'owner');
      expect(wrong(report)).toEqual([]);
      expect(report.passed).toBe(true);
      // It tried the account's listings, not just the sign-in: a check that tries nothing passes nothing.
      expect(report.rows.filter((row) => row.call.includes('listings.')).length).toBeGreaterThan(2);
    },
  );

  test('the owner’s round trip writes and reads back a pixel, and the check leaves none behind', async () => {
    const before = api.store.pixels.rows.length;
    const report = await check('owner', true);
    expect(
      report.rows.filter((row) => row.call.includes('pixel round trip')).map((row) => row.status),
    ).toEqual([200, 200, 200, 200, 200, 200, 404]);
    expect(api.store.pixels.rows.length).toBe(before);
  });
});

describe('a server whose answer breaks the contract', () => {
  /** Serves the real answer of `path` with one field changed, through the test controls' fault injection. */
  async function serveChanged(
    path: string,
    change: (body: Record<string, unknown>) => unknown,
    { method = 'GET', send }: { method?: 'GET' | 'POST'; send?: unknown } = {},
  ) {
    const login = await fetch(`${origin}/api/common/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.owner.email, password: demoAccounts.owner.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const real = await fetch(`${origin}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: send === undefined ? undefined : JSON.stringify(send),
    });
    const body = change((await real.json()) as Record<string, unknown>);
    await fetch(`${origin}/api/__test/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, method, status: 200, body }),
    });
  }

  /** The pixel the check opens: the first row of the owner's pixels listing. */
  async function firstPixel(): Promise<number> {
    const login = await fetch(`${origin}/api/common/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.owner.email, password: demoAccounts.owner.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = await fetch(`${origin}/api/common/listing/pixels/data`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, perPage: 10 }),
    });
    return ((await page.json()) as { data: { id: number }[] }).data[0]!.id;
  }

  test('fails, with a row naming the call and the field whose type changed', async () => {
    const id = await firstPixel();
    await serveChanged(`/client/pixels/${id}/edit`, (body) => ({
      ...body,
      data: { ...(body.data as object), name: 42 },
    }));
    const report = await check('owner');
    expect(report.passed).toBe(false);
    expect(wrong(report)).toEqual([
      {
        call: 'GET /client/pixels/{id}/edit (pixels.edit)',
        status: 200,
        ok: false,
        problem: 'data.name: expected a string, got a number (42)',
      },
    ]);
    expect(formatReport(report)).toContain('1 of');
  });

  test('fails on a field the answer lost', async () => {
    await serveChanged('/common/auth/user', (body) => ({ ...body, access: undefined }));
    const report = await check('owner');
    expect(wrong(report).map((row) => [row.call, row.problem])).toEqual([
      ['GET /common/auth/user (auth.user)', 'access: expected an object, got nothing (the field is missing)'],
    ]);
  });

  test('fails on a listing whose rows disagree with its settings', async () => {
    await serveChanged(
      '/common/listing/application/data',
      (body) => {
        const [first, ...rest] = body.data as Record<string, unknown>[];
        return { ...body, data: [{ ...first, installs: 'many' }, ...rest] };
      },
      { method: 'POST', send: { page: 1 } },
    );
    const report = await check('owner');
    expect(wrong(report).map((row) => [row.call, row.problem])).toEqual([
      [
        'POST /common/listing/{name}/data (listings.commonData, application)',
        'row 1: `installs` should be a number (a number column), not "many"',
      ],
    ]);
  });

  test('the command line prints the row and exits 1', async () => {
    const id = await firstPixel();
    await serveChanged(`/client/pixels/${id}/edit`, (body) => ({
      ...body,
      data: { ...(body.data as object), events: 'PageView' },
    }));
    {
      const cli = fileURLToPath(new URL('../../contract/src/conformance/cli.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
      // Asynchronously: the server answering the command runs in this process.
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(tsx, [cli, '--base-url', origin], { encoding: 'utf8' }, (error, stdout, stderr) =>
          resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
        );
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(
        /GET \/client\/pixels\/\{id\}\/edit \(pixels\.edit\)\s+200\s+WRONG\s+data\.events: expected an array, got a string \("PageView"\)/,
      );
      expect(run.status).toBe(1);
    }
  });
});
