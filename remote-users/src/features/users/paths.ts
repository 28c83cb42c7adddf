/** Where the users area lives (the shell mounts it at /users); all areas share one router, so these are absolute. */
export const USERS_PATH = '/users';

export const userPath = (id: number | string) => `${USERS_PATH}/${id}`;

/** A company's record screen, in the administrators' area. */
export const companyPath = (id: number | string) => `/manage/companies/${id}`;

/** The administrators' form of a user's company, role and administrator rights. */
export const userAccessPath = (id: number | string) => `/manage/users/${id}/edit`;
