import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build, served by the contract server in test mode (reset and
 * fault injection). One worker: the tests share that server's state and reset it before each test.
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

/** The demo's ports: the shell on E2E_PORT (8080 by default), the remotes on the next three. */
export const PORT = Number(process.env.E2E_PORT ?? 8080);
const ports = {
  SHELL_PORT: String(PORT),
  CLIENT_PORT: String(PORT + 1),
  MANAGE_PORT: String(PORT + 2),
  USERS_PORT: String(PORT + 3),
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'pnpm exec tsx server/src/demo.ts --test',
    url: `http://localhost:${PORT}/admin/runtime-config.json`,
    env: ports,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
