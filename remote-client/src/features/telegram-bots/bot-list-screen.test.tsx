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
import type { ListingSettings } from '@panel/contract';
import type { ActiveBot, TelegramBot } from '../../api/bots';
import BotListScreen from './bot-list-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const LINK = 'https://t.me/acme_alerts_bot?start=0a1b2c3d4e5f';

const bot: ActiveBot = {
  id: 7,
  username: 'acme_alerts_bot',
  is_active: true,
  chat_id: null,
  created_at: '2026-03-01T10:00:00Z',
};

const settings: ListingSettings = {
  name: 'bots',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'username', label: 'Bot', type: 'text', sortable: true },
  ],
  filters: [],
  sort: null,
  perPage: 10,
  perPageOptions: [10, 25],
  search: false,
};

const listing = (rows: unknown[]): Record<string, FakeRoute> => ({
  'GET /common/listing/bots/settings': json(200, settings),
  'POST /common/listing/bots/data': json(200, {
    data: rows,
    meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 },
  }),
});

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderScreen(routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<BotListScreen />, {
    route: '/client/telegram-bots',
    path: '/client/telegram-bots',
    session: mockSession({ access: { permissions: ['bot.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the Telegram bots screen', () => {
  it('shows the steps to connect a bot when the company has none (a 404 is not a missing page)', async () => {
    const { location } = renderScreen({
      ...listing([]),
      'GET /client/telegram-bot/get-active-bot': json(404, { message: 'No active bot.' }),
    });
    const setup = await screen.findByRole('region', { name: 'Connect a Telegram bot' });
    const steps = within(setup).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('Open @BotFather in Telegram');
    // The link and the command are elements inside translated sentences (Trans), drawn once its code is there.
    expect(await within(steps[0]!).findByRole('link', { name: 't.me/BotFather' })).toHaveAttribute(
      'href',
      'https://t.me/BotFather',
    );
    expect(steps[1]).toHaveTextContent('Send it /newbot');
    expect((await within(steps[1]!).findByText('/newbot')).tagName).toBe('CODE');
    expect(steps[2]).toHaveTextContent('ending in «bot»');
    expect(within(setup).getByRole('link', { name: 'Connect a bot' })).toHaveAttribute(
      'href',
      '/client/telegram-bots/new',
    );
    expect(location().pathname).toBe('/client/telegram-bots');
    expect(screen.queryByRole('region', { name: 'Active bot' })).not.toBeInTheDocument();
    expect(api.requests()).not.toContain('GET /client/telegram-bot/get-invite-link');
  });

  it('shows the active bot with its invite link, a copy button and a QR code', async () => {
    const { user } = renderScreen({
      ...listing([{ ...bot }]),
      'GET /client/telegram-bot/get-active-bot': json(200, { bot: { ...bot, chat_id: '-100123456' } }),
      'GET /client/telegram-bot/get-invite-link': json(200, {
        link: LINK,
        expires_at: '2026-03-02T10:00:00Z',
      }),
    });
    const card = await screen.findByRole('region', { name: 'Active bot' });
    expect(within(card).getByRole('link', { name: '@acme_alerts_bot' })).toHaveAttribute(
      'href',
      'https://t.me/acme_alerts_bot',
    );
    expect(within(card).getByTestId('bot-status')).toHaveTextContent('Active');
    expect(within(card).getByTestId('bot-chat')).toHaveTextContent('Connected chat: -100123456');

    expect(await within(card).findByTestId('invite-link')).toHaveTextContent(LINK);
    const qr = await within(card).findByRole('img', { name: 'QR code of the invite link' });
    expect(qr.querySelector('svg path')).not.toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Copy the invite link' }));
    await waitFor(async () => expect(await window.navigator.clipboard.readText()).toBe(LINK));
    expect(screen.queryByRole('region', { name: 'Connect a Telegram bot' })).not.toBeInTheDocument();
  });

  it('asks before deactivating the bot, then shows the steps to connect one', async () => {
    let active: ActiveBot | null = bot;
    const { user } = renderScreen({
      ...listing([{ ...bot }]),
      'GET /client/telegram-bot/get-active-bot': () =>
        active ? json(200, { bot: active }) : json(404, { message: 'No active bot.' }),
      'GET /client/telegram-bot/get-invite-link': () =>
        active ? json(200, { link: LINK, expires_at: null }) : json(404, { message: 'No active bot.' }),
      'POST /client/telegram-bot/:id/change-status': ({ body }) => {
        active = (body as { isActive: boolean }).isActive ? bot : null;
        const data: TelegramBot = { ...bot, version: 1, token: '••••oken', is_active: active !== null };
        return json(200, { data, message: 'The bot is off.' });
      },
    });
    const card = await screen.findByRole('region', { name: 'Active bot' });

    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    let question = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    expect(question).toHaveTextContent(
      'Deactivate @acme_alerts_bot? Telegram notifications stop until a bot is active again.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('POST /client/telegram-bot/7/change-status');

    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    question = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('@acme_alerts_bot is deactivated')).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/telegram-bot/7/change-status')).toEqual([{ isActive: false }]);
    expect(await screen.findByRole('region', { name: 'Connect a Telegram bot' })).toBeInTheDocument();
  });
});
