import { act, renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import { Button } from '@panel/shared-core/ui';
import { ConfirmDialog, useConfirm, type ConfirmOptions } from '@panel/shared-core/ui-heavy';

function Harness({ options, onResult }: { options?: ConfirmOptions; onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={async () => {
        onResult(
          await confirm({
            title: 'Delete the user?',
            message: 'This cannot be undone.',
            destructive: true,
            ...options,
          }),
        );
      }}
    >
      Delete
    </Button>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm', async () => {
    const onResult = jest.fn();
    const { user } = renderWithProviders(<Harness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the user?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on cancel, and focus starts on Cancel', async () => {
    const onResult = jest.fn();
    const { user } = renderWithProviders(<Harness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    const cancel = screen.getByRole('button', { name: 'Отмена' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  it('resolves false on Escape', async () => {
    const onResult = jest.fn();
    const { user } = renderWithProviders(<Harness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a spinner while the action runs, then resolves true', async () => {
    let finish!: () => void;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onResult = jest.fn();
    const { user } = renderWithProviders(<Harness onResult={onResult} options={{ action }} />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByTestId('confirm-dialog-confirm'));
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('confirm-dialog-confirm')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onResult).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
  });
});

describe('ConfirmDialog', () => {
  it('calls onCancel on Escape and onConfirm on confirm', async () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Publish?"
        confirmLabel="Publish"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
      { withHosts: false },
    );
    await screen.findByRole('alertdialog', { name: 'Publish?' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
