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
  type FakeApi,
} from '@panel/shared-core/testing';
import DomainConnectScreen from './domain-connect-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderConnect() {
  api = fakeApi({
    'GET /client/domain/create': json(200, {
      options: { application_id: [{ value: 5, label: 'Ocean Recipes' }] },
      defaults: {},
    }),
    'POST /client/domain/store': ({ body }) =>
      json(200, {
        data: { id: 14, status: 'pending', ssl_status: 'none', type: 'custom', ...(body as object) },
        message: 'Stored.',
      }),
  });
  return renderWithProviders(<DomainConnectScreen />, {
    route: '/client/domains/new',
    path: '/client/domains/new',
    session: mockSession({ access: { permissions: ['domain.manage'] } }),
    language: 'en',
    resources,
  });
}

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
    expect(api.requests()).toEqual(['GET /client/domain/create']);
  });

  it("saves the trimmed hostname and goes to the new domain's screen", async () => {
    const { user, location } = renderConnect();
    await user.type(await screen.findByRole('textbox', { name: /^Domain name/ }), '  shop.acme.test  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Application' }), 'Ocean Recipes');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('shop.acme.test added. Now create its DNS records.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/domains/14'));
    expect(api.bodiesOf('POST /client/domain/store')).toEqual([
      { name: 'shop.acme.test', application_id: 5 },
    ]);
  });
});
