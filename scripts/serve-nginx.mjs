// Serves the built shell and remotes through their production nginx configurations (shell/deploy,
// shared-core/deploy/remote, shared-core/deploy/nginx), with the contract API (test mode) behind /api: the server of
// the smoke suite (e2e/playwright.nginx.config.ts). Nothing here is production configuration: it runs the images' own
// start steps (panel-shell.envsh with jq, panel-remote.envsh) and renders the same templates, with local paths and
// ports instead of the containers', and nginx runs as an unprivileged user (nobody when started as root), as in the
// images.
//
//   node scripts/serve-nginx.mjs           renders into $PANEL_NGINX_DIR, starts nginx and the API, stops both on
//                                          SIGINT/SIGTERM
//   node scripts/serve-nginx.mjs reload    after an edit of $PANEL_NGINX_DIR/runtime-config.json: regenerates the
//                                          policy and reloads nginx (what an operator does, docs/deploying-a-remote.md)
//
// Ports (NGINX_E2E_PORT, 8180 by default): +0 shell, +1 client, +2 manage, +3 users (served from a copy of its dist,
// which the tests redeploy), +4 users again at another address (the real dist, where a test moves it), +5 the API.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROTLI_MODULE, nginxPath } from './ensure-nginx.mjs';

const root = new URL('..', import.meta.url).pathname;
export const BASE_PORT = Number(process.env.NGINX_E2E_PORT ?? 8180);
export const PORTS = {
  shell: BASE_PORT,
  client: BASE_PORT + 1,
  manage: BASE_PORT + 2,
  users: BASE_PORT + 3,
  usersMoved: BASE_PORT + 4,
  api: BASE_PORT + 5,
};
const dir = process.env.PANEL_NGINX_DIR ?? join(tmpdir(), `panel-nginx-${BASE_PORT}`);
const conf = join(dir, 'nginx.conf');
const runtimeConfig = join(dir, 'runtime-config.json');
/** Every remote's template (shared-core/deploy/remote: one recipe for all). */
const REMOTE_TEMPLATE = 'shared-core/deploy/remote/nginx.conf.template';
/** The Strict-Transport-Security the shell's site is given here (PANEL_HSTS), as a host behind TLS would be. */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** The images' /etc/nginx/conf.d: the rendered sites and what the start step writes (panel-csp.inc). */
const confD = join(dir, 'conf.d');
export const SHELL_STEP = join(root, 'shell/deploy/panel-shell.envsh');
export const SHELL_TEMPLATE = 'shell/deploy/nginx.conf.template';
export const CSP_JQ = join(root, 'shell/deploy/csp-policy.jq');
/** Where browsers post policy violations: the contract API's test mode collects them (e2e/tests/support/csp-reports.ts). */
export const REPORT_URI = '/api/__test/csp-report';
/** As root, nginx runs as this user, as the images run it as theirs (101): never as root. */
const UNPRIVILEGED = process.getuid?.() === 0 ? 'nobody' : null;
/** The shell's API upstream (the contract API started below). */
const API_UPSTREAM = `http://127.0.0.1:${PORTS.api}`;

/** The containers' paths in the templates and snippets, and what stands for them under `base` here. */
function localize(base, text, siteRoot) {
  return text
    .replaceAll('/etc/nginx/panel/', `${join(base, 'panel')}/`)
    .replaceAll('/etc/nginx/conf.d/', `${join(base, 'conf.d')}/`)
    .replaceAll('/usr/share/nginx/html', siteRoot ?? '/nonexistent');
}

/**
 * What the image's entrypoint (envsubst) does with a template: ${NAME} replaced for the names given, nothing else;
 * written as `base`/conf.d/`name`.conf, which the frame's nginx.conf includes.
 */
export function renderHost(base, name, template, vars, siteRoot) {
  let text = readFileSync(join(root, template), 'utf8');
  for (const [key, value] of Object.entries(vars)) text = text.replaceAll(`\${${key}}`, value);
  writeFileSync(join(base, 'conf.d', `${name}.conf`), localize(base, text, siteRoot));
}

/**
 * What the nginx image has before its entrypoint runs, under `base`: the panel's snippets (the images'
 * /etc/nginx/panel), an empty conf.d, temp folders, and an nginx.conf (the image's own stands in) including conf.d.
 */
export function writeFrame(base) {
  for (const sub of ['panel/brotli', 'conf.d', 'temp'])
    mkdirSync(join(base, sub), { recursive: true, mode: 0o755 });
  for (const file of readdirSync(join(root, 'shared-core/deploy/nginx'))) {
    const text = localize(base, readFileSync(join(root, 'shared-core/deploy/nginx', file), 'utf8'));
    writeFileSync(join(base, 'panel', file), text);
  }
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli) cpSync(join(base, 'panel/brotli.conf'), join(base, 'panel/brotli/brotli.conf'));
  const temp = (name) => `${name}_temp_path ${join(base, 'temp', name)};`;
  writeFileSync(
    join(base, 'nginx.conf'),
    [
      "# Rendered by scripts/serve-nginx.mjs for the smoke run: the images use the nginx image's own nginx.conf.",
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      'worker_processes 2;',
      `pid ${join(base, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      '    sendfile on;',
      `    ${temp('client_body')}`,
      `    ${temp('proxy')}`,
      `    ${temp('fastcgi')}`,
      `    ${temp('uwsgi')}`,
      `    ${temp('scgi')}`,
      `    include ${join(base, 'conf.d')}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
}

/** Hands `base` to the unprivileged user nginx runs as (the tests, as root, still edit its files). */
export function handOver(base) {
  if (UNPRIVILEGED) execFileSync('chown', ['-R', `${UNPRIVILEGED}:nogroup`, base]);
}

/**
 * Runs an image's start step as the entrypoint does (sourced by sh, with the container's variables) and returns the
 * variables it exported for the template. A step that refuses its settings throws with its message.
 */
export function startStep(script, env) {
  const result = spawnSync(
    '/bin/sh',
    ['-c', `. "$0" >/dev/null && printf '%s\\n%s\\n' "\${PANEL_API_PATH:-}" "\${PANEL_RESOLVER:-}"`, script],
    { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${script}: ${result.stderr.trim()}`);
  const [apiPath, resolver] = result.stdout.split('\n');
  return { PANEL_API_PATH: apiPath, PANEL_RESOLVER: resolver };
}

/** The shell's start step on this run's runtime config: writes conf.d/panel-csp.inc, returns the API path, resolver. */
function shellStep() {
  return startStep(SHELL_STEP, {
    PANEL_RUNTIME_CONFIG: runtimeConfig,
    PANEL_GENERATED_DIR: confD,
    PANEL_CSP_JQ: CSP_JQ,
    PANEL_API_UPSTREAM: API_UPSTREAM,
  });
}

/**
 * Runs nginx on the configuration rendered under `base` (as the unprivileged user); its output is shown only when it
 * fails.
 */
export function nginxIn(base, ...args) {
  const [command, prefix] = nginxCommand();
  const result = spawnSync(
    command,
    [...prefix, '-p', base, '-c', join(base, 'nginx.conf'), '-e', 'stderr', ...args],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result;
}

const nginx = (...args) => nginxIn(dir, ...args);

/** nginx, or nginx started as the unprivileged user through util-linux's setpriv. */
export function nginxCommand() {
  if (!UNPRIVILEGED) return [nginxPath(), []];
  return ['setpriv', ['--reuid', UNPRIVILEGED, '--regid', 'nogroup', '--clear-groups', '--', nginxPath()]];
}

/** Resolves once the contract API answers (nginx starts after it, so its first answers are never 502). */
async function apiReady(url, child) {
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the contract API did not answer at ${url}`);
}

function prepare() {
  for (const dist of ['shell/dist', 'remote-client/dist', 'remote-manage/dist', 'remote-users/dist']) {
    if (!existsSync(join(root, dist))) throw new Error(`${dist} is missing: run \`pnpm run build\` first.`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'shell-root'), { recursive: true, mode: 0o755 });
  writeFrame(dir);

  // The sites' files, copied as the images copy them, so the unprivileged user reads them wherever the checkout is
  // (under /root, only root may). The shell's root holds admin/ (the image: /usr/share/nginx/html/admin).
  const site = (from, to) => cpSync(join(root, from), join(dir, to), { recursive: true });
  site('shell/dist', 'shell-root/admin');
  site('remote-client/dist', 'client-site');
  site('remote-manage/dist', 'manage-site');
  // Two copies of remote-users': one a test redeploys in place, one at another address, where a test moves it.
  site('remote-users/dist', 'users-site');
  site('remote-users/dist', 'users-moved-site');

  const shellOrigin = `http://localhost:${PORTS.shell}`;
  const manifest = (port) => `http://localhost:${port}/mf-manifest.json`;
  writeFileSync(
    runtimeConfig,
    `${JSON.stringify(
      {
        mainHost: `localhost:${PORTS.shell}`,
        apiBaseUrl: '/api',
        remotes: {
          client: manifest(PORTS.client),
          manage: manifest(PORTS.manage),
          users: manifest(PORTS.users),
        },
        telegramBot: null,
        cspReportUrl: REPORT_URI,
      },
      null,
      2,
    )}\n`,
  );
  const shellVars = shellStep();

  const sites = [
    ['shell', SHELL_TEMPLATE, PORTS.shell, join(dir, 'shell-root')],
    ['client', REMOTE_TEMPLATE, PORTS.client, join(dir, 'client-site')],
    ['manage', REMOTE_TEMPLATE, PORTS.manage, join(dir, 'manage-site')],
    ['users', REMOTE_TEMPLATE, PORTS.users, join(dir, 'users-site')],
    ['users-moved', REMOTE_TEMPLATE, PORTS.usersMoved, join(dir, 'users-moved-site')],
  ];
  // The remotes' start step, with the shell's origin they are given (it refuses to start without one).
  startStep(join(root, 'shared-core/deploy/remote/panel-remote.envsh'), { PANEL_SHELL_ORIGIN: shellOrigin });
  for (const [name, template, port, siteRoot] of sites) {
    const vars = {
      PANEL_PORT: String(port),
      PANEL_API_UPSTREAM: API_UPSTREAM,
      PANEL_SHELL_ORIGIN: shellOrigin,
      PANEL_RUNTIME_CONFIG: runtimeConfig,
      // The shell answers with HSTS as behind TLS (PANEL_HSTS), the remotes without, as by default.
      PANEL_HSTS: name === 'shell' ? HSTS : '',
      ...shellVars,
    };
    renderHost(dir, name, template, vars, siteRoot);
  }
  handOver(dir);

  if (nginx('-t', '-q').status !== 0) throw new Error(`nginx rejects ${conf}`);
}

async function start() {
  prepare();
  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const api = spawn(
    join(root, 'reference-server/node_modules/.bin/tsx'),
    ['src/demo.ts', '--test', '--api-only'],
    {
      cwd: join(root, 'reference-server'),
      env: { ...process.env, SHELL_PORT: String(PORTS.api) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(api);
  try {
    await apiReady(`http://127.0.0.1:${PORTS.api}/api/__test/csp-reports`, api);
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  const [command, prefix] = nginxCommand();
  const server = spawn(command, [...prefix, '-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(server);
  for (const [name, child] of [
    ['contract API', api],
    ['nginx', server],
  ]) {
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`serve-nginx: ${name} stopped (${signal ?? code}); stopping everything.`);
        stop(1);
      }
    });
  }
  console.log(
    `nginx smoke server: http://localhost:${PORTS.shell}/admin/ (remotes on ${PORTS.client}-${PORTS.usersMoved}, ` +
      `API on ${PORTS.api}), configuration in ${dir}`,
  );
}

/** The pids of nginx's worker processes (from /proc: no procps needed). */
function workerPids() {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('nginx: worker process');
    } catch {
      return false;
    }
  });
}

function reload() {
  // What an operator does after an edit of the runtime config: the start step again, then a reload.
  shellStep();
  const before = workerPids();
  if (nginx('-s', 'reload').status !== 0) throw new Error('nginx -s reload failed');
  // A reload is graceful: the old workers keep serving the connections they hold (a browser's keep-alive one) with the
  // old policy for a while. Returns once they are gone, so every answer after it is the new configuration's.
  const deadline = Date.now() + 15_000;
  while (before.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline) {
    spawnSync('sleep', ['0.05']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (process.argv[2] === 'reload') reload();
    else await start();
  } catch (error) {
    console.error(`serve-nginx: ${error.message}`);
    process.exit(1);
  }
}
