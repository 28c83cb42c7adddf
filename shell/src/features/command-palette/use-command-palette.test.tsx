import { useGlobalSettings, type RemoteNav } from '@panel/shared-core';
import { act, createTestQueryClient, mockSession, waitFor } from '@panel/shared-core/testing';
import { remoteNavKey } from '../../federation/use-remote-nav';
import { renderShell } from '../../testing/render-shell';
import { useCommandPalette, type CommandPaletteModel } from './use-command-palette';
import type { PermissionName } from '@panel/contract';

const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/', labelKey: 'nav.home' },
    { to: '/domains', labelKey: 'nav.domains', permission: 'domain.manage' },
    { to: '/balance', labelKey: 'nav.balance' },
  ],
  actions: [{ to: '/balance?deposit=1', labelKey: 'palette.deposit' }],
};
const emptyNav: RemoteNav = { namespace: 'manage', area: { adminOnly: true }, items: [] };

const resources = {
  en: {
    client: {
      nav: { home: 'Overview', domains: 'Domains', balance: 'Balance' },
      palette: { deposit: 'Top up the balance' },
    },
  },
};

let model: CommandPaletteModel;
let theme: string | undefined;

/** Renders nothing: it hands the model (and the theme it may switch) to the test. */
function Probe({ onOpenChange, open = true }: { onOpenChange: (open: boolean) => void; open?: boolean }) {
  model = useCommandPalette(open, onOpenChange);
  theme = useGlobalSettings()[0].theme;
  return null;
}

function renderModel(permissions: PermissionName[] = []) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(remoteNavKey('client'), clientNav);
  queryClient.setQueryData(remoteNavKey('manage'), emptyNav);
  queryClient.setQueryData(remoteNavKey('users'), emptyNav);
  const onOpenChange = jest.fn();
  const result = renderShell(<Probe onOpenChange={onOpenChange} />, {
    route: '/client',
    queryClient,
    resources,
    session: mockSession({ access: { isAdmin: false, permissions } }),
  });
  return { ...result, onOpenChange };
}

const labels = () => model.groups.flatMap((group) => group.entries.map((entry) => entry.label));

beforeEach(() => localStorage.clear());

describe('useCommandPalette', () => {
  it('offers the screens and actions the user may open, grouped, and counts them', async () => {
    renderModel();
    await waitFor(() => expect(labels()).toContain('Balance'));
    expect(model.groups.map((group) => group.key)).toEqual(['screens', 'actions']);
    expect(labels()).toContain('Top up the balance');
    expect(labels()).not.toContain('Domains');
    expect(model.count).toBe(labels().length);
    expect(model.status).toBe(`${model.count} results`);
  });

  it('moves the active entry with the arrows (round the ends) and the page keys (up to the ends)', async () => {
    renderModel();
    await waitFor(() => expect(model.count).toBeGreaterThan(2));
    const last = model.count - 1;
    expect(model.activeIndex).toBe(0);
    act(() => void model.keyDown('ArrowUp', false));
    expect(model.activeIndex).toBe(last);
    act(() => void model.keyDown('ArrowDown', false));
    expect(model.activeIndex).toBe(0);
    act(() => void model.keyDown('PageDown', false));
    expect(model.activeIndex).toBe(Math.min(5, last));
    act(() => void model.keyDown('PageUp', false));
    expect(model.activeIndex).toBe(0);
    // The palette's keys are kept from the field (the caret stays); other keys are the field's own.
    const handled: boolean[] = [];
    act(() => void handled.push(model.keyDown('ArrowDown', false), model.keyDown('a', false)));
    expect(handled).toEqual([true, false]);
  });

  it('starts again from the first entry when the query changes, and says when nothing matches', async () => {
    renderModel();
    await waitFor(() => expect(model.count).toBeGreaterThan(1));
    act(() => void model.keyDown('ArrowDown', false));
    expect(model.activeIndex).toBe(1);
    act(() => model.setQuery('zzzz'));
    expect(model.activeIndex).toBe(0);
    await waitFor(() => expect(model.status).toBe('Nothing found for “zzzz”'));
    expect(model.count).toBe(0);
    act(() => model.setQuery('z'));
    expect(model.needsMoreChars).toBe(true);
  });

  it('keeps the query while it is open, and starts from an empty one at the next opening', async () => {
    const { rerender, onOpenChange } = renderModel();
    await waitFor(() => expect(model.count).toBeGreaterThan(1));
    act(() => model.setQuery('b'));
    act(() => void model.keyDown('ArrowDown', false));
    rerender(<Probe onOpenChange={onOpenChange} />);
    expect(model.query).toBe('b');
    expect(model.activeIndex).toBe(1);
    // Closed, it keeps the query for its closing animation; opened again, it starts afresh.
    rerender(<Probe onOpenChange={onOpenChange} open={false} />);
    expect(model.query).toBe('b');
    rerender(<Probe onOpenChange={onOpenChange} />);
    expect(model.query).toBe('');
    expect(model.activeIndex).toBe(0);
  });

  it('runs the active entry with Enter, closes, and remembers it first among the recent ones', async () => {
    const { location, onOpenChange } = renderModel();
    await waitFor(() => expect(labels()).toContain('Balance'));
    act(() => model.setQuery('balance'));
    await waitFor(() => expect(model.activeEntry?.label).toBe('Balance'));
    // Not while an input method is still composing the word.
    act(() => void model.keyDown('Enter', true));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => void model.keyDown('Enter', false));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(location().pathname).toBe('/client/balance');
    act(() => model.setQuery(''));
    await waitFor(() => expect(model.groups[0]?.key).toBe('recent'));
    expect(model.groups[0]?.entries.map((entry) => entry.label)).toEqual(['Balance']);
    expect(localStorage.getItem('panel.palette.recent.1')).toContain('/client/balance');
  });

  it("runs the shell's commands: the theme switches", async () => {
    renderModel();
    const command = await waitFor(() => {
      const found = model.groups.flatMap((group) => group.entries).find((entry) => entry.command === 'theme');
      expect(found).toBeDefined();
      return found!;
    });
    const before = theme;
    act(() => model.choose(command));
    await waitFor(() => expect(theme).toBe(before === 'dark' ? 'light' : 'dark'));
  });
});
