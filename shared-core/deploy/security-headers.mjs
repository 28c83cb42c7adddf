/**
 * Security header values that two kinds of server send: the demo's Node servers (reference-server: the API and the
 * static hosts) and the nginx hosts of the deployment (shared-core/deploy/nginx). nginx cannot import JavaScript, so
 * its files carry the same strings as text; reference-server/src/static/security-headers.test.ts reads those files
 * and fails when they differ from the values here. Plain JavaScript with no imports, like shell/deploy/csp-policy.mjs.
 */

/**
 * The powerful browser features the panel never uses, switched off for its pages and every frame in them: a script
 * that gets in (an injected one, a compromised dependency, a remote's bug) cannot ask for the camera, the
 * microphone, the location, a payment, a device or a passkey in the panel's name. Clipboard writing stays allowed
 * (the kit's copy buttons); a screen that comes to need one of these features takes it off this list.
 * Every name is one Chromium knows: an unknown one costs a console error on every page (Chromium on Linux knows neither
 * `bluetooth` nor `web-share`, so they are left out); e2e/tests/platform/security-headers.spec.ts checks there is none.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** The `Permissions-Policy` of every answer: the panel's hosts (nginx and the demo) and the API. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The Content-Security-Policy of a remote's own pages (its standalone harness, index.html on its host): its own code
 * only, never framed. The shell's page has a policy of its own, built from the runtime config
 * (shell/deploy/csp-policy.mjs).
 */
export const REMOTE_DOCUMENT_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
