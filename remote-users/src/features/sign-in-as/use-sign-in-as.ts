import { useState } from 'react';
import {
  authApi,
  isApiError,
  isNavigatedError,
  startImpersonation,
  useSession,
  useTranslation,
} from '@panel/shared-core';
import { useLocation } from '@panel/shared-core/router';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';

export interface SignInAsTarget {
  id: number;
  name: string;
  company: string | null;
}

/**
 * "Sign in as this user", done safely: the administrator confirms first (the dialog says what happens and how to come
 * back), their own session is kept aside, and the panel opens as that user. Refusals (another administrator, oneself)
 * are the server's and are shown as it words them.
 *
 * @example
 * const { signInAs, pending } = useSignInAs();
 * <Button loading={pending} onClick={() => signInAs({ id: user.id, name: user.name, company: user.company_name })} />
 */
export function useSignInAs() {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const location = useLocation();
  const { user: admin } = useSession();
  const [pending, setPending] = useState(false);

  const signInAs = async (target: SignInAsTarget) => {
    const confirmed = await confirm({
      title: t('signInAs.title', { name: target.name }),
      message: target.company
        ? t('signInAs.messageWithCompany', { name: target.name, company: target.company })
        : t('signInAs.message', { name: target.name }),
      confirmLabel: t('signInAs.confirm'),
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const { result, user } = await authApi.signInAs(target.id);
      startImpersonation({
        token: result.token,
        access: result.access,
        target: { id: target.id, name: user.name ?? target.name, company: user.company ?? target.company },
        returnTo: `${location.pathname}${location.search}`,
        adminName: admin?.name ?? null,
      });
      // The page loads afresh as that user; `pending` stays on until it does.
    } catch (error) {
      setPending(false);
      if (!isNavigatedError(error))
        notify.error(t('signInAs.failed'), isApiError(error) && error.message ? error.message : undefined);
    }
  };

  return { signInAs, pending };
}
