// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import entries from './shared-core/webpack/entries.cjs';

const { entryFolders } = entries;

const remotes = ['remote-client', 'remote-manage', 'remote-users'];
// shared-core's entries (router, ui, record, testing...), from its package.json `exports` (shared-core/webpack/entries.cjs).
const coreEntries = entryFolders();

/**
 * The boundaries and federation rules of docs/architecture.md, as lint:
 * - a remote imports only @panel/shared-core, @panel/shared-domain, @panel/contract and npm packages, by their package
 *   names: never the shell or another remote;
 * - the domain modules (shared-domain) import only @panel/shared-core, @panel/contract and npm packages, by their
 *   package names: never an app; neither shared-core nor the shell imports them (the shell carries no domain code);
 * - the contract imports no package of the workspace: every side reads it, it reads none;
 * - the shell reaches remotes only through the federation runtime;
 * - only the UI kit imports Chakra/Emotion, only the router entry imports react-router-dom, only the i18n module imports i18next and its plugins, only the state
 *   wrapper imports jotai, only the http layer imports axios (a second import is a second instance);
 * - inside shared-core, one federated entry reaches another by the package name, never a relative path.
 */
const zones = [
  ...remotes.map((r) => ({
    target: `./${r}`,
    from: [
      './shell',
      './shared-core',
      './shared-domain',
      ...remotes.filter((o) => o !== r).map((o) => `./${o}`),
    ],
    message:
      'A remote imports only @panel/shared-core, @panel/shared-domain, @panel/contract and npm packages, by their package names (docs/architecture.md).',
  })),
  {
    target: './shared-domain',
    from: ['./shell', './shared-core', './reference-server', './e2e', ...remotes.map((r) => `./${r}`)],
    message:
      'The domain modules import only @panel/shared-core (by its package name), @panel/contract and npm packages, never an app.',
  },
  {
    target: './contract',
    from: [
      './shell',
      './shared-core',
      './shared-domain',
      './reference-server',
      './e2e',
      ...remotes.map((r) => `./${r}`),
    ],
    message: 'The contract depends on no package of the workspace: every side reads it, it reads none.',
  },
  {
    target: './shell',
    from: remotes.map((r) => `./${r}`),
    message: 'The shell reaches remotes only through the federation runtime.',
  },
  {
    target: './shell',
    from: './shared-domain',
    message: 'The shell carries no domain code: the remotes that use it bundle @panel/shared-domain.',
  },
  {
    target: './shell',
    from: './shared-core',
    message:
      'Import @panel/shared-core by its package name: a relative path bypasses the federated singleton.',
  },
  {
    target: './shared-core',
    from: ['./shell', ...remotes.map((r) => `./${r}`)],
    message: 'shared-core depends on no app.',
  },
  {
    target: './shared-core',
    from: './shared-domain',
    message: 'shared-core is the platform: it carries no domain code (@panel/shared-domain).',
  },
  ...coreEntries.map((entry) => ({
    target: `./shared-core/src/${entry}`,
    from: './shared-core/src',
    // The testing entry runs only under jest, which resolves both paths to one module: its fake network reaches the
    // panel's one axios instance directly.
    except:
      entry === 'testing'
        ? [`./${entry}`, './http/axios-client.ts', './http/contract-mismatches.ts', './http/answer-check.ts']
        : [`./${entry}`],
    message: `Reach other shared-core entries by the package name (@panel/shared-core/...): a relative import bundles a second copy.`,
  })),
  {
    // Whatever of shared-core/src is not an entry of its own is the core entry's.
    target: readdirSync(new URL('./shared-core/src', import.meta.url))
      .filter((f) => !coreEntries.includes(f))
      .map((f) => `./shared-core/src/${f}`),
    from: coreEntries.map((entry) => `./shared-core/src/${entry}`),
    message: 'The core entry must not pull in another entry by a relative path.',
  },
];

const banned = (name, message) => ({ name, message });
/** Only the remotes that use the domain modules import them (by name; a relative path is a zone above). */
/**
 * The contract's schemas (zod) never reach a production page: the panel imports the light entry `@panel/contract` (calls,
 * constant lists, rules) and takes the shapes as types. Only the development check of answers loads the schemas, and
 * only outside production builds (shared-core/src/http/call-api.ts).
 */
const contractSchemas = {
  group: [
    '@panel/contract/schemas/*',
    '@panel/contract/registry',
    '@panel/contract/check',
    '@panel/contract/openapi',
  ],
  allowTypeImports: true,
  message:
    "The contract's schemas are types for the panel (import type): only the development check loads them (docs/contract.md).",
};

const noDomain = {
  group: ['@panel/shared-domain', '@panel/shared-domain/*'],
  message:
    'Only a remote imports @panel/shared-domain: shared-core and the shell carry no domain code (docs/architecture.md).',
};
const restricted = {
  paths: [
    banned(
      '@chakra-ui/react',
      'Import the UI kit (@panel/shared-core/ui or /ui-heavy): a direct import bundles a second Chakra context.',
    ),
    banned('@emotion/react', 'Import the UI kit: one Emotion cache for every remote.'),
    banned(
      'react-router-dom',
      'Import @panel/shared-core/router: one router instance, and only the parts we use on the first page.',
    ),
    banned('react-router', 'react-router-dom is the routing package: import @panel/shared-core/router.'),
    banned('react-router/dom', 'react-router-dom is the routing package: import @panel/shared-core/router.'),
    banned('jotai', 'Use the state wrapper of @panel/shared-core (one store).'),
    banned('jotai/utils', 'Use the state wrapper of @panel/shared-core (one store).'),
    banned('axios', 'Use the api modules: one axios instance lives in shared-core.'),
    banned(
      'i18next',
      'Use i18n, useTranslation, Trans and the TFunction type of @panel/shared-core: one i18next instance.',
    ),
    banned('react-i18next', 'Use useTranslation and Trans of @panel/shared-core: one i18next instance.'),
    banned('i18next-http-backend', 'Translations load through the i18n module of @panel/shared-core.'),
    banned(
      '@tanstack/react-query',
      'Import @panel/shared-core/query (one QueryClient, and not on the first page).',
    ),
  ],
  patterns: [
    {
      group: ['@panel/shell', '@panel/shell/*', '@panel/remote-*'],
      message: 'Remotes and the shell never import each other.',
    },
    { group: ['@module-federation/*'], message: 'Only the shell talks to the federation runtime.' },
    noDomain,
    {
      group: [
        'react-router/*',
        'react-router-dom/*',
        'i18next/*',
        'react-i18next/*',
        'i18next-http-backend/*',
      ],
      message:
        "Routing and translation reach the panel through @panel/shared-core, by their packages' main entries.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': ['error', restricted],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The few places that own a library.
  {
    files: [
      'shared-core/src/ui/**',
      'shared-core/src/ui-heavy/**',
      'shared-core/src/ui-extra/**',
      'shared-core/src/ui-form/**',
    ],
    rules: {
      'no-restricted-imports': ['error', without(restricted, ['@chakra-ui/react', '@emotion/react'])],
    },
  },
  {
    files: ['shared-core/src/router/**'],
    rules: { 'no-restricted-imports': ['error', without(restricted, ['react-router-dom'])] },
  },
  {
    files: ['shared-core/src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        without(restricted, ['i18next', 'react-i18next', 'i18next-http-backend']),
      ],
    },
  },
  {
    files: ['shared-core/src/state/store.ts'],
    rules: { 'no-restricted-imports': ['error', without(restricted, ['jotai', 'jotai/utils'])] },
  },
  {
    files: ['shared-core/src/http/**'],
    rules: { 'no-restricted-imports': ['error', without(restricted, ['axios'])] },
  },
  {
    files: ['shared-core/src/query/**'],
    rules: { 'no-restricted-imports': ['error', without(restricted, ['@tanstack/react-query'])] },
  },
  {
    files: ['shared-core/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', without(restricted, ['axios', '@tanstack/react-query'])],
    },
  },
  {
    files: ['shell/src/federation/**', 'shell/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...restricted, patterns: [...restricted.patterns.slice(0, 1), noDomain] },
      ],
    },
  },
  // A remote, and the domain modules it bundles, reach the form and chart libraries through shared-core's entries:
  // importing them itself would ship a copy of each with the remote (and a second Chakra context with the charts).
  {
    files: [...remotes, 'shared-domain'].map((pkg) => `${pkg}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restricted,
          paths: [
            ...restricted.paths,
            banned('react-hook-form', 'Import the form library from @panel/shared-core/record.'),
            banned('zod', 'Import z from @panel/shared-core/record.'),
            banned('@hookform/resolvers/zod', 'Import zodResolver from @panel/shared-core/record.'),
            banned('@chakra-ui/charts', 'Use LineChartView of @panel/shared-core/ui-heavy.'),
            banned('recharts', 'Use the charts of @panel/shared-core/ui-heavy.'),
          ],
          patterns: [
            ...restricted.patterns.filter((pattern) => pattern !== noDomain),
            { group: ['@dnd-kit/*'], message: 'Use SortableList of @panel/shared-core/record.' },
          ],
        },
      ],
    },
  },
  // The test kit (renderers, the fake network, mock sessions, the domain texts) never ships: production code imports
  // neither @panel/shared-core/testing, @panel/shared-domain/testing nor a testing folder by a relative path. Its own
  // rule name, so that it adds to the per-folder lists of no-restricted-imports above instead of replacing them.
  {
    files: ['shared-core', 'shared-domain', 'shell', ...remotes].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@panel/shared-(core|domain)/testing|\\.{1,2}/(.+/)?testing)(/.*)?$',
              message:
                'Test code only: the test kit is for *.test.ts(x) files, test fixtures and jest.setup.ts.',
            },
            contractSchemas,
          ],
        },
      ],
    },
  },
  // The contract's light modules (what the panel imports) carry no zod: their types come from the schemas by
  // `import type`, so a page pays for the calls it makes and nothing for the schemas.
  {
    files: ['contract/src/*.ts'],
    ignores: ['contract/src/check.ts', 'contract/src/registry.ts', 'contract/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'A light module of the contract imports no zod.',
            },
          ],
          patterns: [
            {
              group: ['./schemas/*'],
              allowTypeImports: true,
              message: 'A light module of the contract takes the schemas as types only (import type).',
            },
          ],
        },
      ],
    },
  },
  // The one module that loads the schemas, and only outside production builds.
  {
    files: ['shared-core/src/http/answer-check.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  // Tests may poke at internals, and Node scripts run in Node.
  // Tests poke at loosely typed results (resolver output, mocks).
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'e2e/**/*.ts',
      'reference-server/**/*.ts',
      'contract/src/openapi/**',
      'contract/src/conformance/**',
      'scripts/**',
      '**/*.{js,cjs,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
      'no-restricted-imports': 'off',
      'import/no-restricted-paths': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='test'][callee.property.name=/^(setTimeout|slow)$/]",
          message:
            'Use setTestTimeout(ms) from e2e/tests/support/test.ts: a retry records a trace and gets twice the limit.',
        },
      ],
    },
  },
);

function without(config, names) {
  return { ...config, paths: config.paths.filter((p) => !names.includes(p.name)) };
}
