import { act, render } from '@testing-library/react';
import { store, themeAtom } from '@panel/shared-core';
import { ThemeSync, applyColorMode, resolveColorMode } from '@panel/shared-core/ui';

describe('theme sync', () => {
  const html = document.documentElement;
  afterEach(() => {
    html.className = '';
    html.style.colorScheme = '';
  });

  it('sets the .dark class and color-scheme on <html>', () => {
    const { rerender } = render(<ThemeSync theme="dark" />);
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');

    rerender(<ThemeSync theme="light" />);
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
  });

  it('falls back to light for unknown themes', () => {
    expect(resolveColorMode('Blue Steel 2')).toBe('light');
    expect(resolveColorMode(undefined)).toBe('light');
    expect(resolveColorMode(' DARK ')).toBe('dark');
    expect(applyColorMode('anything')).toBe('light');
    expect(html).toHaveClass('light');
  });

  it('keeps other classes of <html>', () => {
    html.classList.add('keep-me');
    applyColorMode('dark');
    expect(html).toHaveClass('keep-me', 'dark');
  });
});

describe('ThemeSync without a theme prop', () => {
  it('follows the global theme setting', () => {
    const html = document.documentElement;
    render(<ThemeSync />);
    expect(html).toHaveClass('light');
    act(() => {
      store.set(themeAtom, 'dark');
    });
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    act(() => {
      store.set(themeAtom, 'light');
    });
    expect(html).toHaveClass('light');
  });
});
