import { isPlainMultilineText, isPlainText, hasAtMostDecimals } from './rules';

describe('isPlainText and isPlainMultilineText', () => {
  it('accept names in every script the panel ships, with the direction marks Arabic text uses', () => {
    for (const good of [
      'Acme Apps',
      'Иван Петров',
      'شركة أكمي',
      // A right-to-left mark after a Latin name inside Arabic, a left-to-right mark, the Arabic letter mark.
      'تطبيق Acme\u200f',
      'Acme\u200e 2',
      '\u061c١٢٣',
      // The zero-width non-joiner and joiner of Persian and Arabic spelling.
      'می\u200cخواهم',
      'ل\u200dا',
      '',
    ]) {
      expect(isPlainText(good)).toBe(true);
      expect(isPlainMultilineText(good)).toBe(true);
    }
  });

  it('refuse every embedding, override and isolate, in one line and in several', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = `Acme${String.fromCharCode(code)}gpj.exe`;
      expect(isPlainText(text)).toBe(false);
      expect(isPlainMultilineText(`line\n${text}`)).toBe(false);
    }
  });

  it('refuse the C0 and C1 controls and DEL; a multi-line text keeps tabs and line breaks', () => {
    for (const code of [0x00, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(isPlainText(text)).toBe(false);
      expect(isPlainMultilineText(text)).toBe(false);
    }
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(isPlainText(text)).toBe(false);
      expect(isPlainMultilineText(text)).toBe(true);
    }
    // The first characters past the ranges are ordinary ones.
    expect(isPlainText('\u00a0\u2070 ')).toBe(true);
  });
});

describe('hasAtMostDecimals', () => {
  it.each([
    [4, 1, true],
    [4.7, 1, true],
    [4.75, 1, false],
    [0.1 + 0.2, 2, false],
    [1e-7, 6, false],
    [1.5e-7, 8, true],
    [1e21, 0, true],
    [Number.NaN, 5, false],
  ])('%p with at most %i decimals: %p', (value, decimals, expected) => {
    expect(hasAtMostDecimals(value, decimals)).toBe(expected);
  });
});
