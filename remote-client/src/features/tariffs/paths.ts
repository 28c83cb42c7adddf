/** Where the tariffs live (the shell mounts the area at /client). */
export const TARIFFS_PATH = '/client/tariffs';
