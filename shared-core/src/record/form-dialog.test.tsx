import { FormDialog, TextField, useForm } from '@panel/shared-core/record';
import { renderWithProviders, screen, waitFor, within } from '@panel/shared-core/testing';

function NoteDialog({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  return (
    <FormDialog
      open
      onClose={() => undefined}
      title="Note"
      form={form}
      submitLabel="Keep"
      onSubmit={onSubmit}
    >
      <TextField name="note" label="Note" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps what was typed when the save fails and moves the focus to the summary once it is drawn', async () => {
    // Every frame comes at once, before React's commit, as on a busy machine: a focus asked for a frame later
    // found no summary yet.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(performance.now());
      return 0;
    });
    const onSubmit = jest.fn(() => Promise.reject(new Error('offline')));
    const { user } = renderWithProviders(<NoteDialog onSubmit={onSubmit} />, { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call back');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Call back');
  });
});
