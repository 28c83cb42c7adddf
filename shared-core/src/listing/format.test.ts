import type { ListingColumn } from '@panel/shared-core';
import { createCellFormat, formatCell, plainCell } from './format';

// Intl separates groups and units with (narrow) no-break spaces; the tests read them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const ru = createCellFormat('ru', { yes: 'Да', no: 'Нет', empty: '—' });
const en = createCellFormat('en', { yes: 'Yes', no: 'No', empty: '—' });

const col = (type: ListingColumn['type'], extra: Partial<ListingColumn> = {}): ListingColumn => ({
  key: 'v',
  label: 'V',
  type,
  sortable: false,
  ...extra,
});

describe('formatCell', () => {
  it('groups numbers in the language', () => {
    expect(plain(formatCell(col('number'), { v: 1234567.25 }, ru))).toBe('1 234 567,25');
    expect(formatCell(col('number'), { v: '1234567' }, en)).toBe('1,234,567');
  });

  it("prints a record's number as it is, the way a badge or an address names it", () => {
    expect(formatCell(col('id'), { v: 1148 }, en)).toBe('1148');
    expect(formatCell(col('id'), { v: 1153 }, ru)).toBe('1153');
    expect(plainCell(col('id'), { v: 1148 }, { yes: 'Yes', no: 'No' })).toBe('1148');
  });

  it('shows a value of a known set by its label in text, tags and status cells, and in the export', () => {
    const labels = { yes: 'Yes', no: 'No' };
    const category = col('text', { valueLabels: { health: 'Здоровье' } });
    expect(formatCell(category, { v: 'health' }, ru)).toBe('Здоровье');
    expect(plainCell(category, { v: 'health' }, labels)).toBe('Здоровье');
    // A value outside the set is shown as it came.
    expect(formatCell(category, { v: 'other' }, ru)).toBe('other');
    const permissions = col('tags', { valueLabels: { 'application.view': 'View applications' } });
    expect(formatCell(permissions, { v: ['application.view', 'x.y'] }, en)).toBe('View applications, x.y');
    expect(plainCell(permissions, { v: 'application.view' }, labels)).toBe('View applications');
    expect(formatCell(col('status', { valueLabels: { ios: 'iOS' } }), { v: 'ios' }, en)).toBe('iOS');
  });

  it('formats money with the currency of the row, exactly (decimal strings are not floats)', () => {
    expect(plain(formatCell(col('money'), { v: '1234.50', currency: 'USD' }, ru))).toBe('1 234,50 $');
    expect(formatCell(col('money'), { v: '1234.50', currency: 'USD' }, en)).toBe('$1,234.50');
    expect(plain(formatCell(col('money', { currencyKey: 'cur' }), { v: '0.10', cur: 'RUB' }, ru))).toBe(
      '0,10 ₽',
    );
    expect(formatCell(col('money'), { v: '99999999999999999.99', currency: 'USD' }, en)).toBe(
      '$99,999,999,999,999,999.99',
    );
  });

  it('keeps the currency sign whole in a right-to-left language: "US$", never "$US"', () => {
    const ar = createCellFormat('ar', { yes: 'نعم', no: 'لا', empty: '—' });
    const text = formatCell(col('money'), { v: '84063.42', currency: 'USD' }, ar);
    // The locale's own sign, isolated (FSI … PDI), so that the page's direction cannot pull "$" off its letters.
    expect(text).toContain('\u2068US$\u2069');
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(84063.42),
    );
    // The exact decimal string still goes to Intl: no float rounding.
    expect(formatCell(col('money'), { v: '99999999999999999.99', currency: 'USD' }, ar)).toContain('.99');
  });

  it('shows money at its stored precision: a price per install of 0.0450 is never 0.05', () => {
    expect(formatCell(col('money'), { v: '0.0450', currency: 'USD' }, en)).toBe('$0.045');
    expect(plain(formatCell(col('money'), { v: '0.0360', currency: 'USD' }, ru))).toBe('0,036 $');
    expect(formatCell(col('money'), { v: '0.0375', currency: 'USD' }, en)).toBe('$0.0375');
    expect(formatCell(col('money'), { v: '0.0400', currency: 'USD' }, en)).toBe('$0.04');
    expect(formatCell(col('money'), { v: '0.0450' }, en)).toBe('0.045');
    // A total over several currencies, each at its own precision.
    expect(
      formatCell(
        col('money'),
        {
          v: [
            { currency: 'EUR', amount: '1.50' },
            { currency: 'USD', amount: '0.0450' },
          ],
        },
        en,
      ),
    ).toBe('€1.50 · $0.045');
  });

  it('keeps an amount whose currency is unknown readable', () => {
    expect(formatCell(col('money'), { v: '5' }, en)).toBe('5.00');
    expect(formatCell(col('money'), { v: '5', currency: 'points' }, en)).toBe('5.00 points');
  });

  it('formats dates as calendar days and datetimes in the language', () => {
    expect(plain(formatCell(col('date'), { v: '2024-01-31' }, ru))).toBe('31 янв. 2024 г.');
    expect(formatCell(col('date'), { v: '2024-01-31' }, en)).toBe('Jan 31, 2024');
    expect(plain(formatCell(col('datetime'), { v: '2024-03-05T14:30:00' }, ru))).toBe(
      '5 мар. 2024 г., 14:30',
    );
    expect(plain(formatCell(col('datetime'), { v: '2024-03-05T14:30:00' }, en))).toBe('Mar 5, 2024, 2:30 PM');
  });

  it('translates booleans and shows empty values as a dash', () => {
    expect(formatCell(col('boolean'), { v: true }, ru)).toBe('Да');
    expect(formatCell(col('boolean'), { v: 0 }, en)).toBe('No');
    expect(formatCell(col('text'), { v: null }, en)).toBe('—');
    expect(formatCell(col('tags'), { v: [] }, en)).toBe('—');
  });

  it('leaves malformed values as they came instead of inventing one', () => {
    expect(formatCell(col('date'), { v: 'soon' }, en)).toBe('soon');
    expect(formatCell(col('number'), { v: 'n/a' }, en)).toBe('n/a');
  });
});

describe('plainCell (export)', () => {
  it('writes machine-friendly text', () => {
    const labels = { yes: 'Yes', no: 'No' };
    expect(plainCell(col('money'), { v: '125.50', currency: 'USD' }, labels)).toBe('125.50 USD');
    expect(plainCell(col('tags'), { v: ['a', 'b'] }, labels)).toBe('a; b');
    expect(plainCell(col('boolean'), { v: false }, labels)).toBe('No');
    expect(plainCell(col('datetime'), { v: '2024-03-05T14:30:00' }, labels)).toBe('2024-03-05 14:30');
    expect(plainCell(col('number'), { v: 1234.5 }, labels)).toBe('1234.5');
    expect(plainCell(col('text'), { v: undefined }, labels)).toBe('');
  });
});

describe('createCellFormat', () => {
  it('builds a formatter on its first use only, once per language (a language no other test formats in)', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const labels = { yes: 'Yes', no: 'No', empty: '—' };
    const fmt = createCellFormat('en-IE', labels);
    expect(fmt.number.format(1234.5)).toBe('1,234.5');
    expect(dates).not.toHaveBeenCalled();
    expect(fmt.date.format(new Date(Date.UTC(2026, 0, 2, 12)))).toBe('2 Jan 2026');
    expect(createCellFormat('en-IE', { ...labels, yes: 'Y' }).date).toBe(fmt.date);
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
