/**
 * The signed-in user's own calls (docs/api-contract.md, "Profile"): their profile (the name is theirs to change; the
 * email, company, role and language are shown, changed elsewhere or by others) and their password. Every signed-in
 * user has them: a company's owner, a member, a platform administrator. The limits are the sign-up's (AUTH_LIMITS):
 * a name and a password are held to the same rules whichever form set them. Shapes: schemas/profile.ts.
 */
import { defineCalls } from './define';
import type { profileSchemas } from './schemas/profile';
import type { SchemaTypes } from './schemas/define';

export type {
  PasswordChangeBody,
  Profile,
  ProfileBody,
  ProfileEditAnswer,
  ProfileSaved,
} from './schemas/profile';

export const profileCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof profileSchemas>>()(
  'profile',
  'user',
  {
    edit: 'GET /common/profile/edit',
    update: 'POST /common/profile/update',
    password: 'POST /common/profile/password',
  },
);
