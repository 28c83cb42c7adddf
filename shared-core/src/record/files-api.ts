import { callApi } from '@panel/shared-core';
import { fileCalls, type SaveStaticAnswer, type UploadAnswer } from '@panel/contract';

/**
 * The answer of an upload (the contract's `UploadAnswer`, shared with the server); only `path`, what save-static
 * takes, is relied on, and fields beyond the contract's are kept.
 */
export type UploadedFile = UploadAnswer & Record<string, unknown>;

export interface UploadOptions {
  /** Percent sent, 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The file calls of the contract (@panel/contract, files.ts). */
export const filesApi = {
  /** Uploads a file for a while (multipart form data, the file in the field `file`). */
  async upload(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
    const form = new FormData();
    form.append('file', file);
    const { onProgress } = options;
    return callApi(
      fileCalls.upload,
      { body: form },
      {
        signal: options.signal,
        onUploadProgress: onProgress
          ? (sent) => onProgress(Math.round(Math.min(1, Math.max(0, sent)) * 100))
          : undefined,
      },
    );
  },

  /** Keeps an uploaded file for good. */
  async saveStatic(path: string): Promise<SaveStaticAnswer> {
    return callApi(fileCalls.saveStatic, { body: { path } });
  },
};
