import { originFromState, signInDestination } from './return-destination';

beforeEach(() => sessionStorage.clear());

describe('originFromState', () => {
  it('reads the guard string and the core location object', () => {
    expect(originFromState({ from: '/client/pixels?x=1#a' })).toBe('/client/pixels?x=1#a');
    expect(originFromState({ from: { pathname: '/users/view/3', search: '?tab=roles', hash: '' } })).toBe(
      '/users/view/3?tab=roles',
    );
  });

  it.each([
    null,
    undefined,
    {},
    { from: 'https://evil.example.com' },
    { from: '//evil' },
    { from: '/login' },
    { from: { pathname: 5 } },
  ])('ignores %p', (state) => {
    expect(originFromState(state)).toBeNull();
  });
});

describe('signInDestination', () => {
  it('prefers router state, then the remembered origin, then home', () => {
    sessionStorage.setItem('panel.returnTo', '/manage/companies');
    expect(signInDestination({ from: '/client/domains' })).toBe('/client/domains');
    // The remembered origin is used once, even when state won.
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
    sessionStorage.setItem('panel.returnTo', '/manage/companies');
    expect(signInDestination(null)).toBe('/manage/companies');
    expect(signInDestination(null)).toBe('/');
  });

  it('can look without consuming', () => {
    sessionStorage.setItem('panel.returnTo', '/client/team');
    expect(signInDestination(null, { consume: false })).toBe('/client/team');
    expect(sessionStorage.getItem('panel.returnTo')).toBe('/client/team');
  });
});
