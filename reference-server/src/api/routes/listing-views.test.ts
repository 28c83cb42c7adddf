/**
 * Named listing views (docs/api-contract.md, "Listing views"): kept per user and listing, shared read-only with the
 * owner's company, one of them each user's default; nobody changes another's view or sees another company's.
 */
import {
  LISTING_VIEW_LIMITS,
  type ListingView,
  type ListingViewList,
  type ListingViewState,
} from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { registerCompany, signIn } from '../../testing/company';

const state = (over: Partial<ListingViewState> = {}): ListingViewState => ({
  filters: { status: 'active' },
  search: 'acme',
  sort: { key: 'name', dir: 'desc' },
  perPage: 50,
  columns: { order: ['name', 'id'], visible: { category: false }, widths: { name: 240 }, pinned: 1 },
  labels: { name: 'Name', status: 'Status' },
  ...over,
});

const VIEWS = '/common/listing/application/views';
type Saved = { data: ListingView; message: string };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a user saves a view, reads it back as saved, renames it and deletes it', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  expect(await owner.ok<ListingViewList>('GET', VIEWS)).toEqual({ data: [], default_view: null });
  const saved = await owner.ok<Saved>('POST', VIEWS, { name: ' Active ', state: state() });
  expect(saved.data).toMatchObject({
    name: 'Active',
    state: state(),
    shared: false,
    mine: true,
    owner: 'Oleg Petrov',
  });
  const { data } = await owner.ok<ListingViewList>('GET', VIEWS);
  expect(data).toEqual([saved.data]);

  const renamed = await owner.ok<Saved>('PUT', `${VIEWS}/${saved.data.id}`, { name: 'Active ones' });
  expect(renamed.data).toMatchObject({ name: 'Active ones', state: state() });
  const changed = await owner.ok<Saved>('PUT', `${VIEWS}/${saved.data.id}`, { state: state({ search: '' }) });
  expect(changed.data.state.search).toBe('');

  await owner.ok('DELETE', `${VIEWS}/${saved.data.id}`);
  expect((await owner.ok<ListingViewList>('GET', VIEWS)).data).toEqual([]);
  expect(await owner.status('DELETE', `${VIEWS}/${saved.data.id}`)).toBe(404);
});

test('views are per listing and per scope', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  await owner.ok('POST', VIEWS, { name: 'Apps', state: state() });
  await owner.ok('POST', '/client/listing/team/views', { name: 'Team', state: state() });
  expect((await owner.ok<ListingViewList>('GET', '/common/listing/pixels/views')).data).toEqual([]);
  const team = await owner.ok<ListingViewList>('GET', '/client/listing/team/views');
  expect(team.data.map((view) => view.name)).toEqual(['Team']);
});

test('a shared view is seen read-only by the company, never by another company', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const member = await signIn(request, 'member');
  const other = await registerCompany(request, 'views');
  const privateView = await owner.ok<Saved>('POST', VIEWS, { name: 'Mine only', state: state() });
  const shared = await owner.ok<Saved>('POST', VIEWS, { name: 'For the team', state: state(), shared: true });
  expect(shared.data.shared).toBe(true);

  const seen = await member.ok<ListingViewList>('GET', VIEWS);
  expect(seen.data).toEqual([{ ...shared.data, mine: false }]);
  // Read-only: a colleague's view answers 403, and it stays as it was.
  expect(await member.status('PUT', `${VIEWS}/${shared.data.id}`, { name: 'Taken over' })).toBe(403);
  expect(await member.status('DELETE', `${VIEWS}/${shared.data.id}`)).toBe(403);
  // One not shared is not there for them at all.
  expect(await member.status('PUT', `${VIEWS}/${privateView.data.id}`, { name: 'x' })).toBe(404);
  // A copy is their own view.
  const copy = await member.ok<Saved>('POST', VIEWS, { name: 'For the team', state: shared.data.state });
  expect(copy.data).toMatchObject({ mine: true, owner: 'Maria Ivanova', shared: false });

  // Another company sees none of them and can touch none of them.
  expect((await other.ok<ListingViewList>('GET', VIEWS)).data).toEqual([]);
  expect(await other.status('PUT', `${VIEWS}/${shared.data.id}`, { name: 'x' })).toBe(404);
  expect(await other.status('DELETE', `${VIEWS}/${shared.data.id}`)).toBe(404);
  expect(
    await other.status('PUT', `${VIEWS.replace('/views', '/default-view')}`, { view: shared.data.id }),
  ).toBe(422);
  expect((await owner.ok<ListingViewList>('GET', VIEWS)).data.map((view) => view.name)).toEqual([
    'For the team',
    'Mine only',
  ]);

  // Unshared, it leaves the colleague's list.
  await owner.ok('PUT', `${VIEWS}/${shared.data.id}`, { shared: false });
  expect((await member.ok<ListingViewList>('GET', VIEWS)).data.map((view) => view.name)).toEqual([
    'For the team',
  ]);
  expect((await member.ok<ListingViewList>('GET', VIEWS)).data[0]!.mine).toBe(true);
});

test('each user picks their own default, which falls away with the view', async ({ request }) => {
  const owner = await signIn(request, 'owner');
  const member = await signIn(request, 'member');
  const DEFAULT = '/common/listing/application/default-view';
  const shared = await owner.ok<Saved>('POST', VIEWS, { name: 'Shared', state: state(), shared: true });
  const own = await owner.ok<Saved>('POST', VIEWS, { name: 'Own', state: state() });

  expect(await owner.ok('PUT', DEFAULT, { view: own.data.id })).toMatchObject({ default_view: own.data.id });
  expect(await member.ok('PUT', DEFAULT, { view: shared.data.id })).toMatchObject({
    default_view: shared.data.id,
  });
  expect((await owner.ok<ListingViewList>('GET', VIEWS)).default_view).toBe(own.data.id);
  expect((await member.ok<ListingViewList>('GET', VIEWS)).default_view).toBe(shared.data.id);
  // Not a view the member may open.
  const invalid = await member.invalid('PUT', DEFAULT, { view: own.data.id });
  expect(Object.keys(invalid.errors)).toEqual(['view']);

  // Unshared, the member's default is gone; cleared, the owner's too.
  await owner.ok('PUT', `${VIEWS}/${shared.data.id}`, { shared: false });
  expect((await member.ok<ListingViewList>('GET', VIEWS)).default_view).toBeNull();
  await owner.ok('PUT', DEFAULT, { view: null });
  expect((await owner.ok<ListingViewList>('GET', VIEWS)).default_view).toBeNull();
});

test('names are unique per user and listing, the state is checked for its shape, and the count is limited', async ({
  request,
}) => {
  const owner = await signIn(request, 'owner');
  await owner.ok('POST', VIEWS, { name: 'Daily', state: state() });
  expect(Object.keys((await owner.invalid('POST', VIEWS, { name: 'daily', state: state() })).errors)).toEqual(
    ['name'],
  );
  expect((await owner.invalid('POST', VIEWS, { name: '  ', state: state() })).errors.name).toBeDefined();
  const tooWide = state({ columns: { order: [], visible: {}, widths: { name: 5000 }, pinned: 0 } });
  expect((await owner.invalid('POST', VIEWS, { name: 'Wide', state: tooWide })).errors.state).toBeDefined();
  const tooPinned = state({ columns: { order: [], visible: {}, widths: {}, pinned: 9 } });
  expect(
    (await owner.invalid('POST', VIEWS, { name: 'Pinned', state: tooPinned })).errors.state,
  ).toBeDefined();

  for (let i = 1; i < LISTING_VIEW_LIMITS.perListing; i++)
    await owner.ok('POST', VIEWS, { name: `View ${i}`, state: state() });
  const over = await owner.invalid('POST', VIEWS, { name: 'One more', state: state() });
  expect(over.errors.name![0]).toContain(String(LISTING_VIEW_LIMITS.perListing));
});

test("the listing's own permission decides: no views of a listing the user may not read", async ({
  request,
}) => {
  const member = await signIn(request, 'member');
  expect(await member.status('GET', '/common/listing/pixels/views')).toBe(403);
  expect(await member.status('POST', '/common/listing/pixels/views', { name: 'x', state: state() })).toBe(
    403,
  );
  expect(await member.status('GET', '/common/listing/no-such-listing/views')).toBe(404);
  const admin = await signIn(request, 'admin');
  // Administrators share with the other administrators.
  const saved = await admin.ok<Saved>('POST', '/common/listing/company/views', {
    name: 'Big ones',
    state: state(),
    shared: true,
  });
  expect(saved.data.shared).toBe(true);
});
