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
import type { NotificationTemplate } from '../../api/notification-templates';
import NotificationTemplateFormScreen from './notification-template-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  event: [
    {
      value: 'balance_low',
      label: 'Low balance',
      placeholders: ['company', 'balance', 'threshold', 'currency'],
    },
    { value: 'domain_error', label: 'Domain error', placeholders: ['company', 'domain', 'error'] },
  ],
  channel: [
    { value: 'telegram', label: 'Telegram' },
    { value: 'email', label: 'E-mail' },
  ],
  language: [
    { value: 'ru', label: 'Russian' },
    { value: 'en', label: 'English' },
  ],
};

const defaults = { name: '', event: 'balance_low', channel: 'telegram', language: 'ru', text: '' };

const template: NotificationTemplate = {
  id: 4,
  version: 1,
  name: 'Low balance (en)',
  event: 'balance_low',
  channel: 'email',
  language: 'en',
  text: '{company}: the balance is {balance} {currency}.',
  created_at: '2026-01-01T00:00:00Z',
};

const BALANCE_LOW_AVAILABLE = 'Available: {company}, {balance}, {threshold}, {currency}.';

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderTemplate(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<NotificationTemplateFormScreen />, {
    route,
    path: route.endsWith('/new')
      ? '/manage/notification-templates/new'
      : '/manage/notification-templates/:id/edit',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.templates'] } }),
    language: 'en',
    resources,
  });
}

const createRoutes = (store: FakeRoute): Record<string, FakeRoute> => ({
  'GET /manage/notification-template/create': json(200, { options, defaults }),
  'POST /manage/notification-template/store': store,
});

const editRoutes = (sendMessage: FakeRoute): Record<string, FakeRoute> => ({
  'GET /manage/notification-template/:id/edit': json(200, { data: template, options }),
  'POST /manage/notification-template/:id/send-message': sendMessage,
});

describe('the notification template form', () => {
  it('refuses a placeholder the event does not have, by name, and sends nothing', async () => {
    const { user } = renderTemplate(
      '/manage/notification-templates/new',
      createRoutes(({ body }) => json(200, { data: { ...template, ...(body as object), id: 9 } })),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Low balance');
    const text = screen.getByRole('textbox', { name: /^Text/ });
    await user.click(text);
    await user.paste('{company}: only {balanse} left, {domain} too');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText(`Unknown placeholders {balanse}, {domain}. ${BALANCE_LOW_AVAILABLE}`),
    ).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).not.toContain('POST /manage/notification-template/store');

    // Another event offers other placeholders: the text is checked again at once.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Event/ }), 'Domain error');
    expect(
      await screen.findByText('Unknown placeholder {balanse}. Available: {company}, {domain}, {error}.'),
    ).toBeInTheDocument();

    // An unclosed brace is refused too.
    await user.clear(text);
    await user.click(text);
    await user.paste('{company} has {domain');
    expect(
      await screen.findByText('A «{» is not closed: a placeholder is written like {company}.'),
    ).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /manage/notification-template/store');
  });

  it("lists the event's placeholders and inserts one at the cursor", async () => {
    const { user } = renderTemplate(
      '/manage/notification-templates/new',
      createRoutes(({ body }) => json(200, { data: { ...template, ...(body as object), id: 9 } })),
    );
    const group = await screen.findByRole('group', { name: 'Placeholders of this event' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['{company}', '{balance}', '{threshold}', '{currency}']);

    // Never focused, the text takes the placeholder at its end.
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Text/ });
    await user.click(within(group).getByRole('button', { name: 'Insert {company}' }));
    await waitFor(() => expect(text).toHaveValue('{company}'));
    await user.type(text, ': balance  left.');
    // The caret between the two spaces: the placeholder goes there.
    const at = '{company}: balance '.length;
    text.setSelectionRange(at, at);
    await user.click(within(group).getByRole('button', { name: 'Insert {balance}' }));
    // At once, caret included: a key typed right after the click lands after the placeholder.
    expect(text).toHaveValue('{company}: balance {balance} left.');
    expect(text.selectionStart).toBe('{company}: balance {balance}'.length);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Event/ }), 'Domain error');
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['{company}', '{domain}', '{error}']),
    );
  });

  it("shows the server's refusal of the text on the text field", async () => {
    const { user } = renderTemplate(
      '/manage/notification-templates/new',
      createRoutes(
        json(422, {
          message: 'The given data was invalid.',
          errors: { text: ['Unknown placeholder {threshold}. Available: {company}.'] },
        }),
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Low balance');
    const text = screen.getByRole('textbox', { name: /^Text/ });
    await user.click(text);
    await user.paste('{company} is below {threshold}');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText('Unknown placeholder {threshold}. Available: {company}.'),
    ).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveValue('{company} is below {threshold}');
    expect(api.bodiesOf('POST /manage/notification-template/store')).toEqual([
      {
        name: 'Low balance',
        event: 'balance_low',
        channel: 'telegram',
        language: 'ru',
        text: '{company} is below {threshold}',
      },
    ]);
  });

  it('sends a test of the text being edited, unsaved, and shows the text the recipient got', async () => {
    const { user } = renderTemplate(
      '/manage/notification-templates/4/edit',
      editRoutes(({ body }) =>
        json(200, {
          data: {
            recipient: (body as { recipient: string }).recipient,
            channel: 'email',
            text: 'Acme Apps: the balance is 42.50 USD.',
            sent_at: '2026-03-01T10:00:00Z',
          },
          message: 'Test message sent to qa@example.com',
        }),
      ),
    );
    // The text is changed and not saved: the test tries it as it is now.
    const text = await screen.findByRole('textbox', { name: /^Text/ });
    await user.click(text);
    await user.keyboard('{End}');
    await user.paste(' Top up today.');
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test message' });
    expect(dialog).toHaveTextContent('the test sends the text as it is now');
    const recipient = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    expect(recipient).toHaveAccessibleDescription('The address the test letter goes to.');

    await user.type(recipient, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /manage/notification-template/4/send-message');

    await user.clear(recipient);
    await user.type(recipient, 'qa@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Test message sent to qa@example.com')).toBeInTheDocument();
    expect(within(dialog).getByTestId('test-message-text')).toHaveTextContent(
      'Acme Apps: the balance is 42.50 USD.',
    );
    expect(within(dialog).getByText('What qa@example.com received:')).toBeInTheDocument();
    expect(api.bodiesOf('POST /manage/notification-template/4/send-message')).toEqual([
      {
        recipient: 'qa@example.com',
        text: '{company}: the balance is {balance} {currency}. Top up today.',
        event: 'balance_low',
        channel: 'email',
      },
    ]);
    // The test is not a save of the template.
    expect(api.requests()).not.toContain('PUT /manage/notification-template/4/update');
  });

  it('shows a refused delivery on the recipient field', async () => {
    const { user } = renderTemplate(
      '/manage/notification-templates/4/edit',
      editRoutes(
        json(422, {
          message: 'The test message could not be delivered: fail@example.com does not accept messages.',
          errors: {
            recipient: [
              'The test message could not be delivered: fail@example.com does not accept messages.',
            ],
          },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test message' });
    const recipient = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await user.type(recipient, 'fail@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await within(dialog).findByText(
        'The test message could not be delivered: fail@example.com does not accept messages.',
      ),
    ).toBeInTheDocument();
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(recipient).toHaveValue('fail@example.com');
    expect(within(dialog).queryByTestId('test-message-result')).not.toBeInTheDocument();
  });
});
