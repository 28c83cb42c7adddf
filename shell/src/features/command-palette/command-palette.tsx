import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@panel/shared-core';
import {
  Box,
  CloseButton,
  Flex,
  HStack,
  Input,
  Kbd,
  Portal,
  SearchIcon,
  Spinner,
  Stack,
  Text,
  UserText,
  VisuallyHidden,
  chakra,
  getNavIcon,
} from '@panel/shared-core/ui';
import { Dialog } from '@panel/shared-core/ui-heavy';
import { useCommandPalette } from './use-command-palette';
import { RECORD_MIN_CHARS } from './use-palette-sources';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The command palette (Ctrl+K / ⌘K): finds the screens of every area the user may use, records by name or id, and
 * actions, and runs one with the keyboard alone. A combobox over a list of options, grouped; recent choices come first
 * while the query is empty. Loaded on first use (palette-launcher.tsx), never with the first page. What it finds and
 * does is its model, `useCommandPalette`; this draws it.
 */
export default function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const palette = useCommandPalette(open, onOpenChange);
  const { groups, activeIndex, activeEntry } = palette;
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (!activeEntry) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, activeEntry]);

  let index = -1;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="top"
      size="lg"
      initialFocusEl={() => inputRef.current}
      motionPreset="slide-in-top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="command-palette"
            overflow="hidden"
            mt={{ base: '2', md: '16' }}
            mx={{ base: '2', md: 'auto' }}
          >
            <Dialog.Header p="0" borderBottomWidth="1px">
              <VisuallyHidden>
                <Dialog.Title>{t('palette.title')}</Dialog.Title>
              </VisuallyHidden>
              <Flex align="center" gap="2" px="4" w="full">
                <SearchIcon color="fg.muted" aria-hidden="true" />
                <Input
                  ref={inputRef}
                  variant="flushed"
                  border="none"
                  size="lg"
                  px="0"
                  flex="1"
                  role="combobox"
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={activeEntry ? optionId(activeIndex) : undefined}
                  aria-label={t('palette.inputLabel')}
                  placeholder={t('palette.placeholder')}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  value={palette.query}
                  onChange={(event) => palette.setQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (palette.keyDown(event.key, event.nativeEvent.isComposing)) event.preventDefault();
                  }}
                  _focusVisible={{ outline: 'none', boxShadow: 'none' }}
                />
                {palette.searching ? <Spinner size="sm" color="fg.muted" aria-hidden="true" /> : null}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t('actions.close')} />
                </Dialog.CloseTrigger>
              </Flex>
            </Dialog.Header>
            <Dialog.Body p="0">
              <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="palette-status">
                {palette.status}
              </VisuallyHidden>
              <Box
                id={listId}
                role="listbox"
                aria-label={t('palette.results')}
                aria-busy={palette.searching}
                maxH={{ base: 'calc(100dvh - 8rem)', md: '60vh' }}
                overflowY="auto"
                py="2"
              >
                {groups.map((group) => (
                  <Box key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`}>
                    <Text
                      id={`${baseId}-${group.key}`}
                      px="4"
                      pt="2"
                      pb="1"
                      fontSize="xs"
                      fontWeight="semibold"
                      color="fg.muted"
                      textTransform="uppercase"
                      letterSpacing="wide"
                    >
                      {group.title}
                    </Text>
                    {group.entries.map((entry) => {
                      index += 1;
                      const at = index;
                      const selected = at === activeIndex;
                      const Icon = getNavIcon(entry.icon);
                      return (
                        <chakra.div
                          key={`${group.key}:${entry.id}`}
                          id={optionId(at)}
                          role="option"
                          aria-selected={selected}
                          data-kind={entry.kind}
                          display="flex"
                          alignItems="center"
                          gap="3"
                          mx="2"
                          px="3"
                          py="2"
                          rounded="md"
                          cursor="pointer"
                          bg={selected ? 'brand.subtle' : undefined}
                          color={selected ? 'brand.fg' : undefined}
                          onMouseMove={() => {
                            if (!selected) palette.setActive(at);
                          }}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => palette.choose(entry)}
                        >
                          <Icon boxSize="4" flexShrink={0} aria-hidden="true" />
                          <Stack gap="0" minW="0" flex="1">
                            {/* A record found by search is named as someone typed it: its own direction. */}
                            <Text truncate fontWeight="medium">
                              <UserText>{entry.label}</UserText>
                            </Text>
                            {entry.detail ? (
                              <Text truncate fontSize="xs" color={selected ? 'brand.fg' : 'fg.muted'}>
                                <UserText>{entry.detail}</UserText>
                              </Text>
                            ) : null}
                          </Stack>
                        </chakra.div>
                      );
                    })}
                  </Box>
                ))}
              </Box>
              {palette.count === 0 ? (
                <Text px="4" pb="4" color="fg.muted" aria-hidden="true">
                  {palette.status}
                </Text>
              ) : null}
              {palette.needsMoreChars ? (
                <Text px="4" pb="3" fontSize="xs" color="fg.muted">
                  {t('palette.moreChars', { count: RECORD_MIN_CHARS })}
                </Text>
              ) : null}
              {palette.recordsFailed ? (
                <Text px="4" pb="3" fontSize="xs" color="fg.error">
                  {t('palette.recordsFailed')}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer
              hideBelow="md"
              justifyContent="flex-start"
              borderTopWidth="1px"
              py="2"
              fontSize="xs"
              color="fg.muted"
            >
              <HStack gap="4" wrap="wrap">
                <HStack gap="1">
                  <Kbd size="sm">↑</Kbd>
                  <Kbd size="sm">↓</Kbd>
                  <span>{t('palette.hints.move')}</span>
                </HStack>
                <HStack gap="1">
                  <Kbd size="sm">Enter</Kbd>
                  <span>{t('palette.hints.open')}</span>
                </HStack>
                <HStack gap="1">
                  <Kbd size="sm">Esc</Kbd>
                  <span>{t('palette.hints.close')}</span>
                </HStack>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
