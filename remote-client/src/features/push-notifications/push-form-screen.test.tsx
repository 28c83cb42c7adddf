import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import {
  APPLICATION_CHOICES_ROUTE,
  applicationChoicesRoute,
  chooseApplication,
  withDomainTexts,
} from '@panel/shared-domain/testing';
import type { PushNotification } from '../../api/push';
import PushFormScreen from './push-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const options = {
  kind: [
    { value: 'single', label: 'One-off' },
    { value: 'regular', label: 'Regular' },
  ],
  application_ids: [
    { value: 5, label: 'Ocean Recipes', status: 'active' as const },
    { value: 6, label: 'Sky Maps', status: 'deactivated' as const },
  ],
  template_id: [{ value: 3, label: 'Welcome back (en)', language: 'en' }],
  timezone: [
    { value: 'Europe/Moscow', label: 'Europe/Moscow' },
    { value: 'UTC', label: 'UTC' },
  ],
};

const defaults = {
  kind: 'single',
  name: '',
  title: '',
  body: '',
  url: '',
  icon_url: '',
  image_url: null,
  application_ids: [],
  template_id: null,
  send_at: null,
  schedule: { days: [1, 2, 3, 4, 5], time: '10:00', timezone: 'Europe/Moscow' },
};

const template = {
  template_id: 3,
  name: 'Welcome back',
  language: 'en',
  title: 'We miss you',
  body: 'Come back for a bonus today',
  icon_url: 'https://cdn.example.com/icon.png',
  image_url: null,
  url: 'https://example.com/bonus',
};

/** A push as the server answers it: the fields sent over a complete record. */
const saved = (body: Partial<PushNotification>, id = 21): PushNotification => ({
  id,
  version: 1,
  kind: 'single',
  name: 'Launch',
  title: 'Hello',
  body: 'World',
  url: 'https://example.com',
  icon_url: 'https://cdn.example.com/i.png',
  image_url: null,
  application_ids: [5],
  application_names: ['Ocean Recipes'],
  template_id: null,
  template_name: null,
  send_at: null,
  schedule: null,
  schedule_text: '',
  status: 'scheduled',
  sent: 0,
  delivered: 0,
  clicked: 0,
  created_at: '2026-11-01T00:00:00Z',
  ...body,
});

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(route: string, extra: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    [APPLICATION_CHOICES_ROUTE]: applicationChoicesRoute(options.application_ids),
    'GET /client/push-notification/create': json(200, { options, defaults }),
    'GET /client/push-notification/template-info/3': json(200, { data: template }),
    // As the server does: a one-off push without a moment is going out as it is stored.
    'POST /client/push-notification/store': ({ body }) => {
      const sent = body as Partial<PushNotification>;
      const status = sent.kind === 'single' && !sent.send_at ? 'sending' : 'scheduled';
      return json(200, { data: saved({ ...sent, status }), message: 'Stored.' });
    },
    ...extra,
  });
  return renderWithProviders(<PushFormScreen />, {
    route,
    path: route.includes('/edit') ? '/client/push-notifications/:id/edit' : '/client/push-notifications/new',
    session: mockSession({ access: { permissions: ['push.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the push notification form', () => {
  it('fills the content from a template, marks those fields and previews them', async () => {
    const { user } = renderForm('/client/push-notifications/new');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Template/ }), 'Welcome back (en)');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue('We miss you'));
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Come back for a bonus today');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Welcome back');
    // Title, text, link and icon came from it (the template has no picture).
    expect(screen.getAllByText('From the template')).toHaveLength(4);
    expect(api.requests()).toContain('GET /client/push-notification/template-info/3');

    // The preview draws what the form holds, on each platform.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getAllByText('We miss you')).toHaveLength(3);

    // Once the user changes a filled field, it is no longer the template's.
    await user.type(title, '!');
    await waitFor(() => expect(screen.getAllByText('From the template')).toHaveLength(3));
    expect(within(preview).getAllByText('We miss you!')).toHaveLength(3);
  });

  it('asks for days and a valid time before saving a regular one, then sends its schedule', async () => {
    const { user, location } = renderForm('/client/push-notifications/new?kind=regular');
    expect(await screen.findByRole('heading', { name: 'New recurring push' })).toBeInTheDocument();
    // Pasted rather than typed: key by key, Chakra's inputs are slow in jsdom.
    const paste = async (name: RegExp, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await screen.findByRole('textbox', { name: /^Name/ });
    await paste(/^Name/, 'Weekly digest');
    await chooseApplication(user, /^Applications/, 'Ocean Recipes');
    await paste(/^Title/, 'Your week');
    await paste(/^Text/, 'Five new recipes');
    await paste(/^Link it opens/, 'https://example.com/week');

    // Clear the weekdays the defaults chose, and break the time.
    const days = screen.getByRole('group', { name: 'Days' });
    // Each day is named by what it shows (a voice-control user says it), its whole name is its description.
    expect(within(days).getByRole('button', { name: 'Mon' })).toHaveAccessibleDescription('Monday');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      await user.click(within(days).getByRole('button', { name: day }));
    const time = screen.getByRole('textbox', { name: /^Time/ });
    await user.clear(time);
    await paste(/^Time/, '25:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose at least one day.')).toBeInTheDocument();
    expect(screen.getByText('Enter the time as HH:mm, for example 09:30.')).toBeInTheDocument();
    // The icon is required too (a template or an upload gives it).
    expect(api.requests()).not.toContain('POST /client/push-notification/store');

    await user.click(within(days).getByRole('button', { name: 'Mon' }));
    await user.click(within(days).getByRole('button', { name: 'Fri' }));
    expect(within(days).getByRole('button', { name: 'Fri' })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(time);
    await paste(/^Time/, '09:30');
    expect(await screen.findByTestId('schedule-summary')).toHaveTextContent(
      'Mon, Fri at 09:30 (Europe/Moscow)',
    );
    // The icon comes from the template here; the content the user typed stays (they are asked first).
    await user.selectOptions(screen.getByRole('combobox', { name: /^Template/ }), 'Welcome back (en)');
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('We miss you'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(location().pathname).toBe('/client/push-notifications/21'));
    expect(api.bodiesOf('POST /client/push-notification/store')).toEqual([
      {
        kind: 'regular',
        name: 'Weekly digest',
        template_id: 3,
        application_ids: [5],
        title: 'We miss you',
        body: 'Come back for a bonus today',
        url: 'https://example.com/bonus',
        icon_url: 'https://cdn.example.com/icon.png',
        image_url: null,
        send_at: null,
        schedule: { days: [1, 5], time: '09:30', timezone: 'Europe/Moscow' },
      },
    ]);
  });

  it('names its button for what saving does, and asks before sending to every subscriber at once', async () => {
    const { user, location } = renderForm('/client/push-notifications/new');
    expect(await screen.findByRole('heading', { name: 'New one-off push' })).toBeInTheDocument();
    const paste = async (name: RegExp, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await screen.findByRole('textbox', { name: /^Name/ });
    await paste(/^Name/, 'Flash sale');
    await chooseApplication(user, /^Applications/, 'Ocean Recipes');
    // An application that is not active is said at once, beside the choice.
    expect(screen.queryByTestId('push-inactive')).not.toBeInTheDocument();
    await chooseApplication(user, /^Applications/, 'Sky Maps');
    expect(await screen.findByTestId('push-inactive')).toHaveTextContent(
      '1 application is not active (Sky Maps): its subscribers get nothing while it is off.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Template/ }), 'Welcome back (en)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('We miss you'));

    // No time: saving sends it now, and the button says so; the user confirms first, and may step back.
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send now?' });
    expect(ask).toHaveTextContent(
      '«Flash sale» goes out now to every subscriber of 2 applications: Ocean Recipes, Sky Maps. 1 application is not active (Sky Maps)',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('POST /client/push-notification/store');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Flash sale');

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Send now?' })).getByRole('button', {
        name: 'Send now',
      }),
    );
    // Its record opens (status and delivery), and the toast says it is going out, not merely "saved".
    await waitFor(() => expect(location().pathname).toBe('/client/push-notifications/21'));
    expect(
      await screen.findByText('«Flash sale» is being sent: its delivery is shown here'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/push-notification/store')).toHaveLength(1);
  });

  it('keeps the values and shows the server refusal of a sent notification', async () => {
    // A single push sent now: "Launch", "Hello", "World" to Ocean Recipes.
    const sent = saved({ status: 'sent', sent: 120, delivered: 118 }, 8);
    const { user } = renderForm('/client/push-notifications/8/edit', {
      'GET /client/push-notification/8/edit': json(200, { data: sent, options }),
      'PUT /client/push-notification/8/update': json(422, {
        message: 'A sent notification cannot be changed: copy it instead.',
        errors: { status: ['A sent notification cannot be changed: copy it instead.'] },
      }),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(
      screen.getByText(/has gone out and can no longer be changed/, { exact: false }),
    ).toBeInTheDocument();
    await user.type(title, ' again');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A sent notification cannot be changed: copy it instead.'),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Hello again');
  });
});
