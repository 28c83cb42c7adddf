/**
 * The file calls (docs/api-contract.md, "Auth and files"): upload and save-static. Shapes: schemas/files.ts.
 */

export type { SaveStaticAnswer, SaveStaticBody, UploadAnswer } from './schemas/files';
