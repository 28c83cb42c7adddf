/** Where the applications live in this area (the shell mounts the area at /client). */
export const APPLICATIONS_PATH = '/client/applications';

export const applicationPath = (id: number | string) => `${APPLICATIONS_PATH}/${id}`;
