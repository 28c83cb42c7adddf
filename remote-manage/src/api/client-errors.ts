import { callApi } from '@panel/shared-core';
import { clientErrorCalls, type ReceivedClientError } from '@panel/contract';

export type { ClientErrorKind, ReceivedClientError } from '@panel/contract';

export const clientErrorsKey = ['manage', 'client-errors'] as const;

/** The newest errors the panel's pages reported (the reference server's receiver), newest first. */
export async function latestClientErrors(signal?: AbortSignal): Promise<ReceivedClientError[]> {
  return (await callApi(clientErrorCalls.latest, {}, { signal })).data;
}
