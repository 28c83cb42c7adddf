/**
 * A tiny router: `/common/listing/:name/settings` style patterns, matched in order. A handler returns the
 * body of a 200 answer, or RESPONDED when it wrote the response itself (files, SVGs).
 */
import type { Ctx } from './context';

export const RESPONDED = Symbol('responded');
export type HandlerResult = unknown;
export type Handler = (ctx: Ctx) => Promise<HandlerResult> | HandlerResult;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: string;
  /** Public routes need no token (login, register, invitations, static images). */
  public?: boolean;
  /** A POST that changes nothing (listing data, aggregations): it does not invalidate cached views. */
  readOnly?: boolean;
  handler: Handler;
}

interface Compiled extends Route {
  regex: RegExp;
  names: string[];
}

export class Router {
  private readonly routes: Compiled[] = [];

  add(routes: Route[]): this {
    for (const route of routes) {
      const names: string[] = [];
      const source = route.pattern
        .replace(/\/+$/, '')
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      // A trailing slash is tolerated (the contract writes `/client/domain/{id}/dns-zone-details/`).
      this.routes.push({ ...route, regex: new RegExp(`^${source}/?$`), names });
    }
    return this;
  }

  /** `route` is null with `pathKnown` true when the path exists for another method (405). */
  match(
    method: string,
    path: string,
  ): { route: Compiled | null; params: Record<string, string>; pathKnown: boolean } {
    let pathKnown = false;
    for (const route of this.routes) {
      const found = route.regex.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        pathKnown = true;
        continue;
      }
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, index) => {
          params[name] = decodeURIComponent(found[index + 1] ?? '');
        });
      } catch {
        return { route: null, params: {}, pathKnown: false }; // malformed %-escape: no such resource
      }
      return { route, params, pathKnown: true };
    }
    return { route: null, params: {}, pathKnown };
  }
}
