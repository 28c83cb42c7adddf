import { useMemo, useState } from 'react';
import { isNavigatedError, useTranslation } from '@panel/shared-core';
import { COMMENT_LIMITS, isPlainText } from '@panel/contract';
import { languageName } from '@panel/shared-core/listing-data';
import { useQuery } from '@panel/shared-core/query';
import { FormDialog, TextField, useForm, z, zodResolver } from '@panel/shared-core/record';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  EmptyState,
  ErrorState,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  UserText,
  useDialogSize,
} from '@panel/shared-core/ui';
import { Dialog, notify, useConfirm } from '@panel/shared-core/ui-heavy';
import { RadioGroup } from '@panel/shared-core/ui-extra';
import { commentKeys, type CommentsApi } from '../api';
import type { TemplateComment } from '../types';
import '../texts';

function CommentPreviewList({ comments, label }: { comments: TemplateComment[]; label: string }) {
  const { t } = useTranslation('applications');
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={label} maxH="18rem" overflowY="auto">
      {comments.map((comment, index) => (
        <Box as="li" key={index} borderWidth="1px" borderRadius="l2" p="3">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="medium" textStyle="sm">
              <UserText>{comment.author_name}</UserText>
            </Text>
            <Text
              textStyle="xs"
              color="fg.muted"
              aria-label={t('comments.ratingOf', { rating: comment.rating })}
            >
              {'★'.repeat(comment.rating)}
            </Text>
          </HStack>
          <Text textStyle="sm">
            <UserText>{comment.text}</UserText>
          </Text>
          {comment.reply_text ? (
            <Text textStyle="xs" color="fg.muted" mt="1">
              {t('comments.replyPrefix')} <UserText>{comment.reply_text}</UserText>
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** Saves the application's own comments (not the system ones) as a named template of the company. */
export function SaveTemplateDialog({
  api,
  applicationId,
  open,
  onClose,
}: {
  api: CommentsApi;
  applicationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('applications');
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .max(COMMENT_LIMITS.templateName, t('validation.max', { max: COMMENT_LIMITS.templateName }))
          .refine(isPlainText, t('validation.plainText')),
      }),
    [t],
  );
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.reset({ name: '' });
        onClose();
      }}
      title={t('templates.saveTitle')}
      description={t('templates.saveDescription')}
      form={form}
      submitLabel={t('templates.save')}
      onSubmit={async (values) => {
        const answer = await api.createTemplate(applicationId, values.name);
        notify.success(
          t('templates.saved', { name: values.name, count: answer.record?.comments.length ?? 0 }),
        );
      }}
    >
      <TextField name="name" label={t('templates.name')} required maxLength={COMMENT_LIMITS.templateName} />
    </FormDialog>
  );
}

function DialogFrame({
  open,
  onClose,
  title,
  description,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('record');
  const dialogSize = useDialogSize('lg');
  return (
    <Dialog.Root
      open={open}
      size={dialogSize}
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {description ? <Dialog.Description>{description}</Dialog.Description> : null}
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Adds a template's comments to the application, after showing exactly what will be added (create-from-template).
 */
export function AddFromTemplateDialog({
  api,
  applicationId,
  open,
  onClose,
  onAdded,
}: {
  api: CommentsApi;
  applicationId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const templates = useQuery({
    queryKey: commentKeys.templates(api.area, applicationId),
    queryFn: ({ signal }) => api.templates(applicationId, signal),
    enabled: open,
  });
  const list = templates.data ?? [];
  const selected = list.find((template) => String(template.id) === chosen) ?? null;
  const close = () => {
    setChosen(null);
    onClose();
  };
  const add = async () => {
    if (!selected || busy) return;
    setBusy(true);
    try {
      const answer = await api.createFromTemplate(applicationId, selected.id);
      notify.success(t('templates.added', { count: answer.items.length, name: selected.name }));
      onAdded();
      close();
    } catch (error) {
      if (!isNavigatedError(error)) notify.error(t('templates.addFailed'), (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t('templates.addTitle')}
      description={t('templates.addDescription')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('templates.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={() => void add()} disabled={!selected} loading={busy}>
            {selected ? t('templates.addCount', { count: selected.comments.length }) : t('templates.addNone')}
          </Button>
        </>
      }
    >
      {templates.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : templates.isError ? (
        <ErrorState onRetry={() => void templates.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('templates.none')} description={t('templates.noneHint')} />
      ) : (
        <>
          <RadioGroup.Root
            value={chosen}
            onValueChange={(details) => setChosen(details.value)}
            aria-label={t('templates.choose')}
          >
            <Stack gap="2">
              {list.map((template) => (
                <RadioGroup.Item key={template.id} value={String(template.id)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {template.name}{' '}
                    <Text as="span" color="fg.muted" textStyle="sm">
                      · {languageName(template.language, i18n.language)} ·{' '}
                      {t('templates.commentCount', { count: template.comments.length })}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {selected ? (
            <Stack gap="2">
              <Text fontWeight="medium">{t('templates.willAdd')}</Text>
              <CommentPreviewList
                comments={selected.comments}
                label={t('templates.previewOf', { name: selected.name })}
              />
            </Stack>
          ) : null}
        </>
      )}
    </DialogFrame>
  );
}

/** The platform's comment sets: attached ones are marked and can be detached; the others can be attached. */
export function SystemSetsDialog({
  api,
  applicationId,
  open,
  onClose,
  onChanged,
}: {
  api: CommentsApi;
  applicationId: number;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const confirm = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  const sets = useQuery({
    queryKey: commentKeys.systemSets(api.area, applicationId),
    queryFn: ({ signal }) => api.systemSets(applicationId, signal),
    enabled: open,
  });
  const toggle = async (setId: number, name: string, attached: boolean) => {
    if (attached) {
      const ok = await confirm({
        title: t('system.detachTitle', { name }),
        message: t('system.detachMessage'),
        confirmLabel: t('system.detach'),
        destructive: true,
      });
      if (!ok) return;
    }
    setBusy(setId);
    try {
      if (attached) {
        await api.detachSystem(applicationId, setId);
        notify.success(t('system.detached', { name }));
      } else {
        const answer = await api.attachSystem(applicationId, setId);
        notify.success(t('system.attached', { name, count: answer.items.length }));
      }
      await sets.refetch();
      onChanged();
    } catch (error) {
      if (!isNavigatedError(error)) notify.error(t('system.failed'), (error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('system.title')}
      description={t('system.description')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('system.done')}
        </Button>
      }
    >
      {sets.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : sets.isError ? (
        <ErrorState onRetry={() => void sets.refetch()} />
      ) : (sets.data ?? []).length === 0 ? (
        <EmptyState title={t('system.none')} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {(sets.data ?? []).map((set) => (
            <Box
              as="li"
              key={set.id}
              borderWidth="1px"
              borderRadius="l2"
              p="3"
              data-testid={`system-set-${set.id}`}
            >
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0.5" minW="0">
                  <HStack gap="2">
                    <Text fontWeight="medium">{set.name}</Text>
                    {set.attached ? (
                      <Badge colorPalette="purple" size="sm">
                        {t('system.attachedBadge')}
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    {languageName(set.language, i18n.language)} ·{' '}
                    {t('templates.commentCount', { count: set.comments_count })}
                  </Text>
                  {set.comments[0] ? (
                    <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                      «{set.comments[0].text}»
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  size="sm"
                  variant={set.attached ? 'outline' : 'solid'}
                  colorPalette={set.attached ? 'red' : 'brand'}
                  loading={busy === set.id}
                  disabled={busy !== null && busy !== set.id}
                  onClick={() => void toggle(set.id, set.name, set.attached)}
                >
                  {set.attached ? t('system.detach') : t('system.attach')}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </DialogFrame>
  );
}
