import { useAtomValue, useTranslation } from '@panel/shared-core';
import { Alert, Box, Button, HStack, RefreshIcon, Stack } from '@panel/shared-core/ui';
import { focusMainContent } from '../../app/root-layout';
import {
  acceptUpdate,
  areaUpdatesAtom,
  dismissUpdate,
  useVersionWatch,
} from '../../federation/version-watch';

/**
 * "A new version of this section is available": one quiet message per redeployed area, in a corner, that never
 * blocks the page. Reloading replaces that area's code in place; the rest of the page, and any form draft, stay.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation('shell');
  useVersionWatch();
  const updates = useAtomValue(areaUpdatesAtom);
  return (
    <Box
      position="fixed"
      insetEnd={{ base: '2', md: '4' }}
      bottom={{ base: '2', md: '4' }}
      zIndex="toast"
      maxW={{ base: 'calc(100vw - 1rem)', md: 'sm' }}
      role="status"
      aria-live="polite"
    >
      <Stack gap="2">
        {updates.map((update) => {
          const area = t(`areas.${update.name}`);
          return (
            <Alert.Root
              key={update.name}
              status="info"
              shadow="lg"
              data-testid={`update-prompt-${update.name}`}
            >
              <Alert.Indicator>
                <RefreshIcon />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>{t('update.title', { area })}</Alert.Title>
                <Alert.Description>
                  {update.build.version ? `${t('update.version', { version: update.build.version })} ` : ''}
                  {t('update.description')}
                </Alert.Description>
                <HStack mt="2" gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => {
                      acceptUpdate(update.name);
                      // The button goes away with the message: the reloaded area takes the focus.
                      focusMainContent();
                    }}
                  >
                    {t('update.reload', { area })}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => dismissUpdate(update.name)}>
                    {t('update.later')}
                  </Button>
                </HStack>
              </Alert.Content>
            </Alert.Root>
          );
        })}
      </Stack>
    </Box>
  );
}
