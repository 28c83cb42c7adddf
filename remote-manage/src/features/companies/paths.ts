/** Where the companies live in the administrators' area (the shell mounts it at /manage). */
export const COMPANIES_PATH = '/manage/companies';

export const companyPath = (id: number | string) => `${COMPANIES_PATH}/${id}`;

/** A user's screen in the users area. */
export const userPath = (id: number | string) => `/users/${id}`;
