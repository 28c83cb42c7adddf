import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageMeta {
  title: string | null;
  crumbs: Crumb[];
}

const NO_META: PageMeta = { title: null, crumbs: [] };
const PageMetaContext = createContext<PageMeta>(NO_META);
/*
 * The setter apart from the value: the screens that declare their title only need the setter, which never changes.
 * Reading one object of both, an area's routes (remote-area.tsx) re-rendered the whole screen below them each time
 * the title they had just declared arrived: three renders of a cold edit form instead of one.
 */
const SetPageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Holds the current screen's title and breadcrumbs for the header, whichever remote rendered it. */
export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>(NO_META);
  return (
    <SetPageMetaContext.Provider value={setMeta}>
      <PageMetaContext.Provider value={meta}>{children}</PageMetaContext.Provider>
    </SetPageMetaContext.Provider>
  );
}

export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext);
}

/**
 * Declares the current screen's title (also the document title) and breadcrumbs.
 * @example useDeclarePageMeta('Applications', [{ label: 'Client', to: '/client' }, { label: 'Applications' }]);
 */
export function useDeclarePageMeta(title: string | null, crumbs: Crumb[]): void {
  const setMeta = useContext(SetPageMetaContext);
  const key = JSON.stringify([title, crumbs]);
  useEffect(() => {
    if (title) document.title = `${title} · Panel`;
    setMeta?.({ title, crumbs });
    // The key captures title and crumbs by value; the arrays are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setMeta]);
}
