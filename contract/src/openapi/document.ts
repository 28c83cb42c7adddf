/**
 * The contract as an OpenAPI 3.1 document, generated from its calls and schemas (docs/openapi.json, which CI keeps
 * equal to a fresh generation and lints, and which the reference server serves at /api/openapi.json).
 *
 * The generator is zod-openapi (samchungy/zod-openapi): it renders each schema with zod's own JSON Schema output
 * (`z.toJSONSchema`), so the document says what the schemas check and nothing of its own; its input is shaped like the
 * document itself (paths, operations, responses), with zod schemas where the document has schemas; schemas marked
 * `.meta({ id })` become shared components; it neither patches zod nor needs a registry beside the schemas. The other
 * candidate, @asteasolutions/zod-to-openapi, wants every schema registered in a registry of its own, which would be a
 * second list of what the contract already lists.
 */
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { z } from 'zod';
import { accessAlternatives, pathParamNames, type Access, type PermissionAccess } from '../define';
import { contractCalls, contractResources, type ContractCall } from '../registry';
import { BINARY, Id, MULTIPART, answerSchemaOf, type ErrorStatus } from '../schemas/define';

const ERROR_TEXTS: Record<ErrorStatus, string> = {
  400: 'The body is not JSON (a message), or breaks a rule (as 422)',
  401: 'No valid token: the panel signs the user out',
  403: 'The user may not make this call: the panel shows its "not allowed" page',
  404: 'No such record, or one of another company: the panel shows its "not found" page',
  409: 'The record changed since the form read it (the body’s `version` is not the stored one): nothing changed, and `data` is the record as it is now',
  413: 'The body is larger than the call accepts',
  422: 'The body breaks a rule: every error under its field, the first one as the message',
  429: 'Too many attempts: try again later',
};

/** What the access of a call means, for people. */
function accessText(access: Access): string {
  if (access === 'public') return 'Public: no token.';
  if (access === 'user') return 'Any signed-in user.';
  const names = (list: string | readonly string[]) =>
    (typeof list === 'string' ? [list] : list).map((name) => `\`${name}\``).join(' or ');
  const who = (one: PermissionAccess) =>
    'company' in one
      ? `a member of a company whose role grants ${names(one.company)}`
      : `an administrator (isAdmin) whose role grants ${names(one.admin)}`;
  const text = accessAlternatives(access).map(who).join('; or ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The statuses a call may answer besides 200: those its shape implies, and those it names. */
export function errorStatuses(call: ContractCall): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(call.errors ?? []);
  if (call.conflict) statuses.add(409);
  if (call.access !== 'public') statuses.add(401);
  if (typeof call.access === 'object') statuses.add(403);
  if (pathParamNames(call.path).length) statuses.add(404);
  if (call.body) {
    statuses.add(422);
    statuses.add(413);
    if (call.body !== MULTIPART) statuses.add(400);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The path parameters: the call's own schemas, else an id for `{id}` and `{…Id}`, text for the others. */
function pathParams(call: ContractCall): z.ZodObject | undefined {
  const names = pathParamNames(call.path);
  if (!names.length) return undefined;
  const given = call.params?.shape ?? {};
  return z.object(
    Object.fromEntries(
      names.map((name) => [
        name,
        given[name] ?? (name === 'id' || name.endsWith('Id') ? Id : z.string().min(1)),
      ]),
    ),
  );
}

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

function operation(call: ContractCall): ZodOpenApiOperationObject {
  const path = pathParams(call);
  const responses: Record<number, ZodOpenApiResponseObject> = {
    200:
      call.answer === BINARY
        ? {
            description: 'The file',
            content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
          }
        : { description: 'Done', ...json(call.answer) },
  };
  for (const status of errorStatuses(call))
    responses[status] = {
      description: ERROR_TEXTS[status],
      ...json(answerSchemaOf(call, status) as z.ZodType),
    };
  return {
    operationId: call.id,
    summary: call.summary,
    description: [call.description, accessText(call.access)].filter(Boolean).join('\n\n'),
    tags: [call.id.split('.')[0]!],
    ...(call.access === 'public' ? { security: [] } : {}),
    'x-access': call.access,
    ...(call.method !== 'GET' && call.reads ? { 'x-reads': true } : {}),
    ...(path || call.query
      ? { requestParams: { ...(path ? { path } : {}), ...(call.query ? { query: call.query } : {}) } }
      : {}),
    ...(call.body === MULTIPART
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) },
            },
          },
        }
      : call.body
        ? { requestBody: { required: true, ...json(call.body) } }
        : {}),
    responses,
  };
}

const DESCRIPTION = `The API the panel speaks, generated from the contract's schemas (contract/src). Every call is JSON under the API's base path, with a bearer token unless it is public, and texts for people in the language of \`Accept-Language\` (ru, en, ar).

- Only 200 is success. A body that is not JSON is read as a 500 "Unexpected error" (401, 403 and 404 keep their meaning).
- 401: the panel signs the user out; 403: it shows its "not allowed" page; 404: its "not found" page (the active bot check excepted, where 404 means "no bot").
- 400 and 422 carry \`{ message, errors: { field: [text] } }\`, which the forms put under their fields.
- An answer may carry more fields than its schema names; never fewer, nor of another type.
- \`x-access\` names who may make a call (\`anyOf\`: whoever one of its alternatives lets in); \`x-reads\` marks a POST that changes nothing.
- A literal path segment is routed before a parameter: \`/client/user/edit/{id}\` is not \`/client/user/{id}/...\`.

docs/api-contract.md keeps the rules and the reasons; docs/contract-check.md tells a backend team how to check its server against this document.`;

/** The document, from the contract's calls and schemas. */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of contractCalls) {
    const item = (paths[call.path] ??= {});
    item[call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] = operation(call);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Panel API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/api', description: 'The API under the panel’s main host' }],
      security: [{ bearer: [] }],
      tags: contractResources.map(({ name, about }) => ({ name, description: about })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    },
    {
      // An answer may carry more than its schema names (zod strips what it does not know): the document says so by
      // leaving objects open, rather than zod's "output" rendering, which closes them.
      override: ({ jsonSchema, io }) => {
        if (io === 'output' && jsonSchema.additionalProperties === false)
          delete jsonSchema.additionalProperties;
      },
    },
  );
}
