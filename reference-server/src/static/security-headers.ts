/**
 * The security headers the demo's static servers send (docs/deploying-a-remote.md, "Headers"): every file gets
 * `nosniff` and the referrer policy; the shell's page gets a Content-Security-Policy built from the runtime
 * config it is served with, so scripts and calls may reach the API and the remotes it names, nothing else.
 */
import { secureHeaders } from 'hono/secure-headers';

/**
 * On every static answer, documents and assets alike: Hono's secure-headers middleware with only the two headers
 * the deployment documents. Its other defaults stay off: the demo answers as the nginx hosts of each package's deploy/ folder do, and
 * `Cross-Origin-Resource-Policy: same-origin` would even block the remotes' scripts, which the shell loads from
 * other origins.
 */
export const securityHeaders = secureHeaders({
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
});

/**
 * The shell page's policy for a runtime config. One function for the demo and the nginx deployment
 * (shell/deploy/write-csp-conf.mjs writes it into the shell host's configuration), so the two never differ.
 */
export { shellContentSecurityPolicy, type PolicyOptions } from '../../../shell/deploy/csp-policy.mjs';

/** A remote's own pages (its standalone harness): its own code only, never framed. */
export const REMOTE_DOCUMENT_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
