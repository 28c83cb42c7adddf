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
 * - a remote imports only @panel/shared-core, @panel/contract and npm packages: never the shell or another remote;
 * - the contract imports no package of the workspace: every side reads it, it reads none;
 * - the shell reaches remotes only through the federation runtime;
 * - only the UI kit imports Chakra/Emotion, only the router entry imports react-router-dom, only the i18n module imports i18next and its plugins, only the state
 *   wrapper imports jotai, only the http layer imports axios (a second import is a second instance);
 * - inside shared-core, one federated entry reaches another by the package name, never a relative path.
 */
const zones = [
  ...remotes.map((r) => ({
    target: `./${r}`,
    from: ['./shell', './shared-core', ...remotes.filter((o) => o !== r).map((o) => `./${o}`)],
    message:
      'A remote imports only @panel/shared-core, @panel/contract and npm packages (docs/architecture.md).',
  })),
  {
    target: './contract',
    from: ['./shell', './shared-core', './reference-server', './e2e', ...remotes.map((r) => `./${r}`)],
    message: 'The contract depends on no package of the workspace: every side reads it, it reads none.',
  },
  {
    target: './shell',
    from: remotes.map((r) => `./${r}`),
    message: 'The shell reaches remotes only through the federation runtime.',
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
  ...coreEntries.map((entry) => ({
    target: `./shared-core/src/${entry}`,
    from: './shared-core/src',
    // The testing entry runs only under jest, which resolves both paths to one module: its fake network reaches the
    // panel's one axios instance directly.
    except: entry === 'testing' ? [`./${entry}`, './http/axios-client.ts'] : [`./${entry}`],
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
    banned(
      'i18next-browser-languagedetector',
      'The language is detected by the i18n module of @panel/shared-core.',
    ),
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
    {
      group: [
        'react-router/*',
        'react-router-dom/*',
        'i18next/*',
        'react-i18next/*',
        'i18next-browser-languagedetector/*',
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
        without(restricted, [
          'i18next',
          'react-i18next',
          'i18next-browser-languagedetector',
          'i18next-http-backend',
        ]),
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
    rules: { 'no-restricted-imports': ['error', without(restricted, ['axios', '@tanstack/react-query'])] },
  },
  {
    files: ['shell/src/federation/**', 'shell/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': ['error', { ...restricted, patterns: restricted.patterns.slice(0, 1) }],
    },
  },
  // A remote reaches the form and chart libraries through shared-core's entries: importing them itself would ship
  // a copy of each with the remote (and a second Chakra context with the charts).
  {
    files: remotes.map((r) => `${r}/**`),
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
            ...restricted.patterns,
            { group: ['@dnd-kit/*'], message: 'Use SortableList of @panel/shared-core/record.' },
          ],
        },
      ],
    },
  },
  // The test kit (renderers, the fake network, mock sessions) never ships: production code imports neither
  // @panel/shared-core/testing nor a testing folder by a relative path. Its own rule name, so that it adds to the
  // per-folder lists of no-restricted-imports above instead of replacing them.
  {
    files: ['shared-core', 'shell', ...remotes].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@panel/shared-core/testing|\\.{1,2}/(.+/)?testing)(/.*)?$',
              message:
                'Test code only: the test kit is for *.test.ts(x) files, test fixtures and jest.setup.ts.',
            },
          ],
        },
      ],
    },
  },
  // Tests may poke at internals, and Node scripts run in Node.
  // Tests poke at loosely typed results (resolver output, mocks).
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'reference-server/**/*.ts', 'scripts/**', '**/*.{js,cjs,mjs}'],
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
