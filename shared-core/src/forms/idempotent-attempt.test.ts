import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../http/api-error';
import { attemptStore, useIdempotentSender } from './idempotent-attempt';

const deposits = attemptStore<{ amount: string }>('deposit', ['amount']);

afterEach(() => window.sessionStorage.clear());

describe('the attempt store', () => {
  it('keeps one key per amount, per owner, in sessionStorage', () => {
    const first = deposits.attemptFor('7', { amount: '100.00' });
    expect(first).toEqual({ amount: '100.00', key: expect.any(String), sentAt: null });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(JSON.parse(window.sessionStorage.getItem('panel.deposit:7')!)).toEqual(first);
    // The same amount again: the same attempt.
    expect(deposits.attemptFor('7', { amount: '100.00' }).key).toBe(first.key);
    // Another owner has an attempt of its own.
    expect(deposits.attemptFor('8', { amount: '100.00' }).key).not.toBe(first.key);
    // Another amount: a new attempt with a new key, replacing the old one.
    const second = deposits.attemptFor('7', { amount: '50.00' });
    expect(second.key).not.toBe(first.key);
    expect(deposits.read('7')).toEqual(second);
  });

  it('tells attempts apart by their fields only, and keeps the other values of the latest', () => {
    const manual = attemptStore<{ amount: string; reason: string }>('manual-deposit', ['amount']);
    const first = manual.attemptFor('1:5', { amount: '10.00', reason: 'Refund of March' });
    // A reworded reason is the same attempt: the money is what must not move twice.
    const reworded = manual.attemptFor('1:5', { amount: '10.00', reason: 'Refund for March' });
    expect(reworded).toEqual({ amount: '10.00', reason: 'Refund for March', key: first.key, sentAt: null });
    expect(manual.read('1:5')).toEqual(reworded);
    expect(manual.attemptFor('1:5', { amount: '10.01', reason: 'Refund for March' }).key).not.toBe(first.key);
  });

  it('marks the attempt sent once, keeping the first time, and forgets it on clear', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const sent = deposits.markSent('7', deposits.attemptFor('7', { amount: '20.00' }));
    expect(sent.sentAt).toBe(1_000);
    now.mockReturnValue(2_000);
    expect(deposits.markSent('7', deposits.read('7')!).sentAt).toBe(1_000);
    expect(deposits.read('7')).toEqual({ amount: '20.00', key: sent.key, sentAt: 1_000 });
    deposits.clear('7');
    expect(deposits.read('7')).toBeNull();
    now.mockRestore();
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('panel.deposit:7', '{not json');
    expect(deposits.read('7')).toBeNull();
    window.sessionStorage.setItem('panel.deposit:7', JSON.stringify({ amount: 10, key: 'k' }));
    expect(deposits.read('7')).toBeNull();
  });
});

describe('the idempotent sender', () => {
  it('sends one request at a time and clears the attempt once answered', async () => {
    const { result } = renderHook(() => useIdempotentSender(deposits, '7'));
    let answer!: (value: string) => void;
    const call = jest.fn(() => new Promise<string>((done) => (answer = done)));
    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = result.current.send({ amount: '5.00' }, call);
      second = result.current.send({ amount: '5.00' }, call);
    });
    await expect(second).resolves.toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.unconfirmed).toMatchObject({ amount: '5.00', sentAt: expect.any(Number) });
    await act(async () => {
      answer('done');
      await expect(first).resolves.toBe('done');
    });
    expect(result.current.unconfirmed).toBeNull();
    expect(deposits.read('7')).toBeNull();
  });

  it('keeps the key after a failure without an answer, and drops it after a refusal', async () => {
    const { result } = renderHook(() => useIdempotentSender(deposits, '7'));
    const keys: string[] = [];
    const failWith = (error: unknown) => (attempt: { key: string }) => {
      keys.push(attempt.key);
      return Promise.reject(error);
    };
    const lost = new ApiError({ status: 0, message: 'Network Error' });
    await act(async () => {
      await expect(result.current.send({ amount: '5.00' }, failWith(lost))).rejects.toBe(lost);
    });
    expect(result.current.unconfirmed?.key).toBe(keys[0]);
    const refused = new ApiError({ status: 422, message: 'No.' });
    await act(async () => {
      await expect(result.current.send({ amount: '5.00' }, failWith(refused))).rejects.toBe(refused);
    });
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.unconfirmed).toBeNull();
    expect(deposits.read('7')).toBeNull();
  });

  it('offers an attempt sent before the page was left, until it is forgotten', () => {
    window.sessionStorage.setItem(
      'panel.deposit:7',
      JSON.stringify({ amount: '40.00', key: 'key-of-the-lost-attempt', sentAt: 5 }),
    );
    const { result } = renderHook(() => useIdempotentSender(deposits, '7'));
    expect(result.current.unconfirmed).toEqual({
      amount: '40.00',
      key: 'key-of-the-lost-attempt',
      sentAt: 5,
    });
    act(() => result.current.forget());
    expect(result.current.unconfirmed).toBeNull();
    expect(window.sessionStorage.getItem('panel.deposit:7')).toBeNull();
  });
});
