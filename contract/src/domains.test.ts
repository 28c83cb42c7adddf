import { hostnameProblem } from './hostname';

describe('hostnameProblem', () => {
  it('accepts domains and subdomains (trimmed)', () => {
    for (const good of [
      'example.com',
      'shop.example.com',
      'a-b.c-d.example.io',
      '  play.acme.dev  ',
      'x1.io',
    ]) {
      expect(hostnameProblem(good)).toBeNull();
    }
  });

  it('names the first rule a hostname breaks', () => {
    const cases: [string, string][] = [
      ['', 'required'],
      ['   ', 'required'],
      ['https://shop.example.com', 'scheme'],
      ['http://shop.example.com', 'scheme'],
      ['shop.example.com/path', 'path'],
      ['shop.example.com:8080', 'path'],
      ['shop example.com', 'path'],
      ['user@example.com', 'path'],
      ['shop.example.com?x=1', 'path'],
      [`${'a'.repeat(250)}.com`, 'length'],
      ['Shop.Example.com', 'lowercase'],
      ['shop_example.com', 'characters'],
      ['магазин.рф', 'characters'],
      ['localhost', 'labels'],
      ['shop..example.com', 'label'],
      ['example.com.', 'label'],
      [`${'a'.repeat(64)}.com`, 'label'],
      ['-shop.example.com', 'hyphen'],
      ['shop-.example.com', 'hyphen'],
      ['shop.example.c0m', 'tld'],
      ['shop.example.c', 'tld'],
    ];
    for (const [value, rule] of cases) {
      // The value goes along so that a failure names the case.
      expect({ value, problem: hostnameProblem(value) }).toEqual({ value, problem: rule });
    }
  });
});
