/**
 * The shapes of the panel's error reports (docs/error-reporting.md): what reportError (shared-core) posts and what the
 * reference server's receiver keeps and shows the remotes' health screen. The light module is ../client-errors.ts.
 */
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS as L } from '../client-errors';
import { Timestamp, schemaTable } from './define';

const text = (max: number) => z.string().max(max);

/** One error as a page reports it: never the session's token, the route without its query or hash. */
export const ClientError = z
  .object({
    message: text(L.message),
    stack: text(L.stack).nullable(),
    kind: z.enum(CLIENT_ERROR_KINDS),
    /** `shell` or the remote whose area the page was in. */
    area: text(L.name),
    /** The remote's build version, when the error is a remote's and its manifest names one. */
    version: text(L.name).nullable(),
    /** The page's path (`/admin/client/applications/12`): no query string or fragment. */
    route: text(L.route),
    /** The signed-in user's public id, if any. */
    user: text(L.name).nullable(),
    /** When the page saw it first. */
    time: Timestamp,
    /** How many times the page saw the same error since it last sent (identical ones are merged). */
    count: z.number().int().min(1).max(10_000),
  })
  .meta({ id: 'ClientError' });

export const ClientErrorBatch = z
  .object({ errors: z.array(ClientError).min(1).max(L.batch) })
  .meta({ id: 'ClientErrorBatch' });

/** An error as the receiver keeps it: as reported, with when it arrived. */
export const ReceivedClientError = ClientError.extend({ received_at: Timestamp }).meta({
  id: 'ReceivedClientError',
});

export const clientErrorSchemas = schemaTable({
  report: {
    summary: 'Receives a batch of the panel’s errors',
    description: `Sent by the panel's pages (reportError), signed in or not, as JSON, without the session's token; answered with how many were kept. A request that carries a live session's token has its errors' \`user\` set to that session's user. A body that breaks the schema answers 422; more than ${L.perAddressPerMinute} errors a minute from one address answer 429 (the panel itself sends at most ${L.perPagePerMinute} a minute per page).`,
    body: ClientErrorBatch,
    answer: z.object({ accepted: z.number().int().min(0) }),
  },
  latest: {
    summary: 'The newest errors the receiver kept, newest first, for the remotes’ health screen',
    description: `At most ${L.kept}, newest first; the screen groups them by area.`,
    answer: z.object({ data: z.array(ReceivedClientError) }),
    sample: {},
  },
});

export type ClientError = z.infer<typeof ClientError>;
export type ClientErrorBatch = z.infer<typeof ClientErrorBatch>;
export type ReceivedClientError = z.infer<typeof ReceivedClientError>;
