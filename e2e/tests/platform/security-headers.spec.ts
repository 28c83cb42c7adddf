import { expect, test } from '../support/test';
import { REMOTES, SHELL, resetServer } from '../support/demo';
import { CSP_PROBE } from '../support/csp-reports';
import { expectUploadedScriptRefused } from '../support/uploaded-script';
import { PERMISSIONS_POLICY } from '../../../shared-core/deploy/security-headers.mjs';

/** docs/deploying-a-remote.md, "Headers": what the demo's static servers send, and that the browser obeys it. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

test('the shell page names the runtime config origins in its policy, and no inline script or eval', async ({
  request,
}) => {
  const page = await request.get(`${SHELL}/admin/login`);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  const policy = directives(headers['content-security-policy'] ?? '');

  const config = (await (await request.get(`${SHELL}/admin/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  expect(remoteOrigins.sort()).toEqual(Object.values(REMOTES).sort());
  // Scripts from the shell's folder and the remotes' own origins (each on a host of its own here): not 'self',
  // which would take in /api/.
  expect(policy.get('script-src')).toEqual([`${SHELL}/admin/`, ...remoteOrigins]);
  expect(policy.get('connect-src')?.sort()).toEqual(["'self'", ...remoteOrigins].sort());
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);

  // Chunks and a remote's files carry the three headers too; the API's answers nosniff and the Permissions-Policy.
  const chunk = await request.get(`${REMOTES.client}/remoteEntry.js`);
  expect(chunk.headers()['x-content-type-options']).toBe('nosniff');
  expect(chunk.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(chunk.headers()['permissions-policy']).toBe(PERMISSIONS_POLICY);
  const api = await request.get(`${SHELL}/api/common/auth/user`);
  expect(api.status()).toBe(401);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['permissions-policy']).toBe(PERMISSIONS_POLICY);
});

test('the page runs without the features its Permissions-Policy denies, and Chromium knows every one named', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Feature-Policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: /^(Войти|Sign in)$/ })).toBeVisible();
  const allowed = await page.evaluate(() => {
    const policy = (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } })
      .featurePolicy;
    return Object.fromEntries(
      ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write'].map((feature) => [
        feature,
        policy.allowsFeature(feature),
      ]),
    );
  });
  expect(allowed).toEqual({
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    // The kit's copy buttons.
    'clipboard-write': true,
  });
  expect(complaints).toEqual([]);
});

test('a script served from the upload path does not run on the shell page: the policy refuses it', async ({
  browser,
  request,
}) => {
  await expectUploadedScriptRefused(browser, request);
});

test('the browser enforces the policy: an injected inline script and eval are refused', async ({
  browser,
}) => {
  // A context of its own: the violations below are the point of this test, not a failure of it (support/test.ts
  // watches only the fixture's contexts; the reports of this page are marked and left out by csp-reports.ts).
  const context = await browser.newContext({ baseURL: SHELL });
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`/admin/login?${CSP_PROBE}`);
    await expect(page.getByRole('button', { name: /^(Войти|Sign in)$/ })).toBeVisible();
    // Both run in the page's own tasks (not in the test's evaluate call, which the policy does not govern).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      // A string given to setTimeout is compiled like eval.
      (window.setTimeout as unknown as (code: string, ms: number) => number)('window.evalRan = true', 0);
    });
    await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
    const outcome = await page.evaluate(() => {
      const w = window as unknown as { injectedRan?: boolean; evalRan?: boolean };
      return { inline: w.injectedRan === true, eval: w.evalRan === true };
    });
    expect(outcome).toEqual({ inline: false, eval: false });
  } finally {
    await context.close();
  }
});
