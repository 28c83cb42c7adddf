import { render, screen } from '@testing-library/react';
import type { ListingColumn } from '@panel/shared-core';
import { renderCell } from './cells';
import { createCellFormat } from './format';

const fmt = createCellFormat('en', { yes: 'Yes', no: 'No', empty: '—' });
const column: ListingColumn = {
  key: 'permissions',
  label: 'Permissions',
  type: 'tags',
  sortable: false,
  valueLabels: { 'application.view': 'View applications', 'team.manage': 'Team and invitations' },
};

describe('a tags cell', () => {
  it('shows the first three tags by their labels, and the rest as "+N" that names them', () => {
    const names = ['application.view', 'team.manage', 'a', 'b', 'c'];
    render(<div data-testid="cell">{renderCell(column, { id: 1, permissions: names }, fmt)}</div>);
    const tags = screen.getByTestId('cell').querySelectorAll('.lst-tag');
    expect([...tags].map((tag) => tag.textContent)).toEqual([
      'View applications',
      'Team and invitations',
      'a',
      '+2b, c',
    ]);
    const more = tags[3]!;
    expect(more).toHaveAttribute('title', 'b, c');
    // The eyes' "+2" is hidden from screen readers, which read the names instead.
    expect(more.querySelector('[aria-hidden="true"]')).toHaveTextContent('+2');
    expect(more.querySelector('.lst-sr')).toHaveTextContent('b, c');
  });

  it('shows four tags as they are: "+1" would hide no more than it takes room', () => {
    render(
      <div data-testid="cell">{renderCell(column, { id: 1, permissions: ['a', 'b', 'c', 'd'] }, fmt)}</div>,
    );
    expect(screen.getByTestId('cell').querySelectorAll('.lst-tag')).toHaveLength(4);
    expect(screen.getByTestId('cell')).not.toHaveTextContent('+');
  });
});
