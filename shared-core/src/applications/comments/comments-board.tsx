import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableItemContext } from '@panel/shared-core/record';
import { Avatar, Menu, notify, useConfirm } from '@panel/shared-core/ui-heavy';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  ChevronDownIcon,
  ChevronUpIcon,
  CommentIcon,
  CopyIcon,
  EditIcon,
  LockIcon,
  MoreVerticalIcon,
  PlusIcon,
  SearchIcon,
  TemplateIcon,
  TrashIcon,
  chakra,
} from '@panel/shared-core/ui';
import type { ApplicationArea } from '../api';
import type { AppComment } from '../types';
import { CommentDialog } from './comment-dialog';
import { AddFromTemplateDialog, SaveTemplateDialog, SystemSetsDialog } from './comment-sets';
import { handledElsewhere, useComments } from './use-comments';

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

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

interface CardProps {
  comment: AppComment;
  sortable: SortableItemContext | null;
  canReorder: boolean;
  formatDate: (date: string) => string;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
  busy: boolean;
}

function CommentCard({
  comment,
  sortable,
  canReorder,
  formatDate,
  onEdit,
  onClone,
  onDelete,
  busy,
}: CardProps) {
  const { t } = useTranslation('applications');
  const stars = '★'.repeat(comment.rating) + '☆'.repeat(Math.max(0, 5 - comment.rating));
  return (
    <HStack
      as="article"
      align="start"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="l3"
      bg={comment.is_system ? 'bg.subtle' : 'bg'}
      boxShadow={sortable?.isDragging ? 'lg' : undefined}
      aria-label={t('comments.cardLabel', { author: comment.author_name, position: comment.position })}
      data-testid="comment-card"
      data-comment-id={comment.id}
    >
      {sortable && canReorder ? (
        <chakra.button
          type="button"
          {...sortable.handleProps}
          aria-label={t('comments.drag', { author: comment.author_name })}
          cursor="grab"
          color="fg.muted"
          p="1"
          mt="1"
          borderRadius="l1"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          data-testid="comment-drag-handle"
        >
          <GripIcon />
        </chakra.button>
      ) : null}
      <Avatar.Root size="sm" flexShrink={0}>
        <Avatar.Fallback name={comment.author_name} />
        {comment.author_avatar_url ? <Avatar.Image src={comment.author_avatar_url} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" textStyle="sm" data-testid="comment-author">
            {comment.author_name}
          </Text>
          <Text
            color="orange.500"
            textStyle="sm"
            aria-label={t('comments.ratingOf', { rating: comment.rating })}
          >
            {stars}
          </Text>
          <Text color="fg.muted" textStyle="xs">
            {formatDate(comment.shown_date)} · {t('comments.likes', { count: comment.likes })}
          </Text>
          {comment.is_system ? (
            <Badge colorPalette="purple" size="sm" title={t('comments.systemHint')}>
              <LockIcon />
              {t('comments.system')}
            </Badge>
          ) : null}
        </HStack>
        <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere" data-testid="comment-text">
          {comment.text}
        </Text>
        {comment.reply_text ? (
          <Box borderStartWidth="3px" borderColor="brand.muted" ps="3" py="1">
            <Text textStyle="xs" fontWeight="medium" color="fg.muted">
              {t('comments.developerReply')}
            </Text>
            <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere">
              {comment.reply_text}
            </Text>
          </Box>
        ) : null}
      </Stack>
      <HStack gap="0" flexShrink={0}>
        {sortable && canReorder ? (
          <>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('comments.moveUp', { author: comment.author_name })}
              disabled={sortable.isFirst || busy}
              onClick={sortable.moveUp}
            >
              <ChevronUpIcon />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('comments.moveDown', { author: comment.author_name })}
              disabled={sortable.isLast || busy}
              onClick={sortable.moveDown}
            >
              <ChevronDownIcon />
            </IconButton>
          </>
        ) : null}
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('comments.actions', { author: comment.author_name })}
            >
              <MoreVerticalIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {!comment.is_system ? (
                  <Menu.Item value="edit" onClick={onEdit}>
                    <EditIcon />
                    {t('comments.edit')}
                  </Menu.Item>
                ) : null}
                <Menu.Item value="clone" onClick={onClone}>
                  <CopyIcon />
                  {t('comments.clone')}
                </Menu.Item>
                {!comment.is_system ? (
                  <Menu.Item value="delete" color="fg.error" onClick={onDelete}>
                    <TrashIcon />
                    {t('comments.delete')}
                  </Menu.Item>
                ) : null}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </HStack>
  );
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
      if (!handledElsewhere(error)) notify.error(t('comments.clone'), (error as Error).message);
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
      if (!handledElsewhere(error)) notify.error(t('comments.delete'), (error as Error).message);
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
