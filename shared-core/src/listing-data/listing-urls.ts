/**
 * Where each listing was last left (its path with page, sort, filters and search), so that a record screen's "back"
 * and a form that saved return to the listing as the user left it, however they got to the record (a link, a
 * bookmark, a reload of the form after signing in again).
 */
const urls = new Map<string, string>();

const clean = (path: string) => path.replace(/\/+$/, '') || '/';

/** Called by a listing that keeps its state in the URL, whenever that state changes. */
export function rememberListingUrl(pathname: string, search: string): void {
  urls.set(clean(pathname), `${clean(pathname)}${search}`);
}

/**
 * The listing at `pathname` as the user left it, or `pathname` itself.
 *
 * @example
 * <Link to={listingUrl('/client/applications')}>Back to the list</Link>
 */
export function listingUrl(pathname: string): string {
  return urls.get(clean(pathname)) ?? clean(pathname);
}
