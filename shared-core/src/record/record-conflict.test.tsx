/**
 * A save refused because someone else saved the record first (409, docs/api-contract.md "Versions and conflicts"):
 * the rules of the three-way comparison, and the record form's controller and view: the form sends the version it
 * was opened with, shows what changed beside what the user typed, and saves the chosen merge with the new version.
 */
import { RecordForm, TextField, defineResource, useRecordForm, z } from '@panel/shared-core/record';
import {
  fakeApi,
  json,
  mockSession,
  renderWithProviders,
  screen,
  testCalls,
  waitFor,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';
import { EditForm, Saved, Version } from '@panel/contract/schemas/define';
import { conflictingFields, initialChoices, mergeValues } from './conflict';

describe('the comparison', () => {
  const base = { name: 'Alpha', text: 'Old', tags: ['a'], kept: 'same' };
  const server = { name: 'Beta', text: 'Server', tags: ['a'], kept: 'same' };

  it('lists what the server changed where the user holds another value, and whether the user changed it too', () => {
    const mine = { name: 'Mine', text: 'Old', tags: ['a', 'b'], kept: 'same' };
    expect(conflictingFields(base, mine, server)).toEqual([
      { name: 'name', mine: 'Mine', server: 'Beta', mineChanged: true },
      { name: 'text', mine: 'Old', server: 'Server', mineChanged: false },
    ]);
    // The same change on both sides is no conflict.
    expect(conflictingFields(base, { ...mine, name: 'Beta' }, server).map((f) => f.name)).toEqual(['text']);
  });

  it('keeps what the user typed unless told otherwise, and takes the server’s value where chosen', () => {
    const mine = { name: 'Mine', text: 'Old', tags: ['a', 'b'], kept: 'same' };
    const choices = initialChoices(conflictingFields(base, mine, server));
    expect(choices).toEqual({ name: 'mine', text: 'server' });
    expect(mergeValues(mine, server, choices)).toEqual({
      name: 'Mine',
      text: 'Server',
      tags: ['a', 'b'],
      kept: 'same',
    });
    expect(mergeValues(mine, server, { ...choices, name: 'server' }).name).toBe('Beta');
  });
});

interface Note {
  id: number;
  version: number;
  name: string;
  text: string;
}
const NoteRecord = z.object({ id: z.number(), version: Version, name: z.string(), text: z.string() });
const noteCalls = testCalls('notes', 'user', {
  edit: {
    route: 'GET /client/note/{id}/edit',
    summary: 'A note',
    answer: EditForm(NoteRecord, z.object({})),
  },
  update: {
    route: 'PUT /client/note/{id}/update',
    summary: 'Updates',
    body: NoteRecord.partial(),
    answer: Saved(NoteRecord),
    conflict: NoteRecord,
  },
});
const notes = defineResource<Note>({
  key: ['client', 'notes'],
  edit: noteCalls.edit,
  update: noteCalls.update,
});

function NoteForm() {
  const controller = useRecordForm({
    resource: notes,
    id: 1,
    schema: z.object({ name: z.string().min(1), text: z.string() }),
    toValues: ({ record }) => ({ name: record?.name ?? '', text: record?.text ?? '' }),
    returnTo: '/notes',
  });
  return (
    <RecordForm controller={controller} title="Note">
      <TextField name="name" label="Name" required />
      <TextField name="text" label="Text" />
    </RecordForm>
  );
}

const session = mockSession({ user: { id: 1, public_id: 'u1', name: 'U', email: 'u@x.io' } });
let api: FakeApi;
afterEach(() => {
  api?.restore();
  window.sessionStorage.clear();
});

it('shows a refused save field by field and saves the chosen merge with the version the server answered', async () => {
  const now = { id: 1, version: 4, name: 'Beta', text: 'Server text' };
  let calls = 0;
  api = fakeApi({
    'GET /client/note/:id/edit': json(200, {
      data: { id: 1, version: 3, name: 'Alpha', text: 'Old' },
      options: {},
    }),
    'PUT /client/note/:id/update': ({ body }) =>
      ++calls === 1
        ? json(409, { message: 'The record was changed after you opened it.', data: now })
        : json(200, { data: { ...now, ...(body as object), version: 5 }, message: 'Saved.' }),
  });
  const { user } = renderWithProviders(<NoteForm />, {
    route: '/notes/1/edit',
    session,
    language: 'en',
  });
  const name = await screen.findByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, 'Mine');
  const text = screen.getByLabelText('Text');
  await user.clear(text);
  await user.type(text, 'My text');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  const panel = await screen.findByRole('region', {
    name: 'Someone else saved this record while you were editing it',
  });
  await waitFor(() => expect(screen.getByRole('heading', { name: /Someone else saved/ })).toHaveFocus());
  // Each field under its label, the user's value beside the saved one; the user's kept until they choose.
  const nameGroup = within(panel).getByRole('group', { name: 'Name' });
  expect(within(nameGroup).getByRole('radio', { name: /Yours\s*Mine/ })).toBeChecked();
  expect(within(nameGroup).getByRole('radio', { name: /Saved by someone else\s*Beta/ })).not.toBeChecked();
  const textGroup = within(panel).getByRole('group', { name: 'Text' });
  await user.click(within(textGroup).getByRole('radio', { name: /Saved by someone else\s*Server text/ }));
  // Nothing typed was lost meanwhile.
  expect(name).toHaveValue('Mine');

  await user.click(within(panel).getByRole('button', { name: 'Save the choice' }));
  await waitFor(() =>
    expect(api.bodiesOf('PUT /client/note/1/update')).toEqual([
      { name: 'Mine', text: 'My text', version: 3 },
      { name: 'Mine', text: 'Server text', version: 4 },
    ]),
  );
  expect(screen.queryByTestId('record-conflict')).toBeNull();
});
