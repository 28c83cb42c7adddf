import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController, type FormOption } from '@panel/shared-core/record';
import {
  Badge,
  Box,
  Button,
  Fieldset,
  HStack,
  Heading,
  Input,
  InputGroup,
  SearchIcon,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@panel/shared-core/ui';
import { Checkbox } from '@panel/shared-core/ui-heavy';
import type { PermissionOption } from '../../api/roles';

/** The permissions of the options, each with its group (an option without one goes to "other"). */
export function permissionOptions(options: readonly FormOption[] | undefined): PermissionOption[] {
  return (options ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
    group: typeof option.group === 'string' && option.group ? option.group : 'other',
    ...(typeof option.group_label === 'string' && option.group_label
      ? { group_label: option.group_label }
      : {}),
  }));
}

/** The permissions grouped, in the order their groups first appear. */
export function groupPermissions(options: readonly PermissionOption[]): [string, PermissionOption[]][] {
  const groups = new Map<string, PermissionOption[]>();
  for (const option of options) {
    const list = groups.get(option.group);
    if (list) list.push(option);
    else groups.set(option.group, [option]);
  }
  return [...groups.entries()];
}

/** Whether a permission matches a search: its name or its description holds the text, in any case. */
export function matchesPermission(option: PermissionOption, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  return option.value.toLowerCase().includes(text) || option.label.toLowerCase().includes(text);
}

/**
 * The heading of a permission group: the name the server gives it in the user's language (`group_label`, one source
 * with the permissions listing's filter), "Other" for permissions without a group, else the group's own key.
 */
export function useGroupLabel(): (group: string, options: readonly PermissionOption[]) => string {
  const { t } = useTranslation('manage');
  return (group, options) =>
    options.find((option) => option.group === group && option.group_label)?.group_label ??
    (group === 'other' ? t('roles.otherGroup') : group);
}

export interface PermissionPickerProps {
  /** The form field holding the chosen permission names. */
  name: string;
  label: string;
  /** The permissions to choose from (`options.permissions` of the role's `create` / `edit`). */
  options: readonly FormOption[] | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

interface GroupProps {
  group: string;
  all: PermissionOption[];
  visible: PermissionOption[];
  chosen: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (value: string, checked: boolean) => void;
  onSetMany: (values: string[], checked: boolean) => void;
  firstRef?: (element: HTMLInputElement | null) => void;
}

function PermissionGroup({
  group,
  all,
  visible,
  chosen,
  disabled,
  onToggle,
  onSetMany,
  firstRef,
}: GroupProps) {
  const { t } = useTranslation('manage');
  const groupLabel = useGroupLabel();
  const headingId = useId();
  const label = groupLabel(group, all);
  const chosenInGroup = all.filter((option) => chosen.has(option.value)).length;
  const visibleChosen = visible.filter((option) => chosen.has(option.value)).length;
  // The tri-state box speaks for what is shown: with a search, "all" means all the permissions the search found.
  const state: boolean | 'indeterminate' =
    visibleChosen === 0 ? false : visibleChosen === visible.length ? true : 'indeterminate';
  const values = visible.map((option) => option.value);
  // The kit's checkbox sets `indeterminate` on its input only when the state changes after mounting: a group that
  // starts with some chosen would read as "not checked" to a screen reader.
  const boxRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      data-testid={`permission-group-${group}`}
    >
      <HStack justify="space-between" align="center" wrap="wrap" gap="2" mb="2">
        <HStack gap="2" minW="0">
          <Heading as="h3" size="xs" id={headingId} overflowWrap="anywhere">
            {label}
          </Heading>
          <Badge size="sm" variant="subtle" data-testid="group-count">
            {t('roles.picker.groupCount', { chosen: chosenInGroup, total: all.length })}
          </Badge>
        </HStack>
        <HStack gap="2">
          <Checkbox.Root
            size="sm"
            checked={state}
            disabled={disabled}
            onCheckedChange={() => onSetMany(values, state !== true)}
          >
            <Checkbox.HiddenInput ref={boxRef} />
            <Checkbox.Control />
            {/* Short on screen; its full name for screen readers says which group it acts on. */}
            <Checkbox.Label>
              <span aria-hidden="true">{t('roles.picker.all')}</span>
              <VisuallyHidden>
                {visible.length < all.length
                  ? t('roles.picker.selectFound', { group: label })
                  : t('roles.picker.selectAll', { group: label })}
              </VisuallyHidden>
            </Checkbox.Label>
          </Checkbox.Root>
          {visibleChosen > 0 ? (
            <Button
              size="2xs"
              variant="ghost"
              disabled={disabled}
              onClick={() => onSetMany(values, false)}
              aria-label={t('roles.picker.clearGroup', { group: label })}
            >
              {t('roles.picker.clear')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" as="ul" listStyleType="none" m="0" p="0">
        {visible.map((option, index) => (
          <li key={option.value}>
            <Checkbox.Root
              size="sm"
              alignItems="flex-start"
              checked={chosen.has(option.value)}
              disabled={disabled}
              onCheckedChange={(details) => onToggle(option.value, details.checked === true)}
            >
              <Checkbox.HiddenInput ref={index === 0 ? firstRef : undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" display="block">
                  {option.label}
                </Text>
                <Text as="span" display="block" textStyle="xs" color="fg.muted" fontFamily="mono">
                  {option.value}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The permissions of a role, wired to react-hook-form: grouped as the `permissions` listing groups them, a search by
 * name or description, a tri-state "all" box and "Clear" per group (acting on the permissions the search shows), and
 * how many are chosen. Native checkboxes throughout: Tab and Space are enough.
 *
 * @example
 * <PermissionPicker name="permissions" label={t('roles.fields.permissions')} options={options.permissions} required />
 */
export function PermissionPicker({
  name,
  label,
  options,
  helperText,
  required,
  disabled = false,
}: PermissionPickerProps) {
  const { t } = useTranslation('manage');
  const { field, fieldState } = useController({ name });
  const [query, setQuery] = useState('');
  const legendId = useId();
  const errorId = useId();
  const all = useMemo(() => permissionOptions(options), [options]);
  const groups = useMemo(() => groupPermissions(all), [all]);
  const chosenList = useMemo(
    () => (Array.isArray(field.value) ? (field.value as unknown[]).map(String) : []),
    [field.value],
  );
  const chosen = useMemo(() => new Set(chosenList), [chosenList]);
  const known = useMemo(() => new Set(all.map((option) => option.value)), [all]);

  const commit = (next: Set<string>) => {
    // The options' order, then whatever the record held that the options no longer offer (kept, not dropped).
    field.onChange([
      ...all.filter((option) => next.has(option.value)).map((option) => option.value),
      ...chosenList.filter((value) => !known.has(value) && next.has(value)),
    ]);
    field.onBlur();
  };
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    commit(next);
  };
  const setMany = (values: string[], checked: boolean) => {
    const next = new Set(chosen);
    for (const value of values) {
      if (checked) next.add(value);
      else next.delete(value);
    }
    commit(next);
  };

  const shown = groups
    .map(([group, list]) => ({ group, all: list, visible: list.filter((o) => matchesPermission(o, query)) }))
    .filter((entry) => entry.visible.length > 0);
  const message = fieldState.error?.message;
  let refGiven = false;

  return (
    // The legend sits in a row with the count, so it no longer names the fieldset by itself: it is pointed at.
    <Fieldset.Root
      invalid={!!message}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={message ? errorId : undefined}
    >
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Fieldset.Legend id={legendId} textStyle="sm" fontWeight="medium">
          {label}
          {required ? (
            <Text as="span" color="fg.error" aria-hidden="true">
              {' *'}
            </Text>
          ) : null}
        </Fieldset.Legend>
        <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="permissions-count">
          {t('roles.picker.count', { count: chosen.size, total: all.length })}
        </Text>
      </HStack>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      {all.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('roles.picker.none')}
        </Text>
      ) : (
        <Stack gap="3">
          <InputGroup startElement={<SearchIcon />} maxW={{ md: '24rem' }}>
            <Input
              size="sm"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('roles.picker.searchPlaceholder')}
              aria-label={t('roles.picker.search')}
              // Enter in the search box must not submit the role's form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
          </InputGroup>
          {shown.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" role="status">
              {t('roles.picker.noMatch', { query: query.trim() })}
            </Text>
          ) : (
            shown.map((entry) => {
              const giveRef = !refGiven;
              refGiven = true;
              return (
                <PermissionGroup
                  key={entry.group}
                  group={entry.group}
                  all={entry.all}
                  visible={entry.visible}
                  chosen={chosen}
                  disabled={disabled}
                  onToggle={toggle}
                  onSetMany={setMany}
                  // An error sent back for the field focuses its first checkbox.
                  firstRef={giveRef ? field.ref : undefined}
                />
              );
            })
          )}
        </Stack>
      )}
      {message ? <Fieldset.ErrorText id={errorId}>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
