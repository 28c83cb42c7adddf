import { useRef } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useShortcut } from '@panel/shared-core/keyboard';
import {
  Box,
  Button,
  CloseButton,
  HStack,
  Input,
  InputGroup,
  Portal,
  Spinner,
  Text,
  ColumnsIcon,
  DownloadIcon,
  SearchIcon,
  XIcon,
} from '@panel/shared-core/ui';
import { Menu, Progress } from '@panel/shared-core/ui-heavy';
import { useCellFormat } from './cells';
import type { ListController } from './use-list-controller';
import { useDraft } from './use-draft';
import { MAX_PINNED } from './column-layout';

/** How long typing pauses before the search applies. */
const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  /** Called after a pause in typing (and at once on Enter). */
  onSearch: (value: string) => void;
  errors?: string[];
}

/** The search box of a listing: debounced, Enter applies at once, Escape or × clears. */
export function SearchBox({ value, onSearch, errors }: SearchBoxProps) {
  const { t } = useTranslation('listing');
  const [text, setText, flush] = useDraft(
    value,
    onSearch,
    SEARCH_DEBOUNCE_MS,
    (a, b) => a.trim() === b.trim(),
  );
  const message = errors && errors.length > 0 ? errors.join(' ') : undefined;
  const input = useRef<HTMLInputElement>(null);
  useShortcut({
    keys: '/',
    description: t('shortcuts.search'),
    group: 'listing',
    run: () => {
      input.current?.focus();
      input.current?.select();
    },
  });
  const clear = () => {
    setText('');
    flush();
  };
  return (
    <Box flex="1 1 16rem" maxW={{ md: '24rem' }}>
      <InputGroup
        startElement={<SearchIcon color="fg.muted" />}
        endElement={
          text ? (
            <CloseButton size="2xs" variant="ghost" aria-label={t('search.clear')} onClick={clear} me="-1" />
          ) : undefined
        }
      >
        <Input
          ref={input}
          type="search"
          size="sm"
          value={text}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-invalid={message ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') flush();
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              clear();
            }
          }}
        />
      </InputGroup>
      {message ? (
        <Text color="fg.error" textStyle="xs" mt="1" role="alert">
          {message}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The "Columns" menu: a checkbox per column in the user's order, how many first columns stay in view while the table
 * scrolls sideways, and "reset columns" back to the server's order, visibility and widths; remembered per user and
 * listing (use-column-layout.ts). The last visible column cannot be unchecked (a table of nothing helps nobody).
 * Reordering and widths are done on the headers themselves (column-header.tsx), by pointer or keyboard.
 */
export function ColumnsMenu({ controller }: { controller: ListController }) {
  const { t } = useTranslation('listing');
  const {
    columns,
    orderedColumns,
    visibleColumns,
    isColumnVisible,
    setColumnVisible,
    columnLayout,
    setPinnedColumns,
    resetColumns,
    columnsCustomized,
  } = controller;
  const pinChoices = Array.from({ length: Math.min(MAX_PINNED, visibleColumns.length) + 1 }, (_, n) => n);
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={columns.length === 0}>
          <ColumnsIcon />
          {t('columns.button')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" maxH="28rem" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('columns.menuLabel')}</Menu.ItemGroupLabel>
              {orderedColumns.map((column) => {
                const checked = isColumnVisible(column.key);
                return (
                  <Menu.CheckboxItem
                    key={column.key}
                    value={column.key}
                    checked={checked}
                    disabled={checked && visibleColumns.length <= 1}
                    onCheckedChange={(next: boolean) => setColumnVisible(column.key, next)}
                  >
                    <Menu.ItemIndicator />
                    {column.label}
                  </Menu.CheckboxItem>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={String(columnLayout.pinned)}
              onValueChange={(details: { value: string }) => setPinnedColumns(Number(details.value))}
            >
              <Menu.ItemGroupLabel>{t('columns.pinned')}</Menu.ItemGroupLabel>
              {pinChoices.map((n) => (
                <Menu.RadioItem key={n} value={String(n)}>
                  <Menu.ItemIndicator />
                  {n === 0 ? t('columns.pinNone') : t('columns.pinFirst', { count: n })}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Text px="2" py="1" textStyle="xs" color="fg.muted" maxW="16rem">
              {t('columns.hint')}
            </Text>
            {columnsCustomized ? (
              <Menu.Item value="__reset" onSelect={resetColumns}>
                {t('columns.reset')}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Export to CSV of what the filters select (all pages, up to the cap), with progress and cancel. When the
 * listing holds more than the cap, the button says so before the user starts.
 */
export function ExportButton({ controller }: { controller: ListController }) {
  const { t } = useTranslation('listing');
  const { number } = useCellFormat();
  const { exportState, exportCsv, cancelExport, exportCap, total, isLoading, error } = controller;
  if (exportState.running) {
    const { loaded, target } = exportState;
    return (
      <HStack gap="2" minW="14rem" role="status" aria-live="polite">
        <Box flex="1">
          <Text textStyle="xs" color="fg.muted" mb="1">
            {target === null
              ? t('export.starting')
              : t('export.progress', { loaded: number.format(loaded), target: number.format(target) })}
          </Text>
          <Progress.Root
            size="xs"
            value={target ? Math.min(loaded, target) : null}
            max={target || 1}
            aria-label={t('export.button')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <Button size="sm" variant="outline" onClick={cancelExport}>
          <XIcon />
          {t('export.cancel')}
        </Button>
      </HStack>
    );
  }
  const capped = total > exportCap;
  return (
    <HStack gap="2">
      {capped ? (
        <Text textStyle="xs" color="fg.muted" maxW="14rem">
          {t('export.capNote', { cap: number.format(exportCap) })}
        </Text>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() => void exportCsv()}
        disabled={isLoading || !!error || total === 0}
        title={total === 0 ? t('export.nothing') : undefined}
      >
        <DownloadIcon />
        {t('export.button')}
      </Button>
    </HStack>
  );
}

/** What can be done with the selected rows: the bulk actions the user may run, and "clear selection". */
export function BulkActionsBar({ controller }: { controller: ListController }) {
  const { t } = useTranslation('listing');
  const { selectedIds, bulkActions, runBulkAction, pendingAction, clearSelection } = controller;
  if (selectedIds.length === 0 || bulkActions.length === 0) return null;
  return (
    <HStack
      role="region"
      aria-label={t('actions.bulkLabel')}
      gap="2"
      wrap="wrap"
      px="3"
      py="2"
      rounded="md"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
    >
      <Text textStyle="sm" fontWeight="medium" me="2" aria-live="polite">
        {t('actions.selected', { count: selectedIds.length })}
      </Text>
      {bulkActions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant={action.destructive ? 'solid' : 'outline'}
          colorPalette={action.destructive ? 'red' : undefined}
          loading={pendingAction === action.key}
          disabled={pendingAction !== null && pendingAction !== action.key}
          onClick={() => void runBulkAction(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={clearSelection}>
        {t('actions.clearSelection')}
      </Button>
    </HStack>
  );
}

/** The small "updating" mark shown while the previous page stays visible. */
export function UpdatingIndicator({ active }: { active: boolean }) {
  const { t } = useTranslation('listing');
  if (!active) return null;
  return (
    <HStack gap="2" color="fg.muted" textStyle="xs" role="status">
      <Spinner size="xs" />
      <span>{t('table.updating')}</span>
    </HStack>
  );
}
