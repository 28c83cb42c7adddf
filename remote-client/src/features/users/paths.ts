/** Where the company's users live (the shell mounts the area at /client). */
export const USERS_PATH = '/client/users';
