import { TEMPLATE_LIMITS } from '@panel/contract';
import { useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@panel/shared-core';
import { TextareaField, useFormContext, useWatch, type FormOption } from '@panel/shared-core/record';
import { Box, Button, Stack, Text, Wrap } from '@panel/shared-core/ui';
import { insertPlaceholder, placeholderToken, placeholdersOfEvent } from './placeholders';

export interface TemplateTextFieldProps {
  /** The event options of the create or edit call, each with its `placeholders`. */
  events: readonly FormOption[] | undefined;
}

/**
 * A notification template's text, with the placeholders its event offers as buttons that put `{name}` where the caret
 * is (or in place of the selection). Choosing another event checks the text again, since what it may name changed.
 *
 * @example
 * <TemplateTextField events={controller.options.event} />
 */
export function TemplateTextField({ events }: TemplateTextFieldProps) {
  const { t } = useTranslation('manage');
  const { getValues, setValue, getFieldState, trigger } = useFormContext();
  const event = useWatch({ name: 'event' }) as string | null;
  const placeholders = placeholdersOfEvent(events, event) ?? [];
  const box = useRef<HTMLDivElement | null>(null);

  const checkedFor = useRef(event);
  useEffect(() => {
    if (checkedFor.current === event) return;
    checkedFor.current = event;
    // A text that was fine for the old event may name what the new one lacks (and the other way round).
    if (String(getValues('text') ?? '') !== '') void trigger('text');
  }, [event, getValues, trigger]);

  const insert = (name: string) => {
    const area = box.current?.querySelector('textarea') ?? null;
    const current = String(getValues('text') ?? '');
    // An untouched textarea keeps its caret at the end of its value, so the first insert appends.
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? start;
    const next = insertPlaceholder(current, start, end, name);
    const state = getFieldState('text');
    // Committed at once, so that the caret goes right after the placeholder before anything else is typed: placed a
    // frame later, it moved back over keys the user had typed meanwhile.
    flushSync(() =>
      setValue('text', next.text, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: state.isTouched || !!state.error,
      }),
    );
    if (area) {
      area.focus();
      area.setSelectionRange(next.caret, next.caret);
    }
  };

  const listId = useId();
  return (
    <Stack gap="2">
      <Box ref={box}>
        <TextareaField
          name="text"
          label={t('notificationTemplates.fields.text')}
          helperText={t('notificationTemplates.hints.text')}
          rows={6}
          maxLength={TEMPLATE_LIMITS.text}
          required
        />
      </Box>
      <Stack gap="1.5" role="group" aria-labelledby={listId}>
        <Text id={listId} textStyle="sm" fontWeight="medium">
          {t('notificationTemplates.placeholders.title')}
        </Text>
        {placeholders.length > 0 ? (
          <>
            <Text textStyle="xs" color="fg.muted">
              {t('notificationTemplates.placeholders.hint')}
            </Text>
            <Wrap gap="2">
              {placeholders.map((name) => (
                <Button
                  key={name}
                  size="xs"
                  variant="outline"
                  fontFamily="mono"
                  aria-label={t('notificationTemplates.placeholders.insert', {
                    placeholder: placeholderToken(name),
                  })}
                  // Keeps the caret where it is in the textarea on a mouse press (the click still inserts).
                  onMouseDown={(mouseEvent) => mouseEvent.preventDefault()}
                  onClick={() => insert(name)}
                >
                  {placeholderToken(name)}
                </Button>
              ))}
            </Wrap>
          </>
        ) : (
          <Text textStyle="xs" color="fg.muted">
            {t('notificationTemplates.placeholders.none')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
