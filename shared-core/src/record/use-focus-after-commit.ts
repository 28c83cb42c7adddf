import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs a focus once React has committed the state set just before asking (an error summary, `aria-invalid` on the
 * fields). A frame later was not enough: on a busy machine the frame came before React's commit, nothing was drawn
 * yet, and the focus stayed on the button. The request is state too, set after the state it waits for, so the
 * commit that carries it carries that state as well (React renders updates of one priority in the order they came).
 */
export function useFocusAfterCommit(): (focus: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    const focus = pending.current;
    pending.current = null;
    focus?.();
  }, [request]);
  return useCallback((focus: () => void) => {
    pending.current = focus;
    setRequest((count) => count + 1);
  }, []);
}
