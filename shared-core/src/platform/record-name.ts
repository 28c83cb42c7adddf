import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from '../state/store';

/*
 * The name of the record a screen shows, for what the shell draws around it: the record's breadcrumb
 * ("Applications / Golden Weather", not "Applications / Application") and the document's title. A remote's record
 * screen declares it for the record's own path (RecordScreen does, from its title and base path); the shell puts it
 * in the crumb that links to that path, on the record's tabs too. It goes when the screen that declared it does.
 */

export interface RecordName {
  /** The record's own path under the router's base, as its crumb links to it (`/client/applications/8`). */
  path: string;
  name: string;
}

interface Declared extends RecordName {
  /** Whose declaration it is: a screen's cleanup removes its own only. */
  owner: object;
}

const declaredAtom = atom<Declared | null>(null);

/**
 * Declares the name of the record at `path` while the calling screen is mounted. Nothing while the name is not
 * known yet (the record loading).
 *
 * @example
 * // A record screen (shared-core's RecordScreen does this for its title):
 * useDeclareRecordName(app?.name, `/client/applications/${id}`);
 */
export function useDeclareRecordName(name: string | null | undefined, path: string): void {
  const setDeclared = useSetAtom(declaredAtom);
  useEffect(() => {
    if (!name) return;
    const owner = {};
    setDeclared({ path, name, owner });
    return () => setDeclared((current) => (current?.owner === owner ? null : current));
  }, [name, path, setDeclared]);
}

/**
 * The record name declared by the screen on display, or null.
 *
 * @example
 * // The shell's breadcrumbs: the crumb that links to `declared.path` reads `declared.name`.
 * const declared = useRecordName();
 */
export function useRecordName(): RecordName | null {
  const declared = useAtomValue(declaredAtom);
  return declared ? { path: declared.path, name: declared.name } : null;
}
