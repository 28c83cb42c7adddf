/**
 * docs/product.md, "Addresses": a page opened on another host name is sent to the same address on the main host.
 * Returns the URL to go to, or null when already there.
 */
export function hostRedirectTarget(
  location: Pick<Location, 'host' | 'protocol' | 'pathname' | 'search' | 'hash'>,
  mainHost: string,
): string | null {
  if (!mainHost || location.host.toLowerCase() === mainHost.toLowerCase()) return null;
  return `${location.protocol}//${mainHost}${location.pathname}${location.search}${location.hash}`;
}
