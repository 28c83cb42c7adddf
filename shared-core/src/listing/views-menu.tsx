import { useState, type FormEvent } from 'react';
import { LISTING_VIEW_LIMITS, type ListingView } from '@panel/contract';
import { isApiError, useTranslation } from '@panel/shared-core';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  ChevronDownIcon,
  TagIcon,
} from '@panel/shared-core/ui';
import { Checkbox, Dialog, Menu, confirm, notify } from '@panel/shared-core/ui-heavy';
import type { ListController } from './use-list-controller';
import { useListingViews, type ListingViews } from './use-listing-views';
import type { DroppedParts } from './view-state';

type Editing = { mode: 'new' } | { mode: 'rename'; view: ListingView } | null;

/**
 * Named views of a listing (issue 50.2): a menu of the user's views and the ones colleagues shared, the chosen one
 * marked and "changed" once the screen departs from it; save as a new view (shared with the company, the default),
 * save changes, rename, share, make default, delete. What a view could not put back is said under the toolbar.
 */
export function ViewsMenu({ controller }: { controller: ListController }) {
  const views = useListingViews(controller);
  const { t } = useTranslation('listing');
  const [editing, setEditing] = useState<Editing>(null);
  const { selected, changed } = views;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notify.error(t('views.failed'), isApiError(error) ? error.message : undefined);
    }
  };
  const label = selected
    ? changed
      ? t('views.changedName', { name: selected.name })
      : selected.name
    : t('views.button');
  const mine = views.views?.filter((view) => view.mine) ?? [];
  const shared = views.views?.filter((view) => !view.mine) ?? [];
  const item = (view: ListingView) => (
    <Menu.RadioItem key={view.id} value={String(view.id)}>
      <Menu.ItemIndicator />
      <Text as="span" flex="1" truncate>
        {view.name}
      </Text>
      {view.id === views.defaultView ? (
        <Badge size="sm" variant="subtle">
          {t('views.defaultBadge')}
        </Badge>
      ) : null}
      {!view.mine ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          {view.owner}
        </Text>
      ) : view.shared ? (
        <Badge size="sm" variant="outline">
          {t('views.sharedBadge')}
        </Badge>
      ) : null}
    </Menu.RadioItem>
  );

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-start' }} lazyMount>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            disabled={!views.views && !views.error}
            maxW="16rem"
            data-testid="listing-views"
          >
            <TagIcon />
            <Text as="span" truncate>
              {label}
            </Text>
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="16rem" maxH="28rem" overflowY="auto">
              {views.error ? (
                <Text px="2" py="1" textStyle="sm" color="fg.error" role="alert">
                  {t('views.loadFailed')}
                </Text>
              ) : null}
              <Menu.RadioItemGroup
                value={selected ? String(selected.id) : ''}
                onValueChange={(details: { value: string }) => {
                  const view = views.views?.find((v) => String(v.id) === details.value);
                  if (view) views.open(view);
                }}
              >
                <Menu.ItemGroupLabel>{t('views.mine')}</Menu.ItemGroupLabel>
                {mine.length === 0 ? (
                  <Text px="2" py="1" textStyle="sm" color="fg.muted">
                    {t('views.none')}
                  </Text>
                ) : (
                  mine.map(item)
                )}
                {shared.length > 0 ? <Menu.ItemGroupLabel>{t('views.shared')}</Menu.ItemGroupLabel> : null}
                {shared.map(item)}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item value="save-new" onSelect={() => setEditing({ mode: 'new' })}>
                {t('views.saveNew')}
              </Menu.Item>
              {selected?.mine && changed ? (
                <Menu.Item
                  value="save-changes"
                  onSelect={() =>
                    void run(
                      () => views.saveChanges(selected),
                      t('views.savedChanges', { name: selected.name }),
                    )
                  }
                >
                  {t('views.saveChanges', { name: selected.name })}
                </Menu.Item>
              ) : null}
              {selected ? (
                <SelectedActions views={views} view={selected} run={run} onRename={setEditing} />
              ) : null}
              {views.kind === 'browser' ? (
                <Text px="2" py="1" textStyle="xs" color="fg.muted" maxW="18rem">
                  {t('views.inBrowser')}
                </Text>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ViewNameDialog
        editing={editing}
        canShare={views.kind === 'server'}
        onClose={() => setEditing(null)}
        onSubmit={async (input) => {
          if (editing?.mode === 'rename') {
            await views.rename(editing.view, input.name);
            notify.success(t('views.renamed', { name: input.name }));
          } else {
            await views.saveNew(input);
            notify.success(t('views.saved', { name: input.name }));
          }
          setEditing(null);
        }}
      />
      {views.dropped ? (
        <Box flexBasis="100%">
          <DroppedNotice dropped={views.dropped} onClose={views.dismissDropped} />
        </Box>
      ) : null}
    </>
  );
}

function SelectedActions({
  views,
  view,
  run,
  onRename,
}: {
  views: ListingViews;
  view: ListingView;
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
  onRename: (editing: Editing) => void;
}) {
  const { t } = useTranslation('listing');
  const isDefault = views.defaultView === view.id;
  return (
    <>
      <Menu.Item
        value="default"
        onSelect={() =>
          void run(
            () => views.setDefault(isDefault ? null : view),
            isDefault
              ? t('views.defaultCleared', { name: view.name })
              : t('views.defaultSet', { name: view.name }),
          )
        }
      >
        {isDefault ? t('views.clearDefault') : t('views.makeDefault', { name: view.name })}
      </Menu.Item>
      {view.mine ? (
        <>
          <Menu.Item value="rename" onSelect={() => onRename({ mode: 'rename', view })}>
            {t('views.rename', { name: view.name })}
          </Menu.Item>
          {views.kind === 'server' ? (
            <Menu.Item
              value="share"
              onSelect={() =>
                void run(
                  () => views.setShared(view, !view.shared),
                  view.shared
                    ? t('views.unsharedDone', { name: view.name })
                    : t('views.sharedDone', { name: view.name }),
                )
              }
            >
              {view.shared ? t('views.unshare') : t('views.share')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            value="delete"
            color="fg.error"
            onSelect={async () => {
              const sure = await confirm({
                title: t('views.deleteTitle', { name: view.name }),
                message: t('views.deleteMessage'),
                confirmLabel: t('views.delete'),
                destructive: true,
              });
              if (sure) await run(() => views.remove(view), t('views.deleted', { name: view.name }));
            }}
          >
            {t('views.deleteItem', { name: view.name })}
          </Menu.Item>
        </>
      ) : null}
    </>
  );
}

function ViewNameDialog({
  editing,
  canShare,
  onClose,
  onSubmit,
}: {
  editing: Editing;
  canShare: boolean;
  onClose: () => void;
  onSubmit: (input: { name: string; shared: boolean; makeDefault: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation('listing');
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState<Editing>(null);
  // Each opening starts from the view's name (rename) or empty (new); what was typed stays while it is open.
  if (editing !== openedFor) {
    setOpenedFor(editing);
    setName(editing?.mode === 'rename' ? editing.view.name : '');
    setShared(false);
    setMakeDefault(false);
    setError(null);
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('views.nameRequired'));
    setBusy(true);
    try {
      await onSubmit({ name: trimmed, shared, makeDefault });
    } catch (failure) {
      setError(isApiError(failure) ? (failure.errors.name?.[0] ?? failure.message) : t('views.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={editing !== null}
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>
                  {editing?.mode === 'rename' ? t('views.renameTitle') : t('views.saveTitle')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={!!error} required>
                    <Field.Label>
                      {t('views.name')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={name}
                      maxLength={LISTING_VIEW_LIMITS.name}
                      onChange={(event) => {
                        setName(event.target.value);
                        setError(null);
                      }}
                      data-autofocus
                    />
                    {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                  </Field.Root>
                  {editing?.mode === 'new' ? (
                    <>
                      {canShare ? (
                        <Checkbox.Root
                          checked={shared}
                          onCheckedChange={(d) => setShared(d.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t('views.shareWithCompany')}</Checkbox.Label>
                        </Checkbox.Root>
                      ) : null}
                      <Checkbox.Root
                        checked={makeDefault}
                        onCheckedChange={(d) => setMakeDefault(d.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('views.openByDefault')}</Checkbox.Label>
                      </Checkbox.Root>
                    </>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {t('views.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {t('views.save')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('views.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What a view could not put back, said under the toolbar until dismissed or another view is opened. */
export function DroppedNotice({ dropped, onClose }: { dropped: DroppedParts; onClose: () => void }) {
  const { t } = useTranslation('listing');
  const parts = [
    ...dropped.columns.map((label) => t('views.droppedColumn', { label })),
    ...dropped.filters.map((label) => t('views.droppedFilter', { label })),
    ...(dropped.sort ? [t('views.droppedSort', { label: dropped.sort })] : []),
    ...(dropped.perPage ? [t('views.droppedPerPage')] : []),
  ];
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('views.droppedTitle')}</Alert.Title>
        <Alert.Description>{parts.join(', ')}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('views.dismiss')} onClick={onClose} />
    </Alert.Root>
  );
}
