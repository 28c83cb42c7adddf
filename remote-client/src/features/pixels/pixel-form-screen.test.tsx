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
import {
  APPLICATION_CHOICES_ROUTE,
  applicationChoicesRoute,
  chooseApplication,
  withDomainTexts,
} from '@panel/shared-domain/testing';
import type { Pixel } from '../../api/pixels';
import PixelFormScreen from './pixel-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const options = {
  type: [
    { value: 'facebook', label: 'Meta' },
    { value: 'tiktok', label: 'TikTok' },
  ],
  events: [
    { value: 'Install', label: 'Install' },
    { value: 'Deposit', label: 'Deposit' },
  ],
  application_ids: [
    { value: 5, label: 'Ocean Recipes' },
    { value: 6, label: 'Sky Maps' },
  ],
};

const pixel: Pixel = {
  id: 7,
  version: 1,
  name: 'Main',
  type: 'facebook',
  pixel_id: '123456789012345',
  access_token: '••••WXYZ',
  events: ['Install'],
  application_ids: [5, 6],
  applications_count: 2,
  created_at: '2026-01-01T00:00:00Z',
};

const TOKEN = 'EAAB-token-of-twenty-plus';

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderPixel(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi({ [APPLICATION_CHOICES_ROUTE]: applicationChoicesRoute(options.application_ids), ...routes });
  return renderWithProviders(<PixelFormScreen />, {
    route,
    path: route.endsWith('/new') ? '/client/pixels/new' : '/client/pixels/:id/edit',
    session: mockSession({ access: { permissions: ['pixel.manage'] } }),
    language: 'en',
    resources,
  });
}

const createRoutes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /client/pixels/create': json(200, {
    options,
    defaults: { type: 'facebook', events: [], application_ids: [] },
  }),
  'POST /client/pixels/store': ({ body }) =>
    json(200, { data: { ...pixel, ...(body as object), id: 9 }, message: 'Stored.' }),
  ...extra,
});

describe('the pixel form', () => {
  it('requires a token of 20 characters and one event on create', async () => {
    const { user } = renderPixel('/client/pixels/new', createRoutes());
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Launch pixel');
    await user.type(screen.getByRole('textbox', { name: /^Pixel id/ }), '123456789012345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The access token has at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();

    const token = screen.getByLabelText(/^Access token/);
    await user.type(token, 'x'.repeat(19));
    expect(token).toHaveAttribute('aria-invalid', 'true');
    await user.type(token, 'x');
    await waitFor(() => expect(token).not.toHaveAttribute('aria-invalid', 'true'));
    expect(api.requests()).not.toContain('POST /client/pixels/store');
  });

  it('checks the pixel id by network and creates the pixel', async () => {
    const { user, location } = renderPixel('/client/pixels/new', createRoutes());
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Launch pixel');
    await user.type(screen.getByLabelText(/^Access token/), TOKEN);
    await user.click(screen.getByRole('checkbox', { name: /Install/ }));
    const pixelId = screen.getByRole('textbox', { name: /^Pixel id/ });
    expect(pixelId).toHaveAccessibleDescription('15 or 16 digits, from Events Manager.');

    await user.type(pixelId, 'px_12345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A Meta pixel id is 15 or 16 digits.')).toBeInTheDocument();
    await user.clear(pixelId);
    await user.type(pixelId, '12345678901234');
    expect(screen.getByText('A Meta pixel id is 15 or 16 digits.')).toBeInTheDocument();
    await user.type(pixelId, '5');
    await waitFor(() =>
      expect(screen.queryByText('A Meta pixel id is 15 or 16 digits.')).not.toBeInTheDocument(),
    );
    await user.type(pixelId, '67');
    expect(await screen.findByText('A Meta pixel id is 15 or 16 digits.')).toBeInTheDocument();
    await user.type(pixelId, '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('A Meta pixel id is 15 or 16 digits.')).not.toBeInTheDocument(),
    );

    // Other networks take 4 to 64 letters, digits, "_" or "-".
    await user.selectOptions(screen.getByRole('combobox', { name: /^Network/ }), 'TikTok');
    expect(pixelId).toHaveAccessibleDescription('As the network shows it: letters, digits, «_» or «-».');
    await user.clear(pixelId);
    await user.type(pixelId, 'px1');
    expect(await screen.findByText('Use 4 to 64 letters, digits, «_» or «-».')).toBeInTheDocument();
    await user.clear(pixelId);
    await user.type(pixelId, 'px.12345');
    expect(await screen.findByText('Use 4 to 64 letters, digits, «_» or «-».')).toBeInTheDocument();
    await user.clear(pixelId);
    await user.type(pixelId, 'px_AB-12');
    await waitFor(() =>
      expect(screen.queryByText('Use 4 to 64 letters, digits, «_» or «-».')).not.toBeInTheDocument(),
    );
    expect(api.requests()).not.toContain('POST /client/pixels/store');

    await chooseApplication(user, /^Applications/, 'Ocean Recipes');
    // Chosen, it is listed by its id and name with its own remove button; the search is ready for the next one.
    expect(await screen.findByRole('button', { name: 'Remove #5 Ocean Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Applications/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Pixel «Launch pixel» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/pixels'));
    expect(api.bodiesOf('POST /client/pixels/store')).toEqual([
      {
        name: 'Launch pixel',
        type: 'tiktok',
        pixel_id: 'px_AB-12',
        access_token: TOKEN,
        events: ['Install'],
        application_ids: [5],
      },
    ]);
  });

  it('keeps the stored token when the field is left empty on edit', async () => {
    const { user, location } = renderPixel('/client/pixels/7/edit', {
      'GET /client/pixels/:id/edit': json(200, { data: pixel, options }),
      'PUT /client/pixels/:id/update': ({ body }) =>
        json(200, { data: { ...pixel, ...(body as object) }, message: 'Saved.' }),
    });
    const token = await screen.findByLabelText(/^Access token/);
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', '••••WXYZ');
    // A token typed on edit still has to be a whole one.
    await user.type(token, 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The access token has at least 20 characters.')).toBeInTheDocument();
    await user.clear(token);
    await waitFor(() => expect(token).not.toHaveAttribute('aria-invalid', 'true'));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Main pixel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pixel «Main pixel» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/pixels'));
    const [body] = api.bodiesOf('PUT /client/pixels/7/update') as Record<string, unknown>[];
    expect(body).toEqual({
      name: 'Main pixel',
      type: 'facebook',
      pixel_id: '123456789012345',
      events: ['Install'],
      application_ids: [5, 6],
      version: 1,
    });
    expect(body).not.toHaveProperty('access_token');
  });

  it('sends a new token typed on edit', async () => {
    const { user } = renderPixel('/client/pixels/7/edit', {
      'GET /client/pixels/:id/edit': json(200, { data: pixel, options }),
      'PUT /client/pixels/:id/update': ({ body }) =>
        json(200, { data: { ...pixel, ...(body as object) }, message: 'Saved.' }),
    });
    await user.type(await screen.findByLabelText(/^Access token/), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pixel «Main» is saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /client/pixels/7/update')).toEqual([
      expect.objectContaining({ access_token: TOKEN }),
    ]);
  });

  it('names the applications using the pixel before deleting it', async () => {
    const { user, location } = renderPixel('/client/pixels/7/edit', {
      'GET /client/pixels/:id/edit': json(200, { data: pixel, options }),
      'GET /client/pixels/:id/delete': json(200, {
        data: {
          id: 7,
          name: 'Main',
          applications: [
            { id: 5, name: 'Ocean Recipes' },
            { id: 6, name: 'Sky Maps' },
          ],
        },
      }),
      'DELETE /client/pixels/:id/destroy': json(200, { message: 'Deleted.' }),
    });
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    expect(danger).toHaveTextContent('Used by 2 applications.');

    await user.click(within(danger).getByRole('button', { name: 'Delete pixel' }));
    let question = await screen.findByRole('alertdialog', { name: 'Delete pixel' });
    expect(question).toHaveTextContent(
      'Delete the pixel «Main»? 2 applications stop reporting to it: Ocean Recipes, Sky Maps.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests()).not.toContain('DELETE /client/pixels/7/destroy');

    await user.click(within(danger).getByRole('button', { name: 'Delete pixel' }));
    question = await screen.findByRole('alertdialog', { name: 'Delete pixel' });
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Pixel «Main» deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/pixels'));
    expect(api.requests().filter((call) => call.includes('/client/pixels/7/'))).toEqual([
      'GET /client/pixels/7/edit',
      'GET /client/pixels/7/delete',
      'GET /client/pixels/7/delete',
      'DELETE /client/pixels/7/destroy',
    ]);
  });
});
