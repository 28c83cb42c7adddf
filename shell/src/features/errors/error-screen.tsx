import { useTranslation } from '@panel/shared-core';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import {
  AlertIcon,
  FullPageMessage,
  HStack,
  LockIcon,
  SearchIcon,
  Button,
  type IconComponent,
} from '@panel/shared-core/ui';
import { useDeclarePageMeta } from '../../app/page-meta';
import { ImpersonationBanner } from '../layout/impersonation-banner';
import { lastLocation } from './last-location';

export type ErrorCode = 403 | 404 | 500;

const ICONS: Record<ErrorCode, IconComponent> = { 403: LockIcon, 404: SearchIcon, 500: AlertIcon };
const TONES = { 403: 'warning', 404: 'neutral', 500: 'danger' } as const;

/** True when the router has a page of this app to go back to. */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * The 403, 404 and 500 pages (`/not-allowed`, `/not-found`, `/error`). Statically imported with the
 * first page, so light kit only. Home and Back always; Retry for 500, which returns to the page whose
 * call failed. `inLayout`: drawn in the signed-in layout (403 and 404 for a signed-in user), whose menu, header and
 * banner stay. Outside it (500, or no session) the page brings the impersonation banner itself: a screen the user may
 * not open must not hide an administrator's way back to their own account.
 */
export function ErrorScreen({ code, inLayout = false }: { code: ErrorCode; inLayout?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const title = t(`errors.${code}.title`);
  useDeclarePageMeta(title, []);

  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  const retry = () => {
    const state = location.state as { from?: unknown; back?: unknown } | null;
    // The failed screen is the entry before this one (the HTTP layer pushed /error): return to it. Not when no screen
    // was shown yet (the session's restore failed at start): then the full reload below starts everything again.
    if (state?.back === true && canGoBack() && lastLocation() !== null) {
      void navigate(-1);
      return;
    }
    const from = state?.from;
    const target = typeof from === 'string' ? from : lastLocation();
    if (target) void navigate(target, { replace: true });
    // Nothing to return to (the error page was opened by itself): a full reload starts everything again.
    else window.location.assign(`${window.location.origin}/admin/`);
  };

  return (
    <>
      {inLayout ? null : <ImpersonationBanner placement="page" />}
      <FullPageMessage
        fullPage={!inLayout}
        data-testid={`error-screen-${code}`}
        code={code}
        icon={ICONS[code]}
        tone={TONES[code]}
        title={title}
        description={t(`errors.${code}.description`)}
        action={
          <HStack gap="3" wrap="wrap" justify="center">
            {code === 500 ? (
              <Button colorPalette="brand" onClick={retry}>
                {t('actions.retry')}
              </Button>
            ) : null}
            <Button
              variant={code === 500 ? 'outline' : 'solid'}
              colorPalette={code === 500 ? 'gray' : 'brand'}
              onClick={() => void navigate('/')}
            >
              {t('actions.goHome')}
            </Button>
            <Button variant="ghost" onClick={back}>
              {t('actions.back')}
            </Button>
          </HStack>
        }
      />
    </>
  );
}
