// `pnpm dev`: the contract server (API on 8090) and every front end with hot reload: the shell on 8080
// (proxying /api and the runtime configuration to 8090) and the remotes on 8081-8083 (DEV_PORT moves them).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// DEV_PORT moves everything at once: the shell on it, the remotes on the next three, the API 10 above.
const base = Number(process.env.DEV_PORT ?? 8080);
const ports = {
  SHELL_PORT: String(base),
  CLIENT_PORT: String(base + 1),
  MANAGE_PORT: String(base + 2),
  USERS_PORT: String(base + 3),
  API_PORT: String(base + 10),
  API_URL: `http://localhost:${base + 10}`,
};
const processes = [
  ['api', 'pnpm --filter @panel/reference-server exec tsx watch src/dev.ts', {}],
  ['shell', 'pnpm --filter @panel/shell run dev', {}],
  ['client', 'pnpm --filter @panel/remote-client run dev', { PORT: ports.CLIENT_PORT }],
  ['manage', 'pnpm --filter @panel/remote-manage run dev', { PORT: ports.MANAGE_PORT }],
  ['users', 'pnpm --filter @panel/remote-users run dev', { PORT: ports.USERS_PORT }],
];

const children = processes.map(([name, command, env]) => {
  const child = spawn(command, {
    cwd: root,
    shell: '/bin/bash',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...ports, ...env },
  });
  const prefix = `[${name}]`.padEnd(9);
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

console.log(`Panel (development): http://localhost:${base}/admin/  (API on ${ports.API_URL})`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
