/** Where the domains live (the shell mounts the area at /client). */
export const DOMAINS_PATH = '/client/domains';
