import { resolve } from 'node:path';
import { useState } from 'react';
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
  type FakeReply,
} from '@panel/shared-core/testing';
import { company as acme } from '../../test-fixtures';
import { DepositDialog, depositSchema } from './deposit-dialog';
import { useDeposit } from './use-deposit';

const resources = loadLocales(resolve(__dirname, '../../locales'));
const STORAGE_KEY = 'panel.deposit:1';

const company = acme();

/** The server's answer to a credited deposit of `amount` on top of the company's balance. */
function credited(amount: string, balance: string, extra: Record<string, unknown> = {}): FakeReply {
  return json(200, {
    data: {
      transaction: {
        id: 40,
        type: 'deposit',
        amount,
        balance_after: balance,
        currency: 'USD',
        description: 'Deposit',
        created_at: '2026-03-01T10:00:00Z',
      },
      balance,
      currency: 'USD',
    },
    message: 'Credited.',
    ...extra,
  });
}

/** The dialog as a screen holds it: with the money-safe deposit controller, open until it closes itself. */
function Harness() {
  const deposit = useDeposit();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <DepositDialog open={open} onClose={() => setOpen(false)} company={company} deposit={deposit} />
    </>
  );
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderDialog(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi(routes);
  return renderWithProviders(<Harness />, {
    route: '/client/balance',
    session: mockSession({ access: { permissions: ['company.deposit'] } }),
    language: 'en',
    resources,
  });
}

const keysSent = () =>
  api
    .bodiesOf('POST /client/company/deposit')
    .map((body) => (body as { idempotency_key: string }).idempotency_key);

type User = ReturnType<typeof renderDialog>['user'];

async function enterAmount(user: User, amount: string) {
  const input = await screen.findByRole('textbox', { name: /^Amount/ });
  await user.clear(input);
  await user.type(input, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the deposit rules in Russian', () => {
  it('quote bounds and samples in the Russian number format, never the wire form', () => {
    api = fakeApi({});
    const t = createTestI18n({ language: 'ru', resources }).getFixedT('ru', 'client');
    const schema = depositSchema(t, company.deposit, 'ru');
    const message = (amount: string) =>
      schema.safeParse({ amount }).error?.issues[0]?.message.replace(/\s/g, ' ');
    expect(message('9.99')).toBe('Не меньше 10,00 $.');
    expect(message('5000.01')).toBe('Не больше 5 000,00 $ за раз.');
    expect(message('abc')).toBe('Введите сумму числом, например 150 или 150,50.');
  });
});

describe('the deposit dialog', () => {
  it('checks the amount as typed, with its own messages, and sends nothing', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByTestId('deposit-dialog');
    expect(dialog).toHaveTextContent('Current balance: $125.50');
    expect(dialog).toHaveTextContent('From $10.00 to $5,000.00, with at most two decimals.');
    const input = screen.getByRole('textbox', { name: /^Amount/ });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const expectations: [string, string][] = [
      ['abc', 'Enter the amount as a number, like 150 or 150.50.'],
      ['10.555', 'At most two decimals.'],
      ['0', 'The amount must be more than zero.'],
      // A negative amount is a number: its rule is the sign, not the form.
      ['-5', 'The amount must be more than zero.'],
      ['9.99', 'At least $10.00.'],
      ['5000.01', 'At most $5,000.00 at a time.'],
      // A number too large to type plainly is told the upper limit.
      ['1e12', 'At most $5,000.00 at a time.'],
    ];
    for (const [typed, message] of expectations) {
      await user.clear(input);
      await user.type(input, typed);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    // The limits themselves are allowed.
    await user.clear(input);
    await user.type(input, '5000');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('heading', { name: 'Deposit to the balance' })).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('states the amount and the exact balance after it before sending', async () => {
    const { user } = renderDialog();
    await enterAmount(user, '74.5');
    expect(await screen.findByRole('heading', { name: 'Confirm the deposit' })).toBeInTheDocument();
    const dialog = screen.getByTestId('deposit-dialog');
    expect(dialog).toHaveTextContent('You are about to deposit $74.50 to the company balance.');
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent('+$74.50');
    expect(screen.getByTestId('deposit-balance-after')).toHaveTextContent('$200.00');
    expect(screen.getByRole('button', { name: 'Deposit $74.50' })).toBeInTheDocument();

    // Back to the amount, which is kept.
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('74.5');
    expect(api.requests()).toEqual([]);
  });

  it('sends one request for a double click on confirm, then announces the credit and closes', async () => {
    let answer!: (reply: FakeReply) => void;
    const { user } = renderDialog({
      'POST /client/company/deposit': () => new Promise<FakeReply>((done) => (answer = done)),
    });
    await enterAmount(user, '100');
    const confirm = await screen.findByRole('button', { name: 'Deposit $100.00' });
    await user.dblClick(confirm);
    await waitFor(() => expect(api.requests()).toEqual(['POST /client/company/deposit']));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      amount: '100.00',
      sentAt: expect.any(Number),
    });

    answer(credited('100.00', '225.50'));
    expect(await screen.findByText('$100.00 credited. Balance: $225.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed'));
    expect(api.bodiesOf('POST /client/company/deposit')).toEqual([
      { amount: '100.00', idempotency_key: expect.any(String) },
    ]);
    // Confirmed: nothing is left to retry.
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('retries a failed (500) deposit with the same key, and a new amount with a new key', async () => {
    const replies: FakeReply[] = [
      json(500, { message: 'Server Error' }),
      json(500, { message: 'Server Error' }),
      credited('150.00', '275.50', { replayed: true }),
    ];
    const { user } = renderDialog({ 'POST /client/company/deposit': () => replies.shift()! });
    await enterAmount(user, '100');
    await user.click(await screen.findByRole('button', { name: 'Deposit $100.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
    // The attempt stays: the same amount is a safe retry.
    expect(
      screen.getByText(/This repeats the deposit that was not confirmed/, { exact: false }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deposit $100.00' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    expect(keysSent()[1]).toBe(keysSent()[0]);

    await user.click(await screen.findByRole('button', { name: 'Change the amount' }));
    await enterAmount(user, '150');
    await user.click(await screen.findByRole('button', { name: 'Deposit $150.00' }));
    expect(
      await screen.findByText(
        'This deposit of $150.00 had already been credited; nothing was charged again. Balance: $275.50',
      ),
    ).toBeInTheDocument();
    expect(keysSent()).toHaveLength(3);
    expect(keysSent()[2]).not.toBe(keysSent()[0]);
    expect(
      api.bodiesOf('POST /client/company/deposit').map((body) => (body as { amount: string }).amount),
    ).toEqual(['100.00', '100.00', '150.00']);
  });

  it('keeps the key when the answer never came (network), so the retry cannot credit twice', async () => {
    const replies: FakeReply[] = ['network', credited('20.00', '145.50')];
    const { user, location } = renderDialog({ 'POST /client/company/deposit': () => replies.shift()! });
    await enterAmount(user, '20');
    await user.click(await screen.findByRole('button', { name: 'Deposit $20.00' }));
    // The panel shows its error screen for a lost connection; the attempt waits in sessionStorage.
    await waitFor(() => expect(location().pathname).toBe('/error'));
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!) as { key: string; amount: string };
    expect(stored).toMatchObject({ amount: '20.00', key: keysSent()[0] });

    await user.click(screen.getByRole('button', { name: 'Deposit $20.00' }));
    expect(await screen.findByText('$20.00 credited. Balance: $145.50')).toBeInTheDocument();
    expect(keysSent()).toEqual([stored.key, stored.key]);
  });

  it('takes a refusal (422) as final: the message goes on the amount and the next try is a new attempt', async () => {
    const replies: FakeReply[] = [
      json(422, {
        message: 'The given data was invalid.',
        errors: { amount: ['Deposits are paused for this company.'] },
      }),
      credited('30.00', '155.50'),
    ];
    const { user } = renderDialog({ 'POST /client/company/deposit': () => replies.shift()! });
    await enterAmount(user, '30');
    await user.click(await screen.findByRole('button', { name: 'Deposit $30.00' }));
    expect(await screen.findByText('Deposits are paused for this company.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Deposit $30.00' }));
    expect(await screen.findByText('$30.00 credited. Balance: $155.50')).toBeInTheDocument();
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
  });
});
