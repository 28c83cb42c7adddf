/**
 * Writes the OpenAPI document (docs/openapi.json) from the contract: `pnpm --filter @panel/contract run openapi`.
 * With `--check` it writes nothing and fails when the committed document differs from a fresh generation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './document';

export const DOCUMENT_PATH = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

/** The document as committed: two-space JSON and a final newline. */
export const documentText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = documentText();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(DOCUMENT_PATH, 'utf8');
    } catch {
      // Missing: differs.
    }
    if (committed !== text) {
      console.error(
        'docs/openapi.json differs from the contract: run `pnpm --filter @panel/contract run openapi`.',
      );
      process.exit(1);
    }
    console.log('docs/openapi.json is the contract’s.');
  } else {
    writeFileSync(DOCUMENT_PATH, text);
    console.log(`Wrote ${DOCUMENT_PATH}`);
  }
}
