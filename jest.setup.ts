import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router and some kit dependencies need it at import time.
const globals = globalThis as Record<string, unknown>;
if (typeof globals.TextEncoder === 'undefined') globals.TextEncoder = TextEncoder;
if (typeof globals.TextDecoder === 'undefined') globals.TextDecoder = TextDecoder;
