/**
 * The suite's `test`: Playwright's, with every browser context watched for Content-Security-Policy
 * violations. The demo serves the shell under the policy a deployment sends (docs/deploying-a-remote.md), so a
 * blocked script, `eval`, style or call fails the test that caused it, with the browser's message.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** Chromium's console message for a blocked load or evaluation names the policy. */
const VIOLATION = /Content Security Policy/i;

export const test = base.extend({
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
