const path = require('node:path');
const { createConfig } = require('@panel/shared-core/webpack');

const core = path.dirname(require.resolve('@panel/shared-core/package.json'));
const apiTarget = process.env.API_URL ?? 'http://localhost:8090';

const config = createConfig({
  kind: 'host',
  name: 'panel_shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 8080),
  copy: [
    // Translation files are served from /admin/locales/{lng}/{ns}.json (docs/product.md, "Languages").
    { from: path.join(core, 'locales'), to: 'locales' },
    { from: path.join(__dirname, 'src/locales'), to: 'locales' },
  ],
  // In development the contract server (pnpm dev) answers the API and the runtime configuration.
  devProxy: [{ context: ['/api', '/admin/runtime-config.json'], target: apiTarget }],
});

/**
 * The code that loads the remotes (their menus, manifests and routes) is signed-in work, off the login page
 * (remote-definitions.ts is what the first page needs). The layout, the area and the warm start each import it; by
 * default webpack would copy these small modules into each of their chunks: one chunk of theirs instead.
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.optimization = {
    ...built.optimization,
    splitChunks: {
      cacheGroups: {
        remoteLoading: {
          name: 'remote-loading',
          test: /[\\/]src[\\/]federation[\\/](remote-registry|fetch-ahead|route-gate)\.ts$/,
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: 20,
          reuseExistingChunk: true,
        },
      },
    },
  };
  return built;
};
