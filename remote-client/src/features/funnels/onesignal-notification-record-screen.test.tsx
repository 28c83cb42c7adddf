import { resolve } from 'node:path';
import {
  configure,
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  within,
  type FakeApi,
  type TestLanguage,
} from '@panel/shared-core/testing';
import type { OneSignalNotification } from '../../api/funnels';
import OneSignalNotificationRecordScreen from './onesignal-notification-record-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

const sent: OneSignalNotification = {
  id: 21,
  name: 'Spring sale',
  application_id: 5,
  application_name: 'Ocean Recipes',
  title: 'Spring is here',
  body: 'Half price on every recipe pack',
  url: 'https://example.com/spring',
  status: 'sent',
  send_at: '2026-03-01T09:00:00Z',
  created_at: '2026-02-28T12:00:00Z',
  sent: 12000,
  delivered: 10500,
  clicked: 1365,
  delivery_rate: 0.875,
  ctr: 0.13,
  daily: [
    { date: '2026-03-01', sent: 12000, delivered: 9000, clicked: 1000 },
    { date: '2026-03-02', sent: 0, delivered: 1500, clicked: 365 },
  ],
};

let api: FakeApi;
afterEach(() => {
  api.restore();
});

function renderNotification(notification: OneSignalNotification, language: TestLanguage = 'en') {
  api = fakeApi({ 'GET /client/onesignal-notification/:id/show': json(200, { data: notification }) });
  return renderWithProviders(<OneSignalNotificationRecordScreen />, {
    route: `/client/onesignal-notifications/${notification.id}`,
    path: '/client/onesignal-notifications/:id',
    session: mockSession({ access: { permissions: ['funnel.manage'] } }),
    language,
    resources,
  });
}

describe('the OneSignal notification screen', () => {
  it('shows the delivery figures and the rates as percentages', async () => {
    renderNotification(sent);
    const delivery = await screen.findByTestId('figure-delivery-rate');
    expect(screen.getByTestId('figure-sent')).toHaveTextContent('Sent12,000');
    expect(screen.getByTestId('figure-delivered')).toHaveTextContent('Delivered10,500');
    expect(screen.getByTestId('figure-clicked')).toHaveTextContent('Clicked1,365');
    expect(delivery).toHaveTextContent('Delivery rate87.5%10,500 of 12,000 sent');
    expect(screen.getByTestId('figure-ctr')).toHaveTextContent('CTR13%Clicked 1,365 of 10,500 delivered');

    expect(screen.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-status')[0]).toHaveTextContent('Sent');
    expect(
      screen.getByRole('img', { name: 'Sent, delivered and clicked per day for «Spring sale»' }),
    ).toBeVisible();
    const perDay = screen.getByRole('table', { name: 'Figures per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    const secondDay = within(within(perDay).getAllByRole('row')[2]!).getAllByRole('cell');
    expect(secondDay.map((cell) => cell.textContent)).toEqual(['Mar 2', '0', '1,500', '365']);
    // The message as it went out.
    expect(screen.getByRole('link', { name: 'https://example.com/spring' })).toBeInTheDocument();
  });

  it('writes the percentages the Russian way in Russian', async () => {
    renderNotification(sent, 'ru');
    expect(await screen.findByTestId('figure-delivery-rate')).toHaveTextContent(/87,5\s%/);
    expect(screen.getByTestId('figure-ctr')).toHaveTextContent(/13\s%/);
    expect(screen.getByTestId('figure-sent')).toHaveTextContent(/12\s000/);
  });

  it('says there is nothing to chart before the message is sent', async () => {
    renderNotification({
      ...sent,
      status: 'scheduled',
      send_at: '2099-01-01T09:00:00Z',
      sent: 0,
      delivered: 0,
      clicked: 0,
      delivery_rate: 0,
      ctr: 0,
      daily: [],
    });
    expect(
      await screen.findByText('Not sent yet: the figures per day appear once the message goes out.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('figure-delivery-rate')).toHaveTextContent('0%');
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
