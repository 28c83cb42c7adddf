import type { TFunction } from '@panel/shared-core';
import { nameRule } from './rules';

const t = ((key: string) => key) as unknown as TFunction;

describe('nameRule', () => {
  it('refuses control characters and direction overrides (the contract’s rule), and keeps the marks of Arabic', () => {
    const rule = nameRule(t);
    const messages = (name: string) => rule.safeParse(name).error?.issues.map((issue) => issue.message);
    for (const name of ['Welcome\u202Egpj.exe', 'Welcome\u2068', 'Welcome\u0000', 'Welcome\tseries'])
      expect(messages(name)).toEqual(['messaging:rules.plainText']);
    expect(rule.safeParse('  ترحيب Acme\u200F  ').data).toBe('ترحيب Acme\u200F');
  });
});
