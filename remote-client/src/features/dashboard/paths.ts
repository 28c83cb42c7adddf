/** The area's home: the shell mounts the client area at /client. */
export const HOME_PATH = '/client';
