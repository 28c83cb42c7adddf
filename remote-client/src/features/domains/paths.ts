/** Where the domains live (the shell mounts the area at /client). */
export const DOMAINS_PATH = '/client/domains';

/** A domain's screen: its DNS records, its check, its application. */
export const domainPath = (id: number): string => `${DOMAINS_PATH}/${id}`;
