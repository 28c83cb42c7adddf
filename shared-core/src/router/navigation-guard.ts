import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { isForcedNavigation } from '@panel/shared-core';

type Navigator = {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
};

/**
 * Holds in-app navigations (links, menus, `navigate()`) while `shouldBlock()` is true and hands them to `onBlocked`,
 * which calls `proceed()` to let one through (after the user confirmed). The panel uses the declarative router, whose
 * `useBlocker` is not available, so this wraps the router's navigator for as long as the hook is mounted.
 * Navigations of the panel itself (`navigateTo`: a 401, a failed network, sign-out) always pass; closing the tab is
 * `beforeunload`'s business, and Back is left to the browser (a form's draft covers it).
 *
 * @example
 * useNavigationGuard(() => form.formState.isDirty, (proceed) => confirm(...).then((ok) => ok && proceed()));
 */
export function useNavigationGuard(
  shouldBlock: () => boolean,
  onBlocked: (proceed: () => void) => void,
): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const latest = useRef({ shouldBlock, onBlocked });
  latest.current = { shouldBlock, onBlocked };

  useEffect(() => {
    const target = navigator as unknown as Navigator;
    const push = target.push;
    const replace = target.replace;
    const wrap =
      (original: Navigator['push']) =>
      (...args: unknown[]) => {
        const go = () => original.apply(target, args);
        if (isForcedNavigation() || !latest.current.shouldBlock()) go();
        else latest.current.onBlocked(go);
      };
    target.push = wrap(push);
    target.replace = wrap(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [navigator]);
}
