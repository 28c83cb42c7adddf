import { useEffect, useRef, useState } from 'react';
import {
  PUSH_KINDS,
  SCHEDULE_TIME,
  isPlainText,
  isScheduleDay,
  sendAtProblem,
  whenFieldsValid,
} from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { isApiError, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  LIMITS,
  PushContentFields,
  PushPreview,
  pushContentShape,
  type PushContent,
} from '@panel/shared-domain/messaging';
import { useQueryClient } from '@panel/shared-core/query';
import {
  RecordForm,
  SelectField,
  TextField,
  optionLabel,
  useFormContext,
  useRecordForm,
  useWatch,
  z,
  type Control,
  type FormOption,
} from '@panel/shared-core/record';
import { ApplicationsField } from '@panel/shared-domain/choices';
import { useParams, useSearchParams } from '@panel/shared-core/router';
import { Alert, Card, Heading, Stack, Text } from '@panel/shared-core/ui';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import {
  pushApi,
  pushKeys,
  pushNotifications,
  type PushKind,
  type PushNotification,
  type PushTemplateInfo,
} from '../../api/push';
import { PUSH_PATH, pushListPath } from './paths';
import { fromLocalInput, toLocalInput } from './schedule';
import { RegularScheduleFields, SingleSendFields } from './schedule-fields';

const CONTENT: readonly (keyof PushContent)[] = ['title', 'body', 'url', 'icon_url', 'image_url'];

/**
 * The rules of a push notification: its content (shared with the administrators' templates), at least one
 * application, and what its kind needs: a future moment for a one-off sent later, days, time and zone for a regular one.
 */
export function pushSchema(t: TFunction, now: () => number = Date.now) {
  return z
    .object({
      kind: z.enum(PUSH_KINDS),
      name: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(LIMITS.name, t('validation.maxLength', { max: LIMITS.name }))
        .refine(isPlainText, t('validation.plainText')),
      template_id: z.number().nullable(),
      application_ids: z.array(z.number()).min(1, t('push.rules.applications')),
      ...pushContentShape(t),
      send_later: z.boolean(),
      send_at: z.string().nullable(),
      schedule: z.object({
        days: z.array(z.number().refine(isScheduleDay)),
        time: z.string().trim(),
        timezone: z.string(),
      }),
    })
    .superRefine(
      (values, ctx) => {
        if (values.kind === 'single') {
          if (!values.send_later) return;
          const problem = sendAtProblem(values.send_at ?? '', now());
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: ['send_at'],
              message: t(problem === 'dateTime' ? 'push.rules.sendAt' : 'push.rules.future'),
            });
          return;
        }
        if (values.schedule.days.length === 0)
          ctx.addIssue({ code: 'custom', path: ['schedule', 'days'], message: t('push.rules.days') });
        if (!SCHEDULE_TIME.test(values.schedule.time))
          ctx.addIssue({ code: 'custom', path: ['schedule', 'time'], message: t('push.rules.time') });
        if (!values.schedule.timezone)
          ctx.addIssue({ code: 'custom', path: ['schedule', 'timezone'], message: t('validation.required') });
      },
      whenFieldsValid(['kind', 'send_later', 'send_at', 'schedule']),
    );
}

type PushValues = z.input<ReturnType<typeof pushSchema>>;
type PushOutput = z.output<ReturnType<typeof pushSchema>>;

/** What is sent: only what the kind uses; the one-off moment as an ISO date (null = now). */
export function pushPayload({
  send_later,
  send_at,
  schedule,
  ...values
}: PushOutput): Record<string, unknown> {
  const single = values.kind === 'single';
  return {
    ...values,
    image_url: values.image_url || null,
    send_at: single && send_later ? fromLocalInput(send_at) : null,
    schedule: single ? null : schedule,
  };
}

/**
 * Choosing a template fills the content through `template-info`, after asking when the user already wrote some; the
 * fields it filled say so. On an existing notification the template's values are read only to mark those fields.
 */
function useTemplateFill(initialTemplate: number | null) {
  const { t } = useTranslation('client');
  const form = useFormContext<PushValues>();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const templateId = useWatch({ name: 'template_id' }) as number | null;
  const [info, setInfo] = useState<PushTemplateInfo | null>(null);
  const [loading, setLoading] = useState(false);
  const applied = useRef<number | null>(initialTemplate);

  useEffect(() => {
    if (templateId === null) {
      applied.current = null;
      setInfo(null);
      return;
    }
    const fill = templateId !== applied.current;
    applied.current = templateId;
    let cancelled = false;
    setLoading(true);
    queryClient
      .fetchQuery({
        queryKey: pushKeys.templateInfo(templateId),
        queryFn: ({ signal }) => pushApi.templateInfo(templateId, signal),
        staleTime: 60_000,
      })
      .then(async (template) => {
        if (cancelled) return;
        setInfo(template);
        if (!fill) return;
        const values = form.getValues();
        const written = CONTENT.some((key) => {
          const value = values[key];
          return !!value && value !== (template[key] ?? '');
        });
        if (
          written &&
          !(await confirm({
            title: t('push.template.replaceTitle'),
            message: t('push.template.replaceMessage', { name: template.name }),
            confirmLabel: t('push.template.replace'),
          }))
        )
          return;
        for (const key of CONTENT)
          form.setValue(key, template[key] ?? (key === 'image_url' ? null : ''), {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
        if (!values.name.trim()) form.setValue('name', template.name, { shouldDirty: true });
        notify.info(t('push.template.filled', { name: template.name }));
      })
      .catch((error: unknown) => {
        if (!cancelled)
          notify.error(
            t('push.template.failed'),
            isApiError(error) && error.message ? error.message : undefined,
          );
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
    // The form, the client and the confirm are stable: in practice only the chosen template (or a language switch,
    // which re-reads the template without filling again) runs this.
  }, [templateId, form, queryClient, confirm, t]);

  return { info, loading };
}

function TemplateSection({ options, initial }: { options: FormOption[]; initial: number | null }) {
  const { t } = useTranslation('client');
  const { info, loading } = useTemplateFill(initial);
  return (
    <Stack gap="5">
      <SelectField
        name="template_id"
        label={t('push.fields.template')}
        helperText={loading ? t('push.template.loading') : t('push.hints.template')}
        options={options}
        placeholder={t('push.template.none')}
      />
      <Heading as="h3" size="xs" color="fg.muted">
        {t('push.sections.content')}
      </Heading>
      <PushContentFields fromTemplate={info} />
    </Stack>
  );
}

function Preview({ applications }: { applications: FormOption[] }) {
  const ids = (useWatch({ name: 'application_ids' }) as number[] | undefined) ?? [];
  return <PushPreview appName={ids.length > 0 ? optionLabel(applications, ids[0]) : undefined} />;
}

function KindFields({ timezones }: { timezones: FormOption[] }) {
  const kind = useWatch({ name: 'kind' }) as PushKind;
  return kind === 'regular' ? <RegularScheduleFields timezones={timezones} /> : <SingleSendFields />;
}

/** `/client/push-notifications/new` (`?kind=regular` for a regular one) and `/client/push-notifications/:id/edit`. */
export default function PushFormScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const kind: PushKind = search.get('kind') === 'regular' ? 'regular' : 'single';
  return (
    <PushForm key={id ?? `new-${kind}`} id={id === undefined ? undefined : Number(id)} initialKind={kind} />
  );
}

/** The chosen applications that are not active: a push to them reaches nobody until they are. */
function inactiveOf(ids: readonly number[], applications: readonly FormOption[]): FormOption[] {
  return applications.filter(
    (option) =>
      ids.includes(Number(option.value)) && option.status !== undefined && option.status !== 'active',
  );
}

/** "1 application is not active (Sky Maps): …", or nothing when every chosen one is active. */
function inactiveText(
  t: TFunction,
  ids: readonly number[],
  applications: readonly FormOption[],
): string | null {
  const inactive = inactiveOf(ids, applications).map((option) => option.label);
  return inactive.length === 0
    ? null
    : t('push.inactive', { count: inactive.length, applications: inactive.join(', ') });
}

function sendNowMessage(
  t: TFunction,
  name: string,
  ids: readonly number[],
  applications: readonly FormOption[],
): string {
  const chosen = applications.filter((option) => ids.includes(Number(option.value))).map((o) => o.label);
  const message = t('push.sendNow.message', { name, count: chosen.length, applications: chosen.join(', ') });
  const warning = inactiveText(t, ids, applications);
  return warning ? `${message} ${warning}` : message;
}

/** Says, beside the applications, which of those chosen are not active. */
function InactiveWarning({ applications }: { applications: readonly FormOption[] }) {
  const { t } = useTranslation('client');
  const ids = (useWatch({ name: 'application_ids' }) as number[] | undefined) ?? [];
  const warning = inactiveText(t, ids, applications);
  if (!warning) return null;
  return (
    <Alert.Root status="warning" data-testid="push-inactive">
      <Alert.Indicator />
      <Alert.Description>{warning}</Alert.Description>
    </Alert.Root>
  );
}

/** The save button says what saving does: send now, schedule, or save the changes of a scheduled one. */
function useSubmitLabel(control: Control<PushValues>, editing: boolean, locked: boolean): string | undefined {
  const { t } = useTranslation('client');
  const kind = useWatch({ control, name: 'kind' }) as PushKind | undefined;
  const later = useWatch({ control, name: 'send_later' }) as boolean | undefined;
  if (locked) return undefined;
  if (kind === 'single' && !later) return t('push.actions.sendNow');
  return editing ? undefined : t('push.actions.schedule');
}

/** The toast after saving: the push by name and its new state. */
function savedMessage(t: TFunction, language: string, saved: PushNotification | null | undefined): string {
  const name = saved?.name ?? '';
  if (saved?.status === 'sending' || saved?.status === 'sent') return t('push.sending', { name });
  if (saved?.kind === 'single' && saved.status === 'scheduled' && saved.send_at) {
    const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return t('push.scheduledFor', { name, when: when.format(new Date(saved.send_at)) });
  }
  return t('push.saved', { name });
}

function PushForm({ id, initialKind }: { id: number | undefined; initialKind: PushKind }) {
  const { t, i18n } = useTranslation('client');
  const editing = id !== undefined;
  const confirmSend = useConfirm();
  // The options and the record arrive after the form is set up; the confirmation reads them when the user saves.
  const loaded = useRef<{ applications: readonly FormOption[]; locked: boolean }>({
    applications: [],
    locked: false,
  });
  const controller = useRecordForm({
    resource: pushNotifications,
    id,
    schema: pushSchema(t),
    toValues: ({ record, defaults }: { record?: PushNotification; defaults: Partial<PushNotification> }) => {
      const source = record ?? defaults;
      const schedule = source.schedule ?? defaults.schedule ?? null;
      return {
        kind: record?.kind ?? initialKind,
        name: source.name ?? '',
        template_id: source.template_id ?? null,
        application_ids: [...(source.application_ids ?? [])],
        title: source.title ?? '',
        body: source.body ?? '',
        url: source.url ?? '',
        icon_url: source.icon_url ?? '',
        image_url: source.image_url ?? null,
        send_later: !!source.send_at,
        send_at: toLocalInput(source.send_at),
        schedule: {
          days: [...(schedule?.days ?? [1, 2, 3, 4, 5])],
          time: schedule?.time ?? '10:00',
          timezone: schedule?.timezone ?? 'UTC',
        },
      };
    },
    toPayload: pushPayload,
    returnTo: (saved) => (saved ? `${PUSH_PATH}/${saved.id}` : listingUrl(pushListPath(initialKind))),
    // What became of it, not just "saved": one sent now is going out (its record, opened next, shows the delivery),
    // one with a moment waits for it.
    successMessage: (saved) => savedMessage(t, i18n.language, saved),
    // A one-off push without a time goes out as it is saved, to every subscriber: the user says so first.
    confirm: (values) =>
      values.kind !== 'single' || values.send_later || loaded.current.locked
        ? true
        : confirmSend({
            title: t('push.sendNow.title'),
            message: sendNowMessage(t, values.name, values.application_ids, loaded.current.applications),
            confirmLabel: t('push.actions.sendNow'),
          }),
  });
  const push = controller.record;
  const options = controller.options;
  const locked = push?.status === 'sent' || push?.status === 'sending';
  useEffect(() => {
    loaded.current = { applications: options.application_ids ?? [], locked };
  }, [options.application_ids, locked]);
  const submitLabel = useSubmitLabel(controller.form.control, editing, locked);
  const kind = (controller.form.watch('kind') as PushKind) ?? initialKind;
  const title = editing
    ? push
      ? t('push.editTitle', { name: push.name })
      : t('push.edit')
    : kind === 'regular'
      ? t('push.newRegular')
      : t('push.newSingle');
  const kinds: FormOption[] =
    options.kind && options.kind.length > 0
      ? options.kind
      : [
          { value: 'single', label: t('push.kinds.single') },
          { value: 'regular', label: t('push.kinds.regular') },
        ];
  return (
    <RecordForm
      controller={controller}
      title={title}
      description={t('push.description')}
      aside={<Preview applications={options.application_ids ?? []} />}
      submitLabel={submitLabel}
      record={id !== undefined ? { name: push?.name, path: `${PUSH_PATH}/${id}` } : undefined}
    >
      {locked ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('push.lockedHint')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.sections.main')}>
        <Card.Body>
          <Stack gap="5">
            <SelectField
              name="kind"
              label={t('push.fields.kind')}
              helperText={t('push.hints.kind')}
              options={kinds}
              required
            />
            <TextField
              name="name"
              label={t('push.fields.name')}
              helperText={t('push.hints.name')}
              maxLength={LIMITS.name}
              required
            />
            <ApplicationsField name="application_ids" label={t('push.fields.applications')} required />
            <InactiveWarning applications={options.application_ids ?? []} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.sections.content')}>
        <Card.Header>
          <Heading as="h2" size="sm">
            {t('push.sections.message')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <TemplateSection options={options.template_id ?? []} initial={push?.template_id ?? null} />
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('push.sections.when')}>
        <Card.Header>
          <Heading as="h2" size="sm">
            {t('push.sections.when')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {kind === 'regular' ? t('push.hints.regular') : t('push.hints.single')}
          </Text>
        </Card.Header>
        <Card.Body>
          <KindFields timezones={options.timezone ?? []} />
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
