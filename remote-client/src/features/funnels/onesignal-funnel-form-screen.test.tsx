import { resolve } from 'node:path';
import {
  configure,
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
import type { OneSignalFunnel } from '../../api/funnels';
import OneSignalFunnelFormScreen from './onesignal-funnel-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

const step = (delay: number, title: string) => ({
  delay_minutes: delay,
  title,
  body: `${title} body`,
  url: `https://example.com/${title.toLowerCase().replace(/\s+/g, '-')}`,
});

const welcomeSteps = [step(0, 'Hello there'), step(1440, 'Come back')];

const options = {
  application_id: [
    { value: 5, label: 'Ocean Recipes' },
    { value: 6, label: 'Sky Maps' },
  ],
  template_id: [{ value: 4, label: 'Welcome', language: 'en', steps: welcomeSteps }],
};

const defaults = {
  name: '',
  application_id: null,
  template_id: null,
  is_active: false,
  steps: [{ delay_minutes: 0, title: '', body: '', url: '' }],
};

const funnel: OneSignalFunnel = {
  id: 7,
  version: 1,
  name: 'Onboarding',
  application_id: 5,
  application_name: 'Ocean Recipes',
  template_id: null,
  template_name: null,
  is_active: true,
  steps: [step(0, 'First'), step(60, 'Second'), step(1440, 'Third')],
  subscribers: 12,
  created_at: '2026-01-01T00:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi({ [APPLICATION_CHOICES_ROUTE]: applicationChoicesRoute(options.application_id), ...routes });
  return renderWithProviders(<OneSignalFunnelFormScreen />, {
    route,
    path: route.endsWith('/new') ? '/client/onesignal-funnels/new' : '/client/onesignal-funnels/:id/edit',
    session: mockSession({ access: { permissions: ['funnel.manage'] } }),
    language: 'en',
    resources,
  });
}

const createRoutes = (): Record<string, FakeRoute> => ({
  'GET /client/onesignal-funnel/create': json(200, { options, defaults }),
  'POST /client/onesignal-funnel/store': ({ body }) =>
    json(200, { data: { ...funnel, ...(body as object), id: 9 }, message: 'Stored.' }),
});

const titles = () => screen.getAllByRole('textbox', { name: /^Title/ });

describe('the OneSignal funnel form', () => {
  it('saves the steps in the order the move buttons left them', async () => {
    const { user, location } = renderForm('/client/onesignal-funnels/7/edit', {
      'GET /client/onesignal-funnel/:id/edit': json(200, { data: funnel, options }),
      'PUT /client/onesignal-funnel/:id/update': ({ body }) =>
        json(200, { data: { ...funnel, ...(body as object) }, message: 'Saved.' }),
    });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Onboarding');
    expect(screen.getByRole('heading', { name: 'Edit «Onboarding»' })).toBeInTheDocument();
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual(['First', 'Second', 'Third']);
    // No template on an existing funnel: its steps are its own.
    expect(screen.queryByRole('combobox', { name: 'Template' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Step 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move Step 1 down' }));
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual(['Third', 'First', 'Second']);
    // The first and last steps cannot leave the list.
    expect(screen.getByRole('button', { name: 'Move Step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Step 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Funnel «Onboarding» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/onesignal-funnels/7'));
    expect(api.bodiesOf('PUT /client/onesignal-funnel/7/update')).toEqual([
      {
        version: 1,
        name: 'Onboarding',
        application_id: 5,
        template_id: null,
        is_active: true,
        // Each step keeps its own wait: it moves with it.
        steps: [step(1440, 'Third'), step(0, 'First'), step(60, 'Second')],
      },
    ]);
  });

  it('refuses a step without a title on that field and sends nothing', async () => {
    const { user } = renderForm('/client/onesignal-funnels/new', createRoutes());
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Onboarding');
    await chooseApplication(user, /^Application/, 'Sky Maps');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Welcome aboard');
    await user.type(screen.getByRole('textbox', { name: /^Link it opens/ }), 'https://example.com/hi');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const [title] = titles();
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    expect(screen.getByRole('textbox', { name: /^Text/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).not.toContain('POST /client/onesignal-funnel/store');
  });

  it('fills the steps, the template and the empty name from a chosen template', async () => {
    const { user } = renderForm('/client/onesignal-funnels/new', createRoutes());
    const picker = await screen.findByRole('combobox', { name: 'Template' });
    expect(within(picker).getByRole('option', { name: 'Welcome (EN)' })).toBeInTheDocument();

    await user.selectOptions(picker, 'Welcome (EN)');
    // Nothing typed yet: the template's steps come in without a question.
    await waitFor(() =>
      expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual([
        'Hello there',
        'Come back',
      ]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Welcome');
    expect(screen.getByTestId('template-source')).toHaveTextContent(
      'The steps come from the template «Welcome (EN)».',
    );
    // The timeline follows: the second step waits a day after the first.
    expect(screen.getByTestId('funnel-timeline')).toHaveTextContent('after 1 d');

    await chooseApplication(user, /^Application/, 'Ocean Recipes');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Funnel «Welcome» is saved')).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/onesignal-funnel/store')).toEqual([
      { name: 'Welcome', application_id: 5, template_id: 4, is_active: false, steps: welcomeSteps },
    ]);
  });

  it('asks before a template replaces steps the user typed', async () => {
    const { user } = renderForm('/client/onesignal-funnels/new', createRoutes());
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Mine');
    await user.type(titles()[0]!, 'My own step');
    const picker = screen.getByRole('combobox', { name: 'Template' });

    await user.selectOptions(picker, 'Welcome (EN)');
    let question = await screen.findByRole('alertdialog', { name: 'Replace the steps?' });
    expect(question).toHaveTextContent(
      'Your 1 step will be replaced with the steps of the template «Welcome (EN)».',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual(['My own step']);
    expect(picker).toHaveValue('');

    await user.selectOptions(picker, 'Welcome (EN)');
    question = await screen.findByRole('alertdialog', { name: 'Replace the steps?' });
    await user.click(within(question).getByRole('button', { name: 'Replace the steps' }));
    await waitFor(() =>
      expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual([
        'Hello there',
        'Come back',
      ]),
    );
    // A name the user typed stays theirs.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Mine');
    expect(picker).toHaveValue('4');
  });
});
