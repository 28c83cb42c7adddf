import { loadNamespaceFrom } from '@panel/shared-core';

/** Where webpack serves this bundle's files from: the deployment of the remote that carries this copy. */
declare const __webpack_public_path__: string | undefined;

// Not federated: each remote bundles its own copy, and ships these texts in its own `locales/`
// (docs/architecture.md). Under jest there is no bundle, and tests give the texts in memory. Imported by every module
// that reads them, not by the index: a screen bundles only the modules it imports (the package's `sideEffects`, which
// names this file and the messaging module).
if (typeof __webpack_public_path__ === 'string') loadNamespaceFrom('applications', __webpack_public_path__);
