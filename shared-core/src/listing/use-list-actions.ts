import { useCallback, useMemo, useState } from 'react';
import {
  isApiError,
  useCan,
  useTranslation,
  type ListingAction,
  type ListingBulkAction,
  type ListingRow,
  type ListingScope,
  type ListingSettings,
} from '@panel/shared-core';
import { fillText, listingApi, listingKeys } from '@panel/shared-core/listing-data';
import { useQueryClient } from '@panel/shared-core/query';
import { notify, useConfirm } from '@panel/shared-core/ui-heavy';
import type { RowId } from './types';
import { rowIdOf } from './use-list-selection';

export interface ListActions {
  /** The row actions the user may run on this row (permission and `visibleWhen`). */
  rowActionsFor: (row: ListingRow) => ListingAction[];
  /** Whether any row action is permitted at all (the table reserves an actions column). */
  hasRowActions: boolean;
  /** The bulk actions the user may run. */
  bulkActions: ListingBulkAction[];
  /** Runs a row action (confirming first when it is destructive or asks to); resolves whether it ran. */
  runAction: (action: ListingAction, row: ListingRow) => Promise<boolean>;
  /** Runs a bulk action on the selected rows. */
  runBulkAction: (action: ListingBulkAction) => Promise<boolean>;
  /** The key of the action running now (`<key>:<rowId>` for a row action, `<key>` for a bulk one). */
  pendingAction: string | null;
}

export interface UseListActionsOptions {
  name: string;
  scope: ListingScope;
  settings: ListingSettings | undefined;
  /** What a bulk action runs on. */
  selectedIds: RowId[];
  /** Called once an action ran: the rows it was run on may be gone or changed. */
  clearSelection: () => void;
}

/** Whether a row action applies to a row: its `visibleWhen` holds (values compared as text: "1" = 1). */
export function isActionShownFor(action: ListingAction, row: ListingRow): boolean {
  if (!action.visibleWhen) return true;
  const value = row[action.visibleWhen.field];
  return action.visibleWhen.in.some((allowed) => allowed === value || String(allowed) === String(value));
}

/** The fields a row is named by, in the order they are tried; the id when it has none of them. */
const NAME_FIELDS = ['name', 'title', 'username', 'email', 'domain', 'code'] as const;

/** What the confirmation and the notice call a row: its name ("x.com"), or "#42". */
export function rowNameOf(row: ListingRow): string {
  for (const field of NAME_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `#${String(rowIdOf(row))}`;
}

/** The server's own words for a failure when it gave some, which say more than a generic message. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The row and bulk actions the settings describe, as far as the user may run them: confirmed when destructive,
 * reported with a toast, and followed by fresh rows and totals.
 */
export function useListActions({
  name,
  scope,
  settings,
  selectedIds,
  clearSelection,
}: UseListActionsOptions): ListActions {
  const { t } = useTranslation('listing');
  const can = useCan();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const permittedActions = useMemo(
    () => (settings?.actions ?? []).filter((action) => can({ permission: action.permission })),
    [settings, can],
  );
  const bulkActions = useMemo(
    () => (settings?.bulkActions ?? []).filter((action) => can({ permission: action.permission })),
    [settings, can],
  );
  const rowActionsFor = useCallback(
    (row: ListingRow) => permittedActions.filter((action) => isActionShownFor(action, row)),
    [permittedActions],
  );
  const [pendingAction, setPendingAction] = useState<string | null>(null);

  const invalidate = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: listingKeys.listing(scope, name),
        // The description of the listing did not change; only its rows and totals did.
        predicate: (q) => q.queryKey[3] !== 'settings',
      }),
    [queryClient, scope, name],
  );

  const perform = useCallback(
    async (
      action: ListingAction | ListingBulkAction,
      target: ListingRow | RowId[],
      pendingKey: string,
      texts: { confirm: string; done: string; values: Record<string, unknown> },
    ): Promise<boolean> => {
      if (action.destructive || action.confirm) {
        const confirmed = await confirm({
          title: action.label,
          message: action.confirm ? fillText(action.confirm, texts.values) : texts.confirm,
          confirmLabel: action.label,
          destructive: action.destructive === true,
        });
        if (!confirmed) return false;
      }
      setPendingAction(pendingKey);
      try {
        await listingApi.runAction(action, target);
        // The object and its new state, in the server's words when it gave them ("Domain x.com marked as failed").
        notify.success(action.done ? fillText(action.done, texts.values) : texts.done);
        clearSelection();
        await invalidate();
        return true;
      } catch (failure) {
        notify.error(action.label, messageOf(failure, t('actions.failed')));
        return false;
      } finally {
        setPendingAction(null);
      }
    },
    [confirm, t, clearSelection, invalidate],
  );

  const runAction = useCallback(
    (action: ListingAction, row: ListingRow) => {
      const name = rowNameOf(row);
      return perform(action, row, `${action.key}:${rowIdOf(row)}`, {
        confirm: t('actions.confirmRow', { action: action.label, name }),
        done: t('actions.doneRow', { action: action.label, name }),
        values: row,
      });
    },
    [perform, t],
  );
  const runBulkAction = useCallback(
    (action: ListingBulkAction) => {
      const ids = [...selectedIds];
      if (ids.length === 0) return Promise.resolve(false);
      return perform(action, ids, action.key, {
        confirm: t('actions.confirmBulk', { action: action.label, count: ids.length }),
        done: t('actions.doneBulk', { action: action.label, count: ids.length }),
        values: { count: ids.length },
      });
    },
    [perform, selectedIds, t],
  );

  return {
    rowActionsFor,
    hasRowActions: permittedActions.length > 0,
    bulkActions,
    runAction,
    runBulkAction,
    pendingAction,
  };
}
