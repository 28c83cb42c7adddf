/**
 * The file calls' shapes (docs/api-contract.md, "Auth and files"): upload and save-static. The one definition that the
 * contract server (reference-server/src/api/routes/files.ts) and the panel's file calls (shared-core/src/record/files-api.ts)
 * both import.
 */

/** `POST /common/file/upload` (multipart, the file in the field `file`): the temporary upload. */
export interface UploadAnswer {
  id: string;
  name: string;
  size: number;
  mime: string;
  /** Where the server keeps the file; what save-static takes. */
  path: string;
  url: string;
}

/** `POST /common/file/save-static`: keeps an uploaded file for good. */
export interface SaveStaticBody {
  /** The upload's `path` (a path save-static answered is taken again). */
  path: string;
}

export interface SaveStaticAnswer {
  url: string;
  path: string;
}
