/**
 * The development and test check of every answer against the contract (@panel/contract's schemas), loaded by
 * call-api.ts only outside production builds: a production page carries neither this module nor a schema.
 */
import type { Call, Method } from '@panel/contract';
import { answerMismatch, describeMismatch } from '@panel/contract/check';
import { contractCall, matchCall, type ContractCall } from '@panel/contract/registry';
import { recordContractMismatch } from './contract-mismatches';

/**
 * Calls a test declares for a resource of its own (the platform's tests of forms and records), held to the schemas
 * the test gives them: `testCalls` of @panel/shared-core/testing. Never filled outside jest.
 */
const testCalls = new Map<string, ContractCall>();

export function addTestCalls(calls: readonly ContractCall[]): void {
  for (const call of calls) testCalls.set(call.id, call);
}

/** The mismatch of an answer with its call's schema, said and recorded; or null. */
export function checkAnswer(call: Call, status: number, body: unknown): string | null {
  const full = testCalls.get(call.id) ?? contractCall(call.id);
  const text = full
    ? (() => {
        const mismatch = answerMismatch(full, status, body);
        return mismatch && describeMismatch(mismatch);
      })()
    : `${call.id} is not a call of the contract's registry`;
  if (!text) return null;
  recordContractMismatch(text);
  console.error(`[contract] ${text}`);
  return text;
}

/**
 * The same for a call the panel makes by a path the server named (a listing's row action, a menu's older listing call):
 * the contract's call that answers the method and the path, or a mismatch saying there is none.
 */
export function checkPathAnswer(method: Method, path: string, status: number, body: unknown): string | null {
  const found = matchCall(method, path.split('?')[0]!);
  if (found) return checkAnswer(found, status, body);
  const text = `no call of the contract answers ${method} ${path}`;
  recordContractMismatch(text);
  console.error(`[contract] ${text}`);
  return text;
}
