/**
 * `GET /api/openapi.json`: the contract as an OpenAPI 3.1 document (public), generated from the contract's schemas
 * once per start: the same document as docs/openapi.json, which CI keeps equal to a fresh generation.
 */
import { openApiDocument } from '@panel/contract/openapi';
import type { Route } from '../router';

let document: ReturnType<typeof openApiDocument> | undefined;

export const openApiRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/openapi.json',
    public: true,
    handler: () => (document ??= openApiDocument()),
  },
];
