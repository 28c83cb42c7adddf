import { useEffect } from 'react';
import { useTranslation, type TFunction } from '@panel/shared-core';
import type { FormOption, FormOptions } from '@panel/shared-core/record-data';
import { Box, Button, Fieldset, Grid, Heading, HStack, Stack, Text, chakra } from '@panel/shared-core/ui';
import type { ConflictChoice } from './conflict';
import type { LabelledConflict, RecordConflict } from './use-record-conflict';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as a reader knows it: an option's label rather than its code, "yes" rather than `true`. */
export function conflictValueText(
  value: unknown,
  options: readonly FormOption[] | undefined,
  t: TFunction,
): string {
  if (isEmpty(value)) return t('conflict.empty');
  const labelOf = (one: unknown) =>
    options?.find((option) => String(option.value) === String(one))?.label ?? String(one);
  if (typeof value === 'boolean') return value ? t('conflict.yes') : t('conflict.no');
  if (Array.isArray(value))
    return value.every((one) => typeof one !== 'object' || one === null)
      ? value.map(labelOf).join(', ')
      : t('conflict.items', { count: value.length });
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter((one) => !isEmpty(one) && typeof one !== 'object')
      .map(String)
      .join(' · ');
  return labelOf(value);
}

function Choice({
  field,
  choice,
  checked,
  onChoose,
  title,
  text,
}: {
  field: LabelledConflict;
  choice: ConflictChoice;
  checked: boolean;
  onChoose: () => void;
  title: string;
  text: string;
}) {
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="flex-start"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      cursor="pointer"
      borderColor={checked ? 'colorPalette.solid' : 'border'}
      bg={checked ? 'colorPalette.subtle' : undefined}
      colorPalette="brand"
      minW="0"
      data-choice={choice}
    >
      <chakra.input
        type="radio"
        name={`conflict-${field.name}`}
        value={choice}
        checked={checked}
        onChange={onChoose}
        mt="1"
        accentColor="var(--chakra-colors-color-palette-solid)"
      />
      <Stack gap="1" minW="0">
        <Text textStyle="sm" fontWeight="medium">
          {title}
        </Text>
        <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {text}
        </Text>
      </Stack>
    </chakra.label>
  );
}

/**
 * The conflict of a record form (docs/product.md, "Record screens"): each field someone else changed meanwhile, the
 * user's value beside the saved one, one of them chosen per field (keyboard: Tab between fields, arrows between the
 * two values); then the merge is saved, or put in the form to go on editing.
 */
export function RecordConflictPanel({
  conflict,
  options,
}: {
  conflict: RecordConflict;
  options: FormOptions;
}) {
  const { t } = useTranslation('record');
  const { fields, choices, headingRef } = conflict;
  // Read out and reached at once: the save the user pressed did not happen, and this is why.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  return (
    <Box
      as="section"
      aria-labelledby="record-conflict-title"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      data-testid="record-conflict"
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="record-conflict-title" tabIndex={-1} ref={conflict.headingRef}>
            {t('conflict.title')}
          </Heading>
          <Text textStyle="sm">
            {fields.length ? t('conflict.description', { count: fields.length }) : t('conflict.noneOfYours')}
          </Text>
        </Stack>
        {fields.length > 1 ? (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => conflict.chooseAll('mine')}>
              {t('conflict.allMine')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => conflict.chooseAll('server')}>
              {t('conflict.allServer')}
            </Button>
          </HStack>
        ) : null}
        {fields.map((field) => (
          <Fieldset.Root key={field.name} gap="2" data-field={field.name}>
            <Fieldset.Legend textStyle="sm" fontWeight="semibold">
              {field.label}
            </Fieldset.Legend>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
              <Choice
                field={field}
                choice="mine"
                checked={choices[field.name] === 'mine'}
                onChoose={() => conflict.choose(field.name, 'mine')}
                title={field.mineChanged ? t('conflict.mine') : t('conflict.mineUnchanged')}
                text={conflictValueText(field.mine, options[field.name], t)}
              />
              <Choice
                field={field}
                choice="server"
                checked={choices[field.name] === 'server'}
                onChoose={() => conflict.choose(field.name, 'server')}
                title={t('conflict.server')}
                text={conflictValueText(field.server, options[field.name], t)}
              />
            </Grid>
          </Fieldset.Root>
        ))}
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={conflict.save}>
            {t('conflict.save')}
          </Button>
          <Button variant="outline" onClick={conflict.apply}>
            {t('conflict.apply')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
