import { addAmounts, currencyFormat, formatMoney, fromCents, isAmount, moneyDigits, toCents } from './money';

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

  it('shows money at the precision it is stored with: the minor units at least, stored digits beyond them', () => {
    // The seeded prices per install: four tiers that must not read the same.
    expect(
      ['0.0450', '0.0360', '0.0270', '0.0180'].map((price) => plain(formatMoney(price, 'USD', 'en'))),
    ).toEqual(['$0.045', '$0.036', '$0.027', '$0.018']);
    expect(plain(formatMoney('0.0450', 'USD', 'ru'))).toBe('0,045 $');
    expect(plain(formatMoney('0.0456', 'EUR', 'en'))).toBe('€0.0456');
    // Trailing zeros beyond the minor units are trimmed, never those within them.
    expect(plain(formatMoney('0.0400', 'USD', 'en'))).toBe('$0.04');
    expect(plain(formatMoney('12.5000', 'USD', 'en'))).toBe('$12.50');
    // Exact, beyond what a double holds.
    expect(plain(formatMoney('12345678901.0001', 'USD', 'en'))).toBe('$12,345,678,901.0001');
    // A currency without minor units keeps the stored decimals too.
    expect(plain(formatMoney('150.5', 'JPY', 'en'))).toBe('¥150.5');
    expect(plain(formatMoney('150', 'JPY', 'en'))).toBe('¥150');
    expect(formatMoney('0.0450', 'US', 'en')).toBe('0.045 US');
  });

  it('counts the decimals of a stored amount, and reads computed numbers without their float noise', () => {
    expect(moneyDigits('0.0450', 2)).toBe(3);
    expect(moneyDigits('7', 2)).toBe(2);
    expect(moneyDigits(0.1 + 0.2, 2)).toBe(2);
    expect(moneyDigits(0.0375, 2)).toBe(4);
    expect(plain(currencyFormat('en', 'USD')!(0.0375))).toBe('$0.0375');
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
