/**
 * Where the suite's demo servers listen: one per worker slot, the shell on E2E_PORT (8080 by default) for the
 * first, ten ports higher for each next one; each remote on the shell's port + 1, + 2, + 3.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8080);
export const PORT_STEP = 10;

/** The shell port of worker slot `slot`. */
export const shellPort = (slot: number): number => BASE_PORT + PORT_STEP * slot;

/** This process's demo: Playwright sets TEST_PARALLEL_INDEX in a worker before it loads the tests. */
export const PORT = shellPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** Every demo server's shell origin. */
export const demoShellOrigins = (): string[] =>
  Array.from({ length: WORKERS }, (_, slot) => `http://localhost:${shellPort(slot)}`);
