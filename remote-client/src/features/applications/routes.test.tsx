import { resolve } from 'node:path';
import { queryClient } from '@panel/shared-core/query';
import { preloadScreens, Route, Routes } from '@panel/shared-core/router';
import {
  createTestI18n,
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
import { routes } from '../../routes';
import ApplicationOverviewTab from './application-overview-tab';
import ClientApplicationRecordScreen from './application-record-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
const session = mockSession({ access: { permissions: ['application.view', 'application.update'] } });

const options = {
  languages: [{ value: 'en', label: 'English' }],
  categories: [{ value: 'games', label: 'Games' }],
  templates: [{ value: 'google-play', label: 'google-play' }],
  domains: [],
  pixels: [],
};

const app = {
  id: 5,
  version: 1,
  name: 'Ocean Recipes',
  status: 'active',
  domain_id: null,
  domain: '',
  language: 'en',
  category: 'games',
  template: 'google-play',
  icon_url: '',
  screenshots: [],
  developer_name: 'Acme Apps',
  description: 'Cook like a sailor.',
  rating: 4.6,
  installs_label: '10K+',
  offer_url: 'https://offers.example/ocean',
  pixel_ids: [],
  push_enabled: true,
  comments_count: 0,
  installs: 100,
  company_id: 1,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

let api: FakeApi;
afterEach(() => api.restore());

describe('the routes of the applications', () => {
  it("start the record screen's call beside its code, and its facts draw from that answer without asking again", async () => {
    api = fakeApi({ 'GET /client/application/:id/edit': json(200, { data: app, options }) });
    // The language the screen renders in: the record's query key holds it.
    createTestI18n({ language: 'en', resources });
    try {
      // What the area host does when the user opens the record (remote-area.tsx): its code and its call at once.
      await preloadScreens(routes, '/applications/5');
      await waitFor(() => expect(api.requests()).toEqual(['GET /client/application/5/edit']));
      renderWithProviders(
        <Routes>
          <Route path="/client/applications/:id" element={<ClientApplicationRecordScreen />}>
            <Route index element={<ApplicationOverviewTab />} />
          </Route>
        </Routes>,
        { route: '/client/applications/5', session, language: 'en', resources, queryClient },
      );
      expect(await screen.findByRole('heading', { name: 'Ocean Recipes' })).toBeInTheDocument();
      expect(within(await screen.findByTestId('fact-list')).getByText('Acme Apps')).toBeInTheDocument();
      expect(api.requests()).toEqual(['GET /client/application/5/edit']);
    } finally {
      queryClient.clear();
    }
  });
});
