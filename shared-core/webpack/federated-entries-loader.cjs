// @ts-check
/**
 * Generates, in place of entries.cjs, the module the shell's entry includes so that its build provides every
 * federated entry of shared-core's package.json: a provide is made where a request for the entry is seen. Each entry
 * is a lazy `import()` that nothing calls, so the module downloads none of them.
 * @this {import('webpack').LoaderContext<{}>}
 */
module.exports = function federatedEntriesLoader() {
  const { federatedEntries } = require('./entries.cjs');
  this.addDependency(require.resolve('../package.json'));
  const imports = federatedEntries().map((entry) => `  () => import(${JSON.stringify(entry.request)}),`);
  return `export const federatedEntries = [\n${imports.join('\n')}\n];\n`;
};
