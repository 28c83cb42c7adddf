/**
 * A link whose screen's code an area loads as soon as the browser is idle, before anyone points at it: the link a
 * user most likely follows next, such as a listing's record links. The shell's area host reads the mark
 * (shell/src/federation/use-link-preload.ts); any link of an area's content still gets its screen's code and calls
 * when the user points at it, focuses it or presses it.
 *
 * Only marked links, because every byte loaded ahead counts in the page's weight (docs/performance.md, "Fourteenth
 * pass"): the screens of all of a listing's links, its form screens among them, made it 91 KB gzip heavier, its
 * record links' screen (`@panel/shared-core/record-view`) 9 KB.
 *
 * @example
 * <Link to={href} {...preloadWhenIdle}>{name}</Link>
 */
export const preloadWhenIdle = { 'data-preload': 'idle' } as const;

/** The links marked by {@link preloadWhenIdle}. */
export const PRELOAD_WHEN_IDLE = 'a[href][data-preload="idle"]';
