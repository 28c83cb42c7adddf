import {
  fakeApi,
  json,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  testCalls,
  type FakeApi,
} from '@panel/shared-core/testing';
import { Done } from '@panel/contract/schemas/define';
import { defineResource } from '@panel/shared-core/record-data';
import { DeleteRecordButton } from '@panel/shared-core/record-view';

const thingCalls = testCalls('things', 'user', {
  destroy: { route: 'DELETE /client/thing/{id}/delete', summary: 'Deletes', answer: Done },
});
const things = defineResource<{ id: number; name: string }>({ key: ['client', 'things'] });
const destroy = thingCalls.destroy;
const session = mockSession({ user: { id: 1, public_id: 'u1', name: 'U', email: 'u@x.io' } });

let api: FakeApi;
afterEach(() => api?.restore());

function renderButton(confirm: string | (() => Promise<string>)) {
  api = fakeApi({ 'DELETE /client/thing/:id/delete': json(200, { message: 'Deleted.' }) });
  return renderWithProviders(
    <DeleteRecordButton
      resource={things}
      id={7}
      call={destroy}
      label="Delete thing"
      confirm={confirm}
      success="Alpha is deleted"
      listPath="/client/things"
    />,
    { route: '/client/things/7/edit', session, language: 'en' },
  );
}

describe('DeleteRecordButton', () => {
  it('deletes only once confirmed, says so, and returns to the listing', async () => {
    const { user, location } = renderButton('Delete Alpha?');
    await user.click(screen.getByRole('button', { name: 'Delete thing' }));
    let question = await screen.findByRole('alertdialog', { name: 'Delete thing' });
    expect(question).toHaveTextContent('Delete Alpha?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('DELETE /client/thing/7/delete');

    await user.click(screen.getByRole('button', { name: 'Delete thing' }));
    question = await screen.findByRole('alertdialog', { name: 'Delete thing' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Alpha is deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/things'));
    expect(api.requests()).toContain('DELETE /client/thing/7/delete');
  });

  it('asks the question the caller works out when clicked (what the deletion takes away)', async () => {
    let asked = 0;
    const { user } = renderButton(async () => {
      asked += 1;
      return 'Alpha feeds 2 applications. Delete it?';
    });
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete thing' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete thing' });
    expect(question).toHaveTextContent('Alpha feeds 2 applications. Delete it?');
    expect(asked).toBe(1);
  });
});
