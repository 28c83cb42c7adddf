import { defineConfig } from '@playwright/test';
import { PORT, WORKERS, shellPort } from '@panel/reference-server/testing/ports';

/**
 * Browser tests against the production build, served by the contract server in test mode (reset and
 * fault injection). Each worker has a demo server of its own (state, faults, remote states), so tests
 * that reset it before they start never see another worker's changes.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How every browser suite drives Chromium (the nginx smoke run too: playwright.nginx.config.ts). */
export const BROWSER_USE = {
  locale: 'ru-RU',
  // The kit honours reduced motion (shared-core/src/ui/system.ts): no spinner or skeleton keeps repainting
  // while a test waits, which leaves the two cores to the tests.
  reducedMotion: 'reduce' as const,
  // Recording a trace doubles a test's time on two cores (a snapshot of the page at every step): only a retry
  // records one, which is where a failure in CI is looked into.
  trace: 'on-first-retry' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
};

/** This process's demo's shell port (reference-server/src/testing/ports.ts: one demo server per worker). */
export { PORT } from '@panel/reference-server/testing/ports';

function demoServer(slot: number) {
  const shell = shellPort(slot);
  return {
    command: 'pnpm --dir ../reference-server exec tsx src/demo.ts --test',
    url: `http://localhost:${shell}/admin/runtime-config.json`,
    env: {
      SHELL_PORT: String(shell),
      CLIENT_PORT: String(shell + 1),
      MANAGE_PORT: String(shell + 2),
      USERS_PORT: String(shell + 3),
      // Every answer the suites get is held to the contract's schema: one that breaks it is a 500 naming the field.
      PANEL_CHECK_ANSWERS: '1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  // Browser tests only: the reference server's API tests run in-process under jest (jest.config.cjs).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: WORKERS,
  // Clears the demo servers' Content-Security-Policy reports, and fails the run on any at the end.
  globalSetup: './tests/support/csp-reports.ts',
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // The screenshot suite (tests/visual): the same build, data and clock draw the same pixels; the allowance
    // absorbs anti-aliasing only, far below a moved or recoloured part.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005 },
  },
  // A missing baseline fails like a different one; `pnpm --filter @panel/e2e run visual:update` writes them.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: { baseURL: `http://localhost:${PORT}`, ...BROWSER_USE },

  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: WORKERS }, (_, slot) => demoServer(slot)),
});
