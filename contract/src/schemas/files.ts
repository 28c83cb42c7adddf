/**
 * The file calls' schemas (docs/api-contract.md, "Auth and files"): upload, save-static and the stored bytes. The one
 * definition that the contract server (reference-server/src/api/routes/files.ts) and the panel's file calls
 * (shared-core/src/record/files-api.ts) both import. The light module (limits, types) is ../files.ts.
 */
import { z } from 'zod';
import { IMAGE_TYPES } from '../files';
import { BINARY, MULTIPART, Url, schemaTable } from './define';

/** `POST /common/file/upload` (multipart, the file in the field `file`): the temporary upload. */
export const UploadAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int().min(0),
    /** The type found in the bytes (`imageTypeOf`), never the one the client declared. */
    mime: z.enum(IMAGE_TYPES),
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

/** The id of a stored file, as an upload answered it (`id`; letters and digits, not a number). */
const FileId = z.object({ id: z.string().min(1).meta({ description: 'The `id` an upload answered' }) });

export const fileSchemas = schemaTable({
  upload: {
    summary: 'Uploads a file for a while (multipart, the file in the field `file`)',
    description:
      "At most 5 MB (`MAX_UPLOAD_BYTES`): a larger file, a missing or empty one and a body that is not multipart answer 422 on `file`. Only a PNG, JPEG, WebP or SVG image is taken, judged by its bytes (`imageTypeOf`), never by its name or declared type: anything else answers 422 on `file`, naming the types taken. The answer's `mime` is the type found in the bytes, and the stored name ends with an extension of that type. The upload is temporary until save-static keeps it.",
    body: MULTIPART,
    answer: UploadAnswer,
  },
  saveStatic: {
    summary: 'Keeps an uploaded file for good',
    description: 'A path that no upload answered is 422 on `path`.',
    body: SaveStaticBody,
    answer: SaveStaticAnswer,
  },
  file: {
    summary: 'The bytes of a stored file, for <img src> and downloads',
    description:
      'Served with the type found in its bytes at upload, `X-Content-Type-Options: nosniff` and a sandbox Content-Security-Policy; an SVG as an attachment (an `<img>` draws it, opened directly it downloads and never runs). An unknown id answers 404.',
    params: FileId,
    answer: BINARY,
  },
});

export type UploadAnswer = z.infer<typeof UploadAnswer>;
export type SaveStaticBody = z.infer<typeof SaveStaticBody>;
export type SaveStaticAnswer = z.infer<typeof SaveStaticAnswer>;
