import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractCalls } from '../registry';
import { DOCUMENT_PATH, documentText } from './write';

const CONTRACT_DIR = fileURLToPath(new URL('../../', import.meta.url));

describe('the OpenAPI document', () => {
  it('is committed as the contract generates it (pnpm --filter @panel/contract run openapi)', () => {
    expect(readFileSync(DOCUMENT_PATH, 'utf8')).toBe(documentText());
  });

  it('has one operation for every call of the contract', () => {
    const document = JSON.parse(documentText()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    expect(operations.sort()).toEqual(
      contractCalls.map((call) => `${call.method} ${call.path} ${call.id}`).sort(),
    );
  });

  it("passes Redocly's linter with its strict recommended rules", () => {
    const lint = spawnSync('pnpm', ['exec', 'redocly', 'lint', DOCUMENT_PATH, '--format', 'stylish'], {
      cwd: CONTRACT_DIR,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      encoding: 'utf8',
    });
    // Its findings, when there are any, are what the failure shows.
    expect({
      status: lint.status,
      findings: lint.status === 0 ? '' : `${lint.stdout}${lint.stderr}`,
    }).toEqual({
      status: 0,
      findings: '',
    });
  });
});
