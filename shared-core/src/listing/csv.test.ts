import type { ListingColumn } from '@panel/shared-core';
import { waitFor } from '@testing-library/react';
import {
  CSV_BOM,
  csvBlob,
  csvDialect,
  csvField,
  csvFileName,
  downloadBlob,
  toCsv,
  type CsvTranslate,
} from './csv';

const columns: ListingColumn[] = [
  { key: 'id', label: 'ID', type: 'number', sortable: true },
  { key: 'name', label: 'Название, полное', type: 'text', sortable: true },
  { key: 'amount', label: 'Amount', type: 'money', sortable: false },
  { key: 'fee', label: 'Fee', type: 'money', sortable: false, currencyKey: 'fee_currency' },
  { key: 'active', label: 'Active', type: 'boolean', sortable: false },
  { key: 'tags', label: 'Tags', type: 'tags', sortable: false },
  { key: 'day', label: 'Day', type: 'date', sortable: false },
  { key: 'status', label: 'Status', type: 'status', sortable: false },
];

const WORDS = { 'cell.yes': 'Да', 'cell.no': 'Нет', 'export.id': 'ID', 'export.currency': 'валюта' };
const t: CsvTranslate = (key) => WORDS[key];

describe('toCsv', () => {
  it('writes translated headers and plain-text values with RFC 4180 quoting', () => {
    const csv = toCsv(
      columns,
      [
        {
          id: 1,
          name: 'Acme "Best", Inc.',
          amount: '125.50',
          currency: 'USD',
          fee: '0.10',
          fee_currency: 'EUR',
          active: true,
          tags: ['a', 'b c'],
          day: '2024-01-31',
          status: 'active',
        },
        {
          id: 2,
          name: 'Line\nbreak',
          amount: null,
          active: false,
          tags: [],
          day: null,
          status: { value: 'x', label: 'Ex' },
        },
      ],
      t,
    );
    expect(csv).toBe(
      'ID,"Название, полное",Amount,Amount: валюта,Fee,Fee: валюта,Active,Tags,Day,Status\r\n' +
        '1,"Acme ""Best"", Inc.",125.50,USD,0.10,EUR,Да,a; b c,2024-01-31,active\r\n' +
        '2,"Line\nbreak",,,,,Нет,,,Ex\r\n',
    );
  });

  it('neutralises spreadsheet formulas in text but keeps negative numbers', () => {
    const csv = toCsv(
      columns.slice(0, 3),
      [{ id: -5, name: '=HYPERLINK("x")', amount: '-3.00', currency: 'RUB' }],
      t,
    );
    expect(csv.split('\r\n')[1]).toBe(`-5,"'=HYPERLINK(""x"")",-3.00,RUB`);
  });

  it('writes what a Russian spreadsheet sums: semicolons, decimal commas, money without its currency', () => {
    expect(csvDialect('ru')).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvDialect('en')).toEqual({ delimiter: ',', decimal: '.' });
    const csv = toCsv(
      [
        { key: 'name', label: 'Название', type: 'text', sortable: true },
        { key: 'amount', label: 'Сумма', type: 'money', sortable: false },
        { key: 'rating', label: 'Рейтинг', type: 'number', sortable: false },
      ],
      [
        { id: 7, name: 'Acme; Best', amount: '1234.50', currency: 'USD', rating: 4.7 },
        { id: 8, name: 'Sky', amount: '-3', currency: 'USD', rating: 5 },
      ],
      t,
      csvDialect('ru'),
    );
    // The id comes first though the view hides it; the currency has a column of its own.
    expect(csv).toBe(
      'ID;Название;Сумма;Сумма: валюта;Рейтинг\r\n' +
        '7;"Acme; Best";1234,50;USD;4,7\r\n' +
        '8;Sky;-3;USD;5\r\n',
    );
  });

  it('quotes only what needs it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('names the file <name>-YYYY-MM-DD.csv', () => {
    expect(csvFileName('pwa-client', new Date(2024, 2, 5))).toBe('pwa-client-2024-03-05.csv');
  });

  it('downloads a UTF-8 file with a BOM through a temporary anchor', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    downloadBlob(csvBlob('a,b\r\n'), 'x-2024-01-01.csv');

    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks[0]?.download).toBe('x-2024-01-01.csv');
    expect(clicks[0]?.href).toBe('blob:test');
    expect(clicks[0]?.isConnected).toBe(false);
    const blob = created[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM by default; what follows must be the CSV text, byte for byte.
    expect(new TextDecoder().decode(bytes)).toBe('a,b\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
    // Revoked only after click() has returned (csv.ts): some browsers start reading the URL late.
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test'));
  });
});
