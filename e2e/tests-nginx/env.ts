/**
 * Imported first by playwright.nginx.config.ts: the suite's support modules (reference-server/src/testing/ports.ts) read where
 * the panel is from E2E_PORT and E2E_WORKERS, and here the panel is nginx's, on 8180 with one worker. Workers
 * inherit the runner's environment.
 */
export const NGINX_BASE_PORT = Number(process.env.NGINX_E2E_PORT ?? 8180);
process.env.NGINX_E2E_PORT = String(NGINX_BASE_PORT);
process.env.E2E_PORT = String(NGINX_BASE_PORT);
process.env.E2E_WORKERS = '1';
