import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { takeContractMismatches, tolerateContractBreaks } from './shared-core/src/http/contract-mismatches';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router-dom and some kit dependencies need it at import time.
const globals = globalThis as Record<string, unknown>;
if (typeof globals.TextEncoder === 'undefined') globals.TextEncoder = TextEncoder;
if (typeof globals.TextDecoder === 'undefined') globals.TextDecoder = TextDecoder;

// Chakra renders slowly in jsdom, the more so while other suites run on the same two cores: a screen that loads its
// data and lazy parts may take more than Testing Library's default second to appear. Files may still set their own.
configure({ asyncUtilTimeout: 10_000 });

// Every answer a test's fake API gives is held to the contract (shared-core/src/http/call-api.ts): one that breaks it
// fails the test that got it, whatever its screen did with the error. A test that serves a broken answer on purpose
// tolerates them (tolerateContractBreaks) and takes them itself (takeContractMismatches), from @panel/shared-core/testing.
afterEach(() => {
  tolerateContractBreaks(false);
  const mismatches = takeContractMismatches();
  if (mismatches.length) throw new Error(`An answer broke the contract:\n${mismatches.join('\n')}`);
});
