import { attemptFor, clearAttempt, markSent, readAttempt } from './deposit-attempt';

afterEach(() => window.sessionStorage.clear());

describe('the deposit attempt', () => {
  it('keeps one key per amount, per user, in sessionStorage', () => {
    const first = attemptFor('7', '100.00');
    expect(first).toEqual({ amount: '100.00', key: expect.any(String), sentAt: null });
    expect(JSON.parse(window.sessionStorage.getItem('panel.deposit:7')!)).toEqual(first);
    // The same amount again: the same attempt.
    expect(attemptFor('7', '100.00').key).toBe(first.key);
    // Another user has an attempt of their own.
    expect(attemptFor('8', '100.00').key).not.toBe(first.key);
    // Another amount: a new attempt with a new key, replacing the old one.
    const second = attemptFor('7', '50.00');
    expect(second.key).not.toBe(first.key);
    expect(readAttempt('7')).toEqual(second);
  });

  it('marks the attempt sent once, keeping the first time, and forgets it on clear', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const sent = markSent('7', attemptFor('7', '20.00'));
    expect(sent.sentAt).toBe(1_000);
    now.mockReturnValue(2_000);
    expect(markSent('7', readAttempt('7')!).sentAt).toBe(1_000);
    expect(readAttempt('7')).toEqual({ amount: '20.00', key: sent.key, sentAt: 1_000 });
    clearAttempt('7');
    expect(readAttempt('7')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('panel.deposit:7', '{not json');
    expect(readAttempt('7')).toBeNull();
    window.sessionStorage.setItem('panel.deposit:7', JSON.stringify({ amount: 10, key: 'k' }));
    expect(readAttempt('7')).toBeNull();
  });
});
