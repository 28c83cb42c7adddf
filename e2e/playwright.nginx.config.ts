import './tests-nginx/env';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { defineConfig } from '@playwright/test';
import { NGINX_BASE_PORT } from './tests-nginx/env';
import { BROWSER_USE } from './playwright.config';

/**
 * The smoke suite behind real nginx (docs/deploying-a-remote.md, "Tested behind nginx"): the built shell and remotes served through their production
 * configurations (the deploy/ folders of the shell and the remotes), the contract API in test mode behind /api. scripts/serve-nginx.mjs
 * renders and starts them on 8180-8185; scripts/test-all.mjs runs this after the main suite.
 *   pnpm --filter @panel/e2e exec playwright test -c playwright.nginx.config.ts
 */
process.env.PANEL_NGINX_DIR ??= join(tmpdir(), `panel-nginx-${NGINX_BASE_PORT}`);

export default defineConfig({
  testDir: './tests-nginx',
  // One server, whose runtime config and files the tests edit: one test at a time.
  workers: 1,
  fullyParallel: false,
  // Fails the run on any Content-Security-Policy report the browsers posted (report-uri, through nginx to the API).
  globalSetup: './tests/support/csp-reports.ts',
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results/nginx',
  use: { baseURL: `http://localhost:${NGINX_BASE_PORT}`, ...BROWSER_USE },

  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../scripts/serve-nginx.mjs',
    // Answers once nginx is up and the API behind it too.
    url: `http://localhost:${NGINX_BASE_PORT}/api/__test/csp-reports`,
    env: { NGINX_E2E_PORT: String(NGINX_BASE_PORT), PANEL_NGINX_DIR: process.env.PANEL_NGINX_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
