import { ApiError, type ListingAction, type ListingSettings } from '@panel/shared-core';
import { listingApi, listingKeys } from '@panel/shared-core/listing-data';
import { act, mockSession, renderWithProviders, screen, waitFor, within } from '@panel/shared-core/testing';
import { applicationRow, applicationSettings } from './test-fixtures';
import type { RowId } from './types';
import { isActionShownFor, useListActions, type ListActions } from './use-list-actions';
import type { PermissionName } from '@panel/contract';

let actions: ListActions;
const clearSelection = jest.fn();

function Probe({
  selectedIds = [],
  settings = applicationSettings,
}: {
  selectedIds?: RowId[];
  settings?: ListingSettings;
}) {
  actions = useListActions({ name: 'application', scope: 'client', settings, selectedIds, clearSelection });
  return null;
}

const ALL: PermissionName[] = ['application.update', 'application.create', 'application.delete'];
const [deactivate, clone] = applicationSettings.actions!;
const bulkDelete = applicationSettings.bulkActions![0]!;

function renderActions(selectedIds: RowId[] = [], permissions = ALL) {
  return renderWithProviders(<Probe selectedIds={selectedIds} />, {
    session: mockSession({ access: { permissions } }),
    language: 'en',
  });
}

/** Starts an action inside act() and hands back its promise. */
function start(run: () => Promise<boolean>): Promise<boolean> {
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = run();
  });
  return result;
}

/** What an action resolved to, once React has rendered what it changed on the way. */
async function settled(result: Promise<boolean>): Promise<boolean> {
  let ran = false;
  await act(async () => {
    ran = await result;
  });
  return ran;
}

describe('useListActions', () => {
  it('offers only what the user may run, and a row action only where its condition holds', () => {
    renderActions([], ['application.create']);
    expect(actions.hasRowActions).toBe(true);
    expect(actions.rowActionsFor(applicationRow(1, { status: 'active' })).map((a) => a.key)).toEqual([
      'clone',
    ]);
    expect(actions.bulkActions).toEqual([]);
  });

  it('offers nothing without permissions, nor what the settings do not describe', () => {
    const { unmount } = renderActions([], []);
    expect(actions.hasRowActions).toBe(false);
    expect(actions.rowActionsFor(applicationRow(1))).toEqual([]);
    unmount();

    renderWithProviders(
      <Probe settings={{ ...applicationSettings, actions: undefined, bulkActions: undefined }} />,
      {
        session: mockSession({ access: { permissions: ALL } }),
      },
    );
    expect(actions.hasRowActions).toBe(false);
    expect(actions.bulkActions).toEqual([]);
  });

  it('runs an action that needs no confirmation at once, then reports it and marks the rows and totals stale', async () => {
    let finish: () => void = () => undefined;
    const run = jest
      .spyOn(listingApi, 'runAction')
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve({}))));
    const { queryClient } = renderActions();
    const query = { page: 1, filters: {}, search: '' };
    const keys = {
      settings: listingKeys.settings('client', 'application', 'en'),
      data: listingKeys.data('client', 'application', query, 'en'),
      totals: listingKeys.aggregations('client', 'application', query, 'en'),
      other: listingKeys.data('client', 'pixels', query, 'en'),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    const row = applicationRow(7);

    const result = start(() => actions.runAction(clone!, row));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(clone, row);
    expect(actions.pendingAction).toBe('clone:7');

    act(() => finish());
    expect(await settled(result)).toBe(true);
    expect(actions.pendingAction).toBeNull();
    // The notice names the row it acted on.
    expect(await screen.findByText('«App 7»: Clone — done')).toBeInTheDocument();
    expect(clearSelection).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(keys.data)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.totals)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.settings)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(keys.other)?.isInvalidated).toBe(false);
  });

  it('asks before a destructive row action and sends nothing when the user cancels', async () => {
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderActions();
    const result = start(() => actions.runAction(deactivate!, applicationRow(1)));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to perform “Deactivate” for «App 1»?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await settled(result)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(clearSelection).not.toHaveBeenCalled();
    expect(actions.pendingAction).toBeNull();
  });

  it("asks with the action's own question when it has one, though it destroys nothing", async () => {
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderActions();
    const publish: ListingAction = {
      ...clone!,
      key: 'publish',
      label: 'Publish',
      confirm: 'Publish {name} now?',
      done: '{name} is published ({status})',
    };
    const result = start(() => actions.runAction(publish, applicationRow(3)));
    const dialog = await screen.findByRole('alertdialog');
    // The server's question and notice name the row and its new state, filled from the row.
    expect(dialog).toHaveTextContent('Publish App 3 now?');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await settled(result)).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('App 3 is published (active)')).toBeInTheDocument();
  });

  it('runs a bulk action on the selected ids after confirming, with their number in the question', async () => {
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderActions([4, 9]);
    const result = start(() => actions.runBulkAction(bulkDelete));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('for 2 selected records?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    expect(await settled(result)).toBe(true);
    expect(run).toHaveBeenCalledWith(bulkDelete, [4, 9]);
    expect(clearSelection).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Delete selected: done for 2 records')).toBeInTheDocument();
  });

  it('runs no bulk action without a selection', async () => {
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    renderActions([]);
    expect(await settled(start(() => actions.runBulkAction(bulkDelete)))).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it("reports a failure with the server's message, or a general one, and keeps the selection", async () => {
    const run = jest
      .spyOn(listingApi, 'runAction')
      .mockRejectedValueOnce(new ApiError({ status: 409, message: 'Already cloned' }))
      .mockRejectedValueOnce(new Error('socket hang up'));
    renderActions([1]);
    expect(await settled(start(() => actions.runAction(clone!, applicationRow(1))))).toBe(false);
    expect(await screen.findByText('Already cloned')).toBeInTheDocument();
    expect(await settled(start(() => actions.runAction(clone!, applicationRow(1))))).toBe(false);
    expect(await screen.findByText('The action failed')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
    expect(clearSelection).not.toHaveBeenCalled();
    await waitFor(() => expect(actions.pendingAction).toBeNull());
  });
});

describe('isActionShownFor', () => {
  const restore: ListingAction = {
    key: 'restore',
    label: 'Restore',
    method: 'POST',
    url: '/manage/application/{id}/restore',
    visibleWhen: { field: 'status', in: ['deleted', 'deactivated'] },
  };

  it('shows an action without a condition on every row', () => {
    const always: ListingAction = { ...restore, visibleWhen: undefined };
    expect(isActionShownFor(always, { id: 1, status: 'active' })).toBe(true);
    expect(isActionShownFor(always, {})).toBe(true);
  });

  it('shows a conditional action only for rows whose field is one of the listed values', () => {
    expect(isActionShownFor(restore, { id: 1, status: 'deleted' })).toBe(true);
    expect(isActionShownFor(restore, { id: 2, status: 'deactivated' })).toBe(true);
    expect(isActionShownFor(restore, { id: 3, status: 'active' })).toBe(false);
    // A row without the field does not match.
    expect(isActionShownFor(restore, { id: 4 })).toBe(false);
    // An empty list matches no row.
    expect(
      isActionShownFor({ ...restore, visibleWhen: { field: 'status', in: [] } }, { status: 'deleted' }),
    ).toBe(false);
  });

  it('compares values as text, so a number matches its string form and back', () => {
    const byFlag: ListingAction = { ...restore, visibleWhen: { field: 'is_active', in: [1, 'true'] } };
    expect(isActionShownFor(byFlag, { is_active: 1 })).toBe(true);
    expect(isActionShownFor(byFlag, { is_active: '1' })).toBe(true);
    expect(isActionShownFor(byFlag, { is_active: true })).toBe(true);
    expect(isActionShownFor(byFlag, { is_active: 0 })).toBe(false);
    expect(isActionShownFor(byFlag, { is_active: false })).toBe(false);
    expect(
      isActionShownFor(
        { ...restore, visibleWhen: { field: 'company_id', in: [null] } },
        { company_id: null },
      ),
    ).toBe(true);
  });

  it('leaves the permission to the hook: it decides by the row only', () => {
    // useListActions drops the actions the user may not run (see "offers only what the user may run" above)
    // before asking this per row.
    const gated: ListingAction = { ...restore, permission: 'manage.applications' };
    expect(isActionShownFor(gated, { status: 'deleted' })).toBe(true);
    expect(isActionShownFor(gated, { status: 'active' })).toBe(false);
  });
});
