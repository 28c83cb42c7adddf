/** A user's record screen, in the users area (all areas share one router: an absolute path leaves this area). */
export const usersAreaPath = (id: number | string) => `/users/${id}`;

/** The list of every user, in the users area. */
export const USERS_AREA_PATH = '/users';
