import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import {
  Box,
  Button,
  Card,
  Fieldset,
  HStack,
  IconButton,
  Stack,
  Text,
  ChevronDownIcon,
  ChevronUpIcon,
  PlusIcon,
  TrashIcon,
} from '@panel/shared-core/ui';
import type { KitFieldProps } from './text-fields';

export interface RepeatableFieldProps<T extends FieldValues> extends KitFieldProps {
  /** The values of a new item. */
  newItem: () => T;
  /** The fields of one item; their names start with `${name}.${index}.`. */
  renderItem: (index: number) => ReactNode;
  /** The title of an item's card ("Step 2"). */
  itemTitle: (index: number) => string;
  /** The text of the add button. */
  addLabel: string;
  min?: number;
  max?: number;
}

/** The fields of the list's items that have an error but were never visited. */
function untouchedErrorPaths(
  name: string,
  getFieldState: ReturnType<typeof useFormContext>['getFieldState'],
): string[] {
  const list = getFieldState(name).error as unknown;
  if (!list || typeof list !== 'object') return [];
  const paths: string[] = [];
  for (const [index, item] of Object.entries(list)) {
    if (!/^\d+$/.test(index) || !item || typeof item !== 'object') continue;
    for (const key of Object.keys(item)) {
      const path = `${name}.${index}.${key}`;
      if (!getFieldState(path).isTouched) paths.push(path);
    }
  }
  return paths;
}

/**
 * A list of groups of fields the user adds, removes and reorders (funnel steps, a template's comments). Errors of an
 * item's fields (`steps.1.title`) show on those fields; an error of the list itself shows under it.
 *
 * @example
 * <RepeatableField name="steps" label={t('steps')} addLabel={t('addStep')} itemTitle={(i) => t('step', { n: i + 1 })}
 *   newItem={() => ({ title: '', delay_minutes: 60 })}
 *   renderItem={(i) => <TextField name={`steps.${i}.title`} label={t('title')} />} />
 */
export function RepeatableField<T extends FieldValues>({
  name,
  label,
  helperText,
  disabled,
  newItem,
  renderItem,
  itemTitle,
  addLabel,
  min = 0,
  max = 50,
}: RepeatableFieldProps<T>) {
  const { t } = useTranslation('record');
  const { control, getFieldState, formState, clearErrors } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  // Read so that the list's own error re-renders this component.
  void formState.errors;
  const submitted = formState.isSubmitted;
  // Adding, moving or removing an item makes react-hook-form check the whole list, so fields nobody has touched yet
  // (a step just added) would show "Fill this in" at once. Until the first submit, an item's field shows its error
  // only once the user has been in it, as every other field of the form does. The errors object is changed in place,
  // so the paths that have one are what tells this effect to look again.
  const quiet = submitted ? [] : untouchedErrorPaths(name, getFieldState);
  const quietKey = quiet.join('|');
  useEffect(() => {
    if (quietKey) clearErrors(quietKey.split('|'));
  }, [quietKey, clearErrors]);
  const own = getFieldState(name).error;
  const message =
    own && typeof own.message === 'string' ? own.message : (own?.root?.message as string | undefined);
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <Stack as="ol" gap="3" listStyleType="none">
        {fields.map((item, index) => (
          <Card.Root as="li" key={item.id} size="sm" variant="outline">
            <Card.Header>
              <HStack justify="space-between">
                <Text fontWeight="medium">{itemTitle(index)}</Text>
                <HStack gap="0">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('repeatable.moveUp', { item: itemTitle(index) })}
                    disabled={index === 0 || disabled}
                    onClick={() => move(index, index - 1)}
                  >
                    <ChevronUpIcon />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('repeatable.moveDown', { item: itemTitle(index) })}
                    disabled={index === fields.length - 1 || disabled}
                    onClick={() => move(index, index + 1)}
                  >
                    <ChevronDownIcon />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('repeatable.remove', { item: itemTitle(index) })}
                    disabled={fields.length <= min || disabled}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon />
                  </IconButton>
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">{renderItem(index)}</Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={fields.length >= max || disabled}
          onClick={() => append(newItem() as never)}
        >
          <PlusIcon />
          {addLabel}
        </Button>
      </Box>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
