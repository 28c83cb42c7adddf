import { useTranslation } from '@panel/shared-core';
import type { SortableItemContext } from '@panel/shared-core/record';
import { Avatar, Menu } from '@panel/shared-core/ui-heavy';
import {
  Badge,
  Box,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
  UserText,
  ChevronDownIcon,
  ChevronUpIcon,
  CopyIcon,
  EditIcon,
  LockIcon,
  MoreVerticalIcon,
  TrashIcon,
  chakra,
} from '@panel/shared-core/ui';
import type { AppComment } from '../types';
import '../texts';

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

export interface CommentCardProps {
  comment: AppComment;
  sortable: SortableItemContext | null;
  canReorder: boolean;
  formatDate: (date: string) => string;
  onEdit: () => void;
  onClone: () => void;
  onDelete: () => void;
  busy: boolean;
}

/**
 * One comment as the store page shows it (author, stars, date, likes, text, the developer's reply), with its drag
 * handle, move buttons and a menu of actions; a system comment is marked and offers only a duplicate.
 */
export function CommentCard({
  comment,
  sortable,
  canReorder,
  formatDate,
  onEdit,
  onClone,
  onDelete,
  busy,
}: CommentCardProps) {
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
      <Avatar.Root size="sm" flexShrink={0} display={{ base: 'none', sm: 'inline-flex' }}>
        <Avatar.Fallback name={comment.author_name} />
        {comment.author_avatar_url ? <Avatar.Image src={comment.author_avatar_url} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" textStyle="sm" data-testid="comment-author">
            <UserText>{comment.author_name}</UserText>
          </Text>
          <Text
            color="rating.solid"
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
          <UserText>{comment.text}</UserText>
        </Text>
        {comment.reply_text ? (
          <Box borderStartWidth="3px" borderColor="brand.muted" ps="3" py="1">
            <Text textStyle="xs" fontWeight="medium" color="fg.muted">
              {t('comments.developerReply')}
            </Text>
            <Text textStyle="sm" whiteSpace="pre-line" overflowWrap="anywhere">
              <UserText>{comment.reply_text}</UserText>
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
