#!/usr/bin/env node
/**
 * Writes the shell host's nginx include with the Content-Security-Policy of a runtime config:
 *   node write-csp-conf.mjs <runtime-config.json> <csp.conf> [--report-uri <path>]
 * The shell's image runs it at container start (docker-entrypoint.d/40-panel-csp.sh); after an edit of the runtime
 * config, run it again and reload nginx (docs/deploying-a-remote.md, "Move a remote"). A config that is not valid
 * JSON stops here, before nginx would serve a policy that blocks the remotes.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { NGINX_SELF_ORIGIN, shellContentSecurityPolicy } from './csp-policy.mjs';

const [configPath, outPath, ...rest] = process.argv.slice(2);
if (!configPath || !outPath) {
  console.error('usage: write-csp-conf.mjs <runtime-config.json> <csp.conf> [--report-uri <path>]');
  process.exit(2);
}
const reportAt = rest.indexOf('--report-uri');
const reportUri = reportAt >= 0 ? rest[reportAt + 1] : undefined;

let config;
try {
  config = JSON.parse(readFileSync(configPath, 'utf8'));
} catch (error) {
  console.error(`write-csp-conf: cannot read ${configPath}: ${error.message}`);
  process.exit(1);
}
// The shell's origin is the request's Host, which nginx fills in per request: the file is written before any request.
const policy = shellContentSecurityPolicy(config, { self: NGINX_SELF_ORIGIN, reportUri });
// The value goes between double quotes in nginx's syntax: a quote, backslash or $ would change its meaning (the one
// variable nginx is meant to fill in, the shell's origin, aside).
if (/["\\$\n]/.test(policy.replaceAll(NGINX_SELF_ORIGIN, ''))) {
  console.error(`write-csp-conf: ${configPath} names a URL nginx cannot quote: ${policy}`);
  process.exit(1);
}
const conf =
  `# Generated from ${configPath} by write-csp-conf.mjs: do not edit, edit the runtime config and run it again.\n` +
  `add_header Content-Security-Policy "${policy}" always;\n`;
writeFileSync(`${outPath}.tmp`, conf);
renameSync(`${outPath}.tmp`, outPath);
console.log(`write-csp-conf: ${outPath}: ${policy}`);
