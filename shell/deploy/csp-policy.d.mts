/** Types of csp-policy.mjs (the demo server imports it from TypeScript). */
export interface PolicyOptions {
  /** Where the browser posts violation reports (the contract server's test mode collects them). */
  reportUri?: string;
}

export function shellContentSecurityPolicy(config: Record<string, unknown>, options?: PolicyOptions): string;
