import { resolve } from 'node:path';
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
  type FakeRoute,
  type userEvent,
} from '@panel/shared-core/testing';
import TariffFormScreen, { tariffSchema } from './tariff-form-screen';

type UserEvent = ReturnType<typeof userEvent.setup>;

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  period: [
    { value: 'month', label: 'Monthly' },
    { value: 'year', label: 'Yearly' },
  ],
  currency: [
    { value: 'USD', label: 'USD' },
    { value: 'EUR', label: 'EUR' },
  ],
  features: [
    { value: 'pwa', label: 'PWA builder' },
    { value: 'push', label: 'Push notifications' },
    { value: 'custom-domains', label: 'Custom domains' },
    { value: 'api', label: 'API access' },
  ],
};

const defaults = {
  name: '',
  description: '',
  price: '0.00',
  currency: 'USD',
  period: 'month',
  limits: { applications: 0, domains: 0, push_per_month: 0, team_members: 1 },
  features: [],
  is_active: true,
  sort: 5,
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderNew(store: FakeRoute) {
  api = fakeApi({
    'GET /manage/tariff/create': json(200, { options, defaults }),
    'POST /manage/tariff/store': store,
  });
  return renderWithProviders(<TariffFormScreen />, {
    route: '/manage/tariffs/new',
    path: '/manage/tariffs/new',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.tariffs'] } }),
    language: 'en',
    resources,
  });
}

/** Replaces a number field's text at once (see tariff-record-screen.test.tsx). */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

describe('the tariff form', () => {
  it('takes the limits as whole numbers and asks for the ones left empty', async () => {
    const { user, location } = renderNew(({ body }) =>
      json(200, {
        data: {
          ...defaults,
          ...(body as object),
          id: 9,
          version: 1,
          tiers_count: 0,
          companies_count: 0,
          tiers: [],
        },
        message: 'Saved.',
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Scale');
    await user.clear(screen.getByRole('textbox', { name: /^Price/ }));
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '49,90');

    const applications = screen.getByRole('spinbutton', { name: /^Applications/ });
    await retype(user, applications, '2.5');
    // Leaving the field keeps what was typed: the rule names the whole number it wants, nothing is rounded behind
    // the user's back.
    await user.click(screen.getByRole('spinbutton', { name: /^Domains/ }));
    expect(applications).toHaveValue('2.5');

    const domains = screen.getByRole('spinbutton', { name: /^Domains/ });
    await retype(user, domains, '');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Enter a whole number, 0 or more.')).toHaveLength(2);
    expect(applications).toHaveAttribute('aria-invalid', 'true');
    expect(domains).toHaveAttribute('aria-invalid', 'true');
    expect(api!.requests()).toEqual(['GET /manage/tariff/create']);

    await retype(user, applications, '3');
    await retype(user, domains, '20');
    await user.click(screen.getByRole('checkbox', { name: /Push notifications/ }));
    // Custom domains are the domains limit's to grant, never a choice beside it.
    expect(screen.queryByRole('checkbox', { name: /Custom domains/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/tariffs/9'));
    expect(api!.bodiesOf('POST /manage/tariff/store')).toEqual([
      {
        name: 'Scale',
        description: '',
        price: '49.90',
        currency: 'USD',
        period: 'month',
        limits: { applications: 3, domains: 20, push_per_month: 0, team_members: 1 },
        features: ['push'],
        is_active: true,
        sort: 5,
      },
    ]);
  });

  it("shows the server's refusal of a limit on that limit's field", async () => {
    const { user } = renderNew(
      json(422, {
        message: 'The given data was invalid.',
        errors: { 'limits.push_per_month': ['At most 100,000,000 push notifications a month.'] },
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Scale');
    await user.clear(screen.getByRole('textbox', { name: /^Price/ }));
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '49');
    const push = screen.getByRole('spinbutton', { name: /^Push notifications a month/ });
    await retype(user, push, '999999999');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('At most 100,000,000 push notifications a month.')).toBeInTheDocument();
    expect(push).toHaveAttribute('aria-invalid', 'true');
    expect(push).toHaveValue('999999999');
    // The field itself takes the focus, not its steppers (which sit before it in the page).
    await waitFor(() => expect(push).toHaveFocus());
    expect(screen.getByText('At most 100,000,000 push notifications a month.')).toBeInTheDocument();
  });

  it('says how many companies a new price reaches, before and when saving it', async () => {
    const record = {
      ...defaults,
      id: 4,
      version: 1,
      name: 'Pro',
      price: '29.00',
      tiers_count: 0,
      companies_count: 12,
      tiers: [],
    };
    api = fakeApi({
      'GET /manage/tariff/:id/edit': json(200, { data: record, options }),
      'PUT /manage/tariff/:id/update': ({ body }) =>
        json(200, { data: { ...record, ...(body as object) }, message: 'Saved.' }),
    });
    const { user } = renderWithProviders(<TariffFormScreen />, {
      route: '/manage/tariffs/4/edit',
      path: '/manage/tariffs/:id/edit',
      session: mockSession({ access: { isAdmin: true, permissions: ['manage.tariffs'] } }),
      language: 'en',
      resources,
    });
    const price = await screen.findByRole('textbox', { name: /^Price/ });
    expect(
      screen.getByText('12 companies are on this tariff: a new price applies to them.'),
    ).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '35');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    let question = await screen.findByRole('alertdialog', { name: 'Change the price?' });
    expect(question).toHaveTextContent(
      'The price of Pro changes from $29.00 to $35.00 for the 12 companies on it.',
    );
    // Cancelled: nothing is sent.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('PUT /manage/tariff/4/update')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    question = await screen.findByRole('alertdialog', { name: 'Change the price?' });
    await user.click(within(question).getByRole('button', { name: 'Save the new price' }));
    await waitFor(() => expect(api!.bodiesOf('PUT /manage/tariff/4/update')).toHaveLength(1));
    expect(api.bodiesOf('PUT /manage/tariff/4/update')[0]).toMatchObject({ price: '35' });
  });

  it("quotes the sample prices in the reader's number format", () => {
    const t = createTestI18n({ language: 'ru', resources }).getFixedT('ru', 'manage');
    const result = tariffSchema(t, 'ru').safeParse({ ...defaults, name: 'Scale', price: '9.999' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'price')?.message).toBe(
      'Введите цену, например 29 или 29,90: 0 или больше, не больше 2 знаков после запятой.',
    );
  });

  it('refuses fractions, negatives and a price with more than 2 decimals in its rules', () => {
    const t = createTestI18n({ language: 'en', resources }).getFixedT('en', 'manage');
    const result = tariffSchema(t, 'en').safeParse({
      ...defaults,
      name: 'Scale',
      price: '9.999',
      limits: { applications: 2.5, domains: -1, push_per_month: null, team_members: 3 },
    });
    expect(result.success).toBe(false);
    expect(
      Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])),
    ).toEqual({
      price: 'Enter a price such as 29 or 29.90, 0 or more, with up to 2 decimals.',
      'limits.applications': 'Enter a whole number, 0 or more.',
      'limits.domains': 'Enter a whole number, 0 or more.',
      'limits.push_per_month': 'Enter a whole number, 0 or more.',
    });
  });
});
