/**
 * The demo server's lifecycle: `pnpm exec tsx src/demo.ts --test` from reference-server/, in its own process group
 * so that pnpm, tsx and node all stop together; ready when /admin/runtime-config.json answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { API_URL, READY_URL, SERVER_DIR } from './config';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class DemoServer {
  private child: ChildProcess | null = null;
  private output = '';
  private exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  async start(): Promise<void> {
    if (await answers(READY_URL)) {
      throw new Error(
        `${READY_URL} already answers: another demo server is running. Stop it first, so that the benchmark ` +
          'measures the build it starts itself.',
      );
    }
    const child = spawn('pnpm', ['exec', 'tsx', 'src/demo.ts', '--test'], {
      cwd: SERVER_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      this.exited = { code, signal };
    });

    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.exited) {
        throw new Error(
          `the demo server exited (code ${this.exited.code}) before it was ready:\n${this.output}`,
        );
      }
      if (await answers(READY_URL)) return;
      await sleep(250);
    }
    throw new Error(
      `the demo server did not answer ${READY_URL} within ${START_TIMEOUT_MS / 1000}s:\n${this.output}`,
    );
  }

  /** Forgets faults, remote states and config overrides (test mode). */
  async reset(): Promise<void> {
    const response = await fetch(`${API_URL}/__test/reset`, { method: 'POST' });
    if (!response.ok) throw new Error(`POST /api/__test/reset answered ${response.status}`);
  }

  /** Stops the whole process group it started (SIGTERM, then SIGKILL after a grace period). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined || this.exited) return;
    const group = -child.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
      } catch {
        // Already gone.
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (!this.exited && Date.now() < deadline) await sleep(100);
    if (!this.exited) signal('SIGKILL');
    this.child = null;
  }

  /** For exit handlers that cannot wait: kills the group at once. */
  killNow(): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.exited) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
