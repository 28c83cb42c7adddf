import { useState } from 'react';
import { ApiError } from '@panel/shared-core';
import { renderWithProviders, screen, waitFor, within } from '@panel/shared-core/testing';
import {
  MoneyField,
  useForm,
  z,
  zodResolver,
  type MoneyCredit,
  type MoneyDialogText,
} from '@panel/shared-core/record';
import { MoneyDialog } from './money-dialog';

const TEXTS: Record<MoneyDialogText, string> = {
  title: 'Top up',
  confirmTitle: 'Check the top-up',
  current: 'Now: {balance}',
  confirmText: 'Adding {amount}.',
  amount: 'Amount',
  balanceNow: 'Before',
  balanceAfter: 'After',
  safeRetry: 'Safe to repeat.',
  retryHint: 'Retrying is safe.',
  back: 'Back',
  cancel: 'Cancel',
  continue: 'Continue',
  confirm: 'Add {amount}',
  close: 'Close',
  credited: 'Added {amount}, now {balance}',
  alreadyCredited: 'Already added {amount}, now {balance}',
};

/** The caller's texts, with `{name}` filled in as i18next would. */
const text = (key: MoneyDialogText, values: Record<string, string> = {}) =>
  TEXTS[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const EMPTY = { amount: '' };
const ACCOUNT = { balance: '125.50', currency: 'USD' };
const FIELDS = ['amount'] as const;
const schema = z.object({ amount: z.string().trim().min(1, 'Enter an amount.') });

interface HarnessProps {
  send: (amount: string) => Promise<MoneyCredit | null>;
  initial?: { amount: string };
  unconfirmedAmount?: string;
}

/** The dialog as a screen holds it: open until it closes itself, the amount required. */
function Harness({ send, initial, unconfirmedAmount }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial ?? EMPTY,
  });
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <MoneyDialog
        open={open}
        onClose={() => setOpen(false)}
        form={form}
        empty={EMPTY}
        initial={initial}
        fields={FIELDS}
        send={send}
        account={ACCOUNT}
        attempt={{ sending: false, unconfirmed: unconfirmedAmount ? { amount: unconfirmedAmount } : null }}
        text={text}
        testId="money-dialog"
        figuresTestId="money"
      >
        <MoneyField name="amount" label={TEXTS.amount} currency="USD" />
      </MoneyDialog>
    </>
  );
}

function renderDialog(props: HarnessProps) {
  return renderWithProviders(<Harness {...props} />, { language: 'en' });
}

type User = ReturnType<typeof renderDialog>['user'];

async function typeAmount(user: User, amount: string) {
  const input = await screen.findByRole('textbox', { name: /^Amount/ });
  await user.clear(input);
  await user.type(input, amount);
}

const credit = (amount: string, balance: string, replayed = false): MoneyCredit => ({
  transaction: { amount },
  balance,
  replayed,
});

describe('MoneyDialog', () => {
  it('checks the amount before the confirmation, which states the balance before and after in exact cents', async () => {
    const send = jest.fn<Promise<MoneyCredit | null>, [string]>();
    const { user } = renderDialog({ send });
    expect(await screen.findByTestId('money-dialog')).toHaveTextContent('Now: $125.50');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top up' })).toBeInTheDocument();

    await typeAmount(user, '74.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check the top-up' })).toBeInTheDocument();
    expect(screen.getByTestId('money-dialog')).toHaveTextContent('Adding $74.50.');
    expect(screen.getByTestId('money-balance-before')).toHaveTextContent('$125.50');
    expect(screen.getByTestId('money-amount')).toHaveTextContent('+$74.50');
    expect(screen.getByTestId('money-balance-after')).toHaveTextContent('$200.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add $74.50' })).toHaveFocus());

    // Back to the amount, as it was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('74.5');
    expect(send).not.toHaveBeenCalled();
  });

  it('does not take the second click of a double click on "Continue" for a confirmation', async () => {
    const send = jest.fn<Promise<MoneyCredit | null>, [string]>();
    const { user } = renderDialog({ send });
    await typeAmount(user, '100');
    // The confirm button replaces "Continue" under the pointer: the second click lands on it.
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Add $100.00' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the normalised amount once for a double click on confirm, announces the credit and closes', async () => {
    const send = jest
      .fn<Promise<MoneyCredit | null>, [string]>()
      .mockResolvedValue(credit('100.00', '225.50'));
    const { user } = renderDialog({ send });
    await typeAmount(user, '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Add $100.00' }));
    expect(await screen.findByText('Added $100.00, now $225.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed'));
    expect(send.mock.calls).toEqual([['100.00']]);
  });

  it('announces a replayed attempt as already credited', async () => {
    const send = jest
      .fn<Promise<MoneyCredit | null>, [string]>()
      .mockResolvedValue(credit('20.00', '145.50', true));
    const { user } = renderDialog({ send });
    await typeAmount(user, '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Add $20.00' }));
    expect(await screen.findByText('Already added $20.00, now $145.50')).toBeInTheDocument();
  });

  it('keeps the confirmation after a failure that names no field, and says a retry is safe', async () => {
    const send = jest
      .fn<Promise<MoneyCredit | null>, [string]>()
      .mockRejectedValue(new ApiError({ status: 500, message: 'Server Error' }));
    const { user } = renderDialog({ send });
    await typeAmount(user, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Add $30.00' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Retrying is safe.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Check the top-up' })).toBeInTheDocument();
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('open');
  });

  it('goes back to the amount with a refusal (422) on its field', async () => {
    const send = jest.fn<Promise<MoneyCredit | null>, [string]>().mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { amount: ['Top-ups are paused.'] },
      }),
    );
    const { user } = renderDialog({ send });
    await typeAmount(user, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Add $30.00' }));
    expect(await screen.findByText('Top-ups are paused.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Retrying is safe.')).not.toBeInTheDocument();
  });

  it('opens an unconfirmed attempt on its confirmation, saying that repeating it is safe', async () => {
    const send = jest.fn<Promise<MoneyCredit | null>, [string]>();
    renderDialog({ send, initial: { amount: '40.00' }, unconfirmedAmount: '40.00' });
    const dialog = await screen.findByTestId('money-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Check the top-up' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add $40.00' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Safe to repeat.');
  });
});
