import { act, renderWithProviders, screen } from '@panel/shared-core/testing';
import { notify } from '@panel/shared-core/ui-heavy';

describe('notify', () => {
  it('shows a toast in the Toaster', async () => {
    renderWithProviders(<div />);
    act(() => {
      notify.success('Saved', 'The user was updated.');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('The user was updated.')).toBeInTheDocument();
  });
});
