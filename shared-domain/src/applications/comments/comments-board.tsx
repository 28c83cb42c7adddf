import { useEffect, useState } from 'react';
import { isNavigatedError, useTranslation } from '@panel/shared-core';
import { preloadSortableList, SortableList, type SortableItemContext } from '@panel/shared-core/record';
import { Menu, notify, useConfirm } from '@panel/shared-core/ui-heavy';
import {
  Button,
  EmptyState,
  ErrorState,
  HStack,
  Input,
  InputGroup,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  CommentIcon,
  LockIcon,
  PlusIcon,
  SearchIcon,
  TemplateIcon,
} from '@panel/shared-core/ui';
import type { ApplicationArea } from '../api';
import type { AppComment } from '../types';
import { CommentCard } from './comment-card';
import { CommentDialog } from './comment-dialog';
import { AddFromTemplateDialog, SaveTemplateDialog, SystemSetsDialog } from './comment-sets';
import { useComments } from './use-comments';
import '../texts';

// The board's order is what it is for: its list is drawn with dnd-kit from the start, fetched with the board's code.
void preloadSortableList();

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

export interface CommentsBoardProps {
  area: ApplicationArea;
  applicationId: number;
}

/**
 * An application's comments as the store page will show them, in their order (docs/product.md, "Record screens"):
 * reorder by dragging or with the arrow buttons (saved with update-position), add, edit, clone, delete after
 * confirmation, search; save them as a template or add a template's comments; attach or detach the platform's system
 * sets, whose comments are marked and not editable. One implementation for the company's area and the
 * administrators', by the call prefix.
 *
 * @example
 * <CommentsBoard area="client" applicationId={42} />
 */
export function CommentsBoard({ area, applicationId }: CommentsBoardProps) {
  const { t, i18n } = useTranslation('applications');
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const { api, list, refresh, reorder, savingOrder } = useComments(area, applicationId, query);
  const [dialog, setDialog] = useState<
    | { kind: 'comment'; editing: AppComment | null }
    | { kind: 'save-template' | 'from-template' | 'system' }
    | null
  >(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const comments = list.data ?? [];
  const searching = query !== '';
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const formatDate = (date: string) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
  };

  const clone = async (comment: AppComment) => {
    setBusyId(comment.id);
    try {
      await api.clone(comment.id);
      notify.success(t('comments.cloned', { author: comment.author_name }));
      refresh();
    } catch (error) {
      if (!isNavigatedError(error)) notify.error(t('comments.clone'), (error as Error).message);
    } finally {
      setBusyId(null);
    }
  };
  const remove = async (comment: AppComment) => {
    const ok = await confirm({
      title: t('comments.deleteTitle'),
      message: t('comments.deleteMessage', { author: comment.author_name }),
      confirmLabel: t('comments.delete'),
      destructive: true,
    });
    if (!ok) return;
    setBusyId(comment.id);
    try {
      await api.destroy(comment.id);
      notify.success(t('comments.deleted', { author: comment.author_name }));
      refresh();
    } catch (error) {
      if (!isNavigatedError(error)) notify.error(t('comments.delete'), (error as Error).message);
    } finally {
      setBusyId(null);
    }
  };
  const onReorder = async (next: AppComment[], move: { from: number; to: number }) => {
    const moved = next[move.to];
    const ok = await reorder(next);
    if (ok && moved)
      setAnnouncement(
        t('comments.movedTo', { author: moved.author_name, position: move.to + 1, count: next.length }),
      );
  };

  const card = (comment: AppComment, sortable: SortableItemContext | null) => (
    <CommentCard
      comment={comment}
      sortable={sortable}
      canReorder={!searching}
      formatDate={formatDate}
      busy={savingOrder || busyId === comment.id}
      onEdit={() => setDialog({ kind: 'comment', editing: comment })}
      onClone={() => void clone(comment)}
      onDelete={() => void remove(comment)}
    />
  );

  return (
    <Stack gap="4" data-testid="comments-board">
      <HStack gap="2" wrap="wrap">
        <InputGroup startElement={<SearchIcon />} flex="1" minW="14rem" maxW="24rem">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('comments.search')}
            aria-label={t('comments.search')}
          />
        </InputGroup>
        <Button colorPalette="brand" size="sm" onClick={() => setDialog({ kind: 'comment', editing: null })}>
          <PlusIcon />
          {t('comments.add')}
        </Button>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline">
              <TemplateIcon />
              {t('templates.menu')}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="from-template" onClick={() => setDialog({ kind: 'from-template' })}>
                  {t('templates.addTitle')}
                </Menu.Item>
                <Menu.Item
                  value="save-template"
                  disabled={comments.length === 0}
                  onClick={() => setDialog({ kind: 'save-template' })}
                >
                  {t('templates.saveTitle')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'system' })}>
          <LockIcon />
          {t('system.title')}
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted" aria-live="polite">
        {savingOrder
          ? t('comments.savingOrder')
          : searching
            ? t('comments.searchNoReorder')
            : comments.length > 1
              ? t('comments.reorderHint')
              : ''}
      </Text>
      <VisuallyHidden aria-live="assertive">{announcement}</VisuallyHidden>

      {list.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label={t('comments.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="20" borderRadius="l3" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState title={t('comments.loadFailed')} onRetry={() => void list.refetch()} />
      ) : comments.length === 0 ? (
        searching ? (
          <EmptyState
            icon={SearchIcon}
            title={t('comments.noMatches')}
            action={{ label: t('comments.clearSearch'), onClick: () => setSearch('') }}
          />
        ) : (
          <EmptyState
            icon={CommentIcon}
            title={t('comments.none')}
            description={t('comments.noneHint')}
            action={{
              label: t('comments.add'),
              onClick: () => setDialog({ kind: 'comment', editing: null }),
            }}
          />
        )
      ) : searching ? (
        <Stack as="ol" gap="3" listStyleType="none" aria-label={t('comments.listLabel')}>
          {comments.map((comment) => (
            <li key={comment.id}>{card(comment, null)}</li>
          ))}
        </Stack>
      ) : (
        <SortableList
          items={comments}
          getId={(comment) => comment.id}
          itemName={(comment) => comment.author_name}
          onReorder={(next, move) => void onReorder(next, move)}
          disabled={savingOrder}
          itemAs="li"
          containerProps={{
            as: 'ol',
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            listStyleType: 'none',
            'aria-label': t('comments.listLabel'),
          }}
          renderItem={(comment, sortable) => card(comment, sortable)}
        />
      )}

      <CommentDialog
        api={api}
        applicationId={applicationId}
        open={dialog?.kind === 'comment'}
        editing={dialog?.kind === 'comment' ? dialog.editing : null}
        onClose={() => setDialog(null)}
        onSaved={(saved, created) => {
          notify.success(
            created
              ? t('comments.added', { author: saved?.author_name ?? '' })
              : t('comments.updated', { author: saved?.author_name ?? '' }),
          );
          refresh();
        }}
      />
      <SaveTemplateDialog
        api={api}
        applicationId={applicationId}
        open={dialog?.kind === 'save-template'}
        onClose={() => setDialog(null)}
      />
      <AddFromTemplateDialog
        api={api}
        applicationId={applicationId}
        open={dialog?.kind === 'from-template'}
        onClose={() => setDialog(null)}
        onAdded={refresh}
      />
      <SystemSetsDialog
        api={api}
        applicationId={applicationId}
        open={dialog?.kind === 'system'}
        onClose={() => setDialog(null)}
        onChanged={refresh}
      />
    </Stack>
  );
}
