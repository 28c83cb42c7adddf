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
import ManageApplicationRecordScreen from './application-record-screen';
import ApplicationCommentsTab from './application-comments-tab';
import { routes } from '../../routes';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
const session = mockSession({ access: { isAdmin: true, permissions: ['manage.applications'] } });

const app = {
  id: 5,
  version: 1,
  name: 'Ocean Recipes',
  status: 'deleted',
  domain_id: null,
  domain: '',
  language: 'en',
  category: 'games',
  template: 'google-play',
  icon_url: '',
  screenshots: [],
  developer_name: 'Acme Apps',
  description: '',
  rating: 4.6,
  installs_label: '10K+',
  offer_url: 'https://offers.example/ocean',
  pixel_ids: [],
  push_enabled: true,
  comments_count: 3,
  installs: 100,
  company_id: 1,
  company_name: 'Acme Apps',
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

const comment = (id: number, author: string, position: number, extra: Record<string, unknown> = {}) => ({
  id,
  application_id: 5,
  author_name: author,
  author_avatar_url: '',
  text: `Text of ${author}`,
  rating: 5,
  likes: 1,
  shown_date: '2026-02-01',
  position,
  reply_text: null,
  is_system: false,
  system_set_id: null,
  created_at: '2026-02-01T10:00:00Z',
  ...extra,
});

/** The choices of the application's form: the record screen reads them with the record. */
const options = { categories: [], languages: [], templates: [], pixels: [], domains: [] };

let comments = [
  comment(1, 'Anna', 1),
  comment(2, 'Boris', 2),
  comment(3, 'System Sam', 3, { is_system: true, system_set_id: 4 }),
];
let api: FakeApi;

function serve() {
  api = fakeApi({
    'GET /manage/application/:id/edit': json(200, { data: app, options }),
    'GET /manage/application/comment/search': () => json(200, { data: comments }),
    'POST /manage/application/comment/update-position': ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      comments = ids.map((id, index) => ({ ...comments.find((c) => c.id === id)!, position: index + 1 }));
      return json(200, { data: comments, message: 'Done.' });
    },
    'DELETE /manage/application/comment/:id/destroy': ({ params }) => {
      comments = comments.filter((c) => c.id !== Number(params.id));
      return json(200, { message: 'Done.' });
    },
    'POST /manage/application/comment/store': ({ body }) => {
      const created = comment(
        9,
        (body as { author_name: string }).author_name,
        comments.length + 1,
        body as Record<string, unknown>,
      );
      comments = [...comments, created];
      return json(200, { data: created, message: 'Done.' });
    },
    'POST /manage/application/:id/restore': json(200, {
      data: { ...app, status: 'active' },
      message: 'Restored.',
    }),
  });
}

beforeEach(() => {
  comments = [
    comment(1, 'Anna', 1),
    comment(2, 'Boris', 2),
    comment(3, 'System Sam', 3, { is_system: true, system_set_id: 4 }),
  ];
  serve();
});
afterEach(() => api.restore());

function renderTab() {
  return renderWithProviders(
    <Routes>
      <Route path="/manage/applications/:id" element={<ManageApplicationRecordScreen />}>
        <Route path="comments" element={<ApplicationCommentsTab />} />
      </Route>
    </Routes>,
    { route: '/manage/applications/5/comments', session, language: 'en', resources },
  );
}

const authors = () => screen.getAllByTestId('comment-author').map((node) => node.textContent);

describe('the comments tab of the administrators', () => {
  it('shows the comments in their order and moves one down through update-position of the manage area', async () => {
    const { user } = renderTab();
    await waitFor(() => expect(authors()).toEqual(['Anna', 'Boris', 'System Sam']));
    await user.click(screen.getByRole('button', { name: 'Move the comment by Anna down' }));
    await waitFor(() => expect(authors()).toEqual(['Boris', 'Anna', 'System Sam']));
    expect(api.bodiesOf('POST /manage/application/comment/update-position')).toEqual([
      { application_id: 5, ids: [2, 1, 3] },
    ]);
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
  });

  it('offers neither edit nor delete for a system comment, and deletes another after confirmation', async () => {
    const { user } = renderTab();
    await waitFor(() => expect(authors()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Actions for the comment by System Sam' }));
    const systemMenu = await screen.findByRole('menu');
    expect(within(systemMenu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(systemMenu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for the comment by Boris' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(authors()).toEqual(['Anna', 'System Sam']));
    expect(api.requests()).toContain('DELETE /manage/application/comment/2/destroy');
  });

  it('adds a comment with the dialog', async () => {
    const { user } = renderTab();
    await waitFor(() => expect(authors()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New comment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Author/ }), 'Vera');
    await user.type(within(dialog).getByRole('textbox', { name: /^Text/ }), 'Lovely.');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(authors()).toEqual(['Anna', 'Boris', 'System Sam', 'Vera']));
    expect(api.bodiesOf('POST /manage/application/comment/store')[0]).toMatchObject({
      application_id: 5,
      author_name: 'Vera',
      text: 'Lovely.',
      rating: 5,
      likes: 0,
      reply_text: null,
    });
  });

  it('restores a deleted application after confirmation', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('«Ocean Recipes» restored')).toBeInTheDocument();
    expect(api.requests()).toContain('POST /manage/application/5/restore');
  });
});

describe("the record's route", () => {
  it("starts the record's call beside its code, and the screen draws from that answer without asking again", async () => {
    // The language the screen renders in: the record's query key holds it.
    createTestI18n({ language: 'en', resources });
    try {
      // What the area host does when the user opens the record (remote-area.tsx): its code and its call at once.
      await preloadScreens(routes, '/applications/5');
      await waitFor(() => expect(api.requests()).toEqual(['GET /manage/application/5/edit']));
      renderWithProviders(
        <Routes>
          <Route path="/manage/applications/:id" element={<ManageApplicationRecordScreen />} />
        </Routes>,
        { route: '/manage/applications/5', session, language: 'en', resources, queryClient },
      );
      expect(await screen.findByRole('heading', { name: 'Ocean Recipes' })).toBeInTheDocument();
      expect(api.requests()).toEqual(['GET /manage/application/5/edit']);
    } finally {
      queryClient.clear();
    }
  });
});
