import { useShortcutList } from '@panel/shared-core/keyboard';
import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { RecordScreen, type RecordAction } from '@panel/shared-core/record-view';

function Listed() {
  const list = useShortcutList();
  return <p data-testid="listed">{list.map((item) => `${item.keys}: ${item.description}`).join('; ')}</p>;
}

function renderRecord(actions: RecordAction[]) {
  return renderWithProviders(
    <>
      <RecordScreen
        title="Dragon Runner"
        basePath="/client/applications/8"
        back={{ to: '/client/applications', label: 'Applications' }}
        actions={actions}
      >
        <input aria-label="note" />
      </RecordScreen>
      <Listed />
    </>,
    { route: '/client/applications/8', language: 'en' },
  );
}

describe('the record screen by keyboard', () => {
  it('e runs the Edit action, but not while typing in a field', async () => {
    const edit = jest.fn();
    const remove = jest.fn();
    const { user } = renderRecord([
      { key: 'edit', label: 'Edit', onClick: edit, primary: true },
      { key: 'delete', label: 'Delete', onClick: remove, destructive: true },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Dragon Runner' });
    expect(screen.getByTestId('listed')).toHaveTextContent('e: Edit this record');
    await user.type(screen.getByRole('textbox', { name: 'note' }), 'e');
    expect(edit).not.toHaveBeenCalled();
    screen.getByRole('textbox', { name: 'note' }).blur();
    await user.keyboard('e');
    expect(edit).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });

  it('offers no e where the record has no Edit, or may not be edited now', async () => {
    const edit = jest.fn();
    const { user } = renderRecord([{ key: 'edit', label: 'Edit', onClick: edit, disabled: true }]);
    await screen.findByRole('heading', { level: 1, name: 'Dragon Runner' });
    await user.keyboard('e');
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByTestId('listed')).not.toHaveTextContent('e:');
  });
});
