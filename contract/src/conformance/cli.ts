/**
 * `pnpm contract:check --base-url URL [--email E --password P] [--write] [--api-path /api] [--lang en]`: the
 * conformance check of docs/contract-check.md against a running backend. Exits 0 when every answer is the contract's,
 * 1 when one is not, 2 when it cannot run (a bad argument, no server).
 */
import { parseArgs } from 'node:util';
import { checkBackend, formatReport } from './check';

const HELP = `Usage: pnpm contract:check --base-url URL [--email E --password P] [--write]

  --base-url URL   the panel's origin or the API's (http://localhost:8080)
  --api-path PATH  where the API is under it (default /api; give '' when the URL is the API's base)
  --email E        the account to sign in with (default: the demo's company owner)
  --password P
  --write          also create, change and delete a pixel of the account's company: a test company only
  --lang L         the language of the texts (default en)`;

function main(): Promise<number> | number {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        'api-path': { type: 'string', default: '/api' },
        email: { type: 'string', default: 'owner@acme.test' },
        password: { type: 'string', default: 'owner123' },
        write: { type: 'boolean', default: false },
        lang: { type: 'string', default: 'en' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${String((error as Error).message)}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const base = values['base-url'];
  if (!base) {
    console.error(`--base-url is required.\n\n${HELP}`);
    return 2;
  }
  const apiUrl = `${base.replace(/\/+$/, '')}${values['api-path']}`;
  if (values.write)
    console.log('--write: the check creates, changes and deletes a pixel of the account’s company.\n');
  return checkBackend({
    apiUrl,
    email: values.email,
    password: values.password,
    write: values.write,
    language: values.lang,
  }).then(
    (report) => {
      console.log(formatReport(report));
      return report.passed ? 0 : 1;
    },
    (error: unknown) => {
      console.error(`The check could not run against ${apiUrl}: ${String(error)}`);
      return 2;
    },
  );
}

void Promise.resolve(main()).then((code) => {
  process.exitCode = code;
});
