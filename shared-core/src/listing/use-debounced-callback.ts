import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now (Enter in a search box). */
  flush: () => void;
  /** Drops the pending call. */
  cancel: () => void;
}

/**
 * A debounced version of `callback` (always the latest one), cancelled on unmount.
 *
 * @example
 * const commit = useDebouncedCallback((text: string) => controller.setSearch(text), 300);
 * <Input onChange={(e) => commit(e.target.value)} />
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = ((...args: A) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    }) as DebouncedCallback<A>;
    debounced.flush = flush;
    debounced.cancel = cancel;
    return debounced;
  }, [delay, flush, cancel]);
}
