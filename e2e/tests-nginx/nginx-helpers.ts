/**
 * Helpers of the smoke suite behind nginx (playwright.nginx.config.ts): where scripts/serve-nginx.mjs keeps the
 * runtime config and the redeployable copy of remote-users, and what an operator does after editing them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_BASE_PORT } from './env';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = process.env.PANEL_NGINX_DIR!;

export const NGINX = {
  shell: `http://localhost:${NGINX_BASE_PORT}`,
  client: `http://localhost:${NGINX_BASE_PORT + 1}`,
  manage: `http://localhost:${NGINX_BASE_PORT + 2}`,
  users: `http://localhost:${NGINX_BASE_PORT + 3}`,
  /** remote-users served again at another address, where a test moves it. */
  usersMoved: `http://localhost:${NGINX_BASE_PORT + 4}`,
} as const;

/** The file the shell's nginx serves as /admin/runtime-config.json. */
export const RUNTIME_CONFIG = join(DIR, 'runtime-config.json');
/** remote-users' manifest as nginx serves it on NGINX.users (a copy of the build, which tests redeploy). */
export const USERS_MANIFEST = join(DIR, 'users-site', 'mf-manifest.json');

export type RuntimeConfig = { remotes: Record<string, string> } & Record<string, unknown>;

export function readRuntimeConfig(): RuntimeConfig {
  return JSON.parse(readFileSync(RUNTIME_CONFIG, 'utf8')) as RuntimeConfig;
}

/**
 * Edits the runtime config the way an operator does (docs/deploying-a-remote.md, "Move a remote"): the file, then
 * the policy generated from it, then a reload of nginx.
 */
export function editRuntimeConfig(change: (config: RuntimeConfig) => void): void {
  const config = readRuntimeConfig();
  change(config);
  writeFileSync(RUNTIME_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/serve-nginx.mjs'), 'reload'], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
