/**
 * Uploads (routes/files.ts, issue 47): a file is taken by its bytes (PNG, JPEG, WebP or SVG, the contract's
 * `imageTypeOf`), never by the type the client declares; what is stored is served back with the type found, `nosniff`
 * and a sandbox CSP, an SVG as an attachment; and only a user who may save a screen that takes images may upload.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import type { SaveStaticAnswer, UploadAnswer } from '@panel/contract';
import { addMember, ROLE_IDS, signIn, type Caller } from '../../testing/company';
import { inProcessApi } from '../../testing/in-process-api';
import { demoAccounts } from '../accounts';
import { LANGS, msg } from '../i18n';

const { api, request } = inProcessApi();

// A 1×1 PNG, a JPEG's JFIF header and a 1×1 WebP, as image tools write them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//', 'base64');
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);
const SCRIPT = Buffer.from('fetch("/api/common/auth/user").then((r) => r.text()).then(alert);');
const PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** A multipart upload of `data` named `name`, declared as `type`, as a browser's FormData sends it. */
async function upload(token: string | null, data: Buffer, name: string, type: string, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await request.post('/api/common/file/upload', {
    data: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'Content-Type': encoded.headers.get('content-type')!,
      'Accept-Language': lang,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** A token of a sign-in: the upload is multipart, which the JSON callers of testing/ do not send. */
async function login(email: string, password: string): Promise<string> {
  const response = await request.post('/api/common/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
const tokenOf = (account: 'owner' | 'member' | 'admin') =>
  login(demoAccounts[account].email, demoAccounts[account].password);

const serve = (url: string) => request.get(url);
const storedCount = () => api.store.files.size;

beforeEach(async () => {
  await request.post('/api/__test/reset');
});

describe('an upload is taken by its bytes', () => {
  test('PNG, JPEG, WebP and SVG are stored with the type found in them, whatever was declared', async () => {
    const owner = await tokenOf('owner');
    const cases = [
      [PNG, 'icon.png', 'image/png', 'image/png', 'icon.png'],
      // Declared as something else, or as nothing: the bytes decide.
      [JPEG, 'photo.jpeg', 'application/octet-stream', 'image/jpeg', 'photo.jpeg'],
      [WEBP, 'shot.png', 'image/png', 'image/webp', 'shot.png.webp'],
      [PNG, 'page.html', 'text/html', 'image/png', 'page.html.png'],
      [SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml', 'image/svg+xml', 'logo.svg'],
    ] as const;
    for (const [data, name, declared, mime, storedName] of cases) {
      const answer = await upload(owner, data, name, declared);
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      const uploaded = answer.body as unknown as UploadAnswer;
      expect(uploaded).toMatchObject({ mime, name: storedName, size: data.length });
      const served = await serve(uploaded.url);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe(mime);
      expect(await served.body()).toEqual(data);
    }
  });

  test('a script, a page declared as image/png and an SVG declared as a page… only the bytes count', async () => {
    const owner = await tokenOf('owner');
    const before = storedCount();
    for (const [data, name, declared] of [
      [SCRIPT, 'app.js', 'text/javascript'],
      [SCRIPT, 'icon.png', 'image/png'],
      [PAGE, 'icon.png', 'image/png'],
      [PAGE, 'icon.svg', 'image/svg+xml'],
      [Buffer.from('%PDF-1.7\n'), 'doc.pdf', 'application/pdf'],
    ] as const) {
      const answer = await upload(owner, data, name, declared);
      expect({ name, declared, status: answer.status }).toEqual({ name, declared, status: 422 });
      expect(answer.body.errors).toEqual({ file: ['The file must be a PNG, JPEG, WebP or SVG image.'] });
    }
    expect(storedCount()).toBe(before);
  });

  test('the refusal names the types taken, in the caller’s language', async () => {
    const owner = await tokenOf('owner');
    for (const lang of LANGS) {
      const answer = await upload(owner, PAGE, 'icon.png', 'image/png', lang);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ file: [msg(lang, 'fileNotImage')] });
      for (const type of ['PNG', 'JPEG', 'WebP', 'SVG']) expect(answer.body.message).toContain(type);
    }
    expect(msg('ru', 'fileNotImage')).toMatch(/изображением/);
    expect(msg('ar', 'fileNotImage')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('a stored file is served so that it never runs on the panel’s origin', () => {
  test('with its found type, nosniff and a sandbox CSP; an image inline, an SVG as an attachment', async () => {
    const owner = await tokenOf('owner');
    const png = (await upload(owner, PNG, 'icon.png', 'image/png')).body as unknown as UploadAnswer;
    const svg = (await upload(owner, SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'))
      .body as unknown as UploadAnswer;
    for (const [file, disposition] of [
      [png, "inline; filename*=UTF-8''icon.png"],
      [svg, "attachment; filename*=UTF-8''logo.svg"],
    ] as const) {
      const headers = (await serve(file.url)).headers();
      expect(headers['content-type']).toBe(file.mime);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      expect(headers['content-disposition']).toBe(disposition);
    }
    // Kept for good, it is served the same.
    const owned = await request.post('/api/common/file/save-static', {
      data: { path: svg.path },
      headers: { Authorization: `Bearer ${owner}` },
    });
    const saved = (await owned.json()) as SaveStaticAnswer;
    expect((await serve(saved.url)).headers()['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('who may upload', () => {
  const uploadAs = async (token: string) => (await upload(token, PNG, 'a.png', 'image/png')).status;
  /** A member of the owner's company with this role, signed in. */
  const memberWith = async (owner: Caller, roleId: number, tag: string) => {
    const { member } = await addMember(request, owner, roleId, tag);
    return login(member.email, 'member-pass');
  };

  test('the team member who only views applications and statistics gets 403, for the upload and its save', async () => {
    const member = await tokenOf('member');
    expect(await uploadAs(member)).toBe(403);
    const saved = await request.post('/api/common/file/save-static', {
      data: { path: 'tmp/x/a.png' },
      headers: { Authorization: `Bearer ${member}` },
    });
    expect(saved.status()).toBe(403);
    expect(await uploadAs('')).toBe(401);
  });

  test('a company role that saves a screen with images may; one that does not may not', async () => {
    expect(await uploadAs(await tokenOf('owner'))).toBe(200);
    const owner = await signIn(request, 'owner');
    // Support (comment.manage: a comment's avatar), Marketer (push.manage: a push's icon), Finance (none of them).
    expect(await uploadAs(await memberWith(owner, ROLE_IDS.support, 'upload-support'))).toBe(200);
    expect(await uploadAs(await memberWith(owner, ROLE_IDS.marketer, 'upload-marketer'))).toBe(200);
    expect(await uploadAs(await memberWith(owner, ROLE_IDS.finance, 'upload-finance'))).toBe(403);
  });

  test('an administrator may with manage.applications or manage.templates; each right keeps its condition', async () => {
    expect(await uploadAs(await tokenOf('admin'))).toBe(200);
    const admin = api.store.findUserByEmail(demoAccounts.admin.email)!;
    const tokenAfter = (patch: Partial<Pick<typeof admin, 'is_admin' | 'company_id' | 'role_id'>>) => {
      Object.assign(admin, patch);
      return tokenOf('admin');
    };
    // The moderator's role (manage.applications, manage.templates) as an administrator: yes; without isAdmin: no.
    expect(await uploadAs(await tokenAfter({ role_id: ROLE_IDS.moderator }))).toBe(200);
    expect(await uploadAs(await tokenAfter({ is_admin: false }))).toBe(403);
    // The marketer's push.manage in no company: no (a company permission is a company member's).
    expect(await uploadAs(await tokenAfter({ role_id: ROLE_IDS.marketer, company_id: null }))).toBe(403);
    // An administrator whose role holds neither right: no.
    expect(await uploadAs(await tokenAfter({ is_admin: true, role_id: ROLE_IDS.auditor }))).toBe(403);
  });
});
