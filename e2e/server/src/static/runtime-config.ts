/**
 * /admin/runtime-config.json (docs/deploying-a-remote.md), built at request time and never cached. In test mode,
 * POST /api/__test/runtime-config overrides it until reset: a partial object is merged over the generated one
 * (`remotes` merged key by key, a `null` remote removed), or `{ raw }` is served as is (for invalid JSON tests).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from '../api/index';
import { isRecord } from '../api/http';
import { BASE_SECURITY_HEADERS } from './security-headers';

export interface Ports {
  shell: number;
  client: number;
  manage: number;
  users: number;
}

const envPort = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function portsFromEnv(): Ports {
  return {
    shell: envPort('SHELL_PORT', 8080),
    client: envPort('CLIENT_PORT', 8081),
    manage: envPort('MANAGE_PORT', 8082),
    users: envPort('USERS_PORT', 8083),
  };
}

export function baseRuntimeConfig(ports: Ports): Record<string, unknown> {
  const remote = (name: string, port: number): string =>
    process.env[`PANEL_REMOTE_${name.toUpperCase()}`] ?? `http://localhost:${port}/mf-manifest.json`;
  return {
    mainHost: process.env.PANEL_MAIN_HOST ?? `localhost:${ports.shell}`,
    apiBaseUrl: '/api',
    remotes: {
      client: remote('client', ports.client),
      manage: remote('manage', ports.manage),
      users: remote('users', ports.users),
    },
    telegramBot: process.env.PANEL_TELEGRAM_BOT || null,
  };
}

export function serveRuntimeConfig(_req: IncomingMessage, res: ServerResponse, api: Api, ports: Ports): void {
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...BASE_SECURITY_HEADERS,
  };
  const override = api.testMode ? api.controls.runtimeConfig : null;
  if (override?.raw !== undefined) {
    res.writeHead(200, headers);
    res.end(override.raw);
    return;
  }
  res.writeHead(200, headers);
  res.end(JSON.stringify(currentRuntimeConfig(api, ports), null, 2));
}

/**
 * The runtime config as it is served now: the generated one with the test-mode override merged in (a raw
 * override, which is not JSON, leaves the generated one).
 */
export function currentRuntimeConfig(api: Api, ports: Ports): Record<string, unknown> {
  const override = api.testMode ? api.controls.runtimeConfig : null;
  const config = baseRuntimeConfig(ports);
  if (override?.partial) {
    const { remotes, ...rest } = override.partial;
    Object.assign(config, rest);
    if (isRecord(remotes)) {
      const merged: Record<string, unknown> = { ...(config.remotes as Record<string, unknown>) };
      for (const [name, url] of Object.entries(remotes)) {
        if (url === null) delete merged[name];
        else merged[name] = url;
      }
      config.remotes = merged;
    } else if (remotes !== undefined) {
      config.remotes = remotes;
    }
  }
  return config;
}
