import { useState } from 'react';
import { act, fireEvent, renderWithProviders, screen, userEvent, waitFor } from '@panel/shared-core/testing';
import { SortableList } from './sortable-list';

function Names({ initial }: { initial: string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <>
      <SortableList
        items={names}
        getId={(name) => name}
        itemName={(name) => name}
        onReorder={(next) => setNames(next)}
        dndOnIntent
        renderItem={(name, { handleProps, moveDown }) => (
          <div>
            <button type="button" {...handleProps} aria-label={`Move ${name}`}>
              {name}
            </button>
            <button type="button" onClick={moveDown}>
              {`${name} down`}
            </button>
          </div>
        )}
      />
      <output>{names.join(',')}</output>
    </>
  );
}

// dnd-kit is fetched once for the whole page: these tests run in order, the first two before it is there. The list
// fetches it when the user reaches for it (`dndOnIntent`, as a form's screenshots do).
describe('SortableList', () => {
  it('draws the items with working move buttons before dnd-kit is fetched', () => {
    renderWithProviders(<Names initial={['Anna', 'Boris', 'Clara']} />);
    const handle = screen.getByRole('button', { name: 'Move Anna' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    // dnd-kit's handles point at its instructions; these are not its handles yet.
    expect(handle).not.toHaveAttribute('aria-describedby');
    // A click alone (no pointer over the list, no focus in it) does not fetch dnd-kit.
    fireEvent.click(screen.getByRole('button', { name: 'Anna down' }));
    expect(screen.getByRole('status')).toHaveTextContent('Boris,Anna,Clara');
    expect(screen.getByRole('button', { name: 'Move Anna' })).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the focus and hands on a Space pressed on a handle while dnd-kit was on its way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Names initial={['Anna', 'Boris', 'Clara']} />);
    act(() => screen.getByRole('button', { name: 'Move Clara' }).focus());
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Clara' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Move Clara' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Clara' })).toHaveAttribute('aria-describedby');
  });

  it('draws a later list with dnd-kit at once', () => {
    renderWithProviders(<Names initial={['Anna', 'Boris']} />);
    expect(screen.getByRole('button', { name: 'Move Anna' })).toHaveAttribute('aria-describedby');
  });
});
