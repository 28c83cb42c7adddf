import { NOTIFICATION_EVENTS } from './bots';
import { NOTIFICATION_PLACEHOLDERS, isRecipient, placeholderProblem, placeholdersOf } from './templates';

describe('notification text placeholders', () => {
  it('reads the placeholders in order and finds an unclosed brace', () => {
    expect(placeholdersOf('{company}: {balance} {currency}')).toEqual({
      names: ['company', 'balance', 'currency'],
      unclosed: false,
    });
    expect(placeholdersOf('a lone } is text')).toEqual({ names: [], unclosed: false });
    expect(placeholdersOf('{company} {balance')).toEqual({ names: ['company'], unclosed: true });
    expect(placeholdersOf('{company {balance}')).toEqual({ names: [], unclosed: true });
  });

  it('names each unknown placeholder once, after an unclosed brace', () => {
    const allowed = ['company', 'balance'];
    expect(placeholderProblem('{company} has {balance}', allowed)).toBeNull();
    expect(placeholderProblem('{user} {user} {}', allowed)).toEqual({ kind: 'unknown', names: ['user', ''] });
    expect(placeholderProblem('{user} {', allowed)).toEqual({ kind: 'unclosed' });
  });

  it('lets every event name its company', () => {
    for (const event of NOTIFICATION_EVENTS)
      expect(placeholderProblem('{company}', NOTIFICATION_PLACEHOLDERS[event])).toBeNull();
  });
});

describe('a test message recipient', () => {
  it.each([
    ['telegram', '123456789', true],
    ['telegram', '-100123456', true],
    ['telegram', '1234', false],
    ['telegram', '@acme_team', true],
    ['telegram', '@acm', false],
    ['telegram', 'acme_team', false],
    ['email', 'ops@acme.test', true],
    ['email', '@acme_team', false],
    ['email', 'ops@acme', false],
  ] as const)('%s %s: %s', (channel, value, expected) => {
    expect(isRecipient(channel, value)).toBe(expected);
  });
});
