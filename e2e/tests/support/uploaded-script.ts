/**
 * The probe of issue 47: a file the API serves back from the upload path that is really a script must never run on
 * the shell's page. The API checks an upload's bytes, so no real upload gets there: an injected fault makes
 * `GET /api/common/file/static/<id>` answer `text/javascript`, as a file that slipped past the check would. Used by
 * the main suite (platform/security-headers.spec.ts) and the smoke run behind nginx, whose policies are written
 * differently (per request by the demo, per container start by the shell image's start step, panel-shell.envsh).
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { CSP_PROBE } from './csp-reports';
import { SHELL, injectFault } from './demo';

const SCRIPT = 'window.__pwned = true;';

interface Outcome {
  /** What the script element reported: `load` when the browser ran the file. */
  loaded: 'load' | 'error';
  /** Whether the script ran. */
  pwned: boolean;
  /** The `securitypolicyviolation` event for the file, if one came. */
  violation: { directive: string; blocked: string } | null;
}

/** Opens the sign-in page in a context of its own and adds `<script src>` for the file; what came of it. */
async function inject(browser: Browser, src: string, options: { bypassCSP: boolean }): Promise<Outcome> {
  // Contexts of their own: support/test.ts watches only the fixture's, and this violation is the point. The page is
  // marked, so csp-reports.ts leaves its report out.
  const context = await browser.newContext({ baseURL: SHELL, bypassCSP: options.bypassCSP });
  try {
    const page = await context.newPage();
    await page.goto(`/admin/login?${CSP_PROBE}`);
    await expect(page.getByRole('button', { name: /^(Войти|Sign in)$/ })).toBeVisible();
    // The element is added by the test, but the browser fetches and runs (or refuses) its file as the page's own.
    return await page.evaluate(async (url) => {
      const violation = new Promise<{ directive: string; blocked: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI.includes('/api/common/file/static/'))
            resolve({ directive: event.effectiveDirective, blocked: event.blockedURI });
        });
      });
      const script = document.createElement('script');
      const loaded = new Promise<'load' | 'error'>((resolve) => {
        script.onload = () => resolve('load');
        script.onerror = () => resolve('error');
      });
      script.src = url;
      document.head.append(script);
      const outcome = await loaded;
      // The violation is its own task: a moment for it, and none when the file ran.
      const seen = await Promise.race([
        violation,
        new Promise<null>((done) => setTimeout(() => done(null), 1000)),
      ]);
      return {
        loaded: outcome,
        pwned: (window as unknown as { __pwned?: boolean }).__pwned === true,
        violation: seen,
      };
    }, src);
  } finally {
    await context.close();
  }
}

/**
 * The shell's policy refuses a script from the upload path: it never runs, and the browser reports a script-src
 * violation for it. The same page with the policy bypassed runs it, so what stops it is the policy, not the file.
 */
export async function expectUploadedScriptRefused(
  browser: Browser,
  request: APIRequestContext,
): Promise<void> {
  const id = `e2e-${Date.now().toString(36)}.js`;
  const src = `/api/common/file/static/${id}`;
  await injectFault(request, {
    path: `/common/file/static/${id}`,
    body: SCRIPT,
    contentType: 'text/javascript',
  });
  const served = await request.get(`${SHELL}${src}`);
  expect(served.status()).toBe(200);
  // nginx adds its charset to a text type it passes on.
  expect(served.headers()['content-type']).toMatch(/^text\/javascript(;|$)/);
  expect(await served.text()).toBe(SCRIPT);

  const withoutPolicy = await inject(browser, src, { bypassCSP: true });
  expect(withoutPolicy, 'the file runs as a script when no policy stops it').toMatchObject({
    loaded: 'load',
    pwned: true,
  });

  const underPolicy = await inject(browser, src, { bypassCSP: false });
  expect(underPolicy.pwned, 'the uploaded script ran').toBe(false);
  expect(underPolicy.loaded).toBe('error');
  expect(underPolicy.violation?.directive).toMatch(/^script-src/);
  expect(underPolicy.violation?.blocked).toBe(`${SHELL}${src}`);
}
