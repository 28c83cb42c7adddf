/**
 * /admin/runtime-config.json (docs/deploying-a-remote.md), built at request time and never cached. In test mode,
 * POST /api/__test/runtime-config overrides it until reset: a partial object is merged over the generated one
 * (`remotes` merged key by key, a `null` remote removed), or `{ raw }` is served as is (for invalid JSON tests).
 */
import type { Api } from '../api/index';
import { isRecord } from '../api/http';

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

/** The answer of /admin/runtime-config.json (the security headers come from the main app's middleware). */
export function runtimeConfigResponse(api: Api, ports: Ports): Response {
  const override = api.testMode ? api.controls.runtimeConfig : null;
  const body = override?.raw ?? JSON.stringify(currentRuntimeConfig(api, ports), null, 2);
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The runtime config as it is served now: the generated one with the test-mode override merged in (a raw
 * override, which is not JSON, leaves the generated one).
 */
export function currentRuntimeConfig(api: Api, ports: Ports): Record<string, unknown> {
  const override = api.testMode ? api.controls.runtimeConfig : null;
  // The demo reports its errors to its own receiver (routes/client-errors.ts); the test servers only where a test
  // turns it on (an override), so that no other test sees a report's request among its own.
  const config: Record<string, unknown> = {
    ...baseRuntimeConfig(ports),
    errorReportUrl: api.testMode ? null : '/api/client-errors',
  };
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
