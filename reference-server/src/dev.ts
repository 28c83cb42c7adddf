/**
 * Development: the contract API and /admin/runtime-config.json on :8090 (API_PORT) only. The front-end dev
 * servers run separately (the shell's on :8080) and proxy /api and /admin/runtime-config.json here.
 *   pnpm exec tsx src/dev.ts [--test]
 * The generated config still names the shell's origin (mainHost localhost:8080) and the remotes' ports.
 */
import { createApi } from './api/index';
import { demoInvite } from './api/accounts';
import { portsFromEnv } from './static/runtime-config';
import { banner, exitCleanly, listen, mainServer } from './servers';

const port = Number(process.env.API_PORT) || 8090;
const testMode = process.argv.includes('--test') || process.env.PANEL_TEST_MODE === '1';
const ports = portsFromEnv();
// Development holds every answer to the contract: a change to the server that breaks it shows at once.
const api = createApi({ testMode, checkAnswers: true });

try {
  const server = await listen(mainServer(api, ports, { serveShell: false }), port, 'api');
  banner({
    title: 'Contract API for development',
    testMode,
    urls: [
      ['API', `http://localhost:${port}/api`],
      ['runtime config', `http://localhost:${port}/admin/runtime-config.json`],
      ['panel (dev)', `http://localhost:${ports.shell}/admin/`],
      ['invitation', `http://localhost:${ports.shell}/admin/invite/${demoInvite.key}`],
    ],
  });
  exitCleanly([server]);
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}
