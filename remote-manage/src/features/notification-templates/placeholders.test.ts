import { insertPlaceholder, placeholdersOfEvent } from './placeholders';

describe('the placeholder buttons', () => {
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
