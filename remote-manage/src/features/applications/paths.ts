/** Where all applications live in the administrators' area (the shell mounts it at /manage). */
export const APPLICATIONS_PATH = '/manage/applications';

export const applicationPath = (id: number | string) => `${APPLICATIONS_PATH}/${id}`;

/** A company's record screen in this area. */
export const companyPath = (id: number | string) => `/manage/companies/${id}`;
