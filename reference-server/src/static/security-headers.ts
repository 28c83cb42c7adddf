/**
 * The security headers the demo's static servers send (docs/deploying-a-remote.md, "Headers"): every file gets
 * `nosniff`, the referrer policy and the Permissions-Policy; the shell's page gets a Content-Security-Policy built
 * from the runtime config it is served with, so scripts and calls may reach the API and the remotes it names, nothing
 * else.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { PERMISSIONS_POLICY } from '../../../shared-core/deploy/security-headers.mjs';

/**
 * Hono's secure-headers middleware with only the headers the deployment documents. Its other defaults stay off: the
 * demo answers as the nginx hosts of each package's deploy/ folder do, and `Cross-Origin-Resource-Policy:
 * same-origin` would even block the remotes' scripts, which the shell loads from other origins.
 */
const honoSecureHeaders = secureHeaders({
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
 * On every static answer, documents and assets alike. The Permissions-Policy is set as the one string the nginx hosts
 * send too (shared-core/deploy/security-headers.mjs), rather than through secure-headers' own option, which would
 * build it again from an object of its own.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await honoSecureHeaders(c, next);
  c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
};

/**
 * The shell page's policy for a runtime config. One function for the demo and the nginx deployment
 * (the shell image's start step writes it into the host's configuration with csp-policy.jq, its twin), so the two never differ.
 */
export { shellContentSecurityPolicy, type PolicyOptions } from '../../../shell/deploy/csp-policy.mjs';

/** A remote's own pages (its standalone harness): its own code only, never framed. The nginx hosts send the same. */
export { PERMISSIONS_POLICY, REMOTE_DOCUMENT_POLICY } from '../../../shared-core/deploy/security-headers.mjs';
