// @ts-check
/**
 * One webpack + Module Federation configuration for the shell and every remote, so that the shared
 * singletons, their versions and the loaders cannot drift between teams. Used by each package's
 * webpack.config.js: `module.exports = createConfig({ kind: 'remote', name: 'client', dir: __dirname, ... })`.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federatedEntries } = require('./entries.cjs');

const coreDir = path.resolve(__dirname, '..');
const providedEntriesModule = `!!${path.join(__dirname, 'federated-entries-loader.cjs')}!${path.join(__dirname, 'entries.cjs')}`;
const corePkg = require('../package.json');

/** The installed version of a dependency, as seen from `fromDir`. */
function installedVersion(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir, coreDir] });
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
}

/**
 * The folders of TypeScript sources a build compiles: its package's own `src`, and the `src` of every workspace package
 * it depends on (`workspace:` in its package.json), and of theirs in turn, each resolved from the package that names
 * it: shared-core and the API contract for every build, and whatever other workspace package a build depends on (code
 * that some remotes share and each bundles). Workspace packages ship their sources, not a build.
 *
 * @param {string} dir the built package's folder
 * @returns {string[]}
 */
function workspaceSourceDirs(dir) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} pkgDir */
  const visit = (pkgDir) => {
    if (seen.has(pkgDir)) return;
    seen.add(pkgDir);
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (typeof range !== 'string' || !range.startsWith('workspace:')) continue;
      const manifest = require.resolve(`${name}/package.json`, { paths: [pkgDir] });
      visit(fs.realpathSync(path.dirname(manifest)));
    }
  };
  visit(fs.realpathSync(dir));
  return [...seen].map((pkgDir) => path.join(pkgDir, 'src')).filter((src) => fs.existsSync(src));
}

/**
 * Shared singletons (docs/architecture.md). Every key has an explicit requiredVersion: pnpm's
 * `workspace:*` and `catalog:` would otherwise become "any version". Subpath keys (`react/`) keep
 * `react-dom/client` and friends from being bundled twice.
 *
 * Only React is shared on its own: remotes import it themselves. Every other library that must be one instance
 * reaches the remotes only through a shared-core entry, which is itself a singleton, and the lint forbids importing
 * it anywhere else: react-router-dom (`@panel/shared-core/router`), i18next and react-i18next (the core entry), jotai (the state
 * wrapper), TanStack Query (`/query`), Chakra and Emotion (the UI kit). Bundled into those entries they are
 * tree-shaken and cost no chunk of their own; shared on their own they would ship whole (shared keys are never
 * tree-shaken), which cost the first page 3.6 KB gzip and three requests.
 *
 * @param {{ kind: 'host' | 'remote', dir: string, production: boolean }} o
 */
function sharedConfig({ kind, dir, production }) {
  /** @type {Record<string, any>} */
  const shared = {};
  const singletons = ['react', 'react-dom'];
  for (const name of singletons) {
    const version = installedVersion(name, dir);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = entry;
    shared[`${name}/`] = { ...entry };
  }
  const coreMajor = corePkg.version.split('.')[0];
  // shared-core is strict on its major: a remote built against another major is refused in its area.
  const core = {
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${coreMajor}.0.0`,
    version: corePkg.version,
  };
  for (const entry of federatedEntries()) {
    // In production a remote never carries its own copy of the platform (and so never a second Chakra
    // context or jotai store): the shell always provides it. In development a remote runs alone.
    shared[entry.request] = kind === 'remote' && production ? { ...core, import: false } : { ...core };
  }
  return shared;
}

/**
 * Content-hashed scripts and styles (`main.d654a20990.js`), the names the hosts cache for a year; the same pattern as
 * HASHED in reference-server/src/static/static-files.ts and the hashed locations of the nginx configurations.
 */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(?:js|css)$/i;

/**
 * gzip and brotli copies of the content-hashed files, written next to them (`main.d654a20990.js.gz`, `.br`) at the
 * highest levels, so that a host sends them without compressing anything per request (the demo server's
 * `precompressed`). Files that keep their name (`remoteEntry.js`, `mf-manifest.json`, the locales) get none: a
 * redeployment replaces them in place, and a copy left behind would be sent instead of the new file (an open tab
 * would never see the new manifest). The hosts compress those few per request. The threshold is the demo server's
 * `compress` one; a file that compresses poorly (over 0.8 of its size) gets no copy either.
 */
function precompression() {
  const common = { test: CONTENT_HASHED, threshold: 256, minRatio: 0.8 };
  /** @type {import('compression-webpack-plugin')<import('node:zlib').BrotliOptions>} */
  const brotli = new CompressionPlugin({
    ...common,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
  });
  const gzip = new CompressionPlugin({
    ...common,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  });
  return [gzip, brotli];
}

/**
 * Adds to the manifest's `metaData.buildInfo` what identifies this build: `buildId`, webpack's hash of everything it
 * emitted (the same sources give the same id, any change gives another), and `buildTime`. `buildVersion` is the
 * package's version, as the plugin writes it.
 * @param {{ stats: any, compilation: import('webpack').Compilation }} options
 */
function stampBuild({ stats, compilation }) {
  const buildInfo = stats.metaData.buildInfo ?? {};
  buildInfo.buildId = String(compilation.hash ?? '').slice(0, 16);
  buildInfo.buildTime = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now()).toISOString();
  stats.metaData.buildInfo = buildInfo;
  return stats;
}

/**
 * Production source maps, written beside the build rather than in it (`<package>/dist-maps/<file>.map`): the hosts
 * serve `dist/` as it is, and a public map hands out every source. No `sourceMappingURL` comment points at them; error
 * reporting and the benchmark read them from there. Emptied at the start of each build, as `dist/` is.
 * @param {string} dir the built package's folder
 * @param {string} namespace the build's `output.uniqueName`, which names its sources (`webpack://<namespace>/./src/…`)
 */
function hiddenSourceMaps(dir, namespace) {
  const maps = path.join(dir, 'dist-maps');
  return [
    new webpack.SourceMapDevToolPlugin({
      filename: `${path.relative(path.join(dir, 'dist'), maps)}/[file].map`,
      append: false,
      // webpack's `source-map` devtool's own settings: full maps of the original sources, named as it names them (the
      // plugin alone leaves the namespace out, and every build's `./src/index.ts` would read the same).
      namespace,
      module: true,
      columns: true,
      noSources: false,
    }),
    {
      /** @param {import('webpack').Compiler} compiler */
      apply(compiler) {
        compiler.hooks.emit.tap('CleanDistMaps', () => fs.rmSync(maps, { recursive: true, force: true }));
      },
    },
  ];
}

/**
 * @param {{
 *   kind: 'host' | 'remote',
 *   name: string,
 *   dir: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   devProxy?: any,
 *   copy?: { from: string, to: string }[],
 * }} options
 */
function createConfig(options) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const { kind, name, dir, port } = options;
    const isHost = kind === 'host';
    const uniqueName = `panel_${name}`;
    // The package's own sources, shared-core's, the contract's and any other workspace package's it imports.
    const srcDirs = workspaceSourceDirs(dir);
    /** @type {import('webpack').Configuration & { devServer?: any }} */
    const config = {
      mode: production ? 'production' : 'development',
      context: dir,
      // The host's build provides a shared module only where some code asks for it: the generated module asks for
      // every federated entry (federated-entries-loader.cjs), never loaded, so that the shell provides each one.
      // A remote's production build has no entry of its own: the shell loads its container (remoteEntry.js), and the
      // standalone page (src/index.ts, public/index.html) is its team's development harness, never deployed.
      entry: isHost
        ? { main: ['./src/index.ts', providedEntriesModule] }
        : production
          ? {}
          : { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/admin/' : 'auto',
        // 8 hex characters are plenty to tell builds apart, and main.js carries a map of every chunk's hash: two
        // characters more per chunk were ~120 bytes gzip of the login page's budget.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Fail loudly rather than bundle a second React if a package resolves outside the workspace.
        symlinks: true,
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: srcDirs,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            use: path.join(__dirname, 'pure-theme-loader.cjs'),
          },
        ],
      },
      performance: { hints: false },
      optimization: {
        // Named chunks make the benchmark's per-library breakdown readable.
        chunkIds: production ? 'deterministic' : 'named',
        // Deterministic ids of at most four digits (DeterministicModuleIdsPlugin below). webpack's own setting widens
        // every id to five digits once a build passes 500 modules, and every reference to a module pays the digit:
        // measured on the sign-in page when the contract's modules took the shell past 500, +1.2 KB gzip over 13
        // files, for nothing (the ids stay stable either way; a rare clash is moved to a free slot).
        moduleIds: false,
      },
      plugins: [
        new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
          shared: sharedConfig({ kind, dir, production }),
          shareStrategy: 'loaded-first',
          // Browser-only: leaves the runtime's Node.js loading paths out of every entry (about 2 KB gzip).
          experiments: { optimization: { target: 'web' } },
          dts: false,
          // The shell's manifest too: the benchmark maps every downloaded file to the shared package it holds.
          // Each build is stamped so that an open tab can tell it was redeployed (docs/deploying-a-remote.md).
          manifest: { additionalData: stampBuild },
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        new CopyPlugin({
          patterns: [
            ...(options.copy ?? []),
            // A remote run alone (its own dev server) serves the platform's namespaces itself.
            ...(isHost ? [] : [{ from: path.join(coreDir, 'locales'), to: 'locales' }]),
            // The licence of the kit's icons (Lucide's, ISC), shipped with every build that may carry them.
            { from: path.join(coreDir, 'src/ui/icons.LICENSE'), to: 'THIRD-PARTY-NOTICES.txt' },
          ],
        }),
        ...(production ? [...hiddenSourceMaps(dir, uniqueName), ...precompression()] : []),
      ],
      devServer: {
        port,
        hot: true,
        historyApiFallback: isHost ? { index: '/admin/index.html' } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: isHost ? '/admin/' : '/' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        ...(options.devProxy ? { proxy: options.devProxy } : {}),
      },
      stats: 'errors-warnings',
    };
    return config;
  };
}

module.exports = { createConfig, sharedConfig, installedVersion, workspaceSourceDirs };
