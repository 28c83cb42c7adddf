import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A typed value that is committed after a pause: the input shows what the user types at once, the listing
 * (and the URL) follow `delay` ms later. When the committed value changes from elsewhere (clear filters,
 * back/forward, a menu link), the draft follows it; our own commits echoing back are not mistaken for that.
 *
 * @example
 * const [text, setText, flush] = useDraft(controller.state.search, (v) => controller.setSearch(v), 300, (a, b) => a === b);
 * <Input value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && flush()} />
 */
export function useDraft<T>(
  committed: T,
  commit: (value: T) => void,
  delay: number,
  equals: (a: T, b: T) => boolean,
): [T, (value: T) => void, () => void] {
  const [draft, setDraft] = useState(committed);
  const lastCommitted = useRef(committed);
  const equalsRef = useRef(equals);
  equalsRef.current = equals;

  const debounced = useDebouncedCallback((value: T) => {
    lastCommitted.current = value;
    commit(value);
  }, delay);

  useEffect(() => {
    if (equalsRef.current(committed, lastCommitted.current)) return;
    lastCommitted.current = committed;
    debounced.cancel();
    setDraft(committed);
  }, [committed, debounced]);

  const update = useCallback(
    (value: T) => {
      setDraft(value);
      debounced(value);
    },
    [debounced],
  );

  return [draft, update, debounced.flush];
}
