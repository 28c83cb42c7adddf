import { isHttpUrl, optionalEmail, optionalHttpUrl } from './text-rules';

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1', true],
    ['example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['', false],
  ])('%j is an http(s) address: %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('optionalEmail', () => {
  const rule = optionalEmail('bad e-mail');

  it('takes nothing, or a trimmed address', () => {
    expect(rule.safeParse('').success).toBe(true);
    expect(rule.parse('  ops@example.com  ')).toBe('ops@example.com');
  });

  it('refuses a mistyped address with the caller’s message', () => {
    const result = rule.safeParse('ops@');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bad e-mail');
  });
});

describe('optionalHttpUrl', () => {
  const rule = optionalHttpUrl('bad address');

  it('takes nothing, or a trimmed http(s) address', () => {
    expect(rule.safeParse('   ').success).toBe(true);
    expect(rule.parse(' https://example.com ')).toBe('https://example.com');
  });

  it('refuses an address without its scheme with the caller’s message', () => {
    const result = rule.safeParse('example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bad address');
  });
});
