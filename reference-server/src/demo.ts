/**
 * The demo and the browser tests' server:
 *   pnpm exec tsx src/demo.ts [--test] [--api-only]
 * - :8080 (SHELL_PORT)  /api → contract API, /admin/runtime-config.json, /admin/* → shell/dist, / → /admin/
 * - :8081-8083 (CLIENT_PORT, MANAGE_PORT, USERS_PORT) → remote-{client,manage,users}/dist with CORS
 * --test (or PANEL_TEST_MODE=1) enables /api/__test/*; --api-only starts only :8080 with the API and the
 * runtime config.
 */
import type { Server } from 'node:http';
import { createApi } from './api/index';
import { demoInvite } from './api/accounts';
import type { RemoteName } from './api/context';
import { portsFromEnv } from './static/runtime-config';
import { REMOTE_DIRS, banner, checkDist, exitCleanly, listen, mainServer, remoteServer } from './servers';

const args = new Set(process.argv.slice(2));
const testMode = args.has('--test') || process.env.PANEL_TEST_MODE === '1';
const apiOnly = args.has('--api-only');
const ports = portsFromEnv();

// The browser suites' servers hold every answer to the contract (PANEL_CHECK_ANSWERS=1); the demo and the benchmark do not.
const api = createApi({ testMode, checkAnswers: process.env.PANEL_CHECK_ANSWERS === '1' });
const servers: Server[] = [];

try {
  servers.push(await listen(mainServer(api, ports, { serveShell: !apiOnly }), ports.shell, 'shell'));
  if (!apiOnly) {
    const remotes: [RemoteName, number][] = [
      ['client', ports.client],
      ['manage', ports.manage],
      ['users', ports.users],
    ];
    for (const [name, port] of remotes)
      servers.push(await listen(remoteServer(api, name), port, `remote-${name}`));
    checkDist(['shell/dist', ...Object.values(REMOTE_DIRS)]);
  }
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  for (const server of servers) server.close();
  process.exit(1);
}

const base = `http://localhost:${ports.shell}`;
banner({
  title: apiOnly ? 'Contract API' : 'Admin panel demo',
  testMode,
  urls: [
    ...(apiOnly ? [] : ([['panel', `${base}/admin/`]] as [string, string][])),
    ['API', `${base}/api`],
    ['runtime config', `${base}/admin/runtime-config.json`],
    ...(apiOnly
      ? []
      : ([
          ['remote client', `http://localhost:${ports.client}/mf-manifest.json`],
          ['remote manage', `http://localhost:${ports.manage}/mf-manifest.json`],
          ['remote users', `http://localhost:${ports.users}/mf-manifest.json`],
        ] as [string, string][])),
    ['invitation', `${base}/admin/invite/${demoInvite.key}`],
  ],
});
exitCleanly(servers);
