import { forgetReturnTo, originFromState, signInDestination } from './return-destination';

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
    expect(signInDestination(null)).toBe('/manage/companies');
    sessionStorage.setItem('panel.returnTo', '//evil.example');
    expect(signInDestination(null)).toBe('/');
  });

  it('gives the same answer however many times it is asked, until the origin is forgotten', () => {
    sessionStorage.setItem('panel.returnTo', '/client/team');
    expect(signInDestination(null)).toBe('/client/team');
    expect(signInDestination(null)).toBe('/client/team');
    forgetReturnTo();
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
    expect(signInDestination(null)).toBe('/');
  });
});
