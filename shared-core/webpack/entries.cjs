// @ts-check
/**
 * shared-core's entries, read from its package.json `exports`: the one list that the build factory
 * (create-config.cjs), the lint (eslint.config.mjs) and so the shell's build follow. Adding an entry is adding an
 * export; it is a federated singleton unless package.json's `panel.notFederated` names it, with the reason.
 */
const path = require('node:path');
const corePkg = require('../package.json');

const coreDir = path.resolve(__dirname, '..');

/** @typedef {{ subpath: string, request: string, file: string }} CoreModule */

/**
 * Every export that is a module of shared-core's sources (not its webpack factory, locales or package.json).
 * @returns {CoreModule[]}
 */
function coreModules() {
  return Object.entries(corePkg.exports)
    .filter(([subpath, target]) => !subpath.includes('*') && /^\.\/src\/.+\.tsx?$/.test(target))
    .map(([subpath, target]) => ({
      subpath,
      request: subpath === '.' ? corePkg.name : `${corePkg.name}${subpath.slice(1)}`,
      file: path.join(coreDir, target),
    }));
}

/**
 * The entries shared as singletons between the shell and the remotes: the platform. The shell provides each one,
 * remotes never carry their own copy in production.
 * @returns {CoreModule[]}
 */
function federatedEntries() {
  const notFederated = corePkg.panel?.notFederated ?? {};
  for (const subpath of Object.keys(notFederated)) {
    if (!(subpath in corePkg.exports))
      throw new Error(
        `shared-core/package.json: panel.notFederated names ${subpath}, which is not an export`,
      );
  }
  return coreModules().filter((entry) => !(entry.subpath in notFederated));
}

/**
 * The folders of shared-core/src that are entries of their own (`./src/<folder>/index.ts(x)`), federated or
 * bundled: one reaches another only by the package name, so that a bundle never holds a second copy of a singleton.
 * @returns {string[]}
 */
function entryFolders() {
  return coreModules()
    .map((entry) => path.relative(path.join(coreDir, 'src'), entry.file).split(path.sep))
    .filter((parts) => parts.length === 2 && /^index\.tsx?$/.test(parts[1] ?? ''))
    .map((parts) => /** @type {string} */ (parts[0]));
}

module.exports = { coreModules, federatedEntries, entryFolders };
