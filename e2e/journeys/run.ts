/**
 * The journey suite (docs/browsers.md): the same journey (journey.ts) in Chromium, Firefox and WebKit, against the
 * production build served by the demo server in test mode. `pnpm --filter @panel/e2e run journeys` (after
 * `pnpm run build`); scripts/test-all.mjs runs it in CI and adds its results to the sum. Each engine's steps are
 * tests; a browser that cannot start fails its steps, never skips them.
 *   JOURNEY_ENGINES=firefox,webkit  some engines only; JOURNEY_PORT (8600): the demo's ports (+0..+3), WebKitWebDriver's (+9)
 *   JOURNEYS_JSON_OUTPUT=file       also writes { passed, failed, tests } there
 * Every call into a browser is bounded (STEP_MS, LAUNCH_MS): a driver that hangs fails its step instead of holding CI.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '@panel/reference-server/api/accounts';
import { openDriver, type Engine } from './drivers';
import { journey } from './journey';

const ENGINES: Engine[] = (process.env.JOURNEY_ENGINES ?? 'chromium,firefox,webkit')
  .split(',')
  .map((name) => name.trim() as Engine);
const PORT = Number(process.env.JOURNEY_PORT ?? 8600);
const BASE = `http://localhost:${PORT}`;
const SERVER_DIR = fileURLToPath(new URL('../../reference-server', import.meta.url));
/** A step's waits poll for 20 s each (journey.ts); a step that still has not ended is stuck in its driver. */
const STEP_MS = 60_000;
/** Starting Firefox or WebKitWebDriver with MiniBrowser under Xvfb takes a few seconds, more on a busy machine. */
const LAUNCH_MS = 90_000;
const CSP_STEP = 'no Content-Security-Policy violation';

interface Result {
  engine: Engine;
  step: string;
  ok: boolean;
  ms: number;
  error?: string;
}

async function startDemo(): Promise<() => void> {
  const server = spawn('pnpm', ['exec', 'tsx', 'src/demo.ts', '--test'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      SHELL_PORT: String(PORT),
      CLIENT_PORT: String(PORT + 1),
      MANAGE_PORT: String(PORT + 2),
      USERS_PORT: String(PORT + 3),
      PANEL_CHECK_ANSWERS: '1',
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // gone
    }
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/admin/runtime-config.json`)).ok) return stop;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`the demo server did not start on ${BASE}`);
}

/** Rejects when `promise` has not settled within `ms`, naming what it was. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function control(method: 'POST' | 'GET' | 'DELETE', path: string): Promise<unknown> {
  const answer = await fetch(`${BASE}/api/__test/${path}`, { method });
  if (!answer.ok) throw new Error(`${method} /api/__test/${path} answered ${answer.status}`);
  return answer.json();
}

/** The seed's data, and no Content-Security-Policy report left from another engine (a reset keeps them). */
async function reset(): Promise<void> {
  await control('POST', 'reset');
  await control('DELETE', 'csp-reports');
}

/**
 * The reports this engine's pages sent to the demo's report-uri while walking: what the policy blocked in this engine
 * (the Playwright suites hold Chromium to the same rule).
 */
async function cspViolations(): Promise<void> {
  const { reports } = (await control('GET', 'csp-reports')) as { reports: unknown[] };
  if (reports.length)
    throw new Error(`${reports.length} report(s): ${JSON.stringify(reports).slice(0, 2000)}`);
}

async function walk(engine: Engine): Promise<Result[]> {
  const steps = [
    ...journey(BASE, demoAccounts.owner, `Journey ${engine}`),
    { name: CSP_STEP, run: () => cspViolations() },
  ];
  const results: Result[] = [];
  await reset();
  let driver;
  try {
    driver = await within(LAUNCH_MS, `starting ${engine}`, openDriver(engine, PORT + 9));
  } catch (error) {
    // A browser that cannot start fails every step it would have walked: never a skip.
    return steps.map((step) => ({
      engine,
      step: step.name,
      ok: false,
      ms: 0,
      error: `cannot start: ${String(error)}`,
    }));
  }
  let broken: string | null = null;
  try {
    for (const step of steps) {
      const started = Date.now();
      // The policy's reports stand on their own: a journey broken halfway still shows what it had sent.
      if (broken && step.name !== CSP_STEP) {
        results.push({ engine, step: step.name, ok: false, ms: 0, error: `not reached: ${broken}` });
        continue;
      }
      try {
        await within(STEP_MS, `${engine}: ${step.name}`, step.run(driver));
        results.push({ engine, step: step.name, ok: true, ms: Date.now() - started });
      } catch (error) {
        broken ??= step.name;
        results.push({ engine, step: step.name, ok: false, ms: Date.now() - started, error: String(error) });
      }
    }
  } finally {
    await within(15_000, `closing ${engine}`, driver.close()).catch((error) => console.error(String(error)));
  }
  return results;
}

const stopDemo = await startDemo();
const results: Result[] = [];
try {
  for (const engine of ENGINES) {
    for (const result of await walk(engine)) {
      results.push(result);
      const mark = result.ok ? '✓' : '✘';
      console.log(
        `  ${mark} [${engine}] ${result.step} (${result.ms} ms)${result.error ? `\n      ${result.error}` : ''}`,
      );
    }
  }
} finally {
  stopDemo();
}
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`\n  ${passed} passed, ${failed} failed (journeys: ${ENGINES.join(', ')})`);
if (process.env.JOURNEYS_JSON_OUTPUT)
  writeFileSync(
    process.env.JOURNEYS_JSON_OUTPUT,
    JSON.stringify({ passed, failed, tests: results }, null, 2),
  );
process.exit(failed === 0 ? 0 : 1);
