import { useEffect, useState, type ReactNode } from 'react';
import { Center, Spinner, VisuallyHidden, type CenterProps } from '@chakra-ui/react';
import { useKitTranslation } from './use-kit-translation';

export interface PageSpinnerProps extends Omit<CenterProps, 'children'> {
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: ReactNode;
  /**
   * Milliseconds to wait before showing anything. A screen that arrives quickly then replaces an empty
   * area instead of a spinner that flashes for a frame.
   */
  delay?: number;
  /** Fill the viewport (the first load) rather than the content area (a lazy screen). */
  fullPage?: boolean;
}

/** The spinner shown while a lazy screen or a remote loads (a `Suspense` fallback). */
export function PageSpinner({ label, delay = 0, fullPage = false, ...rest }: PageSpinnerProps) {
  const { t } = useKitTranslation();
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  return (
    <Center
      role="status"
      aria-live="polite"
      aria-busy="true"
      minH={fullPage ? '100dvh' : '40vh'}
      w="full"
      data-testid="page-spinner"
      {...rest}
    >
      {shown ? (
        <>
          <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
          <VisuallyHidden>{label ?? t('ui.loading')}</VisuallyHidden>
        </>
      ) : null}
    </Center>
  );
}
