import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  changeLanguage,
  useGlobalSettings,
  useSession,
  useSignOut,
  useTranslation,
} from '@panel/shared-core';
import { useNavigate } from '@panel/shared-core/router';
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
import {
  addRecent,
  orderGroups,
  parseRecent,
  rankEntries,
  RECENT_LIMIT,
  type PaletteEntry,
  type PaletteGroup,
} from './palette-entries';
import { RECORD_MIN_CHARS, usePaletteSources } from './use-palette-sources';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Entries shown per group before the user narrows the query. */
const GROUP_LIMIT = 8;

const recentKey = (userId: string | number | undefined) => `panel.palette.recent.${userId ?? 'anonymous'}`;

function readRecent(key: string): PaletteEntry[] {
  try {
    return parseRecent(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

/**
 * The command palette (Ctrl+K / ⌘K): finds the screens of every area the user may use, records by name or id, and
 * actions, and runs one with the keyboard alone. A combobox over a list of options, grouped; recent choices come first
 * while the query is empty. Loaded on first use (palette-launcher.tsx), never with the first page.
 */
export default function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [settings, updateSettings] = useGlobalSettings();
  const { user } = useSession();
  const storageKey = recentKey(user?.id);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<PaletteEntry[]>(() => readRecent(storageKey));
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const { screens, actions, records, loadingPlaces, mayOpen } = usePaletteSources(open ? query : '');

  useEffect(() => setRecent(readRecent(storageKey)), [storageKey]);

  // A new opening starts from an empty query.
  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(0);
    }
  }, [open]);

  const groups = useMemo<PaletteGroup[]>(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      const current = new Map([...screens, ...actions].map((entry) => [entry.id, entry]));
      // Recent choices, as the user may use them now: labels in today's language, gone when no longer allowed.
      const remembered = recent
        .map((entry) =>
          entry.kind === 'record' ? (entry.to && mayOpen(entry.to) ? entry : null) : current.get(entry.id),
        )
        .filter((entry): entry is PaletteEntry => !!entry);
      const seen = new Set(remembered.map((entry) => entry.id));
      return [
        { key: 'recent', title: t('palette.groups.recent'), entries: remembered.slice(0, RECENT_LIMIT) },
        {
          key: 'screens',
          title: t('palette.groups.screens'),
          entries: screens.filter((entry) => !seen.has(entry.id)).slice(0, GROUP_LIMIT),
        },
        {
          key: 'actions',
          title: t('palette.groups.actions'),
          entries: actions.filter((entry) => !seen.has(entry.id)).slice(0, GROUP_LIMIT),
        },
      ].filter((group) => group.entries.length > 0);
    }
    // The group holding the best match comes first, so Enter opens what the query names best.
    return orderGroups(
      [
        {
          key: 'screens',
          title: t('palette.groups.screens'),
          entries: rankEntries(screens, trimmed).slice(0, GROUP_LIMIT),
        },
        { key: 'records', title: t('palette.groups.records'), entries: records.entries },
        {
          key: 'actions',
          title: t('palette.groups.actions'),
          entries: rankEntries(actions, trimmed).slice(0, GROUP_LIMIT),
        },
      ],
      trimmed,
    );
  }, [query, screens, actions, records.entries, recent, mayOpen, t]);

  const flat = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));
  const activeEntry = flat[activeIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (!activeEntry) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, activeEntry]);

  const choose = (entry: PaletteEntry) => {
    const next = addRecent(recent, entry);
    setRecent(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or denied: the palette works without recents.
    }
    onOpenChange(false);
    if (entry.command === 'theme') {
      updateSettings({ theme: settings.theme === 'dark' ? 'light' : 'dark' });
    } else if (entry.command === 'sign-out') {
      void signOut();
    } else if (entry.command?.startsWith('language:')) {
      void changeLanguage(entry.command.slice('language:'.length));
    } else if (entry.to) {
      void navigate(entry.to);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      const step = event.key === 'PageDown' ? 5 : -5;
      setActive(Math.max(0, Math.min(flat.length - 1, activeIndex + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeEntry && !event.nativeEvent.isComposing) choose(activeEntry);
    }
  };

  const trimmed = query.trim();
  const searchingRecords = records.loading;
  const status = loadingPlaces
    ? t('palette.loading')
    : flat.length === 0
      ? searchingRecords
        ? t('palette.searching')
        : trimmed
          ? t('palette.nothing', { query: trimmed })
          : t('palette.empty')
      : t('palette.count', { count: flat.length });

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
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onKeyDown}
                  _focusVisible={{ outline: 'none', boxShadow: 'none' }}
                />
                {searchingRecords ? <Spinner size="sm" color="fg.muted" aria-hidden="true" /> : null}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t('actions.close')} />
                </Dialog.CloseTrigger>
              </Flex>
            </Dialog.Header>
            <Dialog.Body p="0">
              <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="palette-status">
                {status}
              </VisuallyHidden>
              <Box
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label={t('palette.results')}
                aria-busy={searchingRecords}
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
                            if (!selected) setActive(at);
                          }}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => choose(entry)}
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
              {flat.length === 0 ? (
                <Text px="4" pb="4" color="fg.muted" aria-hidden="true">
                  {status}
                </Text>
              ) : null}
              {trimmed.length > 0 && trimmed.length < RECORD_MIN_CHARS ? (
                <Text px="4" pb="3" fontSize="xs" color="fg.muted">
                  {t('palette.moreChars', { count: RECORD_MIN_CHARS })}
                </Text>
              ) : null}
              {records.failed ? (
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
