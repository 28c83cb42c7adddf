import { useTranslation } from '@panel/shared-core';
import { Button, CheckIcon, CopyIcon, VisuallyHidden } from '@panel/shared-core/ui';
import { Clipboard } from '@panel/shared-core/ui-extra';

/**
 * Copies a value (a referral link's address) and says so for a moment, also to screen readers.
 *
 * @example
 * <CopyButton value={link.url} label={t('referralLinks.copyUrl')} />
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('manage');
  return (
    <Clipboard.Root value={value} timeout={2000}>
      <Clipboard.Context>
        {({ copied }) => (
          <>
            <Clipboard.Trigger asChild>
              <Button size="xs" variant="outline" aria-label={label}>
                {copied ? <CheckIcon /> : <CopyIcon />}
                {copied ? t('referralLinks.copied') : t('referralLinks.copy')}
              </Button>
            </Clipboard.Trigger>
            <VisuallyHidden role="status" aria-live="polite">
              {copied ? t('referralLinks.copiedAnnounce') : ''}
            </VisuallyHidden>
          </>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
