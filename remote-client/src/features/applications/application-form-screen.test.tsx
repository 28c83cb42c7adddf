import { resolve } from 'node:path';
import { queryClient } from '@panel/shared-core/query';
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
import { prefetchApplication } from '@panel/shared-domain/applications';
import { withDomainTexts } from '@panel/shared-domain/testing';
import ClientApplicationFormScreen from './application-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
const session = mockSession({
  access: { permissions: ['application.view', 'application.create', 'application.update', 'comment.manage'] },
});

const options = {
  languages: [
    { value: 'ru', label: 'Russian' },
    { value: 'en', label: 'English' },
  ],
  categories: [
    { value: 'games', label: 'Games' },
    { value: 'finance', label: 'Finance' },
  ],
  templates: [
    { value: 'google-play', label: 'google-play' },
    { value: 'dark', label: 'dark' },
  ],
  domains: [{ value: 3, label: 'play-acme.com', type: 'custom', status: 'active' }],
  pixels: [
    { value: 7, label: 'Main pixel', type: 'facebook' },
    { value: 8, label: 'Second pixel', type: 'tiktok' },
  ],
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
  screenshots: ['/api/static/screens/1.svg'],
  developer_name: 'Acme Apps',
  description: 'Cook like a sailor.',
  rating: 4.6,
  installs_label: '10K+',
  offer_url: 'https://offers.example/ocean',
  pixel_ids: [7],
  push_enabled: true,
  comments_count: 1,
  installs: 100,
  company_id: 1,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

const comment = {
  id: 11,
  application_id: 5,
  author_name: 'Maria',
  author_avatar_url: '',
  text: 'Best recipes on the sea!',
  rating: 5,
  likes: 3,
  shown_date: '2026-02-01',
  position: 1,
  reply_text: null,
  is_system: false,
  system_set_id: null,
  created_at: '2026-02-01T10:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderForm(route: string, path: string) {
  return renderWithProviders(<ClientApplicationFormScreen />, {
    route,
    path,
    session,
    language: 'en',
    resources,
  });
}

describe('the application form of the client area', () => {
  it("asks for the record beside the screen's code, and the form starts from that answer without asking again", async () => {
    api = fakeApi({
      'GET /client/application/:id/edit': json(200, { data: app, options }),
      'GET /client/application/comment/search': json(200, { data: [] }),
    });
    // The language the form renders in: the record's query key holds it.
    createTestI18n({ language: 'en', resources });
    await prefetchApplication('client')({ id: '5' });
    await waitFor(() => expect(api.requests()).toEqual(['GET /client/application/5/edit']));
    try {
      renderWithProviders(<ClientApplicationFormScreen />, {
        route: '/client/applications/5/edit',
        path: '/client/applications/:id/edit',
        session,
        language: 'en',
        resources,
        queryClient,
      });
      expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Ocean Recipes');
      expect(api.requests().filter((call) => call.endsWith('/edit'))).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('edits every field, previews the store page as the user types, and saves', async () => {
    api = fakeApi({
      'GET /client/application/:id/edit': json(200, { data: app, options }),
      'GET /client/application/comment/search': json(200, { data: [comment] }),
      'POST /client/application/update': ({ body }) =>
        json(200, { data: { ...app, ...(body as object) }, message: 'Done.' }),
    });
    const { user, location } = renderForm('/client/applications/5/edit', '/client/applications/:id/edit');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ocean Recipes');
    // The preview is drawn in the render after the fields' (record-form.tsx).
    const preview = await screen.findByRole('complementary', { name: 'Store page preview' });
    expect(within(preview).getByTestId('preview-name')).toHaveTextContent('Ocean Recipes');
    expect(await within(preview).findByText('Best recipes on the sea!')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Sea Recipes');
    expect(within(preview).getByTestId('preview-name')).toHaveTextContent('Sea Recipes');
    await user.clear(screen.getByRole('textbox', { name: 'Installs label' }));
    await user.type(screen.getByRole('textbox', { name: 'Installs label' }), '50K+');
    expect(within(preview).getByTestId('preview-installs')).toHaveTextContent('50K+');
    // What is typed keeps its own direction: "50K+" never reads "+50K" on a right-to-left page.
    expect(within(preview).getByText('50K+').tagName).toBe('BDI');
    expect(within(preview).getByText('Best recipes on the sea!').tagName).toBe('BDI');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Finance');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'play-acme.com');
    await user.click(screen.getByRole('checkbox', { name: /Second pixel/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Push notifications enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location().pathname).toBe('/client/applications/5'));
    expect(api.bodiesOf('POST /client/application/update')).toEqual([
      {
        id: 5,
        version: 1,
        name: 'Sea Recipes',
        developer_name: 'Acme Apps',
        language: 'en',
        category: 'finance',
        template: 'google-play',
        icon_url: '',
        screenshots: ['/api/static/screens/1.svg'],
        description: 'Cook like a sailor.',
        rating: 4.6,
        installs_label: '50K+',
        offer_url: 'https://offers.example/ocean',
        domain_id: 3,
        pixel_ids: [7, 8],
        push_enabled: false,
      },
    ]);
    expect(await screen.findByText('Application «Sea Recipes» saved')).toBeInTheDocument();
  });

  it("puts the server's 422 on the offer URL and keeps everything typed", async () => {
    api = fakeApi({
      'GET /client/application/:id/edit': json(200, { data: app, options }),
      'GET /client/application/comment/search': json(200, { data: [] }),
      'POST /client/application/update': json(422, {
        message: 'The offer page does not answer.',
        errors: { offer_url: ['The offer page does not answer.'] },
      }),
    });
    const { user, location } = renderForm('/client/applications/5/edit', '/client/applications/:id/edit');
    const offer = await screen.findByRole('textbox', { name: /^Offer URL/ });
    await user.clear(offer);
    await user.type(offer, 'https://offers.example/gone');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, ' Fresh.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The offer page does not answer.')).toBeInTheDocument();
    expect(offer).toHaveAttribute('aria-invalid', 'true');
    expect(offer).toHaveValue('https://offers.example/gone');
    expect(description).toHaveValue('Cook like a sailor. Fresh.');
    expect(location().pathname).toBe('/client/applications/5/edit');
  });

  it('creates an application from the defaults and refuses a bad address before sending', async () => {
    api = fakeApi({
      'GET /client/application/create': json(200, {
        options,
        defaults: {
          name: '',
          developer_name: 'Acme Apps',
          language: 'ru',
          category: 'games',
          template: 'google-play',
          icon_url: '',
          screenshots: [],
          description: '',
          rating: 4.5,
          installs_label: '10K+',
          offer_url: '',
          domain_id: null,
          pixel_ids: [],
          push_enabled: true,
        },
      }),
      'POST /client/application/store': ({ body }) =>
        json(200, { data: { ...app, ...(body as object), id: 9 }, message: 'Done.' }),
    });
    const { user, location } = renderForm('/client/applications/new', '/client/applications/new');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Fresh App');
    expect(screen.getByRole('heading', { name: 'New application' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Offer URL/ }), 'offers.example');
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeInTheDocument();
    // An address, but not of a public host: the server would refuse it too (the contract's isOfferUrl).
    const offer = screen.getByRole('textbox', { name: /^Offer URL/ });
    await user.clear(offer);
    await user.type(offer, 'http://localhost:3000/offer');
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /client/application/store');

    await user.clear(offer);
    await user.type(offer, 'https://offers.example/fresh');
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    await waitFor(() => expect(location().pathname).toBe('/client/applications/9'));
    expect(api.bodiesOf('POST /client/application/store')[0]).toMatchObject({
      name: 'Fresh App',
      offer_url: 'https://offers.example/fresh',
      language: 'ru',
      developer_name: 'Acme Apps',
      push_enabled: true,
    });
  });
});
