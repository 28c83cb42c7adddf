import { resolve } from 'node:path';
import { useState } from 'react';
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
  type FakeReply,
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { ManageCompany } from '../../api/companies';
import { ManualDepositDialog } from './manual-deposit-dialog';
import { useManualDeposit } from './use-manual-deposit';

const resources = loadLocales(resolve(__dirname, '../../locales'));

/** The administrator (mockUser id 1) and the company (7) own the attempt. */
const STORAGE_KEY = 'panel.manual-deposit:1:7';
const DEPOSIT = 'POST /manage/company/:id/manual-balance-deposit';
const SENT = 'POST /manage/company/7/manual-balance-deposit';

const company: ManageCompany = {
  id: 7,
  version: 1,
  name: 'Acme',
  status: 'active',
  balance: '125.50',
  currency: 'USD',
  tariff_id: 2,
  subscription_tier_id: 5,
  owner_id: 3,
  referral_link_id: null,
  contact_email: 'owner@acme.test',
  website: '',
  timezone: 'UTC',
  created_at: '2026-01-01T00:00:00Z',
  owner_name: 'Olga Owner',
  owner_email: 'olga@acme.test',
  tariff_name: 'Growth',
  users_count: 3,
  applications_count: 4,
  domains_count: 1,
};

/** The server's answer to a credited manual deposit. */
function credited(
  amount: string,
  balance: string,
  reason: string,
  extra: Record<string, unknown> = {},
): FakeReply {
  return json(200, {
    data: {
      transaction: {
        id: 90,
        company_id: 7,
        type: 'manual',
        amount,
        balance_after: balance,
        currency: 'USD',
        description: reason,
        created_by: 1,
        created_by_name: 'Test User',
        created_at: '2026-03-01T10:00:00Z',
      },
      balance,
    },
    message: 'Credited.',
    ...extra,
  });
}

/** The dialog as the record screen holds it, open until it closes itself. */
function Harness() {
  const deposit = useManualDeposit(company.id);
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <ManualDepositDialog open={open} onClose={() => setOpen(false)} company={company} deposit={deposit} />
    </>
  );
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderDialog(routes: Record<string, FakeRoute> = {}) {
  api = fakeApi(routes);
  return renderWithProviders(<Harness />, {
    route: '/manage/companies/7',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.companies'] } }),
    language: 'en',
    resources,
  });
}

type User = ReturnType<typeof renderDialog>['user'];

const sent = () => api.bodiesOf(SENT) as { amount: string; reason: string; idempotency_key: string }[];

async function fillIn(user: User, amount: string, reason: string) {
  const amountInput = await screen.findByRole('textbox', { name: /^Amount/ });
  await user.clear(amountInput);
  await user.type(amountInput, amount);
  const reasonInput = screen.getByRole('textbox', { name: /^Reason/ });
  await user.clear(reasonInput);
  if (reason) await user.type(reasonInput, reason);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the manual deposit', () => {
  it('requires a reason of 5 to 500 characters and a valid amount before anything is sent', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByTestId('manual-deposit-dialog');
    expect(dialog).toHaveTextContent('Current balance: $125.50');
    await fillIn(user, '50', '');
    expect(await within(dialog).findByText('Say why the company is credited.')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'Oops');
    expect(await within(dialog).findByText('At least 5 characters.')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    for (const [typed, message] of [
      ['0', 'The amount must be more than zero.'],
      ['-5', 'The amount must be more than zero.'],
      ['10.555', 'At most two decimals.'],
      ['1000000.01', 'At most $1,000,000.00 at a time.'],
      ['1e12', 'At most $1,000,000.00 at a time.'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    // Still the first step: nothing was sent.
    expect(screen.getByRole('heading', { name: 'Manual deposit to «Acme»' })).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('states the balance before and after in exact cents, and the reason, before sending', async () => {
    const { user } = renderDialog();
    await fillIn(user, '74.5', 'Refund of the March invoice');
    expect(await screen.findByRole('heading', { name: 'Confirm the manual deposit' })).toBeInTheDocument();
    expect(screen.getByTestId('manual-balance-before')).toHaveTextContent('$125.50');
    expect(screen.getByTestId('manual-amount')).toHaveTextContent('+$74.50');
    expect(screen.getByTestId('manual-balance-after')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('manual-reason')).toHaveTextContent('Refund of the March invoice');
    expect(screen.getByRole('button', { name: 'Credit $74.50' })).toBeInTheDocument();

    // Back to the first step, which keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('74.5');
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Refund of the March invoice');
    expect(api.requests()).toEqual([]);
  });

  it('sends one request for two clicks on confirm, with the reason and a key, then announces the credit', async () => {
    let answer!: (reply: FakeReply) => void;
    const { user } = renderDialog({ [DEPOSIT]: () => new Promise<FakeReply>((done) => (answer = done)) });
    await fillIn(user, '100', 'Goodwill credit');
    const confirm = await screen.findByRole('button', { name: 'Credit $100.00' });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(api.requests()).toEqual([SENT]));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      amount: '100.00',
      reason: 'Goodwill credit',
      sentAt: expect.any(Number),
    });

    answer(credited('100.00', '225.50', 'Goodwill credit'));
    expect(await screen.findByText('$100.00 credited to «Acme». Balance: $225.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed'));
    expect(sent()).toEqual([
      {
        amount: '100.00',
        reason: 'Goodwill credit',
        idempotency_key: expect.stringMatching(/^[\w-]{8,100}$/),
      },
    ]);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('retries after a network failure with the same key, and announces a replayed answer as already credited', async () => {
    const replies: FakeReply[] = [
      'network',
      credited('20.00', '145.50', 'Bank transfer 4411', { replayed: true }),
    ];
    const { user, location } = renderDialog({ [DEPOSIT]: () => replies.shift()! });
    await fillIn(user, '20', 'Bank transfer 4411');
    await user.click(await screen.findByRole('button', { name: 'Credit $20.00' }));
    // The panel shows its error screen for a lost connection; the attempt waits in sessionStorage.
    await waitFor(() => expect(location().pathname).toBe('/error'));
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!) as { key: string };
    expect(stored.key).toBe(sent()[0]!.idempotency_key);
    expect(screen.getByText(/This repeats the deposit that was not confirmed/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Credit $20.00' }));
    expect(
      await screen.findByText(
        'This deposit of $20.00 had already been credited; nothing was credited again. Balance: $145.50',
      ),
    ).toBeInTheDocument();
    expect(sent().map((body) => body.idempotency_key)).toEqual([stored.key, stored.key]);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps the key after a server error and takes a new amount as a new attempt with a new key', async () => {
    const replies: FakeReply[] = [json(500, { message: 'Server Error' }), credited('30.00', '155.50', 'Fix')];
    const { user } = renderDialog({ [DEPOSIT]: () => replies.shift()! });
    await fillIn(user, '25', 'Correction of a charge');
    await user.click(await screen.findByRole('button', { name: 'Credit $25.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trying again is safe: the same deposit cannot be credited twice.',
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await fillIn(user, '30', 'Correction of a charge');
    await user.click(await screen.findByRole('button', { name: 'Credit $30.00' }));
    expect(await screen.findByText('$30.00 credited to «Acme». Balance: $155.50')).toBeInTheDocument();
    const [first, second] = sent();
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  });

  it('puts a refusal (422) on its field and starts a new attempt afterwards', async () => {
    const replies: FakeReply[] = [
      json(422, { message: 'The given data was invalid.', errors: { reason: ['The reason is too vague.'] } }),
      credited('40.00', '165.50', 'Refund of order 1182'),
    ];
    const { user } = renderDialog({ [DEPOSIT]: () => replies.shift()! });
    await fillIn(user, '40', 'Because');
    await user.click(await screen.findByRole('button', { name: 'Credit $40.00' }));
    expect(await screen.findByText('The reason is too vague.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    await fillIn(user, '40', 'Refund of order 1182');
    await user.click(await screen.findByRole('button', { name: 'Credit $40.00' }));
    expect(await screen.findByText('$40.00 credited to «Acme». Balance: $165.50')).toBeInTheDocument();
    const [first, second] = sent();
    expect(second).toMatchObject({ reason: 'Refund of order 1182' });
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  });
});
