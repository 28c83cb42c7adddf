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
import { withDomainTexts } from '@panel/shared-domain/testing';
import type { OneSignalFunnel, OneSignalFunnelFormOptions } from '../../api/funnels';
import OneSignalFunnelRecordScreen from './onesignal-funnel-record-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

const funnel: OneSignalFunnel = {
  id: 7,
  version: 1,
  name: 'Onboarding',
  application_id: 5,
  application_name: 'Ocean Recipes',
  template_id: 4,
  template_name: 'Welcome',
  is_active: true,
  steps: [
    { delay_minutes: 0, title: 'Hello', body: 'Welcome aboard', url: 'https://example.com/1' },
    { delay_minutes: 60, title: 'Tips', body: 'Three tips', url: 'https://example.com/2' },
    { delay_minutes: 1440, title: 'Come back', body: 'We miss you', url: 'https://example.com/3' },
  ],
  subscribers: 1234,
  created_at: '2026-01-01T10:00:00Z',
};

/** The form's choices, which the edit call answers with the record (the record screen reads neither). */
const options: OneSignalFunnelFormOptions = {
  application_id: [{ value: 5, label: 'Ocean Recipes' }],
  template_id: [],
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** jsdom is as narrow as a phone: the secondary actions are in the "More actions" menu. */
async function chooseAction(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

function renderScreen(routes: Record<string, FakeRoute>) {
  api = fakeApi({
    'GET /client/onesignal-funnel/:id/edit': json(200, { data: funnel, options }),
    ...routes,
  });
  return renderWithProviders(<OneSignalFunnelRecordScreen />, {
    route: '/client/onesignal-funnels/7',
    path: '/client/onesignal-funnels/:id',
    session: mockSession({ access: { permissions: ['funnel.manage'] } }),
    language: 'en',
    resources,
  });
}

describe('the OneSignal funnel screen', () => {
  it('draws when each step fires, counting every wait from the step before', async () => {
    renderScreen({});
    const timeline = await screen.findByTestId('funnel-timeline');
    const moments = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(moments).toEqual([
      '0The user subscribes',
      'after 0 minStep 1: Hello',
      'after 1 hStep 2: Tips',
      'after 1 d 1 hStep 3: Come back',
    ]);

    const facts = screen.getByTestId('fact-list');
    expect(facts).toHaveTextContent('Ocean Recipes');
    expect(facts).toHaveTextContent('1,234');
    expect(facts).toHaveTextContent('Welcome');
    expect(within(facts).getByRole('link', { name: 'Ocean Recipes' })).toHaveAttribute(
      'href',
      '/client/applications/5',
    );
    const steps = screen.getAllByTestId('funnel-step');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent('Waits 1 d after the previous step');
  });

  it('asks before deactivating, then sends isActive false', async () => {
    let current = funnel;
    const { user } = renderScreen({
      'GET /client/onesignal-funnel/:id/edit': () => json(200, { data: current, options }),
      'PUT /client/onesignal-funnel/:id/activate': ({ body }) => {
        current = { ...current, is_active: (body as { isActive: boolean }).isActive };
        return json(200, { data: current, message: 'Done.' });
      },
    });
    await chooseAction(user, 'Deactivate');
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    expect(question).toHaveTextContent('Deactivate the funnel «Onboarding»?');
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Funnel «Onboarding» is deactivated')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /client/onesignal-funnel/7/activate')).toEqual([{ isActive: false }]);
    // The screen reads the funnel again: it is off, and the menu offers to switch it back on without asking.
    await waitFor(() => expect(screen.getAllByTestId('funnel-status')[0]).toHaveTextContent('Inactive'));
    await chooseAction(user, 'Activate');
    await waitFor(() =>
      expect(api.bodiesOf('PUT /client/onesignal-funnel/7/activate')).toEqual([
        { isActive: false },
        { isActive: true },
      ]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the listing', async () => {
    const { user, location } = renderScreen({
      'DELETE /client/onesignal-funnel/:id/delete': json(200, { message: 'Deleted.' }),
    });
    await chooseAction(user, 'Delete funnel');
    const question = await screen.findByRole('alertdialog', { name: 'Delete funnel' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('DELETE /client/onesignal-funnel/7/delete');

    await chooseAction(user, 'Delete funnel');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete funnel' })).getByTestId(
        'confirm-dialog-confirm',
      ),
    );
    expect(await screen.findByText('Funnel «Onboarding» deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/onesignal-funnels'));
  });
});
