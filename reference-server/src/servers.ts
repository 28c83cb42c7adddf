/** The HTTP servers demo.ts and dev.ts start (Hono apps on @hono/node-server), the start banner, a clean shutdown. */
import { RequestError, getRequestListener } from '@hono/node-server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Hono } from 'hono';
import { demoAccounts, demoInvite, demoReferralCode, demoTelegramId } from './api/accounts';
import type { RemoteName } from './api/context';
import { refusedRequestAnswer, type Api } from './api/index';
import { API_SECURITY_HEADERS } from './api/security-headers';
import { currentRuntimeConfig, runtimeConfigResponse, type Ports } from './static/runtime-config';
import {
  REMOTE_DOCUMENT_POLICY,
  securityHeaders,
  shellContentSecurityPolicy,
} from './static/security-headers';
import { staticFiles, type StaticEnv } from './static/static-files';

/** The repository root, resolved from this file (reference-server/src → ../..), never an absolute path. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const REMOTE_DIRS: Record<RemoteName, string> = {
  client: 'remote-client/dist',
  manage: 'remote-manage/dist',
  users: 'remote-users/dist',
};

/** The Node request being answered, for the error handler, which @hono/node-server hands the error alone. */
const incomingRequest = new AsyncLocalStorage<IncomingMessage>();

/**
 * A Node HTTP server for a Hono app; a failure outside the app's own error handling answers 500. A request
 * @hono/node-server refuses to turn into a Request (a raw backslash in its path, a malformed Host) is the client's
 * mistake: a 400, in the API's JSON shape and the caller's language under `/api` on the main origin (`api`), else plain
 * text like the static servers' other refusals.
 */
function serverFor(app: Hono<StaticEnv>, api?: Api): Server {
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => {
      const incoming = incomingRequest.getStore();
      if (error instanceof RequestError) return refused(incoming, api !== undefined);
      console.error('[server] request failed:', error);
      return new Response('Server error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', ...API_SECURITY_HEADERS },
      });
    },
  });
  return createServer((incoming, outgoing) => {
    void incomingRequest.run(incoming, () => listener(incoming, outgoing));
  });
}

function refused(incoming: IncomingMessage | undefined, servesApi: boolean): Promise<Response> | Response {
  const target = incoming?.url ?? '';
  const path = target.split('?')[0]!;
  if (servesApi && /^\/api(?=[/\\]|$)/.test(path)) {
    const language = incoming?.headers['accept-language'];
    return refusedRequestAnswer(
      typeof language === 'string' ? { 'Accept-Language': language } : {},
      path.includes('\\') ? 'badPath' : 'badRequest',
    );
  }
  return new Response('Bad request', {
    status: 400,
    // Outside the apps, so no middleware adds them: nosniff and the Permissions-Policy, as on every other answer.
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...API_SECURITY_HEADERS },
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

/**
 * The main origin: /api → the API, /admin/runtime-config.json → generated config, and (unless apiOnly)
 * /admin/* → shell/dist with the SPA fallback, / → /admin/.
 */
export function mainApp(api: Api, ports: Ports, { serveShell }: { serveShell: boolean }): Hono<StaticEnv> {
  const app = new Hono<StaticEnv>();
  // The panel's headers on everything but the API (which sends its own: api/security-headers.ts): the files, the
  // runtime config, the redirects and the 404s, as the shell's nginx host does.
  app.use((c, next) => (/^\/api(?:\/|$)/.test(c.req.path) ? next() : securityHeaders(c, next)));
  app.all('/api', (c) => api.app.fetch(c.req.raw, c.env));
  app.all('/api/*', (c) => api.app.fetch(c.req.raw, c.env));
  app.get('/admin/runtime-config.json', () => runtimeConfigResponse(api, ports));
  if (serveShell) {
    app.get('/', (c) => c.redirect('/admin/', 302));
    app.get('/admin', (c) => c.redirect('/admin/', 302));
    app.route(
      '/admin',
      staticFiles({
        root: join(REPO_ROOT, 'shell/dist'),
        label: 'shell/dist',
        prefix: '/admin',
        spaFallback: true,
        documentHeaders: (c) => ({ 'Content-Security-Policy': shellPagePolicy(api, ports, c.req.url) }),
      }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/**
 * The shell page's policy for a request: the runtime config served right now (test overrides included), and the
 * shell's origin as the request names it (its Host), as nginx does with `$http_host`.
 */
export function shellPagePolicy(api: Api, ports: Ports, requestUrl: string): string {
  return shellContentSecurityPolicy(currentRuntimeConfig(api, ports), {
    self: new URL(requestUrl).origin,
    reportUri: api.testMode ? CSP_REPORT_PATH : undefined,
  });
}

export const mainServer = (api: Api, ports: Ports, options: { serveShell: boolean }): Server =>
  serverFor(mainApp(api, ports, options), api);

export function remoteApp(api: Api, name: RemoteName): Hono<StaticEnv> {
  return staticFiles({
    root: join(REPO_ROOT, REMOTE_DIRS[name]),
    label: REMOTE_DIRS[name],
    cors: true,
    remote: { name, controls: api.controls },
    documentHeaders: () => ({ 'Content-Security-Policy': REMOTE_DOCUMENT_POLICY }),
  });
}

export const remoteServer = (api: Api, name: RemoteName): Server => serverFor(remoteApp(api, name));

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
