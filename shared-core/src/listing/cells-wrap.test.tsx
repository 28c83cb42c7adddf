import { render, screen } from '@testing-library/react';
import type { ListingColumn } from '@panel/shared-core';
import { renderCell } from './cells';
import { createCellFormat } from './format';

/** Where a cell may wrap on a narrow screen (a laptop's users table): at a long value's punctuation, never in a word. */
const fmt = createCellFormat('ru', { yes: 'Да', no: 'Нет', empty: '—' });
const text = (key: string): ListingColumn => ({ key, label: key, type: 'text', sortable: false });

function cell(column: ListingColumn, value: unknown): HTMLElement {
  render(<div data-testid="cell">{renderCell(column, { id: 1, [column.key]: value }, fmt)}</div>);
  return screen.getByTestId('cell');
}

describe('wrapping a cell', () => {
  it('lets a long e-mail wrap after its @ and dots, its text unchanged', () => {
    const shown = cell(text('email'), 'boris.fedorova.26@acme.test');
    expect(shown).toHaveTextContent(/^boris\.fedorova\.26@acme\.test$/);
    expect(shown.querySelectorAll('wbr')).toHaveLength(4);
  });

  it('leaves words and short values whole', () => {
    expect(cell(text('role'), 'Manager').querySelectorAll('wbr')).toHaveLength(0);
  });

  it('leaves a text of several words to wrap at its spaces only', () => {
    expect(cell(text('company'), 'Acme Apps and Partners Ltd.').querySelectorAll('wbr')).toHaveLength(0);
  });

  it('keeps a date and its time each whole, with a place between them', () => {
    const column: ListingColumn = { key: 'at', label: 'At', type: 'datetime', sortable: false };
    const shown = cell(column, '2026-12-05T13:40:00Z');
    const parts = [...shown.querySelectorAll('.lst-nowrap')].map((part) => part.textContent);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/2026.*,$/);
    expect(parts[1]).toMatch(/^\d{2}:\d{2}$/);
  });
});
