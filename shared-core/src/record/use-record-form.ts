import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { VERSION_FIELD, recordVersion } from '@panel/contract';
import { isNavigatedError, submitErrorMessages, useSession, useTranslation } from '@panel/shared-core';
import {
  type CreateAnswer,
  type EditAnswer,
  type FormOptions,
  type RecordId,
  type RecordResource,
} from '@panel/shared-core/record-data';
import { useQueryClient } from '@panel/shared-core/query';
import { useLocation, useNavigate } from '@panel/shared-core/router';
import { notify } from '@panel/shared-core/ui-heavy';
import { draftKey, readDraft } from './drafts';
import { useFocusAfterCommit } from './use-focus-after-commit';
import { useFormDraft, type FormDraft } from './use-form-draft';
import { useRecordConflict, type RecordConflict } from './use-record-conflict';
import { invalidateResource, useRecordSource } from '@panel/shared-core/record-view';
import { useUnsavedChanges } from './use-unsaved-changes';

/** Where a screen that links to a form wants the user back: pass it as the link's state (`{ from }`). */
export interface ReturnState {
  from?: string;
}

export interface UseRecordFormOptions<TRecord, TSchema extends z.ZodType<FieldValues, FieldValues>> {
  resource: RecordResource<TRecord>;
  /** The record to edit; none for a create form. */
  id?: RecordId;
  /** The form's rules, checked before anything is sent (the server checks again). */
  schema: TSchema;
  /** The form's values, from the record being edited or from the create call's defaults. */
  toValues: (source: { record?: TRecord; defaults: Partial<TRecord> }) => z.input<TSchema>;
  /** The body of `store` / `update` (by default the checked values as they are). */
  toPayload?: (values: z.output<TSchema>) => Record<string, unknown>;
  /**
   * Where the user goes after saving when they did not come with a `from` (a bookmark, a reload): a path, or a
   * function of the saved record.
   */
  returnTo: string | ((saved: TRecord | null) => string);
  /** The success message; the server's own message when absent. */
  successMessage?: (saved: TRecord | null) => string;
  /**
   * Asked with the checked values before anything is sent (a save that sends a message to thousands): false keeps the
   * form as it is and sends nothing.
   */
  confirm?: (values: z.output<TSchema>) => boolean | Promise<boolean>;
}

export interface RecordFormController<TRecord, TValues extends FieldValues, TOutput = TValues> {
  mode: 'create' | 'edit';
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** `ready` once the form holds the loaded values. */
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  reload: () => void;
  record: TRecord | undefined;
  options: FormOptions;
  /** The form's onSubmit. */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>;
  isSubmitting: boolean;
  /** Messages of a failed save that belong to no field. */
  summary: string[];
  /**
   * A save refused because someone saved the record meanwhile (409): what changed there beside what the user typed,
   * field by field, until the user has chosen; null otherwise.
   */
  conflict: RecordConflict | null;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The `<form>` element (`RecordForm` holds it): the first invalid field is found in it in the order it is read. */
  formRef: RefObject<HTMLFormElement | null>;
  draft: FormDraft;
  /** Puts the loaded values back and drops the draft. */
  discardChanges: () => void;
  isDirty: boolean;
  /** Where Cancel leads (the same place a save returns to). */
  cancelTo: string;
}

/** What shows a field's error: an input marked invalid, or a group of choices (a fieldset) marked invalid. */
const INVALID = '[aria-invalid="true"], fieldset[data-invalid]';
/**
 * What Tab reaches. Not `tabindex="-1"`: a number field's steppers sit in a box marked invalid before its input, and
 * focusing a stepper instead of the input cleared the server's message on that field.
 */
const REACHABLE = ':not(:disabled):not([tabindex="-1"])';
const FOCUSABLE = [
  `input:not([type="hidden"])${REACHABLE}`,
  `select${REACHABLE}`,
  `textarea${REACHABLE}`,
  `button${REACHABLE}`,
  '[tabindex="0"]',
].join(', ');

/**
 * Takes the user to the first invalid field in the order the form is read (not the order of the schema or of the
 * server's answer), a group's first choice for a group of choices that has no input of its own, centred so the sticky
 * save bar cannot cover it or its message. True when there was one.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  for (const invalid of Array.from(form?.querySelectorAll<HTMLElement>(INVALID) ?? [])) {
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) continue;
    target.focus({ preventScroll: true });
    // jsdom has no layout and no scrollIntoView.
    invalid.scrollIntoView?.({ block: 'center' });
    return true;
  }
  return false;
}

/** What `toValues` starts from: the record (edit) or the create call's defaults. */
function sourceOf<TRecord>(answer: EditAnswer<TRecord> | CreateAnswer<TRecord>): {
  record?: TRecord;
  defaults: Partial<TRecord>;
} {
  return 'record' in answer
    ? { record: answer.record, defaults: {} }
    : { record: undefined, defaults: answer.defaults };
}

/**
 * Every field name the form may show an error on: the registered fields (nested ones too, `steps.0.title`; read from
 * react-hook-form's control, which has no public list of them) and the schema's top-level keys.
 */
function fieldNamesOf<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  schema: z.ZodType,
): string[] {
  const names = new Set<string>(form.control._names.mount);
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') Object.keys(shape).forEach((key) => names.add(key));
  return [...names];
}

/**
 * The headless controller of a create or edit form (the pattern of react-admin's `useEditController` and refine's
 * `useForm`), docs/product.md "Record screens": loads `create` or `edit`, owns one react-hook-form with a zod schema,
 * submits `store` or `update` once however often it is asked, puts 400/422 messages on their fields (nested too) and
 * the rest above the form, keeps every typed value on any failure, keeps a draft, asks before unsaved changes are
 * left, announces success, marks the resource's listings stale and returns where the user came from.
 * `RecordForm` renders it.
 *
 * @example
 * const controller = useRecordForm({
 *   resource: applications, id, schema,
 *   toValues: ({ record, defaults }) => ({ name: record?.name ?? defaults.name ?? '' }),
 *   returnTo: listingUrl('/client/applications'),
 * });
 * return <RecordForm controller={controller} title={t('applications.new')}>...</RecordForm>;
 */
export function useRecordForm<TRecord, TSchema extends z.ZodType<FieldValues, FieldValues>>({
  resource,
  id,
  schema,
  toValues,
  toPayload,
  returnTo,
  successMessage,
  confirm,
}: UseRecordFormOptions<TRecord, TSchema>): RecordFormController<
  TRecord,
  z.input<TSchema>,
  z.output<TSchema>
> {
  type Values = z.input<TSchema>;
  const { t } = useTranslation('record');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const source = useRecordSource(resource, id);

  const key = draftKey(resource.keys.all as string[], id, user ? String(user.id) : undefined);
  const sourceKey = String(id ?? 'new');
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;
  // `answer` changes only when the server answered again (`data` is rebuilt on every render).
  const { answer } = source;
  // An answer already there (asked for with the screen's code, or cached) and no draft to put back: the form starts
  // from it in its first render, instead of drawing the skeleton, then the whole form once more after an effect.
  const [start] = useState(() =>
    answer && !readDraft(key) ? { answer, values: toValuesRef.current(sourceOf(answer)) } : null,
  );

  const form = useForm<Values, unknown, z.output<TSchema>>({
    // zod 4's resolver types are stricter than the generic schema this controller accepts.
    resolver: zodResolver(schema as never) as never,
    // A field turns red once the user has left it or pressed save, never while it is first being filled.
    mode: 'onTouched',
    // react-hook-form focuses the first error in the order fields registered, and only a field with a ref: a group of
    // choices had none, and focus stayed on the button. `focusFirstInvalid` goes by the page instead.
    shouldFocusError: false,
    defaultValues: (start?.values ?? undefined) as DefaultValues<Values> | undefined,
  });
  const draft = useFormDraft(form, key);

  // --- start from the loaded values (or a draft of them) -------------------------------------------------
  const [readyFor, setReadyFor] = useState<string | null>(start ? sourceKey : null);
  const initialRef = useRef<Values | null>(start?.values ?? null);
  // The version of the record the form's values came from, sent with the update (docs/api-contract.md, "Versions and
  // conflicts"); it moves only with the values the form compares with, never while the user's edits are in it.
  const versionRef = useRef<number | undefined>(
    start ? recordVersion(sourceOf(start.answer).record) : undefined,
  );
  const { restore } = draft;
  const usedAnswer = useRef<unknown>(start?.answer ?? null);
  useEffect(() => {
    if (!answer || usedAnswer.current === answer) return;
    const initial = toValuesRef.current(sourceOf(answer));
    usedAnswer.current = answer;
    if (readyFor !== sourceKey) {
      initialRef.current = initial;
      versionRef.current = recordVersion(sourceOf(answer).record);
      form.reset(initial);
      restore();
      setReadyFor(sourceKey);
    } else if (!form.formState.isDirty) {
      // Fresher values arrived and nothing was typed yet: show them.
      initialRef.current = initial;
      versionRef.current = recordVersion(sourceOf(answer).record);
      form.reset(initial);
    }
  }, [answer, sourceKey, readyFor, form, restore]);

  // --- leaving ------------------------------------------------------------------------------------------
  const leaving = useRef(false);
  const isDirty = form.formState.isDirty;
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const hasChanges = useCallback(() => isDirtyRef.current && !leaving.current, []);
  useUnsavedChanges(hasChanges, draft.clear);

  const from = (location.state as ReturnState | null)?.from;
  const target = useCallback(
    (saved: TRecord | null) =>
      from && from.startsWith('/') ? from : typeof returnTo === 'function' ? returnTo(saved) : returnTo,
    [from, returnTo],
  );

  // --- saving -------------------------------------------------------------------------------------------
  const [summary, setSummary] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const inFlight = useRef(false);
  const focusAfterCommit = useFocusAfterCommit();
  // The first invalid field in the page's order takes the focus; without one, the summary takes it (and is read out).
  const focusError = useCallback(
    () =>
      focusAfterCommit(() => {
        if (!focusFirstInvalid(formRef.current)) summaryRef.current?.focus();
      }),
    [focusAfterCommit],
  );

  const onValid = async (values: z.output<TSchema>) => {
    // A second press (or Enter) while the first save is under way sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setSummary([]);
    try {
      if (confirm && !(await confirm(values))) return;
      const body = toPayload ? toPayload(values) : (values as Record<string, unknown>);
      const version = versionRef.current;
      const saved =
        id === undefined
          ? await resource.store(body)
          : await resource.update(id, version === undefined ? body : { ...body, [VERSION_FIELD]: version });
      leaving.current = true;
      draft.clear();
      invalidateResource(queryClient, resource);
      notify.success(successMessage?.(saved.record) ?? saved.message ?? t('saved'));
      void navigate(target(saved.record));
    } catch (error) {
      // Whatever happened, the typed values stay in the form, and in the draft if the panel leaves the page
      // (401 → /login, no answer → /error, 403/404 → their screens).
      draft.saveNow();
      if (id !== undefined && conflicts.open(error)) return;
      const names = fieldNamesOf(form, schema);
      const messages = submitErrorMessages(error, form.setError, names);
      if (isNavigatedError(error)) return;
      setSummary(messages);
      focusError();
    } finally {
      inFlight.current = false;
    }
  };

  const invalidSubmit = useRef(false);
  const handleSubmit = form.handleSubmit(onValid, () => {
    invalidSubmit.current = true;
  });
  // react-hook-form hands a failed check's errors to React only after `onInvalid` returns, so the focus is asked for
  // once the whole submit has run.
  const submit = async () => {
    invalidSubmit.current = false;
    await handleSubmit();
    if (invalidSubmit.current) focusError();
  };
  const conflicts = useRecordConflict({
    form,
    formRef,
    baseRef: initialRef,
    versionRef,
    toValues: (record) => toValuesRef.current({ record: record as TRecord, defaults: {} }),
    submit: () => submit(),
  });

  const { close: closeConflict } = conflicts;
  const discardChanges = useCallback(() => {
    draft.clear();
    setSummary([]);
    closeConflict();
    if (initialRef.current) form.reset(initialRef.current);
  }, [draft, form, closeConflict]);

  const status: RecordFormController<TRecord, Values>['status'] =
    readyFor === sourceKey ? 'ready' : source.error ? 'error' : 'loading';

  return {
    mode: id === undefined ? 'create' : 'edit',
    form,
    status,
    loadError: source.error,
    reload: () => void source.refetch(),
    record: source.data?.record,
    options: source.data?.options ?? {},
    submit: async (event) => {
      event?.preventDefault?.();
      await submit();
    },
    isSubmitting: form.formState.isSubmitting,
    summary,
    conflict: conflicts.conflict,
    summaryRef,
    formRef,
    draft,
    discardChanges,
    isDirty,
    cancelTo: target(null),
  };
}
