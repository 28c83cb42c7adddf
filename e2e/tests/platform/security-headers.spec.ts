import { expect, test } from '../support/test';
import { REMOTES, SHELL, resetServer } from '../support/demo';
import { CSP_PROBE } from '../support/csp-reports';

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
  const policy = directives(headers['content-security-policy'] ?? '');

  const config = (await (await request.get(`${SHELL}/admin/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  expect(remoteOrigins.sort()).toEqual(Object.values(REMOTES).sort());
  expect(policy.get('script-src')?.sort()).toEqual(["'self'", ...remoteOrigins].sort());
  expect(policy.get('connect-src')?.sort()).toEqual(["'self'", ...remoteOrigins].sort());
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);

  // Chunks and a remote's files carry the two headers too.
  const chunk = await request.get(`${REMOTES.client}/remoteEntry.js`);
  expect(chunk.headers()['x-content-type-options']).toBe('nosniff');
  expect(chunk.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
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
