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
} from '@panel/shared-core/testing';
import { withDomainTexts } from '@panel/shared-domain/testing';
import type { OneSignalTemplate } from '../../api/onesignal-templates';
import OneSignalTemplateFormScreen from './onesignal-template-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const step = (delay: number, title: string) => ({
  delay_minutes: delay,
  title,
  body: `${title}: the text`,
  url: `https://example.com/${title.toLowerCase().replace(/\W+/g, '-')}`,
});

const template: OneSignalTemplate = {
  id: 6,
  version: 1,
  name: 'Onboarding',
  language: 'en',
  is_active: true,
  steps: [step(0, 'Welcome'), step(1440, 'Day two'), step(2880, 'Bonus')],
  created_at: '2026-01-01T00:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the OneSignal funnel template form', () => {
  it('saves its steps in the order they were moved to', async () => {
    api = fakeApi({
      'GET /manage/onesignal-template/:id/edit': json(200, {
        data: template,
        options: {
          language: [
            { value: 'ru', label: 'Russian' },
            { value: 'en', label: 'English' },
          ],
        },
      }),
      'PUT /manage/onesignal-template/:id/update': ({ body }) =>
        json(200, { data: { ...template, ...(body as object) }, message: 'Saved.' }),
    });
    const { user, location } = renderWithProviders(<OneSignalTemplateFormScreen />, {
      route: '/manage/onesignal-templates/6/edit',
      path: '/manage/onesignal-templates/:id/edit',
      session: mockSession({ access: { isAdmin: true, permissions: ['manage.templates'] } }),
      language: 'en',
      resources,
    });
    const timeline = await screen.findByTestId('funnel-timeline');
    expect(within(timeline).getByText('Step 3: Bonus')).toBeInTheDocument();

    // Bonus moves to the front, and the template stops being offered.
    await user.click(screen.getByRole('button', { name: 'Move Step 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move Step 2 up' }));
    await waitFor(() => expect(within(timeline).getByText('Step 1: Bonus')).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Offered to the companies' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('OneSignal funnel template «Onboarding» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/manage/onesignal-templates'));
    expect(api.bodiesOf('PUT /manage/onesignal-template/6/update')).toEqual([
      {
        name: 'Onboarding',
        language: 'en',
        is_active: false,
        steps: [step(2880, 'Bonus'), step(0, 'Welcome'), step(1440, 'Day two')],
        version: 1,
      },
    ]);
  });
});
