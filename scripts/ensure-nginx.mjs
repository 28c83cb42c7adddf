// The CI smoke run (scripts/serve-nginx.mjs, e2e/playwright.nginx.config.ts) serves the build through Debian's nginx,
// the way the images do. Finds it, or installs it with apt when running as root (like ensure-chromium.mjs), with the
// brotli filter module so that brotli is tested too, and jq for the shell's start step.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export function nginxPath() {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

export function ensureNginx() {
  const path = nginxPath();
  const missing = [
    ...(existsSync(path) ? [] : ['nginx']),
    ...(existsSync(BROTLI_MODULE) || process.env.NGINX_PATH ? [] : ['libnginx-mod-http-brotli-filter']),
    // The shell image's start step writes the policy with jq (shell/deploy/panel-shell.envsh), here as there.
    ...(existsSync('/usr/bin/jq') ? [] : ['jq']),
  ];
  if (missing.length === 0) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    if (existsSync(path)) return path; // brotli is optional
    throw new Error(
      `nginx not found at ${path}. Install it (Debian: apt-get install nginx) or set NGINX_PATH.`,
    );
  }
  console.log(`Installing ${missing.join(' ')} with apt-get...`);
  // The package would start the system's nginx on port 80; the tests start their own. A policy-rc.d that answers 101
  // ("not allowed") is Debian's way to install a service without starting it; one already there is left alone.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')} > /dev/null`,
      { stdio: 'inherit', shell: '/bin/bash' },
    );
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (!existsSync(path)) throw new Error(`nginx still missing at ${path} after apt-get install.`);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureNginx());
}
