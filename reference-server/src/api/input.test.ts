/**
 * What the API refuses of a request before any rule of a call (issue 47, "Input"): a JSON body that is no object, a
 * text holding control characters or direction overrides (the contract's `isPlainText`), a malformed path; and every
 * such refusal, a 413 and a 500 are answered in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { contractCalls, type ContractCall } from '@panel/contract/registry';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ApiRequest } from '../testing/api-request';
import { inProcessApi } from '../testing/in-process-api';
import { mainServer } from '../servers';
import { demoAccounts } from './accounts';
import { JSON_BODY_LIMIT } from './http';
import { LANGS, msg, type Lang } from './i18n';
import { AR } from './i18n-ar';

const ARABIC = /[\u0600-\u06FF]/;

interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
}

/** A call with a raw body (`undefined`: none), a token and a language. */
async function send(
  request: ApiRequest,
  method: string,
  path: string,
  { body, token, lang = 'en' }: { body?: string; token?: string; lang?: Lang } = {},
): Promise<Answer> {
  const response = await request.fetch(`/api${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
    headers: {
      'Accept-Language': lang,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status(), body: (await response.json()) as Answer['body'] };
}

async function tokenOf(request: ApiRequest, account: 'owner' | 'admin'): Promise<string> {
  const { email, password } = demoAccounts[account];
  const answer = await send(request, 'POST', '/common/auth/login', {
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** A path of the call with its parameters filled: ids 1, a listing's name, a bulk action. */
const pathOf = (call: ContractCall): string =>
  call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'name' ? 'application' : name === 'action' ? 'delete' : '1',
  );

/** Every call whose contract takes a JSON body (not an upload's multipart one). */
const jsonBodyCalls = contractCalls.filter((call) => typeof call.body === 'object');

describe('a JSON body that is no object', () => {
  const { request } = inProcessApi();
  let owner = '';
  let admin = '';
  beforeAll(async () => {
    owner = await tokenOf(request, 'owner');
    admin = await tokenOf(request, 'admin');
  });

  const tokenFor = (call: ContractCall): string | undefined =>
    call.access === 'public'
      ? undefined
      : typeof call.access === 'object' && 'admin' in call.access
        ? admin
        : owner;

  test('the contract has calls with a JSON body to try, each of which takes an object', () => {
    expect(jsonBodyCalls.length).toBeGreaterThan(70);
  });

  test.each(jsonBodyCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers 422 on `body` for null, a list, a number and a string',
    async (_, call) => {
      for (const body of ['null', '[]', '[{"name":"x"}]', '42', '"text"', 'true']) {
        const answer = await send(request, call.method, pathOf(call), { body, token: tokenFor(call) });
        expect({ body, status: answer.status }).toEqual({ body, status: 422 });
        expect(answer.body).toEqual({
          message: 'The request body must be a JSON object.',
          errors: { body: ['The request body must be a JSON object.'] },
        });
      }
    },
  );

  test('is refused in the caller’s language; an empty body is still no fields, and malformed JSON a 400', async () => {
    for (const lang of LANGS) {
      const answer = await send(request, 'POST', '/client/company/update', {
        body: '[]',
        token: owner,
        lang,
      });
      expect(answer.body.errors).toEqual({ body: [msg(lang, 'bodyNotObject')] });
    }
    expect(
      (await send(request, 'POST', '/client/company/update', { body: '[]', token: owner, lang: 'ar' })).body
        .message,
    ).toMatch(ARABIC);
    // An empty body is `{}`: the listing's page takes its defaults, a partial update names no field; a pixel's store
    // says which fields are missing.
    expect((await send(request, 'POST', '/common/listing/application/data', { token: owner })).status).toBe(
      200,
    );
    expect((await send(request, 'POST', '/client/company/update', { token: owner })).status).toBe(200);
    const empty = await send(request, 'POST', '/client/pixels/store', { token: owner });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).not.toHaveProperty('body');
    expect(empty.body.errors).toHaveProperty('name');
    expect((await send(request, 'POST', '/client/company/update', { body: '{', token: owner })).status).toBe(
      400,
    );
  });
});

describe('the text rule: no control characters, no direction overrides', () => {
  const { api, request } = inProcessApi();
  let owner = '';
  let admin = '';
  beforeAll(async () => {
    owner = await tokenOf(request, 'owner');
    admin = await tokenOf(request, 'admin');
  });

  const companyUpdate = (name: string, lang: Lang = 'en') =>
    send(request, 'POST', '/client/company/update', {
      body: JSON.stringify({ name, contact_email: '', website: '', timezone: 'UTC' }),
      token: owner,
      lang,
    });

  test('a name with a right-to-left override or a control character is a 422 on the name, in every language', async () => {
    const before = api.store.companies.get(1)!.name;
    for (const name of [
      'Acme\u202Egpj.exe',
      'Acme\u2066Apps',
      'Acme\u0000',
      'Acme\nApps',
      'Acme\tApps',
      'Acme\u0085',
    ]) {
      for (const lang of LANGS) {
        const answer = await companyUpdate(name, lang);
        expect({ name, status: answer.status }).toEqual({ name, status: 422 });
        expect(answer.body.errors?.name).toEqual([msg(lang, 'plainText')]);
      }
    }
    expect(msg('ar', 'plainText')).toMatch(ARABIC);
    expect(msg('ar', 'plainText')).toBe(
      AR[
        'The text may not contain control characters or direction overrides (U+202A–U+202E, U+2066–U+2069).'
      ],
    );
    expect(api.store.companies.get(1)!.name).toBe(before);
  });

  test('an Arabic name with the direction marks Arabic text uses is stored', async () => {
    const name = 'شركة Acme\u200F ٢';
    const answer = await companyUpdate(name);
    expect(answer.status).toBe(200);
    expect(api.store.companies.get(1)!.name).toBe(name);
  });

  test('the shared readers apply it: a member’s, a sign-up’s and a role’s name', async () => {
    const member = await send(request, 'POST', '/client/team/store', {
      body: JSON.stringify({ name: 'Eve\u202E', email: 'eve@acme.test', password: 'secret123', role_id: 2 }),
      token: owner,
    });
    expect(member.body.errors?.name).toEqual([msg('en', 'plainText')]);
    const signUp = await send(request, 'POST', '/common/auth/register', {
      body: JSON.stringify({ name: 'Eve\u0007', company_name: 'Evil\u202E Corp' }),
    });
    expect(signUp.body.errors?.name).toEqual([msg('en', 'plainText')]);
    expect(signUp.body.errors?.company_name).toEqual([msg('en', 'plainText')]);
    const role = await send(request, 'POST', '/manage/roles/store', {
      body: JSON.stringify({ name: 'Support\u202D', description: 'line\u2067', permissions: [] }),
      token: admin,
    });
    expect(role.body.errors?.name).toEqual([msg('en', 'plainText')]);
    expect(role.body.errors?.description).toEqual([msg('en', 'plainMultilineText')]);
  });

  test('a multi-line text keeps its line breaks and tabs, and refuses the other controls', async () => {
    const roleWith = (description: string) =>
      send(request, 'POST', '/manage/roles/store', {
        body: JSON.stringify({
          name: `Support ${description.length}`,
          description,
          permissions: ['manage.users'],
        }),
        token: admin,
      });
    const kept = await roleWith('First line\r\nSecond\tline');
    expect(kept.status).toBe(200);
    const bell = await roleWith('Ring\u0007');
    expect(bell.status).toBe(422);
    expect(bell.body.errors?.description).toEqual([msg('en', 'plainMultilineText')]);
  });

  test('a password at sign-in is compared as sent, whatever it holds', async () => {
    const answer = await send(request, 'POST', '/common/auth/login', {
      body: JSON.stringify({ email: demoAccounts.owner.email, password: 'wrong\u202E' }),
    });
    expect(answer.body.errors).toEqual({ email: [msg('en', 'badCredentials')] });
  });
});

describe('a malformed path', () => {
  const { api, request } = inProcessApi();
  const BAD = [
    '/client/application/1%5C/edit',
    '/client/application/1%5c',
    '/client/application/%E0%A4%A/edit',
    '/client/pixels/%ZZ/edit',
    '/common/auth/user%',
  ];

  test('answers 400 `{ message }` in the caller’s language, before the token is looked at', async () => {
    for (const path of BAD) {
      for (const lang of LANGS) {
        const answer = await send(request, 'GET', path, { lang });
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.body).toEqual({ message: msg(lang, 'badPath') });
      }
    }
    expect(msg('ar', 'badPath')).toMatch(ARABIC);
    // A well-formed path with an encoded character is no bad path: a listing named so is unknown, as any other.
    expect((await send(request, 'GET', '/common/listing/appl%69cation/settings')).status).toBe(401);
  });

  describe('over HTTP, where @hono/node-server refuses a raw backslash before the API sees it', () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = mainServer(api, { shell: 0, client: 0, manage: 0, users: 0 }, { serveShell: false });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A request written by hand: fetch() itself would turn the backslash into a slash. */
    const raw = (target: string, lang: Lang) =>
      new Promise<{ head: string; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ${lang}\r\nConnection: close\r\n\r\n`,
          );
        });
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('error', reject);
        socket.on('end', () => {
          const [head = '', ...rest] = text.split('\r\n\r\n');
          resolve({ head, body: rest.join('\r\n\r\n') });
        });
      });

    test('an API path answers 400 `{ message }` as JSON, in the caller’s language', async () => {
      for (const lang of LANGS) {
        const { head, body } = await raw('/api/client/application/1\\/edit', lang);
        expect(head).toMatch(/^HTTP\/1\.1 400 /);
        expect(head.toLowerCase()).toContain('content-type: application/json');
        const json = body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1);
        expect(JSON.parse(json)).toEqual({ message: msg(lang, 'badPath') });
      }
    });

    test('any other path answers a plain 400, not a 500', async () => {
      const { head } = await raw('/admin/a\\b', 'en');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
    });

    test('an encoded backslash reaches the API, which refuses it the same way', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/client/application/1%5C/edit`, {
        headers: { 'Accept-Language': 'ru' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: msg('ru', 'badPath') });
    });
  });
});

describe('every error in the caller’s language', () => {
  const { api, request } = inProcessApi();

  test('a body past the limit is a 413 in Russian, English and Arabic', async () => {
    const token = await tokenOf(request, 'owner');
    const big = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT) });
    for (const lang of LANGS) {
      const answer = await send(request, 'POST', '/client/pixels/store', { body: big, token, lang });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: msg(lang, 'payloadTooLarge') });
    }
    expect(msg('ru', 'payloadTooLarge')).toBe('Тело запроса слишком велико.');
    expect(msg('ar', 'payloadTooLarge')).toMatch(ARABIC);
  });

  test('a failure of the server is a 500 in the caller’s language', async () => {
    const token = await tokenOf(request, 'owner');
    const pixel = api.store.pixels.rows.find((row) => row.company_id === 1)!;
    // A stored name that is not a text breaks the edit call's answer: a 500 (router.ts, checkAnswers).
    (pixel as { name: unknown }).name = 42;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const lang of LANGS) {
      const answer = await send(request, 'GET', `/client/pixels/${pixel.id}/edit`, { token, lang });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: msg(lang, 'serverError') });
    }
    expect(msg('ar', 'serverError')).toMatch(ARABIC);
  });
});
