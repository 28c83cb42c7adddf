import { useId, type ReactNode } from 'react';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  FunnelTimelineView,
  LIMITS,
  fireTimes,
  formatDuration,
  toSteps,
  type FunnelStep,
} from '@panel/shared-core/messaging';
import {
  useFormContext,
  useRecordActions,
  useWatch,
  z,
  type FormOption,
  type RecordAction,
  type RecordCall,
  type RecordResource,
} from '@panel/shared-core/record';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import {
  Alert,
  Badge,
  Box,
  Card,
  Field,
  HStack,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Text,
  CheckIcon,
  EditIcon,
  TrashIcon,
} from '@panel/shared-core/ui';
import { useConfirm } from '@panel/shared-core/ui-heavy';

/** The name of a funnel: required, trimmed, at most 100 characters (the contract's shared rule). */
export function funnelNameRule(t: TFunction) {
  return z
    .string()
    .trim()
    .min(1, t('validation.required'))
    .max(LIMITS.name, t('validation.maxLength', { max: LIMITS.name }));
}

/**
 * Whether a funnel sends its steps, as a coloured badge.
 *
 * @example
 * <FunnelStatusBadge active={funnel.is_active} />
 */
export function FunnelStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('client');
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} data-testid="funnel-status">
      {active ? t('funnels.status.active') : t('funnels.status.inactive')}
    </Badge>
  );
}

/**
 * A date and time in the panel's language, or the text as it came when it is not one.
 *
 * @example
 * const dateTime = useDateTime();
 * dateTime(funnel.created_at); // "Jan 1, 2026, 10:00 AM"
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string | null | undefined) => {
    if (!value) return null;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : format.format(parsed);
  };
}

/** The steps the user wrote something into (or added): replacing them needs their consent. */
function hasTypedSteps(steps: readonly FunnelStep[] | undefined): boolean {
  if (!steps) return false;
  return (
    steps.length > 1 ||
    steps.some((step) => [step.title, step.body, step.url].some((text) => (text ?? '').trim() !== ''))
  );
}

export interface TemplatePickerProps {
  /** The templates the create call offered (`options.template_id`), each with its `steps`. */
  templates: readonly FormOption[];
  /** How a template reads in the list ("Welcome (EN)"). */
  describe: (template: FormOption) => string;
  /** Fills what else the template carries (a system funnel's trigger). */
  onApply?: (template: FormOption) => void;
}

/**
 * "Start from a template" on a funnel's create form: choosing one of the administrators' templates fills the steps,
 * the template and, when still empty, the name. Steps the user typed are replaced only after they agree; the form says
 * which template the steps came from.
 *
 * @example
 * <TemplatePicker templates={controller.options.template_id ?? []} describe={(template) => template.label} />
 */
export function TemplatePicker({ templates, describe, onApply }: TemplatePickerProps) {
  const { t } = useTranslation('client');
  const confirm = useConfirm();
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name: 'template_id' }) as number | null | undefined;
  const current = templates.find((template) => String(template.value) === String(chosen ?? ''));
  const selectId = useId();
  const hintId = useId();

  const choose = async (raw: string) => {
    const template = templates.find((option) => String(option.value) === raw);
    if (!template) {
      // "No template" keeps the steps the form holds: they are the user's now.
      setValue('template_id', null, { shouldDirty: true });
      return;
    }
    const steps = getValues('steps') as FunnelStep[] | undefined;
    if (hasTypedSteps(steps)) {
      const count = steps?.length ?? 0;
      const agreed = await confirm({
        title: t('funnels.template.replaceTitle'),
        message: t('funnels.template.replace', { count, name: describe(template) }),
        confirmLabel: t('funnels.template.replaceConfirm'),
      });
      if (!agreed) return;
    }
    const given = toSteps(template.steps);
    if (given.length > 0) setValue('steps', given, { shouldDirty: true, shouldValidate: false });
    setValue('template_id', Number(template.value), { shouldDirty: true });
    if (!String(getValues('name') ?? '').trim()) setValue('name', template.label, { shouldDirty: true });
    onApply?.(template);
  };

  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={`${selectId}-heading`}>
      <Card.Header>
        <Heading as="h2" size="sm" id={`${selectId}-heading`}>
          {t('funnels.template.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted" id={hintId}>
          {templates.length > 0 ? t('funnels.template.hint') : t('funnels.template.empty')}
        </Text>
      </Card.Header>
      {templates.length > 0 ? (
        <Card.Body>
          <Stack gap="3">
            <Field.Root>
              <Field.Label htmlFor={selectId}>{t('funnels.template.label')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={selectId}
                  aria-describedby={hintId}
                  value={current ? String(current.value) : ''}
                  onChange={(event) => void choose(event.target.value)}
                >
                  <option value="">{t('funnels.template.none')}</option>
                  {templates.map((template) => (
                    <option key={String(template.value)} value={String(template.value)}>
                      {describe(template)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {current ? (
              <Alert.Root status="info" size="sm" data-testid="template-source">
                <Alert.Indicator />
                <Alert.Description>
                  {t('funnels.template.from', { name: describe(current) })}
                </Alert.Description>
              </Alert.Root>
            ) : null}
          </Stack>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}

/**
 * A funnel's steps as the record screen shows them: when each fires, how long it waits, and its message.
 *
 * @example
 * <FunnelStepsList steps={funnel.steps} />
 */
export function FunnelStepsList({ steps }: { steps: readonly FunnelStep[] }) {
  const { t } = useTranslation('client');
  const { t: tm } = useTranslation('messaging');
  const times = fireTimes(steps);
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('funnels.stepsList.title')}>
      {steps.map((step, index) => (
        <Card.Root as="li" key={index} variant="outline" size="sm" data-testid="funnel-step">
          <Card.Body>
            <Stack gap="1.5">
              <HStack gap="2" wrap="wrap" justify="space-between">
                <Text fontWeight="semibold">{tm('funnel.step', { n: index + 1 })}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {tm('funnel.firesAfter', { duration: formatDuration(tm, times[index] ?? 0) })}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {index === 0
                  ? t('funnels.stepsList.waitsFirst', { duration: formatDuration(tm, step.delay_minutes) })
                  : t('funnels.stepsList.waits', { duration: formatDuration(tm, step.delay_minutes) })}
              </Text>
              <Text fontWeight="medium" wordBreak="break-word">
                {step.title}
              </Text>
              <Text textStyle="sm" whiteSpace="pre-line" wordBreak="break-word">
                {step.body}
              </Text>
              {step.url ? (
                <Link
                  href={step.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  textStyle="sm"
                  colorPalette="brand"
                  overflowWrap="anywhere"
                >
                  {step.url}
                </Link>
              ) : null}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/**
 * A titled card of a record screen.
 *
 * @example
 * <Section title={t('funnels.stepsList.title')}><FunnelStepsList steps={steps} /></Section>
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="sm" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box minW="0">{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * When a saved funnel's steps fire after its trigger, in a card (the timeline names itself).
 *
 * @example
 * <TimelineCard steps={funnel.steps} triggerLabel={t('funnels.onesignal.trigger')} />
 */
export function TimelineCard({
  steps,
  triggerLabel,
}: {
  steps: readonly FunnelStep[];
  triggerLabel: string;
}) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <FunnelTimelineView steps={steps} triggerLabel={triggerLabel} />
      </Card.Body>
    </Card.Root>
  );
}

interface ActivatableFunnel {
  id: number;
  name: string;
  is_active: boolean;
}

export interface FunnelActionsOptions<T extends ActivatableFunnel> {
  resource: RecordResource<T>;
  calls: { delete: RecordCall; activate: RecordCall };
  id: number;
  funnel: T | undefined;
  /** The listing's path (`/client/onesignal-funnels`), where a deletion returns. */
  listPath: string;
  /** The record's path, which "Edit" adds `/edit` to. */
  recordPath: string;
}

/**
 * The actions of a funnel's record screen: edit, activate or deactivate (deactivating asks first: the users in the
 * funnel stop getting its steps), delete (asks first, then back to the listing).
 *
 * @example
 * const actions = useFunnelActions({ resource: systemFunnels, calls: systemFunnelActions, id, funnel, listPath,
 *   recordPath: systemFunnelPath(id) });
 */
export function useFunnelActions<T extends ActivatableFunnel>({
  resource,
  calls,
  id,
  funnel,
  listPath,
  recordPath,
}: FunnelActionsOptions<T>): RecordAction[] {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const location = useLocation();
  const { run, pending } = useRecordActions(resource, id);
  if (!funnel) return [];
  const name = funnel.name;
  return [
    {
      key: 'edit',
      label: t('funnels.actions.edit'),
      icon: <EditIcon />,
      primary: true,
      onClick: () => void navigate(`${recordPath}/edit`, { state: { from: location.pathname } }),
    },
    funnel.is_active
      ? {
          key: 'deactivate',
          label: t('funnels.actions.deactivate'),
          loading: pending === 'activate',
          onClick: () =>
            void run(
              'activate',
              calls.activate,
              {
                label: t('funnels.actions.deactivate'),
                confirm: t('funnels.deactivateConfirm', { name }),
                success: () => t('funnels.deactivated', { name }),
              },
              { isActive: false },
            ),
        }
      : {
          key: 'activate',
          label: t('funnels.actions.activate'),
          icon: <CheckIcon />,
          loading: pending === 'activate',
          onClick: () =>
            void run(
              'activate',
              calls.activate,
              {
                label: t('funnels.actions.activate'),
                success: () => t('funnels.activated', { name }),
              },
              { isActive: true },
            ),
        },
    {
      key: 'delete',
      label: t('funnels.actions.delete'),
      icon: <TrashIcon />,
      destructive: true,
      loading: pending === 'delete',
      onClick: () =>
        void run('delete', calls.delete, {
          label: t('funnels.actions.delete'),
          confirm: t('funnels.deleteConfirm', { name }),
          destructive: true,
          removesRecord: true,
          success: () => t('funnels.deleted', { name }),
          navigateTo: () => listingUrl(listPath),
        }),
    },
  ];
}
