import { useEffect, useState, type ReactNode } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from '@panel/shared-core';

/**
 * The one toast store of the panel. A module of a federated singleton, so a toast created by any
 * remote shows in the shell's `<Toaster />`.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Renders the toasts. Mount it once, in the shell (and in test harnesses). */
export function Toaster() {
  const { t } = useTranslation('kit', { useSuspense: false });
  // The toast region's machine starts only with the first toast: most screens never show one, and
  // the region picks up the toasts already in the store when it mounts, so none is lost.
  const [active, setActive] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (active) return;
    if (toaster.getCount() > 0) {
      setActive(true);
      return;
    }
    // Called before the store counts the new toast; a dismissal (`remove()`) is no reason to start.
    return toaster.subscribe((data) => {
      if (!(data as { dismiss?: boolean }).dismiss) setActive(true);
    });
  }, [active]);
  if (!active) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('ui.toast.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label={t('ui.toast.close')} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

type Notify = (title: ReactNode, description?: ReactNode) => string;

function show(type: 'success' | 'error' | 'info' | 'warning', duration: number): Notify {
  return (title, description) => toaster.create({ type, title, description, closable: true, duration });
}

/**
 * Short notices after an action. Errors stay longer: they are usually read, not glanced at.
 * Returns the toast id (for `toaster.dismiss(id)`).
 *
 * @example
 * notify.success(t('users:saved'));
 * notify.error(t('kit:ui.error.title'), error.message);
 */
export const notify = {
  success: show('success', 4000),
  info: show('info', 5000),
  warning: show('warning', 7000),
  error: show('error', 8000),
};
