// `pnpm test`: type check, lint, formatting, jest, the production build, Playwright in Chromium. Every step runs even
// if an earlier one failed, and the last line sums jest and Playwright together: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

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
const pwJson = join(reports, 'playwright.json');
if (buildOk && browserOk) {
  const pwOk = run('playwright', 'pnpm --filter @panel/e2e exec playwright test', {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const r = JSON.parse(readFileSync(pwJson, 'utf8'));
    // A flaky test passed on its retry; it is reported by name so it does not go unnoticed.
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    // Errors outside any test count too: the global teardown fails on Content-Security-Policy reports.
    failed += r.stats.unexpected + (r.errors?.length ?? 0);
    if (r.stats.flaky) console.log(`(${r.stats.flaky} flaky: passed on retry)`);
    if (!pwOk) failures.push('playwright');
  } else {
    failed += 1;
    failures.push('playwright (no report)');
  }
} else {
  failed += 1;
  failures.push('playwright (not run: build or Chromium missing)');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
