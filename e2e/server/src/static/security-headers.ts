/**
 * The security headers the demo's static servers send (docs/deploying-a-remote.md, "Headers"): every file gets
 * `nosniff` and the referrer policy; the shell's page gets a Content-Security-Policy built from the runtime
 * config it is served with, so scripts and calls may reach the API and the remotes it names, nothing else.
 */

/** On every static answer, documents and assets alike. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The shell page's policy for a runtime config. One function for the demo and the nginx deployment
 * (shell/deploy/write-csp-conf.mjs writes it into the shell host's configuration), so the two never differ.
 */
export { shellContentSecurityPolicy, type PolicyOptions } from '../../../../shell/deploy/csp-policy.mjs';

/** A remote's own pages (its standalone harness): its own code only, never framed. */
export const REMOTE_DOCUMENT_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
