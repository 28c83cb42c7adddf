// The journey suite (e2e/journeys, docs/browsers.md) walks Firefox and WebKit too: Debian's firefox-esr, and WebKitGTK's
// WebKitWebDriver with its MiniBrowser under Xvfb. Finds them, or installs them with apt when running as root (like
// ensure-chromium.mjs), so that `pnpm test` works on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** What each engine needs, by the file that shows it is there, and the Debian package that brings it. */
const NEEDED = {
  '/usr/bin/firefox-esr': 'firefox-esr',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/xvfb-run': 'xvfb',
  // xvfb-run stops at once without xauth, which xvfb only recommends: --no-install-recommends leaves it out.
  '/usr/bin/xauth': 'xauth',
};

export function ensureBrowsers() {
  const missing = Object.entries(NEEDED)
    .filter(([file]) => !existsSync(file))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get'))
    throw new Error(
      `Missing for the journey suite: ${missing.join(', ')} (Debian: apt-get install ${missing.join(' ')}).`,
    );
  console.log(`Installing ${missing.join(' ')} with apt-get...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')} > /dev/null`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  const still = Object.keys(NEEDED).filter((file) => !existsSync(file));
  if (still.length) throw new Error(`Still missing after apt-get install: ${still.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowsers();
