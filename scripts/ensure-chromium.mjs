// Playwright drives the system's Chromium (it cannot download its own here). Finds it, or installs
// Debian's package when running as root with apt, so that `pnpm test` works on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Chromium with apt-get...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  if (!existsSync(path)) throw new Error(`Chromium still missing at ${path} after apt-get install.`);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
