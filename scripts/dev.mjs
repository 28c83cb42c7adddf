// `pnpm dev`: the contract server (API on 8090) and every front end with hot reload: the shell on 8080
// (proxying /api and the runtime configuration to 8090) and the remotes on 8081-8083.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const processes = [
  ['api', 'pnpm --filter @panel/e2e exec tsx watch server/src/dev.ts'],
  ['shell', 'pnpm --filter @panel/shell run dev'],
  ['client', 'pnpm --filter @panel/remote-client run dev'],
  ['manage', 'pnpm --filter @panel/remote-manage run dev'],
  ['users', 'pnpm --filter @panel/remote-users run dev'],
];

const children = processes.map(([name, command]) => {
  const child = spawn(command, { cwd: root, shell: '/bin/bash', stdio: ['ignore', 'pipe', 'pipe'] });
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

console.log('Panel (development): http://localhost:8080/admin/  (API on http://localhost:8090)');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
