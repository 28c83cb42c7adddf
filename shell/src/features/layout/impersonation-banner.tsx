import { useState } from 'react';
import { useImpersonation, useTranslation } from '@panel/shared-core';
import { Button, Flex, Text } from '@panel/shared-core/ui';

/**
 * On every screen while an administrator is signed in as someone else: whose panel this is, and the way back to their
 * own account (and the screen they left). In the layout it sticks under the header, so it stays in view on long pages;
 * on a page without the layout (`placement="page"`: the error screens drawn outside it) it sticks to the window's top,
 * above the page rather than over it.
 */
export function ImpersonationBanner({ placement = 'layout' }: { placement?: 'layout' | 'page' }) {
  const { t } = useTranslation('shell');
  const { active, stop } = useImpersonation();
  const [leaving, setLeaving] = useState(false);
  if (!active) return null;
  const who = active.target.company
    ? t('impersonation.asWithCompany', { name: active.target.name, company: active.target.company })
    : t('impersonation.as', { name: active.target.name });
  return (
    <Flex
      role="region"
      aria-label={t('impersonation.label')}
      data-testid="impersonation-banner"
      position="sticky"
      top={placement === 'layout' ? '14' : '0'}
      zIndex="sticky"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      px={{ base: '4', md: '6' }}
      py="2"
      bg="orange.solid"
      color="orange.contrast"
    >
      <Text textStyle="sm" fontWeight="medium">
        {who}
      </Text>
      <Button
        size="xs"
        variant="surface"
        colorPalette="orange"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          stop();
        }}
      >
        {t('impersonation.return')}
      </Button>
    </Flex>
  );
}
