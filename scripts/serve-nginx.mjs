// Serves the built shell and remotes through their production nginx configurations (shell/deploy,
// remote-*/deploy, shared-core/deploy/nginx), with the contract API (test mode) behind /api: the server of the
// smoke suite (e2e/playwright.nginx.config.ts). Nothing here is production configuration: it renders the same
// templates the images render, with local paths and ports instead of the containers'.
//
//   node scripts/serve-nginx.mjs           renders into $PANEL_NGINX_DIR, starts nginx and the API, stops both on
//                                          SIGINT/SIGTERM
//   node scripts/serve-nginx.mjs reload    after an edit of $PANEL_NGINX_DIR/runtime-config.json: regenerates the
//                                          policy and reloads nginx (what an operator does, docs/deploying-a-remote.md)
//
// Ports (NGINX_E2E_PORT, 8180 by default): +0 shell, +1 client, +2 manage, +3 users (served from a copy of its dist,
// which the tests redeploy), +4 users again at another address (the real dist, where a test moves it), +5 the API.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
const snippets = join(dir, 'panel');
/** Where browsers post policy violations: the contract API's test mode collects them (e2e/tests/support/csp-reports.ts). */
const REPORT_URI = '/api/__test/csp-report';

/** The containers' paths in the templates and snippets, and what stands for them here. */
function localize(text, siteRoot) {
  return text
    .replaceAll('/etc/nginx/panel/', `${snippets}/`)
    .replaceAll('/etc/panel/runtime-config.json', runtimeConfig)
    .replaceAll('/usr/share/nginx/html', siteRoot ?? '/nonexistent');
}

/** What the image's entrypoint does with a template: ${NAME} replaced for the names given, nothing else. */
function render(template, vars, siteRoot) {
  let text = readFileSync(join(root, template), 'utf8');
  for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`\${${name}}`, value);
  return localize(text, siteRoot);
}

function writeCsp() {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'shell/deploy/write-csp-conf.mjs'),
      runtimeConfig,
      join(snippets, 'csp.conf'),
      '--report-uri',
      REPORT_URI,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('write-csp-conf.mjs failed');
}

/** Runs nginx on the rendered configuration; its output is shown only when it fails. */
function nginx(...args) {
  const result = spawnSync(nginxPath(), ['-p', dir, '-c', conf, '-e', 'stderr', ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result;
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
  for (const sub of ['panel/brotli', 'sites', 'temp', 'shell-root'])
    mkdirSync(join(dir, sub), { recursive: true, mode: 0o755 });

  for (const file of readdirSync(join(root, 'shared-core/deploy/nginx'))) {
    const text = localize(readFileSync(join(root, 'shared-core/deploy/nginx', file), 'utf8'));
    writeFileSync(join(snippets, file), text);
  }
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli) cpSync(join(snippets, 'brotli.conf'), join(snippets, 'brotli/brotli.conf'));

  // The shell's root holds admin/ (the image copies shell/dist to /usr/share/nginx/html/admin).
  symlinkSync(join(root, 'shell/dist'), join(dir, 'shell-root/admin'));
  // A copy of remote-users' build, so a test can redeploy it in place without touching the real one.
  cpSync(join(root, 'remote-users/dist'), join(dir, 'users-site'), { recursive: true });

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
      },
      null,
      2,
    )}\n`,
  );
  writeCsp();

  const sites = [
    ['shell', 'shell/deploy/nginx.conf.template', PORTS.shell, join(dir, 'shell-root')],
    ['client', 'remote-client/deploy/nginx.conf.template', PORTS.client, join(root, 'remote-client/dist')],
    ['manage', 'remote-manage/deploy/nginx.conf.template', PORTS.manage, join(root, 'remote-manage/dist')],
    ['users', 'remote-users/deploy/nginx.conf.template', PORTS.users, join(dir, 'users-site')],
    [
      'users-moved',
      'remote-users/deploy/nginx.conf.template',
      PORTS.usersMoved,
      join(root, 'remote-users/dist'),
    ],
  ];
  for (const [name, template, port, siteRoot] of sites) {
    const vars = {
      PANEL_PORT: String(port),
      PANEL_API_UPSTREAM: `http://127.0.0.1:${PORTS.api}`,
      PANEL_SHELL_ORIGIN: shellOrigin,
    };
    writeFileSync(join(dir, 'sites', `${name}.conf`), render(template, vars, siteRoot));
  }

  const temp = (name) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    conf,
    [
      "# Rendered by scripts/serve-nginx.mjs for the smoke run: the images use the nginx image's own nginx.conf.",
      // As root, nginx's workers would run as nobody, who may not read a checkout under /root.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      'worker_processes 2;',
      `pid ${join(dir, 'nginx.pid')};`,
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
      `    include ${join(dir, 'sites')}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
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
  const server = spawn(nginxPath(), ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
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
  writeCsp();
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
