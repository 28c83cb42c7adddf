/**
 * Marks the whole-theme object of Chakra's theme module (`defaultThemeConfig = defineConfig({...})`) as pure. Without
 * the mark webpack must keep that call, and with it every component recipe, in any bundle that takes only the tokens
 * from `@chakra-ui/react/theme`: the first page would carry the ninety recipes it does not draw (src/ui/system.ts).
 * The build fails if Chakra's file stops matching, so an upgrade cannot silently undo this.
 *
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
module.exports = function pureThemeLoader(source) {
  const marked = source.replace(
    /const defaultThemeConfig = defineConfig\(/,
    'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
  );
  if (marked === source) {
    throw new Error(
      'pure-theme-loader: `const defaultThemeConfig = defineConfig(` not found in Chakra theme/index.js',
    );
  }
  return marked;
};
