import { useTranslation } from '@panel/shared-core';
import {
  DateTimeField,
  SelectField,
  SwitchField,
  TextField,
  useController,
  useWatch,
  type FormOption,
} from '@panel/shared-core/record';
import { Button, Fieldset, HStack, Stack, Text, Wrap } from '@panel/shared-core/ui';
import type { PushSchedule } from '../../api/push';
import { WEEK, WEEKDAYS, WEEKEND, dayName, localTimeZone, scheduleText } from './schedule';

/** The days of a regular notification: a toggle per day (Monday first), and shortcuts for common weeks. */
function DaysField() {
  const { t, i18n } = useTranslation('client');
  const { field, fieldState } = useController({ name: 'schedule.days' });
  const days = (field.value as number[] | undefined) ?? [];
  const set = (next: readonly number[]) => {
    field.onChange([...next].sort((a, b) => a - b));
    field.onBlur();
  };
  const toggle = (day: number) => set(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!message}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t('push.fields.days')}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' *'}
        </Text>
      </Fieldset.Legend>
      <Wrap gap="1.5">
        {WEEK.map((day, index) => (
          <Button
            key={day}
            ref={index === 0 ? field.ref : undefined}
            size="sm"
            minW="12"
            variant={days.includes(day) ? 'solid' : 'outline'}
            colorPalette={days.includes(day) ? 'brand' : undefined}
            aria-pressed={days.includes(day)}
            // Named by what it shows ("Mon"), so a voice-control user can say it (WCAG 2.5.3); the whole name is its
            // description and its tooltip.
            title={dayName(day, i18n.language, 'long')}
            onClick={() => toggle(day)}
          >
            {dayName(day, i18n.language)}
          </Button>
        ))}
      </Wrap>
      <HStack gap="1" wrap="wrap">
        <Button size="xs" variant="ghost" onClick={() => set(WEEK)}>
          {t('push.schedule.everyDay')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => set(WEEKDAYS)}>
          {t('push.schedule.weekdays')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => set(WEEKEND)}>
          {t('push.schedule.weekend')}
        </Button>
      </HStack>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** When a regular notification goes out: days, time and time zone, with the result in one sentence. */
export function RegularScheduleFields({ timezones }: { timezones: FormOption[] }) {
  const { t, i18n } = useTranslation('client');
  const schedule = useWatch({ name: 'schedule' }) as PushSchedule | undefined;
  const summary = scheduleText(t, i18n.language, schedule ?? null);
  return (
    <Stack gap="5">
      <DaysField />
      <Stack gap="5" direction={{ base: 'column', sm: 'row' }}>
        <TextField
          name="schedule.time"
          label={t('push.fields.time')}
          helperText={t('push.hints.time')}
          placeholder="HH:mm"
          inputMode="numeric"
          maxLength={5}
          required
        />
        <SelectField
          name="schedule.timezone"
          label={t('push.fields.timezone')}
          options={timezones}
          required
        />
      </Stack>
      {summary ? (
        <Text textStyle="sm" color="fg.muted" data-testid="schedule-summary">
          {summary}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When a one-off notification goes out: now, or at a moment in the user's own time zone. */
export function SingleSendFields() {
  const { t } = useTranslation('client');
  const later = useWatch({ name: 'send_later' }) as boolean;
  return (
    <Stack gap="5">
      <SwitchField
        name="send_later"
        label={t('push.fields.sendLater')}
        helperText={t('push.hints.sendNow')}
      />
      {later ? (
        <DateTimeField
          name="send_at"
          label={t('push.fields.sendAt')}
          helperText={t('push.hints.sendAt', { timezone: localTimeZone() })}
          required
        />
      ) : null}
    </Stack>
  );
}
