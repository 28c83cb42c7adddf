import { useCallback, useRef, useState, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { conflictRecord, recordVersion } from '@panel/contract';
import { isApiError } from '@panel/shared-core';
import {
  conflictingFields,
  initialChoices,
  mergeValues,
  sameValue,
  type ConflictChoice,
  type FieldConflict,
} from './conflict';

/** A field of the conflict as the panel shows it: with the label the form shows it under. */
export interface LabelledConflict extends FieldConflict {
  label: string;
}

/** A save refused because the record changed meanwhile, and what the user chose for each field. */
export interface RecordConflict {
  fields: LabelledConflict[];
  choices: Record<string, ConflictChoice>;
  choose: (name: string, choice: ConflictChoice) => void;
  chooseAll: (choice: ConflictChoice) => void;
  /** Puts the chosen values in the form over the record as it is now, and saves them with its version. */
  save: () => void;
  /** The same without saving: the user goes on editing the merged values. */
  apply: () => void;
  /** The panel's heading, which takes the focus when the conflict appears (and is read out). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The label a field is shown under in the form: its `<label>`, or its group's legend; the required mark left out.
 * Read from the page, so every record form gets it without saying its labels twice.
 */
export function fieldLabel(form: HTMLFormElement | null, name: string): string {
  const control = form?.querySelector<HTMLElement>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`);
  const labelled = control?.getAttribute('aria-labelledby');
  const source =
    (control && 'labels' in control ? (control as HTMLInputElement).labels?.[0] : null) ??
    (labelled ? form?.ownerDocument.getElementById(labelled.split(' ')[0]!) : null) ??
    control?.closest('fieldset')?.querySelector('legend') ??
    null;
  if (!source) return name;
  const copy = source.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent?.trim() || name;
}

interface Options<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The values the form was opened with: the comparison's base, then the record as it is now once resolved. */
  baseRef: RefObject<TValues | null>;
  /** The version the form saves with: the server's once resolved. */
  versionRef: RefObject<number | undefined>;
  /** The form's values of a record (the screen's `toValues`). */
  toValues: (record: unknown) => TValues;
  submit: () => Promise<void>;
}

interface Open<TValues> {
  fields: LabelledConflict[];
  choices: Record<string, ConflictChoice>;
  serverValues: TValues;
  version: number | undefined;
}

/**
 * The conflict part of the record form's controller (docs/product.md, "Record screens"): `open(error)` takes a 409
 * with the record as it is now and shows, field by field, what changed there beside what the user typed; the user
 * keeps theirs, takes the server's, or chooses per field, and the merge is saved with the new version. Nothing typed
 * is lost: until the user chooses otherwise, every field they changed keeps their value.
 */
export function useRecordConflict<TValues extends FieldValues, TOutput>({
  form,
  formRef,
  baseRef,
  versionRef,
  toValues,
  submit,
}: Options<TValues, TOutput>) {
  const [state, setState] = useState<Open<TValues> | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  /** True when the error was a conflict, now shown. */
  const open = useCallback(
    (error: unknown): boolean => {
      const server = isApiError(error) && error.status === 409 ? conflictRecord(error.data) : undefined;
      if (!server || !baseRef.current) return false;
      const serverValues = toValues(server);
      const fields = conflictingFields(baseRef.current, form.getValues(), serverValues).map((field) => ({
        ...field,
        label: fieldLabel(formRef.current, field.name),
      }));
      // The panel takes the focus as it mounts (RecordConflictPanel), once its heading is there.
      setState({ fields, choices: initialChoices(fields), serverValues, version: recordVersion(server) });
      return true;
    },
    [baseRef, form, formRef, toValues],
  );

  const settle = (save: boolean) => {
    if (!state) return;
    const { serverValues, choices, version } = state;
    const merged = mergeValues(form.getValues(), serverValues, choices);
    // The record as it is now becomes what the form compares with and saves over.
    baseRef.current = serverValues;
    versionRef.current = version;
    form.reset(serverValues);
    for (const [name, value] of Object.entries(merged))
      if (!sameValue(value, serverValues[name]))
        form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, {
          shouldDirty: true,
        });
    setState(null);
    if (save) void submit();
  };

  const conflict: RecordConflict | null = state && {
    fields: state.fields,
    choices: state.choices,
    choose: (name, choice) =>
      setState((now) => now && { ...now, choices: { ...now.choices, [name]: choice } }),
    chooseAll: (choice) =>
      setState(
        (now) =>
          now && { ...now, choices: Object.fromEntries(now.fields.map((field) => [field.name, choice])) },
      ),
    save: () => settle(true),
    apply: () => settle(false),
    headingRef,
  };
  const close = useCallback(() => setState(null), []);
  return { conflict, open, close };
}
