import { useState } from 'react';
import { act, fireEvent, render, screen, userEvent } from '@panel/shared-core/testing';
import { SEQUENCE_MS, keyNames, useShortcut, useShortcutList, type ShortcutGroup } from './shortcuts';

function Key({
  keys,
  label,
  onRun,
  group = 'general',
}: {
  keys: string;
  label?: string;
  onRun?: () => boolean | void;
  group?: ShortcutGroup;
}) {
  useShortcut({ keys, description: label ?? keys, group, run: onRun });
  return null;
}

function Sheet() {
  const list = useShortcutList();
  return (
    <ul aria-label="sheet">
      {list.map((item) => (
        <li key={item.keys}>{`${item.keys}: ${item.description}`}</li>
      ))}
    </ul>
  );
}

const press = (key: string, init: Partial<KeyboardEventInit> = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init });

describe('keyboard shortcuts', () => {
  it('run a single key, and a sequence of g then a letter', () => {
    const search = jest.fn();
    const goApps = jest.fn();
    const goDomains = jest.fn();
    render(
      <>
        <Key keys="/" onRun={search} />
        <Key keys="g a" onRun={goApps} />
        <Key keys="g d" onRun={goDomains} />
      </>,
    );
    press('/');
    expect(search).toHaveBeenCalledTimes(1);
    press('a');
    expect(goApps).not.toHaveBeenCalled();
    press('g');
    press('a');
    expect(goApps).toHaveBeenCalledTimes(1);
    expect(goDomains).not.toHaveBeenCalled();
    // After a sequence ends, its second letter alone does nothing.
    press('d');
    expect(goDomains).not.toHaveBeenCalled();
  });

  it('forget the g of a sequence once its time has passed', () => {
    jest.useFakeTimers();
    try {
      const go = jest.fn();
      render(<Key keys="g a" onRun={go} />);
      press('g');
      act(() => jest.advanceTimersByTime(SEQUENCE_MS + 1));
      press('a');
      expect(go).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never fire while the user types in a field, and typing there keeps its letters', async () => {
    const user = userEvent.setup();
    const search = jest.fn();
    const go = jest.fn();
    const down = jest.fn();
    render(
      <>
        <Key keys="/" onRun={search} />
        <Key keys="g a" onRun={go} />
        <Key keys="j" onRun={down} />
        <input aria-label="name" />
        <textarea aria-label="note" />
        <select aria-label="kind">
          <option>j</option>
        </select>
        <div contentEditable suppressContentEditableWarning aria-label="rich" role="textbox" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'name' });
    await user.type(input, 'g/aj');
    expect(input).toHaveValue('g/aj');
    await user.type(screen.getByRole('textbox', { name: 'note' }), 'ga/j');
    press('j', {}, screen.getByRole('combobox', { name: 'kind' }));
    press('g', {}, screen.getByRole('textbox', { name: 'rich' }));
    press('a', {}, screen.getByRole('textbox', { name: 'rich' }));
    expect(search).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(down).not.toHaveBeenCalled();
    // Out of the field, the same keys work.
    press('j');
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('never fire with Ctrl, ⌘ or Alt held, nor while a dialog or a menu is open', () => {
    const down = jest.fn();
    render(
      <>
        <Key keys="j" onRun={down} />
        <div role="dialog" data-state="closed" hidden />
      </>,
    );
    press('j', { ctrlKey: true });
    press('j', { metaKey: true });
    press('j', { altKey: true });
    expect(down).not.toHaveBeenCalled();
    // A closed dialog left in the page does not count.
    press('j');
    expect(down).toHaveBeenCalledTimes(1);

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    document.body.append(dialog);
    press('j');
    dialog.remove();
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('div');
    menu.append(item);
    document.body.append(menu);
    press('j', {}, item);
    menu.remove();
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('leave Enter to the link or button that has focus', () => {
    const open = jest.fn();
    render(
      <>
        <Key keys="Enter" onRun={open} />
        <button type="button">Save</button>
      </>,
    );
    press('Enter', {}, screen.getByRole('button', { name: 'Save' }));
    expect(open).not.toHaveBeenCalled();
    // Handled: the key goes no further.
    expect(press('Enter')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leave the key its own meaning when the shortcut had nothing to do', () => {
    const open = jest.fn(() => false);
    render(<Key keys="Enter" onRun={open} />);
    expect(press('Enter')).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('find the Latin key under a Russian or Arabic layout', () => {
    expect(keyNames({ key: 'п', code: 'KeyG', shiftKey: false })).toEqual(['п', 'g']);
    expect(keyNames({ key: 'ت', code: 'KeyJ', shiftKey: false })).toEqual(['ت', 'j']);
    expect(keyNames({ key: '.', code: 'Slash', shiftKey: false })).toEqual(['.', '/']);
    expect(keyNames({ key: ',', code: 'Slash', shiftKey: true })).toEqual([',', '?']);
    const go = jest.fn();
    render(<Key keys="g a" onRun={go} />);
    press('п', { code: 'KeyG' });
    press('ф', { code: 'KeyA' });
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('list what is mounted now, the last mounted of the same keys winning, and forget what leaves', () => {
    const first = jest.fn();
    const second = jest.fn();
    function Page() {
      const [tab, setTab] = useState(true);
      return (
        <>
          <Key keys="?" label="Shortcuts" />
          <Key keys="/" label="Search the page" onRun={first} />
          {tab ? <Key keys="/" label="Search the tab" onRun={second} /> : null}
          <button type="button" onClick={() => setTab(false)}>
            leave
          </button>
          <Sheet />
        </>
      );
    }
    render(<Page />);
    const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items()).toEqual(['?: Shortcuts', '/: Search the tab']);
    press('/');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(items()).toEqual(['?: Shortcuts', '/: Search the page']);
    press('/');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('stop when the component that declared them goes', () => {
    const down = jest.fn();
    const { unmount } = render(<Key keys="j" onRun={down} />);
    unmount();
    press('j');
    expect(down).not.toHaveBeenCalled();
  });
});
