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
import { company as acme, companyEdit, listingPage, listingSettings } from '../../test-fixtures';
import BalanceScreen from './balance-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));
const STORAGE_KEY = 'panel.deposit:1';

const company = acme();

const transactions = {
  'GET /client/listing/company-balance-transactions/settings': json(
    200,
    listingSettings('company-balance-transactions', [
      { key: 'id', label: 'ID', type: 'number' },
      { key: 'amount', label: 'Amount', type: 'money' },
    ]),
  ),
  'POST /client/listing/company-balance-transactions/data': json(200, listingPage([])),
};

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderBalance(routes: Record<string, FakeRoute>, route = '/client/balance') {
  api = fakeApi({ ...transactions, ...routes });
  return renderWithProviders(<BalanceScreen />, {
    route,
    path: '/client/balance',
    session: mockSession({ access: { permissions: ['company.deposit'] } }),
    language: 'en',
    resources,
  });
}

describe('the balance screen', () => {
  it('warns of a sent but unconfirmed deposit, and Retry sends it again with the same key', async () => {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ amount: '40.00', key: 'key-of-the-lost-attempt', sentAt: 1_700_000_000_000 }),
    );
    let current = company;
    const { user } = renderBalance({
      'GET /client/company/edit': () => json(200, companyEdit(current)),
      'POST /client/company/deposit': () => {
        current = { ...company, balance: '165.50' };
        return json(200, {
          data: {
            transaction: {
              id: 41,
              type: 'deposit',
              amount: '40.00',
              balance_after: '165.50',
              currency: 'USD',
              description: 'Deposit',
              created_at: '2026-03-01T10:00:00Z',
            },
            balance: '165.50',
            currency: 'USD',
          },
          message: 'Credited.',
          replayed: true,
        });
      },
    });
    const warning = await screen.findByTestId('deposit-unconfirmed');
    expect(warning).toHaveTextContent('A deposit of $40.00 was not confirmed');
    expect(screen.getByTestId('company-balance')).toHaveTextContent('$125.50');

    await user.click(within(warning).getByRole('button', { name: 'Check and retry' }));
    // Straight to the confirmation of the same amount, saying that it is safe.
    expect(await screen.findByRole('heading', { name: 'Confirm the deposit' })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-balance-after')).toHaveTextContent('$165.50');
    expect(screen.getByTestId('deposit-dialog')).toHaveTextContent(
      'This repeats the deposit that was not confirmed.',
    );
    await user.click(screen.getByRole('button', { name: 'Deposit $40.00' }));

    expect(
      await screen.findByText(
        'This deposit of $40.00 had already been credited; nothing was charged again. Balance: $165.50',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /client/company/deposit')).toEqual([
      { amount: '40.00', idempotency_key: 'key-of-the-lost-attempt' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('deposit-unconfirmed')).not.toBeInTheDocument());
    // Only the server's answer changes the balance shown.
    await waitFor(() => expect(screen.getByTestId('company-balance')).toHaveTextContent('$165.50'));
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says nothing of an attempt that was never sent, and Dismiss forgets a sent one', async () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ amount: '40.00', key: 'k1', sentAt: null }));
    const first = renderBalance({ 'GET /client/company/edit': json(200, companyEdit(company)) });
    expect(await screen.findByTestId('company-balance')).toHaveTextContent('$125.50');
    expect(screen.queryByTestId('deposit-unconfirmed')).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ amount: '40.00', key: 'k1', sentAt: 5 }));
    const { user } = renderBalance({ 'GET /client/company/edit': json(200, companyEdit(company)) });
    const warning = await screen.findByTestId('deposit-unconfirmed');
    await user.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-unconfirmed')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(api.requests()).not.toContain('POST /client/company/deposit');
  });

  it('opens the deposit from ?deposit=1 once the company is known, and drops the parameter', async () => {
    const { location } = renderBalance(
      { 'GET /client/company/edit': json(200, companyEdit(company)) },
      '/client/balance?deposit=1',
    );
    expect(await screen.findByRole('heading', { name: 'Deposit to the balance' })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-dialog')).toHaveTextContent('Current balance: $125.50');
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('offers no deposit to a company that may not deposit, even from ?deposit=1', async () => {
    const { location } = renderBalance(
      { 'GET /client/company/edit': json(200, companyEdit({ ...company, can_deposit: false })) },
      '/client/balance?deposit=1',
    );
    expect(await screen.findByTestId('company-balance')).toHaveTextContent('$125.50');
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-dialog')).not.toBeInTheDocument();
  });

  it('opens the deposit from its button', async () => {
    const { user } = renderBalance({ 'GET /client/company/edit': json(200, companyEdit(company)) });
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Deposit to the balance' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });
});
