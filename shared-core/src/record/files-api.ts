import { http } from '@panel/shared-core';
import type { SaveStaticAnswer, SaveStaticBody, UploadAnswer } from '@panel/contract';

/**
 * The answer of an upload (the contract's `UploadAnswer`, shared with the server); only `path`, what save-static
 * takes, is relied on, and fields beyond the contract's are kept.
 */
export type UploadedFile = Pick<UploadAnswer, 'path'> & Partial<UploadAnswer> & Record<string, unknown>;

export interface UploadOptions {
  /** Percent sent, 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The file calls of docs/api-contract.md. */
export const filesApi = {
  /** POST /common/file/upload as multipart form data, the file in the field `file`. */
  async upload(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
    const form = new FormData();
    form.append('file', file);
    const { data } = await http.post<UploadedFile>('/common/file/upload', form, {
      signal: options.signal,
      onUploadProgress: options.onProgress
        ? (event) => {
            const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
            options.onProgress?.(Math.round(Math.min(1, Math.max(0, fraction)) * 100));
          }
        : undefined,
    });
    return data;
  },

  /** POST /common/file/save-static: keeps an uploaded file for good. */
  async saveStatic<T = SaveStaticAnswer>(path: string): Promise<T> {
    const body: SaveStaticBody = { path };
    const { data } = await http.post<T>('/common/file/save-static', body);
    return data;
  },
};
