// Root jest config for the whole repository (`pnpm exec jest` from here), in two projects:
// - panel: unit and component tests of shared-core, the domain modules (shared-domain), the shell and the remotes, in
//   jsdom;
// - api: the contract's tests (contract/src/**/*.test.ts: the registry, the answer check, the OpenAPI document) and the
//   reference server's beside its code (reference-server/src/**/*.test.ts), in Node, against its Hono apps in-process
//   (the API's through reference-server/src/testing/api-test.ts). No build, no server, no browser.
// - deploy: the deployables as an operator receives them (deploy/*.test.ts: the image recipes, compose.yaml, the
//   Kubernetes example), read as files.
// Browser tests (e2e/tests/**/*.spec.ts) run under Playwright, not here.
const { existsSync } = require('node:fs');
const path = require('node:path');

const PACKAGES = ['shared-core', 'shared-domain', 'shell', 'remote-client', 'remote-manage', 'remote-users'];

const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const optional = (file) => (existsSync(path.join(__dirname, file)) ? [`<rootDir>/${file}`] : []);

const shared = {
  transform: {
    '^.+\\.(ts|tsx|mts|cts)$': swc('typescript'),
    '^.+\\.(js|jsx|mjs|cjs)$': swc('ecmascript'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
};

/** @type {import('jest').Config} */
module.exports = {
  // Component tests type into Chakra forms in jsdom, which is slow on a busy 2-core machine: the ceiling is there
  // for a test that hangs, never to judge speed (speed goals live in `pnpm bench`). 30 s was too low: beside the
  // browser suite and a second jest run (load 12 on two cores) seven form tests passed their 30 s while working.
  testTimeout: 120_000,
  projects: [
    {
      ...shared,
      displayName: 'panel',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost:8080/admin/' },
      // A package that has no src yet must not make jest fail.
      roots: PACKAGES.map((pkg) => `<rootDir>/${pkg}/src`).filter((dir) =>
        existsSync(dir.replace('<rootDir>', __dirname)),
      ),
      testMatch: [`<rootDir>/{${PACKAGES.join(',')}}/src/**/*.test.ts?(x)`],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '/dist/'],
      // jotai 3 and d3's modules (with internmap, d3-array's) ship ES modules only; everything else in the pnpm store
      // has a CommonJS build.
      transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jotai|d3-[a-z]+|internmap)@)'],
      moduleNameMapper: {
        '^@panel/contract$': '<rootDir>/contract/src/index.ts',
        '^@panel/contract/(.*)$': '<rootDir>/contract/src/$1',
        '^@panel/shared-core$': '<rootDir>/shared-core/src/index.ts',
        '^@panel/shared-core/locales/(.*)$': '<rootDir>/shared-core/locales/$1',
        '^@panel/shared-core/package.json$': '<rootDir>/shared-core/package.json',
        '^@panel/shared-core/(.*)$': '<rootDir>/shared-core/src/$1',
        '^@panel/shared-domain/locales/(.*)$': '<rootDir>/shared-domain/locales/$1',
        '^@panel/shared-domain/package.json$': '<rootDir>/shared-domain/package.json',
        '^@panel/shared-domain/(.*)$': '<rootDir>/shared-domain/src/$1',
        '\\.(css)$': '<rootDir>/jest.style-stub.cjs',
      },
      setupFiles: optional('shared-core/src/testing/jsdom-polyfills.ts'),
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/reference-server/src', '<rootDir>/contract/src'],
      testMatch: ['<rootDir>/{reference-server,contract}/src/**/*.test.ts'],
      moduleNameMapper: {
        '^@panel/contract$': '<rootDir>/contract/src/index.ts',
        '^@panel/contract/openapi$': '<rootDir>/contract/src/openapi/index.ts',
        '^@panel/contract/conformance$': '<rootDir>/contract/src/conformance/check.ts',
        '^@panel/contract/(.*)$': '<rootDir>/contract/src/$1',
      },
    },
    {
      ...shared,
      displayName: 'deploy',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/deploy'],
      testMatch: ['<rootDir>/deploy/*.test.ts'],
    },
  ],
};
