import { hostRedirectTarget } from './host-redirect';

const at = (url: string) => {
  const u = new URL(url);
  return { host: u.host, protocol: u.protocol, pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('hostRedirectTarget', () => {
  it('stays on the main host', () => {
    expect(hostRedirectTarget(at('https://panel.example.com/admin/client'), 'panel.example.com')).toBeNull();
  });

  it('compares host names case-insensitively', () => {
    expect(hostRedirectTarget(at('https://Panel.Example.COM/admin/'), 'panel.example.com')).toBeNull();
    expect(hostRedirectTarget(at('https://panel.example.com/admin/'), 'PANEL.example.com')).toBeNull();
  });

  it('sends another host to the same path, query and hash on the main host', () => {
    expect(
      hostRedirectTarget(
        at('https://www.example.com/admin/client/pixels?page=2&sort=name#top'),
        'panel.example.com',
      ),
    ).toBe('https://panel.example.com/admin/client/pixels?page=2&sort=name#top');
  });

  it('treats the port as part of the host', () => {
    expect(hostRedirectTarget(at('http://localhost:3000/admin/'), 'localhost:8080')).toBe(
      'http://localhost:8080/admin/',
    );
    expect(hostRedirectTarget(at('http://localhost:8080/admin/'), 'localhost:8080')).toBeNull();
  });

  it('does nothing without a main host', () => {
    expect(hostRedirectTarget(at('https://a.example.com/admin/'), '')).toBeNull();
  });
});
