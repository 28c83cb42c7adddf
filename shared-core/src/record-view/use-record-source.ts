import { useLanguage } from '@panel/shared-core';
import {
  createQuery,
  recordQuery,
  type FormOptions,
  type RecordId,
  type RecordResource,
} from '@panel/shared-core/record-data';
import { useQuery } from '@panel/shared-core/query';

/** What a record form starts from: the record (edit) or the defaults (create), and the choices of its fields. */
export interface RecordSource<T> {
  record: T | undefined;
  defaults: Partial<T>;
  options: FormOptions;
}

/**
 * The record of a record screen, read through the resource's `edit` call (the record with its options, whose labels
 * the facts show). The form of the same record reads the same query, so opening "Edit" is instant.
 *
 * @example
 * const { data, isPending } = useRecord(applications, id);
 */
export function useRecord<T>(resource: RecordResource<T>, id: RecordId, options: { enabled?: boolean } = {}) {
  // The keys carry the language (the server answers labels in it); subscribing re-renders on a switch.
  useLanguage();
  return useQuery({ ...recordQuery(resource, id), enabled: options.enabled ?? true });
}

/**
 * Loads the `create` call (no id) or the `edit` call (an id). 403, 404 and network failures navigate through the
 * HTTP layer; what is left (a 500) is the form's to show, with a retry.
 *
 * @example
 * const source = useRecordSource(applications, id);
 */
export function useRecordSource<T>(resource: RecordResource<T>, id: RecordId | undefined) {
  useLanguage();
  const editing = id !== undefined;
  const edit = useQuery({
    ...recordQuery(resource, id ?? ''),
    enabled: editing,
    // A background refetch must not pull the form from under the user's hands.
    refetchOnWindowFocus: false,
  });
  const create = useQuery({
    ...createQuery(resource),
    enabled: !editing,
    refetchOnWindowFocus: false,
  });
  const query = editing ? edit : create;
  const data: RecordSource<T> | undefined = editing
    ? edit.data && { record: edit.data.record, defaults: {}, options: edit.data.options }
    : create.data && { record: undefined, defaults: create.data.defaults, options: create.data.options };
  return {
    data,
    /** The answer object itself changes only when the server answered again. */
    answer: query.data,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
