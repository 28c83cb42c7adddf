/**
 * The journey suite (docs/browsers.md): the same journey (journey.ts) in Chromium, Firefox and WebKit, against the
 * production build served by the demo server in test mode. `pnpm --filter @panel/e2e run journeys` (after
 * `pnpm run build`); scripts/test-all.mjs runs it in CI and adds its results to the sum. Each engine's steps are
 * tests; a browser that cannot start fails its steps, never skips them.
 *   JOURNEY_ENGINES=firefox,webkit  some engines only; JOURNEY_PORT (8600): the demo's ports (+0..+3), WebKitWebDriver's (+9)
 *   JOURNEYS_JSON_OUTPUT=file       also writes { passed, failed, tests } there
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

async function reset(): Promise<void> {
  const answer = await fetch(`${BASE}/api/__test/reset`, { method: 'POST' });
  if (!answer.ok) throw new Error(`reset answered ${answer.status}`);
}

async function walk(engine: Engine): Promise<Result[]> {
  const steps = journey(BASE, demoAccounts.owner, `Journey ${engine}`);
  const results: Result[] = [];
  await reset();
  let driver;
  try {
    driver = await openDriver(engine, 'ru-RU', PORT + 9);
  } catch (error) {
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
      if (broken) {
        results.push({ engine, step: step.name, ok: false, ms: 0, error: `not reached: ${broken}` });
        continue;
      }
      try {
        await step.run(driver);
        results.push({ engine, step: step.name, ok: true, ms: Date.now() - started });
      } catch (error) {
        broken = step.name;
        results.push({ engine, step: step.name, ok: false, ms: Date.now() - started, error: String(error) });
      }
    }
  } finally {
    await driver.close().catch(() => undefined);
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
