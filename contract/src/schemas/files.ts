/**
 * The file calls' schemas (docs/api-contract.md, "Auth and files"): upload and save-static. The one definition that
 * the contract server (reference-server/src/api/routes/files.ts) and the panel's file calls
 * (shared-core/src/record/files-api.ts) both import. The light module (types) is ../files.ts.
 */
import { z } from 'zod';
import { Url } from './define';

/** `POST /common/file/upload` (multipart, the file in the field `file`): the temporary upload. */
export const UploadAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int().min(0),
    mime: z.string(),
    /** Where the server keeps the file; what save-static takes. */
    path: z.string(),
    url: Url,
  })
  .meta({ id: 'Upload' });

/** `POST /common/file/save-static`: keeps an uploaded file for good. */
export const SaveStaticBody = z
  .object({
    /** The upload's `path` (a path save-static answered is taken again). */
    path: z.string(),
  })
  .meta({ id: 'SaveStaticBody' });

export const SaveStaticAnswer = z.object({ url: Url, path: z.string() });

export type UploadAnswer = z.infer<typeof UploadAnswer>;
export type SaveStaticBody = z.infer<typeof SaveStaticBody>;
export type SaveStaticAnswer = z.infer<typeof SaveStaticAnswer>;
