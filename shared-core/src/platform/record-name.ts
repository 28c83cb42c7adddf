import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from '../state/store';

/*
 * The name of the record a screen shows, for what the shell draws around it: the breadcrumb of the record
 * ("Applications / Golden Weather", not "Applications / Application") and the document's title. A remote's record
 * screen declares it (RecordScreen does, from its title); the shell reads it for the page it is on. Kept with the
 * path it was declared for, so that a name never outlives its page.
 */

interface DeclaredName {
  pathname: string;
  name: string;
}

const declaredNameAtom = atom<DeclaredName | null>(null);

/**
 * Declares the name of the record shown at `pathname` while the calling screen is mounted. Nothing while the name is
 * not known yet (the record loading).
 *
 * @example
 * // A record screen (shared-core's RecordScreen does this for its title):
 * useDeclareRecordName(app?.name, useLocation().pathname);
 */
export function useDeclareRecordName(name: string | null | undefined, pathname: string): void {
  const setDeclared = useSetAtom(declaredNameAtom);
  useEffect(() => {
    if (!name) return;
    setDeclared({ pathname, name });
    return () =>
      setDeclared((current) => (current?.pathname === pathname && current.name === name ? null : current));
  }, [name, pathname, setDeclared]);
}

/**
 * The record name declared for `pathname`, or null.
 *
 * @example
 * // The shell's breadcrumbs:
 * const recordName = useRecordName(location.pathname);
 */
export function useRecordName(pathname: string): string | null {
  const declared = useAtomValue(declaredNameAtom);
  return declared?.pathname === pathname ? declared.name : null;
}
