/**
 * The headers every answer of the API carries, whatever made it: a handler, a refusal (400, 401, 403, 404, 405, 413,
 * 422), the error handler's 500, a stored file, an injected fault. A JSON answer or an upload must never be read as
 * another type (`nosniff`), and a page that the browser opens from the API's origin gets no powerful feature
 * (Permissions-Policy, the same string as the panel's hosts: shared-core/deploy/security-headers.mjs).
 */
import type { MiddlewareHandler } from 'hono';
import { PERMISSIONS_POLICY } from '../../../shared-core/deploy/security-headers.mjs';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * The API app's first middleware: it runs after everything else answered, the error handler and the not-found
 * answer included (Hono hands their answers back through it).
 */
export const apiSecurityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
};
