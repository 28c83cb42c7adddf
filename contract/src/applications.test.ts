import { isOfferUrl } from './applications';
import { isHttpUrl } from './rules';

describe("an application's offer address", () => {
  it.each([
    ['https://offers.example/landing', true],
    ['http://shop.example.com/?utm=1', true],
    ['https://sub.domain.example.io:8443/path', true],
    ['HTTPS://OFFERS.EXAMPLE.COM', true],
    // An address, but not of a public host.
    ['http://localhost:3000/offer', false],
    ['https://offers', false],
    ['http://10.0.0.1/offer', false],
    ['https://offers.example.c0m', false],
    // Not an http(s) address at all.
    ['offers.example.com', false],
    ['ftp://offers.example.com', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s: %s', (address, expected) => {
    expect(isOfferUrl(address)).toBe(expected);
  });

  it('is stricter than an http(s) address: every offer address is one', () => {
    expect(isHttpUrl('http://localhost:3000/offer')).toBe(true);
    expect(isOfferUrl('http://localhost:3000/offer')).toBe(false);
  });
});
