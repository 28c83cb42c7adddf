/**
 * Every call of the contract with its schemas: what the reference server mounts, the OpenAPI document describes, the
 * conformance check tries and the panel checks its answers against in development and in tests. It carries the
 * schemas (zod): the panel's pages never import it (the check loads it only outside production builds).
 */
import type { Call, Method } from './define';
import { authCalls } from './auth';
import { listingCalls } from './listings';
import { pixelCalls } from './pixels';
import type { CallSchema } from './schemas/define';
import { authSchemas } from './schemas/auth';
import { listingSchemas } from './schemas/listings';
import { pixelSchemas } from './schemas/pixels';

/** A call and its schemas. */
export type ContractCall = Call & CallSchema;

type Table = Readonly<Record<string, Call>>;

interface Resource {
  calls: Table;
  /** Its schema table: the same keys (`defineCalls` types them so, and `join` checks). */
  schemas: Readonly<Record<string, CallSchema>>;
  /** What the resource is, for the document's tag. */
  about: string;
}

/** Every resource of the contract, in the order the document lists them. */
const resources: readonly Resource[] = [
  {
    calls: authCalls,
    schemas: authSchemas,
    about: 'Signing in and out, registration, invitations, Telegram, who is signed in',
  },
  {
    calls: listingCalls,
    schemas: listingSchemas,
    about: 'The server-driven listings: their description, pages of rows, totals and bulk actions',
  },
  { calls: pixelCalls, schemas: pixelSchemas, about: 'The company’s tracking pixels and their form' },
];

function join({ calls, schemas }: Resource): ContractCall[] {
  for (const key of Object.keys(schemas))
    if (!calls[key]) throw new Error(`The contract has schemas for ${key} but no call of that name`);
  return Object.entries(calls).map(([key, call]) => {
    const schema = schemas[key];
    if (!schema) throw new Error(`${call.id} has no schemas`);
    return { ...call, ...schema };
  });
}

export const contractCalls: readonly ContractCall[] = resources.flatMap(join);

/** The resources by the name their calls' ids start with (`pixels`), and what each is. */
export const contractResources: readonly { name: string; about: string }[] = resources.map(
  ({ calls, about }) => ({
    name: Object.values(calls)[0]!.id.split('.')[0]!,
    about,
  }),
);

const byId = new Map(contractCalls.map((call) => [call.id, call]));

/** The call of this id (`pixels.edit`), with its schemas. */
export function contractCall(id: string): ContractCall | undefined {
  return byId.get(id);
}

/**
 * The call a request reaches: its method, and its path under the API's base (`/client/pixels/7/edit`). A literal
 * segment wins over a parameter, as the server's router decides (`/comment/search` before `/comment/{id}`).
 */
export function matchCall(method: Method, path: string): ContractCall | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  let best: { call: ContractCall; score: number } | undefined;
  for (const call of contractCalls) {
    if (call.method !== method) continue;
    const pattern = call.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    let score = 0;
    const fits = pattern.every((part, index) => {
      if (/^\{[^}]+\}$/.test(part)) return segments[index] !== '';
      score += 1;
      return part === segments[index];
    });
    if (fits && (!best || score > best.score)) best = { call, score };
  }
  return best?.call;
}
