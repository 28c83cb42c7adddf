import { useAtomValue } from '../state/store';
import { accessAtom, paramsAtom, sessionStatusAtom, tokenAtom, userAtom } from './atoms';
import { signOut } from './session';
import type { Access, SessionStatus, User, UserParams } from './types';

export interface SessionState {
  user: User | null;
  params: UserParams | null;
  access: Access;
  token: string | null;
  status: SessionStatus;
}

/**
 * The whole session. `status` is `restoring` while a known token's user is being loaded.
 *
 * @example
 * const { user, status } = useSession();
 * if (status === 'restoring') return <Spinner />;
 */
export function useSession(): SessionState {
  return {
    user: useAtomValue(userAtom),
    params: useAtomValue(paramsAtom),
    access: useAtomValue(accessAtom),
    token: useAtomValue(tokenAtom),
    status: useAtomValue(sessionStatusAtom),
  };
}

export interface AuthState {
  /** True once a token's user is loaded. */
  authorized: boolean;
  accessToken: string | null;
  userName: string | null;
  email: string | null;
}

/**
 * The auth state of docs/product.md, "Session".
 *
 * @example
 * const { authorized, userName } = useAuth();
 */
export function useAuth(): AuthState {
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);
  const status = useAtomValue(sessionStatusAtom);
  return {
    authorized: status === 'authenticated',
    accessToken: token,
    userName: user?.name ?? null,
    email: user?.email ?? null,
  };
}

/**
 * The sign-out function, for menus and buttons.
 *
 * @example
 * const signOut = useSignOut();
 * <button onClick={() => signOut()}>Sign out</button>
 */
export function useSignOut(): typeof signOut {
  return signOut;
}
