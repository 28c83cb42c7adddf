// Playwright drives the system's Chromium (it cannot download its own here). Finds it, or installs
// Debian's package when running as root with apt, so that `pnpm test` works on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

// The screenshot baselines (e2e/tests/visual) were drawn with these fonts: Liberation Sans stands in for the kit's
// Arial-like stack, DejaVu Sans draws Arabic. Debian's chromium pulls both in; a machine without them gets them here,
// because another font would move every line of every picture.
const FONTS = {
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf': 'fonts-liberation',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf': 'fonts-dejavu-core',
};

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

function ensureFonts() {
  const missing = Object.entries(FONTS)
    .filter(([file]) => !existsSync(file))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (!canApt()) {
    console.warn(`Fonts missing (${missing.join(', ')}): the screenshot comparisons will differ.`);
    return;
  }
  console.log(`Installing ${missing.join(' ')} with apt-get...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} > /dev/null`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) {
    ensureFonts();
    return path;
  }
  if (!canApt()) {
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
  ensureFonts();
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
