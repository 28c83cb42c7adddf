/**
 * The file calls (docs/api-contract.md, "Auth and files"): upload, save-static and the stored bytes, with what an upload
 * may be, which the panel checks before sending and the server again. Shapes: schemas/files.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { fileSchemas } from './schemas/files';

export type { SaveStaticAnswer, SaveStaticBody, UploadAnswer } from './schemas/files';

/** The largest file an upload takes: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The images the panel takes (icons, screenshots, avatars). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const fileCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof fileSchemas>>()('files', 'user', {
  upload: 'POST /common/file/upload',
  saveStatic: 'POST /common/file/save-static',
  // Public: <img src> cannot send a bearer token.
  file: { route: 'GET /common/file/static/{id}', access: 'public' },
});
