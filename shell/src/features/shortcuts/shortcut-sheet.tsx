import { Fragment } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useShortcutList, type Shortcut, type ShortcutGroup } from '@panel/shared-core/keyboard';
import { CloseButton, Heading, HStack, Kbd, Portal, Stack, Text } from '@panel/shared-core/ui';
import { Dialog } from '@panel/shared-core/ui-heavy';

const GROUPS: ShortcutGroup[] = ['general', 'navigation', 'listing', 'record'];

/**
 * The keys as printed on a keyboard: `Control+K` → `Ctrl` `K`, `Meta+K` → `⌘` `K`, `g a` → `g` then `a`. In the
 * page's direction: right to left, the first key is the rightmost, where an Arabic reader starts.
 */
function Keys({ keys }: { keys: string }) {
  const { t } = useTranslation('shell');
  const steps = keys.split(' ');
  return (
    <HStack gap="1.5" flexShrink={0}>
      {steps.map((step, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <Text as="span" textStyle="xs" color="fg.muted">
              {t('shortcuts.then')}
            </Text>
          ) : null}
          {step.split('+').map((key) => (
            <Kbd key={key} size="sm">
              {key === 'Control' ? 'Ctrl' : key === 'Meta' ? '⌘' : key}
            </Kbd>
          ))}
        </Fragment>
      ))}
    </HStack>
  );
}

function Group({ title, shortcuts }: { title: string; shortcuts: Shortcut[] }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
        {shortcuts.map((shortcut) => (
          <HStack as="li" key={shortcut.keys} justify="space-between" gap="4" textStyle="sm">
            <Text as="span">{shortcut.description}</Text>
            <Keys keys={shortcut.keys} />
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The sheet of every keyboard shortcut the current screen offers (`?`): what the shell, the listing and the record on
 * display have registered, grouped, in the user's language.
 */
export function ShortcutSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const shortcuts = useShortcutList();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="shortcut-sheet">
            <Dialog.Header>
              <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text textStyle="sm" color="fg.muted">
                  {t('shortcuts.notWhileTyping')}
                </Text>
                {GROUPS.map((group) => {
                  const inGroup = shortcuts.filter((shortcut) => shortcut.group === group);
                  return inGroup.length > 0 ? (
                    <Group key={group} title={t(`shortcuts.groups.${group}`)} shortcuts={inGroup} />
                  ) : null;
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
