import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageMeta {
  title: string | null;
  crumbs: Crumb[];
}

const PageMetaContext = createContext<{ meta: PageMeta; setMeta: (meta: PageMeta) => void } | null>(null);

/** Holds the current screen's title and breadcrumbs for the header, whichever remote rendered it. */
export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>({ title: null, crumbs: [] });
  const value = useMemo(() => ({ meta, setMeta }), [meta]);
  return <PageMetaContext.Provider value={value}>{children}</PageMetaContext.Provider>;
}

export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext)?.meta ?? { title: null, crumbs: [] };
}

/**
 * Declares the current screen's title (also the document title) and breadcrumbs.
 * @example useDeclarePageMeta('Applications', [{ label: 'Client', to: '/client' }, { label: 'Applications' }]);
 */
export function useDeclarePageMeta(title: string | null, crumbs: Crumb[]): void {
  const ctx = useContext(PageMetaContext);
  const setMeta = ctx?.setMeta;
  const key = JSON.stringify([title, crumbs]);
  useEffect(() => {
    if (title) document.title = `${title} · Panel`;
    setMeta?.({ title, crumbs });
    // The key captures title and crumbs by value; the arrays are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setMeta]);
}
