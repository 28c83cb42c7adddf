/** Where roles live in the administrators' area (the shell mounts it at /manage). */
export const ROLES_PATH = '/manage/roles';
export const rolePath = (id: number | string) => `${ROLES_PATH}/${id}`;
