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
  type FakeApi,
  type FakeRoute,
  type userEvent,
} from '@panel/shared-core/testing';
import ReferralLinkFormScreen, { referralLinkSchema } from './referral-link-form-screen';

type UserEvent = ReturnType<typeof userEvent.setup>;

const resources = loadLocales(resolve(__dirname, '../../locales'));

const options = {
  owner_id: [
    { value: 5, label: 'Olga Owner (olga@acme.test)' },
    { value: 6, label: 'Petr Partner (petr@acme.test)' },
  ],
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
    'GET /manage/referral-link/create': json(200, {
      options,
      defaults: { name: '', code: '', owner_id: null, bonus_percent: 10, is_active: true },
    }),
    'POST /manage/referral-link/store': store,
  });
  return renderWithProviders(<ReferralLinkFormScreen />, {
    route: '/manage/referral-links/new',
    path: '/manage/referral-links/new',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.referrals'] } }),
    language: 'en',
    resources,
  });
}

/** Replaces a number field's text at once (see tariff-record-screen.test.tsx). */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const t = () => createTestI18n({ language: 'en', resources }).getFixedT('en', 'manage');

/** The first message the rules give a link that differs from a valid one by `change`. */
function problem(change: Record<string, unknown>): string | undefined {
  const result = referralLinkSchema(t()).safeParse({
    name: 'Spring',
    code: 'SPRING-26',
    owner_id: 5,
    bonus_percent: 10,
    is_active: true,
    ...change,
  });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the referral link rules', () => {
  it('take a code of 3 to 32 letters, digits, «-» and «_»', () => {
    expect(problem({ code: 'ab_c-9' })).toBeUndefined();
    expect(problem({ code: 'x'.repeat(32) })).toBeUndefined();
    expect(problem({ code: 'ab' })).toBe('A code has 3 to 32 characters.');
    expect(problem({ code: 'x'.repeat(33) })).toBe('A code has 3 to 32 characters.');
    expect(problem({ code: 'spring 26' })).toBe('Use only letters, digits, «-» and «_» in a code.');
    expect(problem({ code: 'весна' })).toBe('Use only letters, digits, «-» and «_» in a code.');
  });

  it('take a bonus from 0 to 100 with up to 2 decimals', () => {
    for (const bonus of [0, 12.5, 12.75, 100]) expect(problem({ bonus_percent: bonus })).toBeUndefined();
    for (const bonus of [-1, 100.01, 150, 12.345, null])
      expect(problem({ bonus_percent: bonus })).toBe('Enter a bonus from 0 to 100, with up to 2 decimals.');
  });
});

describe('the referral link form', () => {
  it('refuses a bad code and a bonus over 100 on their fields, then sends the link', async () => {
    const { user, location } = renderNew(({ body }) =>
      json(200, {
        data: {
          ...(body as { code: string }),
          id: 21,
          version: 1,
          url: `http://localhost:8080/admin/registration/${(body as { code: string }).code}`,
          owner_name: 'Petr Partner',
          owner_email: 'petr@acme.test',
          registrations_count: 0,
          deposits_sum: '0.00',
          currency: 'USD',
          created_at: '2026-05-01T10:00:00Z',
          companies: [],
        },
        message: 'Saved.',
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Spring campaign');
    const code = screen.getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'spring 26');
    const bonus = screen.getByRole('spinbutton', { name: /^Bonus/ });
    await retype(user, bonus, '150');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Use only letters, digits, «-» and «_» in a code.')).toBeInTheDocument();
    expect(screen.getByText('Enter a bonus from 0 to 100, with up to 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText("Choose the link's owner.")).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(bonus).toHaveAttribute('aria-invalid', 'true');
    expect(api!.requests()).toEqual(['GET /manage/referral-link/create']);

    await user.clear(code);
    await user.type(code, 'SPRING-26');
    await retype(user, bonus, '12.5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Owner/ }),
      'Petr Partner (petr@acme.test)',
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toBe('/manage/referral-links/21'));
    expect(api!.bodiesOf('POST /manage/referral-link/store')).toEqual([
      { name: 'Spring campaign', code: 'SPRING-26', owner_id: 6, bonus_percent: 12.5, is_active: true },
    ]);
  });

  it('shows a code the server finds taken on the code field', async () => {
    const { user } = renderNew(
      json(422, {
        message: 'The given data was invalid.',
        errors: { code: ['The code SPRING is taken already.'] },
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Spring');
    const code = screen.getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'SPRING');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Owner/ }), 'Olga Owner (olga@acme.test)');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The code SPRING is taken already.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('SPRING');
  });
});
