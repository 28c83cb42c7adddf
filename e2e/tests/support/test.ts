/**
 * The suite's `test`: Playwright's, with every browser context watched for Content-Security-Policy
 * violations. The demo serves the shell under the policy a deployment sends (docs/deploying-a-remote.md), so a
 * blocked script, `eval`, style or call fails the test that caused it, with the browser's message. A retry, which
 * records a trace (playwright.config.ts), gets twice the time: recording about doubles a test's time.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** Chromium's console message for a blocked load or evaluation names the policy. */
const VIOLATION = /Content Security Policy/i;

/** A retry records a trace, which about doubles a test's time: it gets twice the limit of a first run. */
const RETRY_SLOWDOWN = 2;

/**
 * Sets the running test's time limit, doubled on a retry. Use it instead of `test.setTimeout`, which would undo the
 * retry's allowance.
 *
 * @example
 * test('a long walk', async ({ page }) => {
 *   setTestTimeout(90_000);
 * });
 */
export function setTestTimeout(ms: number): void {
  const info = base.info();
  info.setTimeout(info.retry > 0 ? ms * RETRY_SLOWDOWN : ms);
}

/**
 * Options for a route handler's `route.fetch()` of a static file: the demo servers close an idle keep-alive socket,
 * and a fetch that picks it up just then fails with ECONNRESET (federation failures.spec, once in a CI run). A GET of
 * a file is safe to send again; Playwright retries only that error.
 *
 * @example
 * const response = await route.fetch(REFETCH);
 */
export const REFETCH = { maxRetries: 2 } as const;

export const test = base.extend<{ retryAllowance: void }>({
  retryAllowance: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      if (testInfo.retry > 0) testInfo.setTimeout(testInfo.timeout * RETRY_SLOWDOWN);
      await provide();
    },
    { auto: true },
  ],
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    // Chromium does not log every violation (a caught `new Function` probe is only reported): the page's own
    // event is passed to the console too.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    context.on('console', (message) => {
      if (VIOLATION.test(message.text())) violations.push(message.text());
    });
    await provide(context);
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${violations.map((v) => `- ${v}`).join('\n')}`);
    }
  },
});
