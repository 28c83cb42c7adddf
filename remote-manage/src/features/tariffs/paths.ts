/** Where tariffs live in the administrators' area (the shell mounts it at /manage). */
export const TARIFFS_PATH = '/manage/tariffs';
export const tariffPath = (id: number | string) => `${TARIFFS_PATH}/${id}`;
