/** Where referral links live in the administrators' area (the shell mounts it at /manage). */
export const REFERRAL_LINKS_PATH = '/manage/referral-links';
export const referralLinkPath = (id: number | string) => `${REFERRAL_LINKS_PATH}/${id}`;

/** A company's record screen in this area. */
export const companyPath = (id: number | string) => `/manage/companies/${id}`;
