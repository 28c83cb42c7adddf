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
import type { TelegramBot } from '../../api/bots';
import BotFormScreen from './bot-form-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const TOKEN = '123456789:AAFk3xQ_example-token-of-35-chars';
const TOKEN_RULE = /^That is not a bot token\. BotFather's tokens look like 123456789:AAF…/;

const stored: TelegramBot = {
  id: 7,
  version: 1,
  username: 'acme_alerts_bot',
  token: '••••oken',
  is_active: true,
  chat_id: null,
  created_at: '2026-03-01T10:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderForm(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<BotFormScreen />, {
    route,
    path: route.endsWith('/new') ? '/client/telegram-bots/new' : '/client/telegram-bots/:id/edit',
    session: mockSession({ access: { permissions: ['bot.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the bot form', () => {
  it('refuses a bad username or token on the field, then connects the bot with PUT update', async () => {
    const { user, location } = renderForm('/client/telegram-bots/new', {
      'PUT /client/telegram-bot/update': ({ body }) =>
        json(200, {
          data: { ...stored, id: 9, ...(body as object), token: '••••oken' },
          message: 'Connected.',
        }),
    });
    const username = await screen.findByRole('textbox', { name: /^Username/ });
    const token = screen.getByLabelText(/^Token/);
    expect(token).toHaveAttribute('type', 'password');

    await user.type(username, 'acme_alerts');
    await user.type(token, '123456789-AAFk3xQ');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(
        'Use 5 to 32 letters, digits or «_», starting with a letter and ending in «bot».',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(TOKEN_RULE)).toBeInTheDocument();
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).toEqual([]);

    await user.type(username, '_bot');
    await user.clear(token);
    await user.type(token, TOKEN);
    await waitFor(() => expect(token).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('@acme_alerts_bot is connected')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/telegram-bots'));
    expect(api.requests()).toEqual(['PUT /client/telegram-bot/update']);
    expect(api.bodiesOf('PUT /client/telegram-bot/update')).toEqual([
      { username: 'acme_alerts_bot', token: TOKEN },
    ]);
  });

  it('shows the stored token masked and keeps it when the field is left empty', async () => {
    const { user, location } = renderForm('/client/telegram-bots/7/edit', {
      'GET /client/telegram-bot/:id/edit': json(200, { data: stored, options: {} }),
      'PUT /client/telegram-bot/:id/update': ({ body }) =>
        json(200, { data: { ...stored, ...(body as object) }, message: 'Done.' }),
    });
    const token = await screen.findByLabelText(/^Token/);
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAttribute('placeholder', '••••oken');
    expect(screen.getByText('Stored: ••••oken. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit @acme_alerts_bot', level: 1 })).toBeInTheDocument();

    const username = screen.getByRole('textbox', { name: /^Username/ });
    await user.clear(username);
    await user.type(username, '@acme_news_bot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('@acme_news_bot is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/telegram-bots'));
    const [body] = api.bodiesOf('PUT /client/telegram-bot/7/update') as Record<string, unknown>[];
    expect(body).toEqual({ username: 'acme_news_bot', version: 1 });
    expect(body).not.toHaveProperty('token');
  });

  it('switches the bot off from its form after asking', async () => {
    let active = true;
    const { user } = renderForm('/client/telegram-bots/7/edit', {
      'GET /client/telegram-bot/:id/edit': () =>
        json(200, { data: { ...stored, is_active: active }, options: {} }),
      'POST /client/telegram-bot/:id/change-status': ({ body }) => {
        active = (body as { isActive: boolean }).isActive;
        return json(200, { data: { ...stored, is_active: active }, message: 'The bot is off.' });
      },
    });
    const status = await screen.findByRole('region', { name: /^Status/ });
    expect(within(status).getByTestId('bot-status')).toHaveTextContent('Active');
    await user.click(within(status).getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('@acme_alerts_bot is deactivated')).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/telegram-bot/7/change-status')).toEqual([{ isActive: false }]);
    await waitFor(() => expect(within(status).getByTestId('bot-status')).toHaveTextContent('Inactive'));
    expect(within(status).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });
});
