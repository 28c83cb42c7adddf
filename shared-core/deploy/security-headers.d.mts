/** Types of security-headers.mjs (the demo server and the tests import it from TypeScript). */
export const DENIED_FEATURES: readonly string[];
export const PERMISSIONS_POLICY: string;
export const REMOTE_DOCUMENT_POLICY: string;
