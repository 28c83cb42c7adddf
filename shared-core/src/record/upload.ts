import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@panel/shared-core';
import { IMAGE_SNIFF_BYTES, IMAGE_TYPES, imageTypeOf, type ImageType } from '@panel/contract';
import { filesApi } from './files-api';

// The images the panel takes and the server's limit, checked before anything is sent: the contract's (files.ts).
export { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@panel/contract';

/** The first bytes of a file (Blob.arrayBuffer, or FileReader where a browser or jsdom lacks it). */
function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, IMAGE_SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The image type of a chosen file by its bytes, as the server judges an upload (the contract's `imageTypeOf`): a
 * script or a page named `icon.png` is `null` here, refused before anything is sent, whatever the picker's type says.
 */
export async function imageTypeOfFile(file: Blob): Promise<ImageType | null> {
  try {
    return imageTypeOf(await headOf(file));
  } catch {
    return null;
  }
}

/**
 * Sends an image for good: the contract's upload (multipart, with progress), then its save-static, and answers the
 * address to store in the record.
 */
export async function uploadImage(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const uploaded = await filesApi.upload(file, options);
  const saved = await filesApi.saveStatic(uploaded.path);
  return saved.url;
}

export interface UploadState {
  busy: boolean;
  /** 0-100 while sending. */
  progress: number;
  /** What went wrong, in words for the user. */
  error: string | null;
  /** A local preview of the file being sent. */
  preview: string | null;
  fileName: string | null;
}

const IDLE: UploadState = { busy: false, progress: 0, error: null, preview: null, fileName: null };

export interface ImageUploadOptions {
  /** The types the field takes, judged by the file's bytes; the contract's IMAGE_TYPES by default. */
  accept?: readonly string[];
  /** What to say of a file whose bytes are no image the field takes; `failedText` by default. */
  wrongType?: (fileName: string) => string;
}

/**
 * One upload at a time for a field: the file's bytes checked first (the server's rule), then progress, a local preview
 * while it runs, the server's complaint when it fails, and cancel. `start` resolves the stored address, or null when
 * it was refused, failed or was cancelled.
 *
 * @example
 * const upload = useImageUpload(t('upload.failed'), { wrongType: (name) => t('upload.wrongType', { name }) });
 * const url = await upload.start(file);
 */
export function useImageUpload(
  failedText: string,
  { accept = IMAGE_TYPES, wrongType }: ImageUploadOptions = {},
) {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  useEffect(() => {
    const preview = state.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [state.preview]);

  const start = useCallback(
    async (file: File): Promise<string | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      // The picker checks only the name and the declared type; the server takes a file by its bytes, and so does this.
      const type = await imageTypeOfFile(file);
      if (abort.signal.aborted) return null;
      if (!type || !accept.includes(type)) {
        if (controller.current === abort) controller.current = null;
        setState({ ...IDLE, error: wrongType ? wrongType(file.name) : failedText, fileName: file.name });
        return null;
      }
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      setState({ busy: true, progress: 0, error: null, preview, fileName: file.name });
      try {
        const url = await uploadImage(file, {
          signal: abort.signal,
          onProgress: (progress) => setState((s) => (s.busy ? { ...s, progress } : s)),
        });
        if (abort.signal.aborted) return null;
        setState(IDLE);
        return url;
      } catch (error) {
        if (abort.signal.aborted) return null;
        const message =
          isApiError(error) && error.status === 422 ? (error.errorList[0] ?? failedText) : failedText;
        setState({ ...IDLE, error: message, fileName: file.name });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [failedText, accept, wrongType],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  const fail = useCallback((error: string, fileName?: string) => {
    setState({ ...IDLE, error, fileName: fileName ?? null });
  }, []);

  return { state, start, cancel, fail };
}
