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
  type FakeReply,
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { CompanyNotification } from '../../api/notifications';
import NotificationsScreen from './notifications-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const REFUSAL = 'Connect a Telegram bot first: the notification has nowhere to go.';

function rows(): CompanyNotification[] {
  const at = '2026-03-01T10:00:00Z';
  return [
    { id: 1, company_id: 1, event: 'balance_low', channel: 'telegram', is_active: true, updated_at: at },
    { id: 2, company_id: 1, event: 'balance_low', channel: 'email', is_active: false, updated_at: at },
    { id: 3, company_id: 1, event: 'daily_report', channel: 'email', is_active: true, updated_at: at },
    { id: 4, company_id: 1, event: 'daily_report', channel: 'telegram', is_active: false, updated_at: at },
  ];
}

const listing = (data: CompanyNotification[]): FakeReply =>
  json(200, { data, meta: { current_page: 1, per_page: 100, total: data.length, last_page: 1 } });

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderScreen(routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<NotificationsScreen />, {
    route: '/client/notifications',
    path: '/client/notifications',
    session: mockSession({ access: { permissions: ['notification.manage', 'bot.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the notifications screen', () => {
  it('groups the switches by event, and switching one off saves it at once', async () => {
    const { user } = renderScreen({
      'POST /common/listing/notifications/data': listing(rows()),
      'GET /client/telegram-bot/get-active-bot': json(200, {
        bot: {
          id: 7,
          username: 'acme_bot',
          is_active: true,
          chat_id: null,
          created_at: '2026-03-01T10:00:00Z',
        },
      }),
      'PUT /client/notifications/:id/activate': ({ params, body }) =>
        json(200, {
          data: {
            ...rows().find((row) => row.id === Number(params.id)),
            is_active: (body as { isActive: boolean }).isActive,
          },
          message: 'The notification is off.',
        }),
    });
    const low = await screen.findByRole('region', { name: 'Low balance' });
    expect(low).toHaveTextContent('When the balance falls under the company');
    const byTelegram = within(low).getByRole('checkbox', { name: 'Low balance by Telegram' });
    expect(byTelegram).toBeChecked();
    expect(within(low).getByRole('checkbox', { name: 'Low balance by E-mail' })).not.toBeChecked();
    const report = screen.getByRole('region', { name: 'Daily report' });
    // Telegram first in every card, whatever the order of the rows.
    const [first, second] = within(report).getAllByRole('checkbox');
    expect(first).toHaveAccessibleName('Daily report by Telegram');
    expect(second).toHaveAccessibleName('Daily report by E-mail');
    // A bot is active: no hint to connect one.
    expect(screen.queryByRole('link', { name: 'Connect a bot' })).not.toBeInTheDocument();

    await user.click(byTelegram);
    expect(await screen.findByText('Low balance by Telegram: off')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /client/notifications/1/activate')).toEqual([{ isActive: false }]);
    expect(byTelegram).not.toBeChecked();
    expect(api.requests().filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT /client/notifications/1/activate',
    ]);
  });

  it('puts a refused switch back and says why', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { user } = renderScreen({
      'POST /common/listing/notifications/data': listing(rows()),
      'GET /client/telegram-bot/get-active-bot': json(404, { message: 'No active bot.' }),
      // The server answers when the test says so, to see the switch while it saves.
      'PUT /client/notifications/:id/activate': () =>
        new Promise<FakeReply>((resolveReply) => {
          answer = resolveReply;
        }),
    });
    const report = await screen.findByRole('region', { name: 'Daily report' });
    const byTelegram = within(report).getByRole('checkbox', { name: 'Daily report by Telegram' });
    // Without an active bot, the Telegram switches say where to connect one.
    const hint = await within(report).findByText(/Telegram needs an active bot\./);
    expect(byTelegram).toHaveAccessibleDescription('Telegram needs an active bot. Connect a bot');
    expect(within(hint).getByRole('link', { name: 'Connect a bot' })).toHaveAttribute(
      'href',
      '/client/telegram-bots',
    );
    expect(byTelegram).not.toBeChecked();

    await user.click(byTelegram);
    // The switch moves at once and waits for the server.
    await waitFor(() => expect(byTelegram).toBeChecked());
    await waitFor(() => expect(api.requests()).toContain('PUT /client/notifications/4/activate'));
    expect(within(report).getByLabelText('Saving')).toBeInTheDocument();

    answer(json(422, { message: REFUSAL, errors: { isActive: [REFUSAL] } }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('Daily report by Telegram was not switched on')).toBeInTheDocument();
    await waitFor(() => expect(byTelegram).not.toBeChecked());
    expect(within(report).queryByLabelText('Saving')).not.toBeInTheDocument();
    expect(api.bodiesOf('PUT /client/notifications/4/activate')).toEqual([{ isActive: true }]);
  });

  it('offers a retry when the notifications could not be loaded', async () => {
    let fail = true;
    const { user } = renderScreen({
      'POST /common/listing/notifications/data': () =>
        fail ? json(500, { message: 'Server error' }) : listing(rows()),
      'GET /client/telegram-bot/get-active-bot': json(404, { message: 'No active bot.' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Low balance' })).toBeInTheDocument();
  });
});
