const path = require('node:path');
const { createConfig } = require('@panel/shared-core/webpack');

/** The domain modules this remote bundles (docs/architecture.md): their texts ship with it too. */
const domain = path.dirname(require.resolve('@panel/shared-domain/package.json'));

module.exports = createConfig({
  kind: 'remote',
  name: 'panel_client',
  dir: __dirname,
  port: Number(process.env.PORT ?? 8081),
  exposes: { './routes': './src/routes.tsx' },
  copy: [
    // Menu metadata: the shell reads it to draw and gate the menu without downloading any code.
    { from: 'src/nav.json', to: 'nav.json' },
    // The remote's own translations ship with its code (docs/product.md, "Languages").
    { from: 'src/locales', to: 'locales' },
    // So do the texts of the domain modules it bundles, which they load from this remote's origin (loadNamespaceFrom).
    { from: path.join(domain, 'locales'), to: 'locales' },
  ],
  devProxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8090' }],
});
