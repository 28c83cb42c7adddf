/**
 * The API's route tables and how they are mounted on Hono. Each resource file exports a table (`Route[]`); a
 * handler returns the body of a 200 JSON answer, or a `Response` of its own (files, SVGs). Hono routes them,
 * reads path parameters and tolerates a trailing slash (the contract writes `/client/domain/{id}/dns-zone-details/`).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate } from './auth';
import type { ApiEnv, ApiState, Ctx } from './context';
import { HttpError, JSON_BODY_LIMIT, jsonResponse } from './http';

export type HandlerResult = unknown;
export type Handler = (ctx: Ctx) => Promise<HandlerResult> | HandlerResult;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: string;
  /** Public routes need no token (login, register, invitations, static images). */
  public?: boolean;
  /** A POST that changes nothing (listing data, aggregations): it does not invalidate cached views. */
  readOnly?: boolean;
  /** The largest body it accepts, and the error past it (default: 1 MB of JSON, else 413). */
  bodyLimit?: { maxSize: number; tooLarge: (ctx: Ctx) => HttpError };
  handler: Handler;
}

const payloadTooLarge = (): HttpError => new HttpError(413, 'Payload too large');

/** Registers the routes on `app`, each behind its body limit, its token check and the store's version bump. */
export function mountRoutes(app: Hono<ApiEnv>, routes: readonly Route[], state: ApiState): void {
  for (const route of routes) {
    const { maxSize, tooLarge } = route.bodyLimit ?? { maxSize: JSON_BODY_LIMIT, tooLarge: payloadTooLarge };
    const limit: MiddlewareHandler<ApiEnv> = bodyLimit({
      maxSize,
      onError: (c) => {
        throw tooLarge(c.get('ctx'));
      },
    });
    const writes = route.method !== 'GET' && !route.readOnly;
    app.on(route.method, route.pattern, limit, async (c) => {
      const ctx = c.get('ctx');
      ctx.params = c.req.param() as Record<string, string>;
      if (!route.public) ctx.user = authenticate(ctx);
      // Any call that may write invalidates cached listing rows, even if it fails half-way.
      if (writes) state.store.version += 1;
      const result = await route.handler(ctx);
      if (writes) state.store.version += 1;
      return result instanceof Response ? result : jsonResponse(200, result);
    });
  }
}
