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
import { withDomainTexts } from '@panel/shared-domain/testing';
import type { PushTemplate } from '../../api/push-templates';
import PushTemplateFormScreen from './push-template-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const options = {
  language: [
    { value: 'ru', label: 'Russian' },
    { value: 'en', label: 'English' },
  ],
};

const template: PushTemplate = {
  id: 3,
  version: 1,
  name: 'Welcome back',
  language: 'en',
  title: 'We miss you',
  body: 'Come back for a bonus.',
  icon_url: 'https://cdn.example/icon.png',
  image_url: null,
  url: 'https://example.com/bonus',
  created_at: '2026-01-01T00:00:00Z',
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderTemplate(route: string, routes: Record<string, FakeRoute>) {
  api = fakeApi(routes);
  return renderWithProviders(<PushTemplateFormScreen />, {
    route,
    path: route.endsWith('/new') ? '/manage/push-templates/new' : '/manage/push-templates/:id/edit',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.templates'] } }),
    language: 'en',
    resources,
  });
}

const createRoutes: Record<string, FakeRoute> = {
  'GET /manage/push-template/create': json(200, {
    options,
    defaults: { name: '', language: 'ru', title: '', body: '', icon_url: '', image_url: null, url: '' },
  }),
  'POST /manage/push-template/store': ({ body }) =>
    json(200, { data: { ...template, ...(body as object), id: 8 }, message: 'Saved.' }),
};

describe('the push template form', () => {
  it('previews the push as the title is typed, and says where a long title is cut', async () => {
    const { user } = renderTemplate('/manage/push-templates/new', createRoutes);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getAllByText('The title appears here')).toHaveLength(3);

    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Spring sale');
    await waitFor(() => expect(within(preview).getAllByText('Spring sale')).toHaveLength(3));
    expect(within(preview).queryByText('The title appears here')).not.toBeInTheDocument();
    expect(within(preview).queryByTestId('preview-cut-ios')).not.toBeInTheDocument();

    // 45 characters: an iPhone cuts the title at about 40, Android and desktops show it whole.
    await user.paste(': forty-five characters long.'.padEnd(34, '!'));
    expect(title).toHaveValue('Spring sale: forty-five characters long.!!!!!');
    expect(await within(preview).findByTestId('preview-cut-ios')).toHaveTextContent(
      'Cut on this platform: it shows about 40 characters of the title and 110 of the text.',
    );
    expect(within(preview).queryByTestId('preview-cut-android')).not.toBeInTheDocument();
    expect(within(preview).getAllByText('Spring sale: forty-five characters long.!!!!!')).toHaveLength(2);

    // Past 50, Android cuts it too.
    await user.paste(' And a few more words.');
    expect(await within(preview).findByTestId('preview-cut-android')).toBeInTheDocument();
    expect(within(preview).queryByTestId('preview-cut-desktop')).toBeInTheDocument();
  });

  it('saves the changes, with no picture as null, and returns to the listing', async () => {
    const { user, location } = renderTemplate('/manage/push-templates/3/edit', {
      'GET /manage/push-template/:id/edit': json(200, { data: { ...template, image_url: '' }, options }),
      'PUT /manage/push-template/:id/update': ({ body }) =>
        json(200, { data: { ...template, ...(body as object) }, message: 'Saved.' }),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument();
    expect(api.requests()).not.toContain('PUT /manage/push-template/3/update');

    await user.type(title, 'We miss you, really');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Push template «Welcome back» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/manage/push-templates'));
    expect(api.bodiesOf('PUT /manage/push-template/3/update')).toEqual([
      {
        name: 'Welcome back',
        language: 'en',
        title: 'We miss you, really',
        body: 'Come back for a bonus.',
        url: 'https://example.com/bonus',
        icon_url: 'https://cdn.example/icon.png',
        image_url: null,
        // The version the form was opened with: a save over someone else's answers 409 (docs/api-contract.md).
        version: 1,
      },
    ]);
  });

  it('deletes the template after a confirmation', async () => {
    const { user, location } = renderTemplate('/manage/push-templates/3/edit', {
      'GET /manage/push-template/:id/edit': json(200, { data: template, options }),
      'DELETE /manage/push-template/:id/delete': json(200, { message: 'Deleted.' }),
    });
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    await user.click(within(danger).getByRole('button', { name: 'Delete template' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete template' });
    expect(question).toHaveTextContent('Delete the template «Welcome back»? This cannot be undone.');
    await user.click(within(question).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Template «Welcome back» deleted')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/manage/push-templates'));
    expect(api.requests()).toContain('DELETE /manage/push-template/3/delete');
  });
});
