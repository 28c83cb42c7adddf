// `pnpm test`: type check, lint, formatting, jest, the production build, Playwright in Chromium (the suite on the demo
// server, then its smoke part behind nginx), then the journey suite in Chromium, Firefox and WebKit (e2e/journeys).
// Every step runs even if an earlier one failed, and the last line sums them all together: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureBrowsers } from './ensure-browsers.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command}`);
  const result = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: '/bin/bash',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${seconds}s`,
  );
  return result.status === 0;
}

function check(label, ok) {
  // Type check and lint are one check each: a failure must not hide behind green test counts.
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

// tsc is single-threaded: two packages at a time use both cores.
check('typecheck', run('typecheck', 'pnpm -r --workspace-concurrency=2 run typecheck'));
check('lint', run('lint', 'pnpm exec eslint . --max-warnings=0'));
check('format', run('format', 'pnpm exec prettier --check .'));

const jestJson = join(reports, 'jest.json');
// Both cores: jest's default leaves one free (cores - 1), which on CI's two-core machine means one worker.
const jestOk = run('jest', `pnpm exec jest --ci --maxWorkers=2 --json --outputFile=${jestJson}`);
if (existsSync(jestJson)) {
  const r = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  if (!jestOk) failures.push('jest');
} else {
  failed += 1;
  failures.push('jest (no report)');
}

const buildOk = run('build', 'pnpm run build');
check('build', buildOk);

let browserOk = false;
try {
  ensureChromium();
  browserOk = true;
} catch (error) {
  console.error(String(error));
}
/** Runs a Playwright suite with a JSON report and adds its tests to the sums. */
function playwright(label, args, reportName) {
  const json = join(reports, reportName);
  const ok = run(label, `pnpm --filter @panel/e2e exec playwright test${args}`, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
  });
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    // A flaky test passed on its retry; it is reported by name so it does not go unnoticed.
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    // Errors outside any test count too: the global teardown fails on Content-Security-Policy reports.
    failed += r.stats.unexpected + (r.errors?.length ?? 0);
    if (r.stats.flaky) console.log(`(${r.stats.flaky} flaky: passed on retry)`);
    if (!ok) failures.push(label);
  } else {
    failed += 1;
    failures.push(`${label} (no report)`);
  }
}

if (buildOk && browserOk) {
  playwright('playwright', '', 'playwright.json');
  // The smoke part again behind real nginx, through the production configurations (docs/deploying-a-remote.md).
  let nginxOk = false;
  try {
    ensureNginx();
    nginxOk = true;
  } catch (error) {
    console.error(String(error));
  }
  if (nginxOk)
    playwright('playwright behind nginx', ' -c playwright.nginx.config.ts', 'playwright-nginx.json');
  else {
    failed += 1;
    failures.push('playwright behind nginx (not run: nginx missing)');
  }
} else {
  failed += 1;
  failures.push('playwright (not run: build or Chromium missing)');
}

// The journey in the three engines people use (docs/browsers.md): each engine's steps count as tests. It runs even
// when Firefox or WebKit could not be installed: Chromium still walks, and an engine that cannot start fails its steps.
if (buildOk) {
  try {
    ensureBrowsers();
  } catch (error) {
    console.error(String(error));
    failures.push('journeys (Firefox or WebKit missing)');
  }
  const json = join(reports, 'journeys.json');
  const ok = run('journeys', 'pnpm --filter @panel/e2e run journeys', { JOURNEYS_JSON_OUTPUT: json });
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.passed;
    failed += r.failed;
    if (!ok) failures.push('journeys');
  } else {
    failed += 1;
    failures.push('journeys (no report)');
  }
} else {
  failed += 1;
  failures.push('journeys (not run: the build failed)');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
