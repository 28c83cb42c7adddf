import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@panel/shared-core';
import { filesApi } from './files-api';

// The images the panel takes and the server's limit, checked before anything is sent: the contract's (files.ts).
export { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@panel/contract';

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

/**
 * One upload at a time for a field: progress, a local preview while it runs, the server's complaint when it fails,
 * and cancel. `start` resolves the stored address, or null when it failed or was cancelled.
 *
 * @example
 * const upload = useImageUpload(t('upload.failed'));
 * const url = await upload.start(file);
 */
export function useImageUpload(failedText: string) {
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
    [failedText],
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
