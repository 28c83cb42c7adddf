/**
 * The answers found to break the contract in this page or test run (development and tests only: call-api.ts). Kept
 * apart from the check itself, which carries every schema, so that jest's set-up can ask for them at no cost: a test
 * that got a mismatched answer fails, whatever its screen did with it.
 */
const found: string[] = [];
let tolerated = false;

export function recordContractMismatch(text: string): void {
  found.push(text);
}

/** The mismatches recorded since the last call, which forgets them. */
export function takeContractMismatches(): string[] {
  return found.splice(0);
}

/**
 * A test of how the panel copes with a server that breaks the contract (a missing token, an access of null) turns
 * this on: a mismatch is still recorded, and must be taken by the test, but the answer goes on to the code that reads
 * it, as it would in a production build. jest's set-up turns it off after every test.
 */
export function tolerateContractBreaks(on = true): void {
  tolerated = on;
}

export const contractBreaksTolerated = (): boolean => tolerated;
