import { useEffect, useMemo } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { TFunction } from '@panel/shared-core';
import { useQuery } from '@panel/shared-core/query';
import {
  DateField,
  FormDialog,
  ImageField,
  NumberField,
  RatingField,
  TextField,
  TextareaField,
  useForm,
  z,
  zodResolver,
} from '@panel/shared-core/record';
import { SimpleGrid } from '@panel/shared-core/ui';
import { COMMENT_LIMITS, isPlainText } from '@panel/contract';
import type { CommentInput, CommentsApi } from '../api';
import type { AppComment } from '../types';
import '../texts';

const LIMITS = COMMENT_LIMITS;

function commentSchema(t: TFunction) {
  const required = t('applications:validation.required');
  const max = (n: number) => t('applications:validation.max', { max: n });
  return z.object({
    author_name: z
      .string()
      .trim()
      .min(1, required)
      .max(LIMITS.authorName, max(LIMITS.authorName))
      .refine(isPlainText, t('applications:validation.plainText')),
    author_avatar_url: z.string(),
    text: z.string().trim().min(1, required).max(LIMITS.text, max(LIMITS.text)),
    rating: z
      .number({ error: required })
      .int()
      .min(LIMITS.rating.min, t('applications:validation.commentRating'))
      .max(LIMITS.rating.max, t('applications:validation.commentRating')),
    likes: z
      .number({ error: required })
      .int(t('applications:validation.whole'))
      .min(LIMITS.likes.min, t('applications:validation.likes'))
      .max(LIMITS.likes.max, t('applications:validation.likes')),
    shown_date: z.string({ error: required }).min(1, required),
    reply_text: z.string().max(LIMITS.reply, max(LIMITS.reply)),
  });
}

type CommentValues = z.input<ReturnType<typeof commentSchema>>;

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(comment: AppComment | null | undefined): CommentValues {
  return {
    author_name: comment?.author_name ?? '',
    author_avatar_url: comment?.author_avatar_url ?? '',
    text: comment?.text ?? '',
    rating: comment?.rating ?? 5,
    likes: comment?.likes ?? 0,
    shown_date: comment?.shown_date ?? today(),
    reply_text: comment?.reply_text ?? '',
  };
}

export interface CommentDialogProps {
  api: CommentsApi;
  applicationId: number;
  /** The comment to edit (its `edit` call is read), or null to add one. */
  editing: AppComment | null;
  open: boolean;
  onClose: () => void;
  onSaved: (comment: AppComment | null, created: boolean) => void;
}

/**
 * Adds a comment to an application or edits one: author, avatar, text, rating, likes, the date it shows and the
 * developer's reply. Editing starts from the comment's `edit` call.
 */
export function CommentDialog({ api, applicationId, editing, open, onClose, onSaved }: CommentDialogProps) {
  const { t } = useTranslation('applications');
  const schema = useMemo(() => commentSchema(t), [t]);
  const form = useForm<CommentValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(null),
    mode: 'onTouched',
  });
  const editingId = editing?.id ?? null;
  const loaded = useQuery({
    queryKey: [api.area, 'applications', 'comments', 'edit', editingId],
    queryFn: () => api.edit(editingId!),
    enabled: open && editingId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const { reset } = form;
  const source = editingId === null ? null : (loaded.data ?? null);
  useEffect(() => {
    if (!open) return;
    if (editingId === null) reset(valuesOf(null));
    else if (source) reset(valuesOf(source));
  }, [open, editingId, source, reset]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? t('comments.editTitle', { author: editing.author_name }) : t('comments.addTitle')}
      form={form}
      loading={editingId !== null && !source}
      submitLabel={editing ? t('comments.save') : t('comments.add')}
      onSubmit={async (values) => {
        const input: CommentInput = { ...values, reply_text: values.reply_text.trim() || null };
        const answer =
          editingId === null ? await api.store(applicationId, input) : await api.update(editingId, input);
        onSaved(answer.record, editingId === null);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="author_name"
          label={t('comments.fields.author')}
          required
          maxLength={LIMITS.authorName}
        />
        <DateField name="shown_date" label={t('comments.fields.shownDate')} required />
      </SimpleGrid>
      <ImageField name="author_avatar_url" label={t('comments.fields.avatar')} shape="round" />
      <TextareaField
        name="text"
        label={t('comments.fields.text')}
        required
        maxLength={LIMITS.text}
        rows={4}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <RatingField name="rating" label={t('comments.fields.rating')} required />
        <NumberField
          name="likes"
          label={t('comments.fields.likes')}
          min={LIMITS.likes.min}
          max={LIMITS.likes.max}
        />
      </SimpleGrid>
      <TextareaField
        name="reply_text"
        label={t('comments.fields.reply')}
        helperText={t('comments.fields.replyHint')}
        maxLength={LIMITS.reply}
        rows={3}
      />
    </FormDialog>
  );
}
