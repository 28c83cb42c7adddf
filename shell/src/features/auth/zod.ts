import { z } from 'zod';

// No `new Function` probe: the panel's Content-Security-Policy has no 'unsafe-eval', and the browser reports even the
// probe zod catches (docs/deploying-a-remote.md, "Headers"). shared-core's record entry does the same for the remotes.
z.config({ jitless: true });

export { z };
