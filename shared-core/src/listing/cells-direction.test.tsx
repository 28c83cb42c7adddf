import { render, screen } from '@testing-library/react';
import type { ListingColumn } from '@panel/shared-core';
import { MemoryRouter } from '@panel/shared-core/router';
import { renderCell } from './cells';
import { createCellFormat } from './format';

const fmt = createCellFormat('ar', { yes: 'نعم', no: 'لا', empty: '—' });
const column = (type: ListingColumn['type'], extra: Partial<ListingColumn> = {}): ListingColumn => ({
  key: 'v',
  label: 'V',
  type,
  sortable: false,
  ...extra,
});

/** The element that decides the direction of a text: the nearest isolate (`<bdi>`, or any element with `dir`). */
function isolateOf(text: string): Element | null {
  return screen.getByText(text).closest('bdi, [dir="auto"]');
}

describe('cells of what people typed, on a right-to-left page', () => {
  it('isolate text, links and tags in their own direction ("Dragon Runner!", never "!Dragon Runner")', () => {
    const row = { id: 7, v: 'Dragon Runner!', tags: ['100K+', 'Sports'] };
    render(
      <MemoryRouter>
        <div dir="rtl">
          <p>{renderCell(column('text'), row, fmt)}</p>
          <p>{renderCell(column('link', { key: 'v', href: '/client/applications/{id}' }), row, fmt)}</p>
          <p>{renderCell(column('tags', { key: 'tags' }), row, fmt)}</p>
        </div>
      </MemoryRouter>,
    );
    const [text, link] = screen.getAllByText('Dragon Runner!');
    expect(text!.closest('bdi, [dir="auto"]')).not.toBeNull();
    expect(link!.closest('a')).toHaveAttribute('dir', 'auto');
    expect(isolateOf('100K+')).not.toBeNull();
    expect(isolateOf('Sports')).not.toBeNull();
  });

  it('isolates a link column whose row has no address as well', () => {
    render(<p>{renderCell(column('link', { href: '/x/{missing}' }), { v: 'Ocean Spin.' }, fmt)}</p>);
    expect(isolateOf('Ocean Spin.')?.tagName).toBe('BDI');
  });
});
