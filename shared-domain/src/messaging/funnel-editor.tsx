import { useId, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import {
  NumberField,
  RepeatableField,
  SelectField,
  TextField,
  TextareaField,
  useController,
  useWatch,
  type FormOption,
} from '@panel/shared-core/record';
import { Box, Fieldset, HStack, Input, NativeSelect, Stack, Text } from '@panel/shared-core/ui';
import { LIMITS, TRIGGERS, emptyStep, fireTimes, formatDuration, type FunnelStep } from './rules';

const UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
type Unit = keyof typeof UNITS;

/** The largest unit the stored minutes are a whole number of. */
function unitOf(minutes: number): Unit {
  if (minutes > 0 && minutes % UNITS.days === 0) return 'days';
  if (minutes > 0 && minutes % UNITS.hours === 0) return 'hours';
  return 'minutes';
}

export interface DelayFieldProps {
  name: string;
  label: string;
  helperText?: string;
}

/**
 * A wait, typed as an amount and a unit (minutes, hours, days) and kept as whole minutes, the contract's unit.
 *
 * @example
 * <DelayField name="steps.1.delay_minutes" label={t('funnel.fields.delay')} />
 */
export function DelayField({ name, label, helperText }: DelayFieldProps) {
  const { t } = useTranslation('messaging');
  const { field, fieldState } = useController({ name });
  const stored = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : null;
  const [unit, setUnit] = useState<Unit>(() => unitOf(stored ?? 0));
  // The text is the user's while typing ("1." on the way to "1.5"); a value set from outside starts it afresh.
  const [text, setText] = useState(stored === null ? '' : String(stored / UNITS[unit]));
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    const nextUnit = unitOf(stored ?? 0);
    setUnit(nextUnit);
    setText(stored === null ? '' : String(stored / UNITS[nextUnit]));
  }
  const emit = (amountText: string, nextUnit: Unit) => {
    const amount = Number(amountText.replace(',', '.'));
    const minutes = amountText.trim() === '' || !Number.isFinite(amount) ? null : amount * UNITS[nextUnit];
    // Fractions of a unit are allowed while whole minutes result (1.5 h = 90 min); the schema refuses the rest.
    const next = minutes === null ? null : Math.round(minutes * 1000) / 1000;
    setSeen(next);
    field.onChange(next);
  };
  const id = useId();
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!message}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <HStack gap="2">
        <Input
          id={id}
          ref={field.ref}
          name={field.name}
          aria-label={t('funnel.delayAmount', { label })}
          aria-invalid={!!message || undefined}
          inputMode="decimal"
          w="8rem"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            emit(event.target.value, unit);
          }}
          onBlur={field.onBlur}
        />
        <NativeSelect.Root w="9rem">
          <NativeSelect.Field
            aria-label={t('funnel.delayUnit', { label })}
            value={unit}
            onChange={(event) => {
              const next = event.target.value as Unit;
              setUnit(next);
              emit(text, next);
            }}
          >
            {(Object.keys(UNITS) as Unit[]).map((key) => (
              <option key={key} value={key}>
                {t(`funnel.units.${key}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/**
 * A funnel's steps: add, remove and reorder them; each has its wait after the step before (the first: after the
 * trigger), a title, a text and the link it opens.
 *
 * @example
 * <FunnelStepsField />
 * <FunnelTimeline triggerLabel={t('funnel.afterInstall')} />
 */
export function FunnelStepsField() {
  const { t } = useTranslation('messaging');
  return (
    <RepeatableField<FunnelStep>
      name="steps"
      label={t('funnel.steps')}
      helperText={t('funnel.stepsHint', { max: LIMITS.steps })}
      addLabel={t('funnel.addStep')}
      itemTitle={(index) => t('funnel.step', { n: index + 1 })}
      newItem={() => emptyStep(60)}
      min={1}
      max={LIMITS.steps}
      renderItem={(index) => (
        <>
          <DelayField
            name={`steps.${index}.delay_minutes`}
            label={index === 0 ? t('funnel.fields.firstDelay') : t('funnel.fields.delay')}
          />
          <TextField
            name={`steps.${index}.title`}
            label={t('push.fields.title')}
            maxLength={LIMITS.title}
            required
          />
          <TextareaField
            name={`steps.${index}.body`}
            label={t('push.fields.body')}
            rows={2}
            maxLength={LIMITS.body}
            required
          />
          <TextField
            name={`steps.${index}.url`}
            type="url"
            label={t('push.fields.url')}
            placeholder="https://"
            required
          />
        </>
      )}
    />
  );
}

export interface FunnelTimelineViewProps {
  steps: readonly Pick<FunnelStep, 'delay_minutes' | 'title'>[];
  /** What starts the funnel ("After the install"). */
  triggerLabel: string;
}

/**
 * When each step fires after the trigger: a strip with a mark per step, drawn to scale, and the same as a list that
 * screen readers read.
 *
 * @example
 * <FunnelTimelineView steps={funnel.steps} triggerLabel={t('messaging:triggers.install')} />
 */
export function FunnelTimelineView({ steps, triggerLabel }: FunnelTimelineViewProps) {
  const { t } = useTranslation('messaging');
  const times = fireTimes(steps);
  const total = times.at(-1) ?? 0;
  const at = (minutes: number, index: number) =>
    total > 0 ? (minutes / total) * 100 : steps.length > 1 ? (index / (steps.length - 1)) * 100 : 0;
  return (
    <Stack as="section" aria-label={t('funnel.timeline')} gap="3" data-testid="funnel-timeline">
      <Text textStyle="sm" fontWeight="medium">
        {t('funnel.timeline')}
      </Text>
      <Box position="relative" h="6" mx="2" aria-hidden="true">
        <Box position="absolute" top="50%" left="0" right="0" h="2px" bg="border.emphasized" />
        <Box
          position="absolute"
          top="50%"
          insetStart="0"
          boxSize="3"
          borderRadius="full"
          bg="fg.muted"
          transform="translate(-50%, -50%)"
          _rtl={{ transform: 'translate(50%, -50%)' }}
        />
        {times.map((minutes, index) => (
          <Box
            key={index}
            position="absolute"
            top="50%"
            // Time runs along the reading direction: from the right in Arabic.
            insetStart={`${at(minutes, index)}%`}
            transform="translate(-50%, -50%)"
            _rtl={{ transform: 'translate(50%, -50%)' }}
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            textStyle="2xs"
            fontWeight="bold"
            display="grid"
            placeItems="center"
            zIndex={index + 1}
          >
            {index + 1}
          </Box>
        ))}
      </Box>
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" textStyle="sm">
        <HStack as="li" gap="2" color="fg.muted">
          <Text as="span" fontWeight="medium" minW="7rem">
            0
          </Text>
          <Text as="span">{triggerLabel}</Text>
        </HStack>
        {times.map((minutes, index) => (
          <HStack as="li" key={index} gap="2" align="start">
            <Text as="span" fontWeight="medium" minW="7rem">
              {t('funnel.firesAfter', { duration: formatDuration(t, minutes) })}
            </Text>
            <Text as="span" minW="0" wordBreak="break-word">
              {t('funnel.step', { n: index + 1 })}
              {steps[index]?.title ? `: ${steps[index]!.title}` : ''}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The timeline of the steps the form holds, redrawn as the user edits them.
 *
 * @example
 * <FunnelTimeline triggerLabel={t('messaging:triggers.install')} />
 */
export function FunnelTimeline({ triggerLabel }: { triggerLabel: string }) {
  const steps = (useWatch({ name: 'steps' }) as FunnelStep[] | undefined) ?? [];
  return <FunnelTimelineView steps={steps} triggerLabel={triggerLabel} />;
}

/** The trigger's label in the panel's words ("3 days without opening"). */
export function useTriggerLabel() {
  const { t } = useTranslation('messaging');
  return (trigger: string, value: number | null | undefined) =>
    trigger === 'inactive_days'
      ? t('triggers.inactiveFor', { count: value ?? 0 })
      : t(`triggers.${trigger}`, { defaultValue: trigger });
}

/**
 * What starts a system funnel: an install, the first open, or some days without opening (then how many).
 *
 * @example
 * <TriggerFields options={controller.options.trigger} />
 */
export function TriggerFields({ options }: { options?: FormOption[] }) {
  const { t } = useTranslation('messaging');
  const trigger = useWatch({ name: 'trigger' }) as string;
  const choices =
    options && options.length > 0
      ? options
      : TRIGGERS.map((value) => ({ value, label: t(`triggers.${value}`) }));
  return (
    <Stack gap="5">
      <SelectField name="trigger" label={t('funnel.fields.trigger')} options={choices} required />
      {trigger === 'inactive_days' ? (
        <NumberField
          name="trigger_value"
          label={t('funnel.fields.inactiveDays')}
          helperText={t('funnel.hints.inactiveDays', { max: LIMITS.inactiveDays })}
          min={1}
          max={LIMITS.inactiveDays}
          required
        />
      ) : null}
    </Stack>
  );
}
