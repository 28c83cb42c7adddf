import { isSafeReturnPath, rememberReturnTo, takeReturnTo } from '@panel/shared-core';

beforeEach(() => sessionStorage.clear());

describe('takeReturnTo', () => {
  it('returns the remembered in-app path once, then forgets it', () => {
    sessionStorage.setItem('panel.returnTo', '/client/applications?status=active#list');
    expect(takeReturnTo()).toBe('/client/applications?status=active#list');
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
    expect(takeReturnTo()).toBeNull();
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'client/applications',
    '/login',
    '/login?next=/x',
    '/registration/ABC',
    '/invite/key',
    '/not-found',
    '/error',
    '/../evil',
    '/client/../../evil',
    '/%2e%2e/evil',
    '/client/\u0000',
    '',
  ])('refuses %p', (value) => {
    sessionStorage.setItem('panel.returnTo', value);
    expect(takeReturnTo()).toBeNull();
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
  });

  it('accepts ordinary in-app paths, including non-ASCII and the home page', () => {
    expect(isSafeReturnPath('/')).toBe(true);
    expect(isSafeReturnPath('/manage/companies/5/edit')).toBe(true);
    expect(isSafeReturnPath('/client/домены?q=тест')).toBe(true);
    expect(isSafeReturnPath('/loginx')).toBe(true);
  });
});

describe('rememberReturnTo', () => {
  it('stores the location relative to /admin', () => {
    const from = rememberReturnTo({ pathname: '/admin/users/view/3', search: '?tab=roles', hash: '#a' });
    expect(from).toEqual({ pathname: '/users/view/3', search: '?tab=roles', hash: '#a' });
    expect(sessionStorage.getItem('panel.returnTo')).toBe('/users/view/3?tab=roles#a');
  });

  it('ignores a page outside /admin and sign-in pages', () => {
    expect(rememberReturnTo({ pathname: '/other/app', search: '', hash: '' })).toBeNull();
    expect(rememberReturnTo({ pathname: '/administrator', search: '', hash: '' })).toBeNull();
    expect(rememberReturnTo({ pathname: '/admin/login', search: '', hash: '' })).toBeNull();
    expect(sessionStorage.getItem('panel.returnTo')).toBeNull();
  });
});
