import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router-dom and some kit dependencies need it at import time.
const globals = globalThis as Record<string, unknown>;
if (typeof globals.TextEncoder === 'undefined') globals.TextEncoder = TextEncoder;
if (typeof globals.TextDecoder === 'undefined') globals.TextDecoder = TextDecoder;

// Chakra renders slowly in jsdom, the more so while other suites run on the same two cores: a screen that loads its
// data and lazy parts may take more than Testing Library's default second to appear. Files may still set their own.
configure({ asyncUtilTimeout: 10_000 });
