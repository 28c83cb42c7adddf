/** The HTTP servers demo.ts and dev.ts start, the start banner, and a clean shutdown. */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { demoAccounts, demoInvite, demoReferralCode, demoTelegramId } from './api/accounts';
import type { RemoteName } from './api/context';
import type { Api } from './api/index';
import { currentRuntimeConfig, serveRuntimeConfig, type Ports } from './static/runtime-config';
import { REMOTE_DOCUMENT_POLICY, shellContentSecurityPolicy } from './static/security-headers';
import { serveStatic } from './static/static-server';

/** The repository root, resolved from this file (e2e/server/src → ../../..), never an absolute path. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const REMOTE_DIRS: Record<RemoteName, string> = {
  client: 'remote-client/dist',
  manage: 'remote-manage/dist',
  users: 'remote-users/dist',
};

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

function serverFor(handler: Handler): Server {
  return createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      console.error('[server] request failed:', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Server error');
      } else res.destroy();
    });
  });
}

export function listen(server: Server, port: number, name: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`${name}: port ${port} is already in use`) : error);
    });
    server.listen(port, () => resolve(server));
  });
}

/** Where browsers post Content-Security-Policy violations in test mode (api/routes/test-controls.ts). */
export const CSP_REPORT_PATH = '/api/__test/csp-report';

const isApi = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The main origin: /api → the API, /admin/runtime-config.json → generated config, and (unless apiOnly)
 * /admin/* → shell/dist with the SPA fallback, / → /admin/.
 */
export function mainServer(api: Api, ports: Ports, { serveShell }: { serveShell: boolean }): Server {
  const shellRoot = join(REPO_ROOT, 'shell/dist');
  return serverFor(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isApi(pathname)) return api.handle(req, res);
    if (pathname === '/admin/runtime-config.json') return serveRuntimeConfig(req, res, api, ports);
    if (serveShell && (pathname === '/' || pathname === '/admin')) {
      res.writeHead(302, { Location: '/admin/' });
      res.end();
      return;
    }
    if (serveShell && pathname.startsWith('/admin/')) {
      return serveStatic(req, res, pathname.slice('/admin'.length), {
        root: shellRoot,
        label: 'shell/dist',
        spaFallback: true,
        // The policy names the origins of the runtime config served right now (test overrides included).
        documentHeaders: () => ({
          'Content-Security-Policy': shellContentSecurityPolicy(currentRuntimeConfig(api, ports), {
            reportUri: api.testMode ? CSP_REPORT_PATH : undefined,
          }),
        }),
      });
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
}

export function remoteServer(api: Api, name: RemoteName): Server {
  const root = join(REPO_ROOT, REMOTE_DIRS[name]);
  return serverFor((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    return serveStatic(req, res, pathname, {
      root,
      label: REMOTE_DIRS[name],
      cors: true,
      remote: { name, controls: api.controls },
      documentHeaders: () => ({ 'Content-Security-Policy': REMOTE_DOCUMENT_POLICY }),
    });
  });
}

/** Folders that must exist for the demo; prints one hint per missing folder. */
export function checkDist(dirs: string[]): void {
  const missing = dirs.filter((dir) => !existsSync(join(REPO_ROOT, dir)));
  if (missing.length === 0) return;
  console.warn(
    `\n  ! Missing build output: ${missing.join(', ')}\n` +
      '    Run `pnpm build` first (from the repository root). Until then those origins answer 503 with this hint;\n' +
      '    the API is up anyway.\n',
  );
}

export function banner(lines: { title: string; urls: [string, string][]; testMode: boolean }): void {
  const rows = [
    ['administrator', demoAccounts.admin.email, demoAccounts.admin.password],
    ['company owner', demoAccounts.owner.email, demoAccounts.owner.password],
    ['team member', demoAccounts.member.email, demoAccounts.member.password],
    ['blocked (login fails)', demoAccounts.blocked.email, demoAccounts.blocked.password],
  ];
  const width = [0, 1, 2].map((i) =>
    Math.max(...rows.map((row) => row[i]!.length), ['account', 'email', 'password'][i]!.length),
  );
  const line = (cells: string[]) => `  ${cells.map((cell, i) => cell.padEnd(width[i]!)).join('  ')}`;
  console.log(`\n${lines.title}${lines.testMode ? ' (test mode: /api/__test/* enabled)' : ''}\n`);
  for (const [label, url] of lines.urls) console.log(`  ${label.padEnd(14)} ${url}`);
  console.log('\nDemo accounts:');
  console.log(line(['account', 'email', 'password']));
  for (const row of rows) console.log(line(row));
  console.log(`\n  referral code SPRING24 sign-up: /admin/registration/${demoReferralCode}`);
  console.log(`  telegram id linked to the owner: ${demoTelegramId}`);
  console.log(`  expired invitation:             /admin/invite/${demoInvite.expiredKey}\n`);
}

/** Closes every server (and its keep-alive connections) on SIGINT/SIGTERM, then exits 0. */
export function exitCleanly(servers: Server[]): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping…`);
    let open = servers.length;
    const finish = () => {
      open -= 1;
      if (open <= 0) process.exit(0);
    };
    for (const server of servers) {
      server.close(finish);
      server.closeAllConnections();
    }
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
