import { Clipboard } from '@chakra-ui/react';
import { useTranslation } from '@panel/shared-core';
import { Button, CheckIcon, CopyIcon, IconButton, VisuallyHidden } from '@panel/shared-core/ui';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for screen readers and the icon-only form ("Copy the invitation link"). */
  label: string;
  /** A button with text, or an icon only (in a table row). */
  iconOnly?: boolean;
}

/**
 * Copies a value (an invitation link, a DNS record, a referral address) and says so for a moment, also to screen
 * readers.
 *
 * @example
 * <CopyButton value={link.url} label={t('referralLinks.copyUrl')} />
 */
export function CopyButton({ value, label, iconOnly = false }: CopyButtonProps) {
  const { t } = useTranslation('kit', { useSuspense: false });
  return (
    <Clipboard.Root value={value} timeout={2000}>
      <Clipboard.Context>
        {({ copied }) => (
          <>
            <Clipboard.Trigger asChild>
              {iconOnly ? (
                <IconButton size="xs" variant="ghost" aria-label={label}>
                  {copied ? <CheckIcon /> : <CopyIcon />}
                </IconButton>
              ) : (
                <Button size="xs" variant="outline" aria-label={label}>
                  {copied ? <CheckIcon /> : <CopyIcon />}
                  {copied ? t('ui.copy.done') : t('ui.copy.action')}
                </Button>
              )}
            </Clipboard.Trigger>
            <VisuallyHidden role="status" aria-live="polite">
              {copied ? t('ui.copy.announce') : ''}
            </VisuallyHidden>
          </>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
