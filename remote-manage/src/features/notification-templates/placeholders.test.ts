import { insertPlaceholder, placeholderProblem, placeholdersOf, placeholdersOfEvent } from './placeholders';

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

  it('puts a placeholder in place of the selection', () => {
    expect(insertPlaceholder('Low: ', 5, 5, 'balance')).toEqual({ text: 'Low: {balance}', caret: 14 });
    expect(insertPlaceholder('Hi XX!', 3, 5, 'company')).toEqual({ text: 'Hi {company}!', caret: 12 });
    expect(insertPlaceholder('', 9, 9, 'company')).toEqual({ text: '{company}', caret: 9 });
  });

  it('reads the placeholders an event option offers', () => {
    const events = [{ value: 'domain_error', label: 'Domain error', placeholders: ['company', 'domain', 3] }];
    expect(placeholdersOfEvent(events, 'domain_error')).toEqual(['company', 'domain']);
    expect(placeholdersOfEvent(events, 'balance_low')).toBeNull();
    expect(placeholdersOfEvent(undefined, 'domain_error')).toBeNull();
  });
});
