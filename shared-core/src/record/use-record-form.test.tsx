import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  defineResource,
  MultiSelectField,
  RecordForm,
  SecretField,
  TextField,
  draftKey,
  useRecordForm,
  writeDraft,
  z,
} from '@panel/shared-core/record';
import { useRecordName } from '@panel/shared-core';
import { listingKeys } from '@panel/shared-core/listing';
import { Link } from '@panel/shared-core/router';
import {
  createTestQueryClient,
  fakeApi,
  fireEvent,
  json,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  testCalls,
  type FakeApi,
  type FakeReply,
  type TestRoute,
} from '@panel/shared-core/testing';
import { CreateForm, EditForm, Saved } from '@panel/contract/schemas/define';

interface Thing {
  id: number;
  name: string;
  steps: { title: string }[];
}

const ThingRecord = z.object({
  id: z.number(),
  name: z.string(),
  steps: z.array(z.object({ title: z.string() })),
});
const thingCalls = testCalls('things', 'user', {
  create: {
    route: 'GET /client/thing/create',
    summary: 'The form',
    answer: CreateForm(z.object({}), ThingRecord.partial()),
  },
  edit: {
    route: 'GET /client/thing/{id}/edit',
    summary: 'A thing',
    answer: EditForm(ThingRecord, z.object({})),
  },
  store: {
    route: 'POST /client/thing/store',
    summary: 'Stores',
    body: ThingRecord.partial(),
    answer: Saved(ThingRecord),
  },
  // The id in the body; a server may answer the record, a message, both or neither.
  update: {
    route: 'POST /client/thing/update',
    summary: 'Updates',
    body: ThingRecord.partial(),
    answer: z.object({ data: ThingRecord.optional(), message: z.string().optional() }),
  },
});

const things = defineResource<Thing>({
  key: ['client', 'things'],
  create: thingCalls.create,
  edit: thingCalls.edit,
  store: thingCalls.store,
  update: thingCalls.update,
  listings: [{ name: 'things' }],
});

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  steps: z.array(z.object({ title: z.string() })),
});

function ThingForm({ id, secret = false }: { id?: number; secret?: boolean }) {
  const controller = useRecordForm({
    resource: things,
    id,
    schema,
    toValues: ({ record, defaults }) => ({
      name: record?.name ?? defaults.name ?? '',
      steps: record?.steps ?? [{ title: '' }],
    }),
    returnTo: '/things',
  });
  return (
    <>
      <RecordForm
        controller={controller}
        title="Thing"
        record={id === undefined ? undefined : { name: controller.record?.name, path: `/things/${id}` }}
      >
        <TextField name="name" label="Name" required />
        {secret ? (
          <SecretField name="steps.0.title" label="Token" />
        ) : (
          <TextField name="steps.0.title" label="First step" />
        )}
      </RecordForm>
      <Link to="/elsewhere">Elsewhere</Link>
      <RecordNameProbe />
    </>
  );
}

/** A group of choices (no input of its own to focus) before a text field, both required. */
function ChoiceForm() {
  const controller = useRecordForm({
    resource: things,
    schema: z.object({
      name: z.string().trim().min(1, 'Name is required'),
      steps: z.array(z.string()).min(1, 'Choose a step'),
    }),
    toValues: () => ({ name: '', steps: [] as string[] }),
    returnTo: '/things',
  });
  return (
    <RecordForm controller={controller} title="Thing">
      <MultiSelectField
        name="steps"
        label="Steps"
        options={[
          { value: 'a', label: 'Plan' },
          { value: 'b', label: 'Build' },
        ]}
        required
      />
      <TextField name="name" label="Name" required />
    </RecordForm>
  );
}

/** What the shell's breadcrumbs read: the name a screen declared for a record's path. */
function RecordNameProbe() {
  const declared = useRecordName();
  return <p data-testid="record-name">{declared ? `${declared.path}: ${declared.name}` : ''}</p>;
}

const session = mockSession({ user: { id: 1, public_id: 'u1', name: 'U', email: 'u@x.io' } });
const KEY = draftKey(['client', 'things'], 1, '1');

let api: FakeApi;
afterEach(() => {
  api?.restore();
  window.sessionStorage.clear();
});

function serve(update: FakeReply | (() => FakeReply | Promise<FakeReply>)) {
  api = fakeApi({
    'GET /client/thing/create': json(200, { options: {}, defaults: { name: 'Fresh' } }),
    'GET /client/thing/:id/edit': json(200, {
      data: { id: 1, name: 'Alpha', steps: [{ title: 'One' }] },
      options: {},
    }),
    'POST /client/thing/store': json(200, { data: { id: 2, name: 'Fresh', steps: [] }, message: 'Created.' }),
    'POST /client/thing/update': typeof update === 'function' ? () => update() : update,
  });
}

function renderEdit(route: TestRoute = '/things/1/edit', queryClient = createTestQueryClient()) {
  return renderWithProviders(<ThingForm id={1} />, { route, session, language: 'en', queryClient });
}

/** Calls `onCommit` in the commit that mounts its children (after theirs: layout effects run children first). */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // Held in a ref: the effect runs once, in the mounting commit, whatever callback a later render passes.
  const first = useRef(onCommit);
  useLayoutEffect(() => {
    first.current();
  }, []);
  return children;
}
const nameValue = () => document.querySelector<HTMLInputElement>('input[name="name"]')?.value ?? null;
const nameInput = () => screen.findByRole('textbox', { name: /^Name/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });
/** The save button whatever its state (while saving it shows a spinner instead of its text). */
const submitButton = () => within(screen.getByTestId('save-bar')).getAllByRole('button').at(-1)!;

describe('useRecordForm + RecordForm', () => {
  it('loads the record of the edit call into the form', async () => {
    serve(json(200, {}));
    renderEdit();
    expect(await nameInput()).toHaveValue('Alpha');
    expect(screen.getByRole('textbox', { name: 'First step' })).toHaveValue('One');
    expect(api.requests()).toEqual(['GET /client/thing/1/edit']);
  });

  it("starts from a record already fetched (with the screen's code) in its first render, with no call", () => {
    serve(json(200, {}));
    const queryClient = createTestQueryClient();
    // The key `things.keys.record(1)` gives in English, the language the form renders in.
    queryClient.setQueryData(['client', 'things', 'record', '1', 'en'], {
      record: { id: 1, name: 'Fetched', steps: [{ title: 'One' }] },
      options: {},
    });
    let nameAtMount: string | null = null;
    renderWithProviders(
      <FirstCommit
        onCommit={() => {
          nameAtMount = nameValue();
        }}
      >
        <ThingForm id={1} />
      </FirstCommit>,
      { route: '/things/1/edit', session, language: 'en', queryClient },
    );
    // Already in the commit that mounted the form: no skeleton drawn first.
    expect(nameAtMount).toBe('Fetched');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('puts a draft back over a record already fetched', async () => {
    serve(json(200, {}));
    writeDraft(KEY, { name: 'From the draft', steps: [{ title: 'One' }] });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['client', 'things', 'record', '1', 'en'], {
      record: { id: 1, name: 'Fetched', steps: [{ title: 'One' }] },
      options: {},
    });
    renderEdit('/things/1/edit', queryClient);
    expect(await nameInput()).toHaveValue('From the draft');
    expect(screen.getByText('Your unsaved changes are back')).toBeInTheDocument();
  });

  it('starts a new record from the defaults of the create call and stores it', async () => {
    serve(json(200, {}));
    const { user, location } = renderWithProviders(<ThingForm />, {
      route: { pathname: '/things/new', state: { from: '/things?page=3' } },
      session,
      language: 'en',
    });
    expect(await nameInput()).toHaveValue('Fresh');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/things?page=3'));
    expect(api.bodiesOf('POST /client/thing/store')).toEqual([{ name: 'Fresh', steps: [{ title: '' }] }]);
    expect(await screen.findByText('Created.')).toBeInTheDocument();
  });

  it('saves once, announces it, marks the listings stale and returns where the user came from', async () => {
    serve(json(200, { data: { id: 1, name: 'Beta', steps: [] }, message: 'Saved.' }));
    const queryClient = createTestQueryClient();
    const listingKey = listingKeys.data(
      'common',
      'things',
      { page: 1, perPage: 10, sort: null, filters: {}, search: '' },
      'en',
    );
    queryClient.setQueryData(listingKey, { data: [], meta: {} });
    const { user, location } = renderEdit(
      { pathname: '/things/1/edit', state: { from: '/things/1' } },
      queryClient,
    );
    const input = await nameInput();
    await user.clear(input);
    await user.type(input, 'Beta');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/things/1'));
    expect(api.bodiesOf('POST /client/thing/update')).toEqual([
      { id: 1, name: 'Beta', steps: [{ title: 'One' }] },
    ]);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(queryClient.getQueryState(listingKey)?.isInvalidated).toBe(true);
  });

  it('checks the schema before sending and shows the message on its field', async () => {
    serve(json(200, {}));
    const { user } = renderEdit();
    await user.clear(await nameInput());
    await user.click(save());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /client/thing/update');
  });

  it('puts 422 messages on their fields, nested ones too, the rest above the form, and keeps every value', async () => {
    serve(
      json(422, {
        message: 'The name is taken.',
        errors: {
          name: ['The name is taken.'],
          'steps.0.title': ['Too vague.'],
          captcha: ['Solve the captcha.'],
        },
      }),
    );
    const { user } = renderEdit();
    const input = await nameInput();
    await user.clear(input);
    await user.type(input, 'Taken');
    await user.type(screen.getByRole('textbox', { name: 'First step' }), ' more');
    await user.click(save());
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(screen.getByText('Too vague.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Solve the captcha.')).toBeInTheDocument();
    expect(input).toHaveValue('Taken');
    expect(screen.getByRole('textbox', { name: 'First step' })).toHaveValue('One more');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('shows every client error at once and focuses the first field as the page reads, a group of choices too', async () => {
    serve(json(200, {}));
    const { user } = renderWithProviders(<ChoiceForm />, { route: '/things/new', session, language: 'en' });
    const name = await nameInput();
    // Nothing is red before the user has left a field or pressed save.
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose a step')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Plan' })).toHaveFocus());
  });

  describe('when a frame passes before React draws the errors (a busy machine)', () => {
    // A focus asked for a frame later found nothing drawn yet when the frame came first; here every frame comes
    // at once, before React's commit.
    beforeEach(() => {
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        callback(performance.now());
        return 0;
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('still focuses the first field that failed the check', async () => {
      serve(json(200, {}));
      const { user } = renderWithProviders(<ChoiceForm />, { route: '/things/new', session, language: 'en' });
      await nameInput();
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Choose a step')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Plan' })).toHaveFocus());
    });

    it('still focuses the summary of a refusal that names no field', async () => {
      serve(json(422, { message: 'Invalid.', errors: { captcha: ['Solve the captcha.'] } }));
      const { user } = renderEdit();
      const input = await nameInput();
      await user.type(input, '!');
      await user.click(save());
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByText('Solve the captcha.')).toBeInTheDocument();
      await waitFor(() => expect(summary).toHaveFocus());
    });
  });

  it("focuses the first field the server refused in the page's order, not the answer's", async () => {
    serve(json(422, { message: 'Invalid.', errors: { 'steps.0.title': ['Too vague.'], name: ['Taken.'] } }));
    const { user } = renderEdit();
    const input = await nameInput();
    await user.type(input, '!');
    await user.click(save());
    expect(await screen.findByText('Too vague.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('keeps the input and says what happened when the server fails', async () => {
    serve(json(500, { message: 'Server error' }));
    const { user } = renderEdit();
    const input = await nameInput();
    await user.type(input, '!');
    await user.click(save());
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(input).toHaveValue('Alpha!');
    expect(save()).toBeEnabled();
  });

  it('keeps the draft when the network fails and the panel moves to /error', async () => {
    serve('network');
    const { user, location } = renderEdit();
    const input = await nameInput();
    await user.type(input, ' offline');
    await user.click(save());
    await waitFor(() => expect(location().pathname).toBe('/error'));
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}').values).toMatchObject({
      name: 'Alpha offline',
    });
  });

  it('sends one update however often Save is pressed while the first is under way', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    serve(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    const { user } = renderEdit();
    await user.type(await nameInput(), '2');
    await user.click(save());
    await waitFor(() => expect(api.requests()).toContain('POST /client/thing/update'));
    // A second press and a submit by Enter while the first save is pending.
    fireEvent.click(submitButton());
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await user.type(await nameInput(), '{Enter}');
    release(json(200, { data: { id: 1, name: 'Alpha2', steps: [] } }));
    await waitFor(() => expect(api.bodiesOf('POST /client/thing/update')).toHaveLength(1));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes, stays on Keep editing, and drops the draft on Discard', async () => {
    serve(json(200, {}));
    const { user, location } = renderEdit();
    await user.type(await nameInput(), ' changed');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/things/1/edit');
    expect(await nameInput()).toHaveValue('Alpha changed');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(location().pathname).toBe('/elsewhere'));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('leaves without asking when nothing changed', async () => {
    serve(json(200, {}));
    const { user, location } = renderEdit();
    await nameInput();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(location().pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restores a draft over the loaded record, says so, and discards it on request', async () => {
    serve(json(200, {}));
    writeDraft(KEY, { name: 'From the draft', steps: [{ title: 'One' }] });
    const { user } = renderEdit();
    expect(await nameInput()).toHaveValue('From the draft');
    expect(screen.getByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await nameInput()).toHaveValue('Alpha');
    expect(screen.queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes the draft while the user types', async () => {
    serve(json(200, {}));
    const { user } = renderEdit();
    await user.type(await nameInput(), ' typed');
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}').values).toMatchObject({
        name: 'Alpha typed',
      }),
    );
  });

  it('never writes what is typed in a secret field into the draft', async () => {
    serve(json(200, {}));
    const { user } = renderWithProviders(<ThingForm id={1} secret />, {
      route: '/things/1/edit',
      session,
      language: 'en',
      queryClient: createTestQueryClient(),
    });
    await user.type(await nameInput(), ' typed');
    await user.type(screen.getByLabelText(/^Token/), 'secret-token-123');
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}').values).toMatchObject({
        name: 'Alpha typed',
      }),
    );
    expect(window.sessionStorage.getItem(KEY)).not.toContain('secret-token-123');
  });

  it("names the edited record for the shell's breadcrumbs once it has loaded, and not a new one", async () => {
    serve(json(200, {}));
    const { unmount } = renderEdit();
    expect(await nameInput()).toHaveValue('Alpha');
    expect(screen.getByTestId('record-name')).toHaveTextContent('/things/1: Alpha');
    unmount();
    renderWithProviders(<ThingForm />, { route: '/things/new', session, language: 'en' });
    expect(await nameInput()).toHaveValue('Fresh');
    expect(screen.getByTestId('record-name')).toBeEmptyDOMElement();
  });

  it('shows an error with Retry when the form cannot load', async () => {
    let fail = true;
    api = fakeApi({
      'GET /client/thing/:id/edit': () =>
        fail
          ? json(500, { message: 'Down' })
          : json(200, { data: { id: 1, name: 'Back', steps: [] }, options: {} }),
    });
    const { user } = renderEdit();
    expect(await screen.findByText('The form could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await nameInput()).toHaveValue('Back');
  });
});
