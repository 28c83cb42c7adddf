import { profileCalls, type PasswordChangeBody, type Profile } from '@panel/contract';
import { callApi, reloadUser } from '@panel/shared-core';
import { defineResource, type RecordResource } from '@panel/shared-core/record-data';

export type { PasswordChangeBody, Profile };

/** The profile has one record, the signed-in user's: its calls take no id. */
export const PROFILE = 'me';

const resource = defineResource<Profile>({
  key: ['shell', 'profile'],
  edit: profileCalls.edit,
  update: profileCalls.update,
});

/**
 * The signed-in user's profile as a record resource (docs/api-contract.md, "Profile"), for its form. A saved name is
 * the session's too: the user is read again, so the header and the account menu show it at once.
 */
export const profile: RecordResource<Profile> = {
  ...resource,
  update: async (_id, values) => {
    const saved = await resource.call<Profile>(profileCalls.update, undefined, values);
    await reloadUser();
    return saved;
  },
};

/** Changes the password; the server ends every other session of the user and keeps this one. */
export function changePassword(body: PasswordChangeBody): Promise<{ message: string }> {
  return callApi(profileCalls.password, { body });
}
