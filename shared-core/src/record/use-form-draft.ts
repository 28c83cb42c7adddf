import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, withoutSecrets, writeDraft } from './drafts';

/** How long typing pauses before the draft is written. */
const DRAFT_DELAY_MS = 300;

export interface FormDraft {
  /** When the restored draft had been written (ms), or null when the form did not start from a draft. */
  restoredAt: number | null;
  /** Writes the current values now (a failed save, leaving for /error or /login). */
  saveNow: () => void;
  /** Drops the draft for good (a successful save, a discard). Nothing is written after it until the next edit. */
  clear: () => void;
  /** Puts a stored draft into the form, if there is one; returns whether it did. */
  restore: () => boolean;
}

/**
 * Keeps a form's unsaved values in sessionStorage while the user types (docs/product.md, "Record screens"), and puts
 * them back when the form opens again. `key` null turns it off (before the record has loaded).
 *
 * @example
 * const draft = useFormDraft(form, ready ? draftKey(['client', 'applications'], id) : null);
 */
export function useFormDraft<T extends FieldValues, TOutput = T>(
  form: UseFormReturn<T, unknown, TOutput>,
  key: string | null,
): FormDraft {
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const cleared = useRef(false);
  const keyRef = useRef(key);
  keyRef.current = key;

  const saveNow = useCallback(() => {
    const current = keyRef.current;
    if (!current || cleared.current) return;
    if (form.formState.isDirty) writeDraft(current, withoutSecrets(form.control, form.getValues()));
    else removeDraft(current);
  }, [form]);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      // A new edit after a discard is a new draft.
      cleared.current = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        saveNow();
      }, DRAFT_DELAY_MS);
    });
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      saveNow();
    };
    // The tab may go away between a keystroke and the pause after it.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, saveNow]);

  const clear = useCallback(() => {
    cleared.current = true;
    setRestoredAt(null);
    if (keyRef.current) removeDraft(keyRef.current);
  }, []);

  const restore = useCallback(() => {
    const current = keyRef.current;
    const draft = current ? readDraft<T>(current) : null;
    if (!draft) return false;
    // The loaded values stay the defaults, so the restored ones count as changes (and are guarded as such).
    form.reset(draft.values, { keepDefaultValues: true });
    setRestoredAt(draft.savedAt);
    return true;
  }, [form]);

  return { restoredAt, saveNow, clear, restore };
}
