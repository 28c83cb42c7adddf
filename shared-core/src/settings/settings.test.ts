import { act, renderHook } from '@testing-library/react';
import { type store as sharedStore } from '../state/store';
import { isValidThemeQuery, resolveTheme, useGlobalSettings } from './settings';

type SettingsModule = typeof import('./settings') & { store: typeof sharedStore };

/** Fresh modules (settings and their store): the persisted atoms read localStorage when they are created. */
function load(): SettingsModule {
  let mod: SettingsModule | undefined;
  jest.isolateModules(() => {
    mod = {
      ...jest.requireActual<typeof import('./settings')>('./settings'),
      store: jest.requireActual<typeof import('../state/store')>('../state/store').store,
    };
  });
  return mod!;
}

beforeEach(() => localStorage.clear());

describe('theme query validation', () => {
  it.each(['dark', 'Light', 'dark 2', ' dark ', 'A1'])('accepts %p', (value) => {
    expect(isValidThemeQuery(value)).toBe(true);
  });
  it.each(['', 'dark;', 'dark-mode', '<script>', 'dark\n', 'тёмная', null, undefined, 5])(
    'refuses %p',
    (value) => {
      expect(isValidThemeQuery(value)).toBe(false);
    },
  );
});

describe('resolveTheme', () => {
  it('takes a valid, known query value (trimmed, any case)', () => {
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme(' DARK ', null)).toBe('dark');
  });
  it('falls back to the stored theme when the query is invalid or unknown', () => {
    expect(resolveTheme('dark;', 'dark')).toBe('dark');
    expect(resolveTheme('purple', 'dark')).toBe('dark');
    expect(resolveTheme(null, 'dark')).toBe('dark');
  });
  it('falls back to light when neither is usable', () => {
    expect(resolveTheme('dark!', 'blue')).toBe('light');
    expect(resolveTheme(undefined, undefined)).toBe('light');
  });
});

describe('settings', () => {
  it('defaults to the settings of docs/product.md', () => {
    const { store, settingsAtom } = load();
    expect(store.get(settingsAtom)).toEqual({
      sidebarShow: true,
      asideShow: false,
      theme: 'light',
      sidebarUnfoldable: false,
    });
  });

  it('merges stored settings with the defaults and ignores mistyped values', () => {
    localStorage.setItem('panel.settings', JSON.stringify({ asideShow: true, sidebarShow: 'no', extra: 1 }));
    localStorage.setItem('panel.theme', 'dark');
    const { store, settingsAtom } = load();
    expect(store.get(settingsAtom)).toEqual({
      sidebarShow: true,
      asideShow: true,
      theme: 'dark',
      sidebarUnfoldable: false,
    });
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('panel.settings', '{oops');
    localStorage.setItem('panel.theme', 'neon');
    const { store, settingsAtom, DEFAULT_SETTINGS } = load();
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });

  it('useGlobalSettings updates partially and persists (theme under panel.theme)', () => {
    const { result } = renderHook(() => useGlobalSettings());
    act(() => result.current[1]({ sidebarShow: false }));
    expect(result.current[0]).toEqual({
      sidebarShow: false,
      asideShow: false,
      theme: 'light',
      sidebarUnfoldable: false,
    });
    act(() => result.current[1]({ theme: 'dark', asideShow: true }));
    expect(result.current[0]).toEqual({
      sidebarShow: false,
      asideShow: true,
      theme: 'dark',
      sidebarUnfoldable: false,
    });
    expect(localStorage.getItem('panel.theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('panel.settings')!)).toEqual({
      sidebarShow: false,
      asideShow: true,
      sidebarUnfoldable: false,
    });
  });
});
