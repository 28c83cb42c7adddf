/**
 * The development and test check of every answer against the contract (@panel/contract's schemas), loaded by
 * call-api.ts only outside production builds: a production page carries neither this module nor a schema.
 */
import type { Call } from '@panel/contract';
import { answerMismatch, describeMismatch } from '@panel/contract/check';
import { contractCall } from '@panel/contract/registry';
import { recordContractMismatch } from './contract-mismatches';

/** The mismatch of an answer with its call's schema, said and recorded; or null. */
export function checkAnswer(call: Call, status: number, body: unknown): string | null {
  const full = contractCall(call.id);
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
