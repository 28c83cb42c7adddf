import { isRecipient } from '@panel/contract';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from '@panel/shared-core';
import { isNavigatedError, submitErrorMessages, useTranslation } from '@panel/shared-core';
import { FormDialogFrame, TextField, useForm, z, zodResolver } from '@panel/shared-core/record';
import { Alert, Box, Button, FormErrorSummary, Stack, Text } from '@panel/shared-core/ui';
import { Dialog } from '@panel/shared-core/ui-heavy';
import {
  notificationTemplateActions,
  notificationTemplates,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationTemplate,
  type TestMessage,
} from '../../api/notification-templates';

/** Who a test may go to: a Telegram chat id or @username, or an e-mail address (the contract's rule). */
export function recipientSchema(t: TFunction, channel: NotificationChannel) {
  return z.object({
    recipient: z
      .string()
      .trim()
      .min(1, t('messaging:rules.required'))
      .refine(
        (value) => value === '' || isRecipient(channel, value),
        t(`notificationTemplates.test.rules.${channel}`),
      ),
  });
}

type RecipientValues = z.input<ReturnType<typeof recipientSchema>>;

/** What the template's form holds when the test is asked for: what is tested, saved or not. */
export interface EditedTemplate {
  text: string;
  event: NotificationEvent | null;
  channel: NotificationChannel | null;
}

export interface SendTestDialogProps {
  template: NotificationTemplate;
  open: boolean;
  onClose: () => void;
  /** The form's values: the test sends them, not the saved text. */
  edited?: EditedTemplate;
  /** The form has changes not saved yet: say that they are what is tested. */
  unsaved?: boolean;
}

/**
 * Sends the text being edited (the saved one without `edited`), with sample values in its placeholders, to a
 * recipient the administrator names, and shows what they received, or why it could not be delivered (on the recipient
 * field; a refused text above it).
 *
 * @example
 * <SendTestDialog template={template} open={open} onClose={close} edited={form.getValues()} unsaved={isDirty} />
 */
export function SendTestDialog({ template, open, onClose, edited, unsaved = false }: SendTestDialogProps) {
  const { t } = useTranslation('manage');
  const channel = edited?.channel ?? template.channel;
  const form = useForm<RecipientValues>({
    resolver: zodResolver(recipientSchema(t, channel)),
    mode: 'onTouched',
    defaultValues: { recipient: '' },
  });
  const [result, setResult] = useState<{ message: string; sent: TestMessage | null } | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const inFlight = useRef(false);
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    // Each opening starts afresh: no recipient, no result of an earlier test.
    if (!open) return;
    form.reset({ recipient: '' });
    setResult(null);
    setSummary([]);
  }, [open, form]);

  const submit = form.handleSubmit(async ({ recipient }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSummary([]);
    setResult(null);
    try {
      const answer = await notificationTemplates.call<TestMessage>(
        notificationTemplateActions.sendMessage,
        template.id,
        {
          recipient,
          ...(edited
            ? {
                text: edited.text,
                ...(edited.event ? { event: edited.event } : {}),
                ...(edited.channel ? { channel: edited.channel } : {}),
              }
            : {}),
        },
      );
      setResult({
        message: answer.message ?? t('notificationTemplates.test.sent', { recipient }),
        sent: answer.record,
      });
    } catch (error) {
      const messages = submitErrorMessages(error, form.setError, ['recipient']);
      if (isNavigatedError(error)) return;
      setSummary(messages);
      if (!form.getFieldState('recipient').error) requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <FormDialogFrame
      open={open}
      onClose={onClose}
      busy={busy}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      form={form}
      onSubmit={(event) => {
        // The dialog is drawn in a portal but sits inside the template's form in React's tree: its submit must not
        // bubble up to that form and save the template.
        event.stopPropagation();
        void submit(event);
      }}
      closeLabel={t('notificationTemplates.test.close')}
    >
      <Dialog.Header>
        <Dialog.Title>{t('notificationTemplates.test.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            {t(`notificationTemplates.test.description.${channel}`, { name: template.name })}
          </Dialog.Description>
          {unsaved ? (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Description>{t('notificationTemplates.test.unsaved')}</Alert.Description>
            </Alert.Root>
          ) : null}
          <FormErrorSummary ref={summaryRef} messages={summary} />
          <TextField
            name="recipient"
            type={channel === 'email' ? 'email' : 'text'}
            autoComplete="off"
            label={t(`notificationTemplates.test.recipient.${channel}`)}
            helperText={t(`notificationTemplates.test.recipientHint.${channel}`)}
            placeholder={channel === 'email' ? 'name@example.com' : '@username'}
            required
          />
          {result ? (
            <Stack gap="2" role="status" data-testid="test-message-result">
              <Alert.Root status="success" size="sm">
                <Alert.Indicator />
                <Alert.Title>{result.message}</Alert.Title>
              </Alert.Root>
              {result.sent ? (
                <>
                  <Text textStyle="sm" fontWeight="medium">
                    {t('notificationTemplates.test.received', { recipient: result.sent.recipient })}
                  </Text>
                  <Box
                    as="blockquote"
                    m="0"
                    p="3"
                    borderWidth="1px"
                    borderRadius="l2"
                    bg="bg.muted"
                    textStyle="sm"
                    whiteSpace="pre-wrap"
                    wordBreak="break-word"
                    data-testid="test-message-text"
                  >
                    {result.sent.text}
                  </Box>
                </>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('notificationTemplates.test.close')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {result ? t('notificationTemplates.test.sendAgain') : t('notificationTemplates.test.send')}
        </Button>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
