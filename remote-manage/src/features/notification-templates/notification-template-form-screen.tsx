import { TEMPLATE_LIMITS, placeholderProblem, whenFieldsValid } from '@panel/contract';
import { nameRule } from '@panel/shared-domain/messaging';
import { useRef, useState } from 'react';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { SelectField, useRecordForm, useWatch, z, type FormOption } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Button, Card, Heading, SimpleGrid, Text } from '@panel/shared-core/ui';
import {
  notificationTemplateActions,
  notificationTemplates,
  type NotificationTemplate,
} from '../../api/notification-templates';
import { NOTIFICATION_TEMPLATES_PATH } from '../templates/paths';
import { choiceRule } from '../templates/rules';
import { TemplateForm } from '../templates/template-form';
import { placeholderToken, placeholdersOfEvent } from './placeholders';
import { SendTestDialog, type EditedTemplate } from './send-test-dialog';
import { TemplateTextField } from './template-text-field';

const CHANNELS: FormOption[] = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'email', label: 'E-mail' },
];

/**
 * The rules of a notification template. `events` gives the event options with their placeholders (read when the form
 * is checked, since they arrive with the form): every `{name}` of the text must be one of the chosen event's, and
 * every `{` closed (the contract's rule, which the server checks too).
 */
export function notificationTemplateSchema(t: TFunction, events: () => readonly FormOption[] | undefined) {
  return z
    .object({
      name: nameRule(t),
      event: choiceRule(t),
      channel: choiceRule(t),
      language: choiceRule(t),
      text: z
        .string()
        .trim()
        .min(1, t('messaging:rules.required'))
        .max(TEMPLATE_LIMITS.text, t('messaging:rules.maxLength', { max: TEMPLATE_LIMITS.text })),
    })
    .superRefine(
      (values, ctx) => {
        const allowed = values.event ? placeholdersOfEvent(events(), values.event) : null;
        if (!allowed || !values.text) return;
        const problem = placeholderProblem(values.text, allowed);
        if (!problem) return;
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message:
            problem.kind === 'unclosed'
              ? t('notificationTemplates.rules.unclosed', {
                  example: placeholderToken(allowed[0] ?? 'company'),
                })
              : t('notificationTemplates.rules.unknown', {
                  count: problem.names.length,
                  unknown: problem.names.map(placeholderToken).join(', '),
                  available: allowed.map(placeholderToken).join(', '),
                }),
        });
      },
      whenFieldsValid(['event', 'text']),
    );
}

/** `/manage/notification-templates/new` and `/manage/notification-templates/:id/edit`. */
export default function NotificationTemplateFormScreen() {
  const { id } = useParams();
  return <NotificationTemplateForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

/** The channel, with what its recipient gets (a chat message in Telegram, a letter by e-mail). */
function ChannelField({ options }: { options: readonly FormOption[] | undefined }) {
  const { t } = useTranslation('manage');
  const channel = useWatch({ name: 'channel' }) as string | null;
  return (
    <SelectField
      name="channel"
      label={t('notificationTemplates.fields.channel')}
      helperText={
        channel === 'telegram' || channel === 'email'
          ? t(`notificationTemplates.hints.channel.${channel}`)
          : undefined
      }
      options={options?.length ? options : CHANNELS}
      required
    />
  );
}

function NotificationTemplateForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  // The form's values when the test was asked for: the test tries what is being edited, saved or not.
  const [testing, setTesting] = useState<EditedTemplate | null>(null);
  // The schema needs the events' placeholders, which arrive with the form's options.
  const events = useRef<readonly FormOption[] | undefined>(undefined);
  const controller = useRecordForm({
    resource: notificationTemplates,
    id,
    schema: notificationTemplateSchema(t, () => events.current),
    toValues: ({
      record,
      defaults,
    }: {
      record?: NotificationTemplate;
      defaults: Partial<NotificationTemplate>;
    }) => {
      const source = record ?? defaults;
      return {
        name: source.name ?? '',
        event: source.event ?? null,
        channel: source.channel ?? null,
        language: source.language ?? null,
        text: source.text ?? '',
      };
    },
    returnTo: listingUrl(NOTIFICATION_TEMPLATES_PATH),
    successMessage: (saved) => t('notificationTemplates.saved', { name: saved?.name ?? '' }),
  });
  const options = controller.options;
  events.current = options.event;
  const template = controller.record;
  return (
    <TemplateForm
      controller={controller}
      kind="notificationTemplates"
      resource={notificationTemplates}
      deleteCall={notificationTemplateActions.destroy}
      listPath={NOTIFICATION_TEMPLATES_PATH}
      deleteNote={t('notificationTemplates.deleteNote')}
      fields={
        <>
          <SelectField
            name="event"
            label={t('notificationTemplates.fields.event')}
            helperText={t('notificationTemplates.hints.event')}
            options={options.event ?? []}
            required
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <ChannelField options={options.channel} />
            <SelectField
              name="language"
              label={t('templates.fields.language')}
              options={options.language ?? []}
              required
            />
          </SimpleGrid>
          <TemplateTextField events={options.event} />
        </>
      }
    >
      {template ? (
        <Card.Root
          variant="outline"
          size="sm"
          as="section"
          aria-label={t('notificationTemplates.test.section')}
        >
          <Card.Header>
            <Heading as="h2" size="sm">
              {t('notificationTemplates.test.section')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('notificationTemplates.test.sectionHint')}
            </Text>
          </Card.Header>
          <Card.Body>
            <Button
              variant="outline"
              size="sm"
              alignSelf="start"
              onClick={() => {
                const { text, event, channel } = controller.form.getValues();
                setTesting({ text, event, channel } as EditedTemplate);
              }}
            >
              {t('notificationTemplates.test.open')}
            </Button>
            <SendTestDialog
              template={template}
              open={testing !== null}
              edited={testing ?? undefined}
              onClose={() => setTesting(null)}
              unsaved={controller.isDirty}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
    </TemplateForm>
  );
}
