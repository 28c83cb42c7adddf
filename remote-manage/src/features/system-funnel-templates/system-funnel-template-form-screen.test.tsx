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
import type { SystemFunnelTemplate } from '../../api/system-funnel-templates';
import SystemFunnelTemplateFormScreen from './system-funnel-template-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const template: SystemFunnelTemplate = {
  id: 2,
  version: 1,
  name: 'Win back',
  trigger: 'install',
  trigger_value: null,
  is_active: true,
  steps: [{ delay_minutes: 60, title: 'Still there?', body: 'A bonus waits.', url: 'https://example.com/b' }],
  created_at: '2026-01-01T00:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the system funnel template form', () => {
  it('asks for the days of an inactivity trigger and counts the timeline from it', async () => {
    api = fakeApi({
      'GET /manage/system-funnel-template/:id/edit': json(200, {
        data: template,
        options: {
          trigger: [
            { value: 'install', label: 'Install' },
            { value: 'first_open', label: 'First open' },
            { value: 'inactive_days', label: 'Inactive for some days' },
          ],
        },
      }),
      'PUT /manage/system-funnel-template/:id/update': ({ body }) =>
        json(200, { data: { ...template, ...(body as object) }, message: 'Saved.' }),
    });
    const { user } = renderWithProviders(<SystemFunnelTemplateFormScreen />, {
      route: '/manage/system-funnel-templates/2/edit',
      path: '/manage/system-funnel-templates/:id/edit',
      session: mockSession({ access: { isAdmin: true, permissions: ['manage.templates'] } }),
      language: 'en',
      resources,
    });
    const timeline = await screen.findByTestId('funnel-timeline');
    expect(within(timeline).getByText('Application installed')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Trigger/ }), 'Inactive for some days');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 365.')).toBeInTheDocument();
    expect(api.requests()).not.toContain('PUT /manage/system-funnel-template/2/update');

    await user.type(screen.getByRole('spinbutton', { name: /^Days without opening/ }), '3');
    await waitFor(() => expect(within(timeline).getByText('3 days without opening')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('System funnel template «Win back» is saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /manage/system-funnel-template/2/update')).toEqual([
      expect.objectContaining({ trigger: 'inactive_days', trigger_value: 3 }),
    ]);
  });
});
