import { resolve } from 'node:path';
import {
  act,
  fakeApi,
  fireEvent,
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
import type { Domain } from '../../api/domains';
import { domain } from '../../test-fixtures';
import DomainFormScreen from './domain-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));

const SEARCH = 'GET /client/application-choices';

/** Two applications of one name: only the id tells them apart. */
const NEON = [
  { value: 23, label: 'Neon Bets', status: 'active' },
  { value: 512, label: 'Neon Bets', status: 'deactivated' },
];

const OCEAN = { value: 5, label: 'Ocean Recipes', status: 'active' };

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderConnect(
  routes: Record<string, FakeRoute> = {},
  defaults: { application_id: number | null } = { application_id: null },
) {
  api = fakeApi({
    // As the server answers it: no list of applications (the field searches them).
    'GET /client/domain/create': json(200, { options: {}, defaults }),
    'POST /client/domain/store': ({ body }) =>
      json(200, {
        data: domain(body as Partial<Domain>),
        message: 'Stored.',
      }),
    [SEARCH]: ({ query }) => {
      const ids = query.get('ids')?.split(',').map(Number);
      if (ids) return json(200, { data: [...NEON, OCEAN].filter((c) => ids.includes(c.value)), total: 1 });
      const search = (query.get('search') ?? '').toLowerCase();
      // Opening the list without a text brings the first applications by name.
      if (!search) return json(200, { data: [OCEAN], total: 3 });
      const data = NEON.filter((choice) => choice.label.toLowerCase().includes(search));
      return json(200, { data, total: data.length });
    },
    ...routes,
  });
  return renderWithProviders(<DomainFormScreen />, {
    route: '/client/domains/new',
    path: '/client/domains/new',
    session: mockSession({ access: { permissions: ['domain.manage'] } }),
    language: 'en',
    resources,
  });
}

/**
 * Puts text in the application's combobox as typing does. Not user.type: the combobox applies each key a moment
 * later (in a microtask), and user-event's back-to-back keys in jsdom outrun React, losing some of them.
 */
function typeText(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

/** The search texts sent, in order. */
const searches = () =>
  api.calls
    .filter((call) => String(call.url).endsWith('/application-choices'))
    .map((call) => (call.params as { search?: string; ids?: string }).search ?? `ids=${call.params.ids}`);

describe('connecting a domain', () => {
  it('explains what is wrong with the hostname as it is typed, sending nothing', async () => {
    const { user } = renderConnect();
    const name = await screen.findByRole('textbox', { name: /^Domain name/ });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter a domain name, like shop.example.com.')).toBeInTheDocument();

    const cases: [string, string][] = [
      ['https://shop.acme.test', 'Leave out «http://» or «https://»: only the domain name.'],
      ['shop.acme.test/app', 'Only the domain name: no path, port, spaces or «/».'],
      ['Shop.acme.test', 'Use lowercase letters.'],
      ['shop', 'A domain name has at least two parts, like example.com.'],
      ['-shop.acme.test', 'A part cannot start or end with a hyphen.'],
      ['shop.acme.t3st', 'The last part (like «com») has only letters.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(name);
      await user.type(name, typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Filling the form in without opening the application's list searches nothing.
    expect(api.requests()).toEqual(['GET /client/domain/create']);
  });

  it('finds the application on the server as it is typed, told apart by its id, and saves its id', async () => {
    const { user, location } = renderConnect();
    await user.type(await screen.findByRole('textbox', { name: /^Domain name/ }), '  shop.acme.test  ');
    const application = screen.getByRole('combobox', { name: 'Application' });
    // Opened, the list shows the first applications.
    await user.click(application);
    expect(await screen.findByRole('option', { name: '#5 Ocean Recipes' })).toBeInTheDocument();
    // Typed key by key: only the text at the pause is asked.
    for (const text of ['n', 'ne', 'neo', 'neon']) typeText(application, text);

    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['#23 Neon Bets', '#512 Neon BetsDeactivated']),
    );
    // One request once typing paused, not one per key.
    expect(searches()).toEqual(['', 'neon']);
    expect(await screen.findByText('2 applications found')).toBeInTheDocument();

    // The keyboard chooses: the first match is highlighted as typed, the arrow moves to the second.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(application).toHaveValue('#512 Neon Bets'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // The choice keeps its text once the list is gone and the focus moves on.
    await user.tab();
    expect(application).toHaveValue('#512 Neon Bets');
    // Text typed and left without a choice does not stay: the field shows what it holds.
    typeText(application, 'zzz');
    expect(await within(await screen.findByRole('listbox')).findByText('No application matches «zzz».'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.tab();
    await waitFor(() => expect(application).toHaveValue('#512 Neon Bets'));

    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('shop.acme.test added. Now create its DNS records.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/domains/14'));
    expect(api.bodiesOf('POST /client/domain/store')).toEqual([
      { name: 'shop.acme.test', application_id: 512 },
    ]);
  });

  it('cancels the request of an older text, and never shows its answer', async () => {
    let answerOld: () => void = () => undefined;
    let oldSignal: AbortSignal | undefined;
    renderConnect({
      [SEARCH]: ({ query, config }) => {
        const search = query.get('search');
        if (search === 'ne') {
          oldSignal = config.signal as AbortSignal;
          return new Promise((done) => {
            answerOld = () => done(json(200, { data: [{ value: 7, label: 'Nebula Cards' }], total: 1 }));
          });
        }
        return json(200, { data: NEON.slice(0, 1), total: 1 });
      },
    });
    const application = await screen.findByRole('combobox', { name: 'Application' });
    typeText(application, 'ne');
    await waitFor(() => expect(searches()).toEqual(['ne']));
    expect(await within(await screen.findByRole('listbox')).findByText('Searching…')).toBeInTheDocument();

    typeText(application, 'neon');
    await waitFor(() => expect(searches()).toEqual(['ne', 'neon']));
    expect(await screen.findByRole('option', { name: '#23 Neon Bets' })).toBeInTheDocument();
    await waitFor(() => expect(oldSignal?.aborted).toBe(true));

    answerOld();
    await waitFor(() => expect(screen.getByText('1 application found')).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: /Nebula Cards/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when there are more matches than shown', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ value: 100 + index, label: `Star ${index}` }));
    renderConnect({
      [SEARCH]: ({ query }) =>
        query.get('search') === 'star'
          ? json(200, { data: many, total: 143 })
          : json(200, { data: [], total: 0 }),
    });
    const application = await screen.findByRole('combobox', { name: 'Application' });
    typeText(application, 'zzz');
    expect(await screen.findAllByText('No application matches «zzz».')).not.toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    typeText(application, 'star');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(
      screen.getAllByText('The first 20 of 143: type more of the name, or the #id.').length,
    ).toBeGreaterThan(0);
  });

  it('says when the search failed, and tries again on demand or when the list opens again', async () => {
    let fail = true;
    const { user } = renderConnect({
      [SEARCH]: () => (fail ? json(500, { message: 'Server error' }) : json(200, { data: NEON, total: 2 })),
    });
    const application = await screen.findByRole('combobox', { name: 'Application' });
    typeText(application, 'neon');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByText('The applications could not be loaded.')).toBeInTheDocument();

    fail = false;
    // Beside the list, not inside it (a listbox holds options only); a click on it keeps the list open.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('application-search-failed')).getByRole('button', { name: 'Try again' }),
    );
    // The same text is asked again, and the list stays open with what was typed.
    expect(await within(list).findByRole('option', { name: '#23 Neon Bets' })).toBeInTheDocument();
    expect(screen.queryByText('The applications could not be loaded.')).not.toBeInTheDocument();
    expect(application).toHaveValue('neon');
    expect(searches()).toEqual(['neon', 'neon']);

    // With the keyboard: the list closed and opened again asks again.
    fail = true;
    typeText(application, 'neo');
    expect(
      await within(await screen.findByRole('listbox')).findByText('The applications could not be loaded.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    fail = false;
    await user.keyboard('{ArrowDown}');
    expect(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: '#23 Neon Bets' }),
    ).toBeInTheDocument();
    expect(searches()).toEqual(['neon', 'neon', 'neo', 'neo']);
  });

  it('clears the choice when its text is deleted and the field is left, as a keyboard does', async () => {
    const { user } = renderConnect(
      { [SEARCH]: () => json(200, { data: NEON, total: 2 }) },
      { application_id: 23 },
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Application' })).toHaveValue('#23 Neon Bets'),
    );
    // The combobox is drawn afresh once the choice is named: the input is read after that.
    const application = screen.getByRole('combobox', { name: 'Application' });
    typeText(application, '');
    await user.tab();
    // Nothing chosen: the field stays empty instead of putting the old choice back, and none is sent.
    await waitFor(() => expect(application).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: /^Domain name/ }), 'shop.acme.test');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /client/domain/store')).toEqual([
        { name: 'shop.acme.test', application_id: null },
      ]),
    );
  });

  it('names the application already chosen before any search', async () => {
    renderConnect(
      {
        [SEARCH]: ({ query }) =>
          query.get('ids') === '512'
            ? json(200, { data: [NEON[1]], total: 1 })
            : json(500, { message: 'Only the chosen one is asked for.' }),
      },
      { application_id: 512 },
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Application' })).toHaveValue('#512 Neon Bets'),
    );
    expect(searches()).toEqual(['ids=512']);
  });
});
