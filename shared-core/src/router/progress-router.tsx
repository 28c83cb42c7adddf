import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryState = Pick<BrowserHistory, 'action' | 'location'>;

const NavigationPending = createContext(false);

/**
 * Whether a navigation has started and the new screen is not shown yet (its code or a remote still loading): the
 * router keeps the old screen up meanwhile, so this is the only sign that the click was taken.
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

export interface ProgressRouterProps {
  basename?: string;
  children?: ReactNode;
}

/**
 * `BrowserRouter` that also says when a navigation is pending. A navigation is a transition (the old screen stays
 * until the new one can render, instead of a blank fallback); BrowserRouter starts it with a bare
 * `startTransition`, which cannot tell anyone it is waiting. This one starts it with `useTransition`, whose
 * `isPending` turns true at once and false when the new screen commits (`useNavigationPending`).
 */
export function ProgressRouter({ basename, children }: ProgressRouterProps) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const browser = history.current;
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<HistoryState>({ action: browser.action, location: browser.location });
  useLayoutEffect(
    () => browser.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [browser],
  );
  return (
    <NavigationPending value={pending}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={browser}>
        {children}
      </Router>
    </NavigationPending>
  );
}
