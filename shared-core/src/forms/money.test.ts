import { addAmounts, formatMoney, fromCents, isAmount, toCents } from './money';

/** Intl puts (narrow) no-break spaces in formatted money; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money as decimal strings', () => {
  it('reads cents from decimal strings, signed and trimmed, and refuses anything else', () => {
    expect(toCents('12')).toBe(1200);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12.05')).toBe(1205);
    expect(toCents('-12.5')).toBe(-1250);
    expect(toCents(' 7.10 ')).toBe(710);
    expect(toCents('0.01')).toBe(1);
    for (const bad of ['', 'abc', '1.234', '.5', '5.', '1e3', '1,50', '+5']) {
      expect(toCents(bad)).toBeNull();
    }
  });

  it('writes cents back with two decimals and a sign', () => {
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-1205)).toBe('-12.05');
    expect(fromCents(-5)).toBe('-0.05');
  });

  it('adds exactly, where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('125.50', '74.5')).toBe('200.00');
    expect(addAmounts('-10.01', '10')).toBe('-0.01');
    expect(addAmounts('1.005', '1')).toBeNull();
    expect(addAmounts('1', 'ten')).toBeNull();
  });

  it('accepts amounts with at most two decimals only', () => {
    for (const good of ['10', '10.5', '10.50', '0.01']) expect(isAmount(good)).toBe(true);
    for (const bad of ['', '-1', '10.555', '1e3', '10,5', ' 10', '.5', 'abc'])
      expect(isAmount(bad)).toBe(false);
  });

  it('formats money in the panel language, and keeps a value it cannot read', () => {
    expect(plain(formatMoney('1234.5', 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney('1234.5', 'USD', 'ru'))).toBe('1 234,50 $');
    expect(formatMoney('n/a', 'USD', 'en')).toBe('n/a USD');
    // A currency code Intl refuses falls back to the plain figure.
    expect(formatMoney('10', 'US', 'en')).toBe('10.00 US');
  });

  it('isolates the currency sign in a right-to-left language, where the page would draw "$US" for "US$"', () => {
    const arabic = formatMoney('84063.42', 'USD', 'ar');
    expect(arabic).toContain('\u2068US$\u2069');
    expect(arabic.replace(/[\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(84063.42),
    );
    // Left to right, the sign cannot be torn from its letters: the text is Intl's own.
    expect(formatMoney('84063.42', 'USD', 'en')).toBe('$84,063.42');
    expect(formatMoney('84063.42', 'RUB', 'en')).not.toMatch(/[\u2068\u2069]/);
  });
});
