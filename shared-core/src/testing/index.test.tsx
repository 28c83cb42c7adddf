import { navigateTo, useSession, useTranslation } from '@panel/shared-core';
import { useParams } from '@panel/shared-core/router';
import { act, mockSession, renderWithProviders, screen } from '@panel/shared-core/testing';

function Probe() {
  const { user, access, status } = useSession();
  const { id } = useParams();
  const { t } = useTranslation('demo');
  return (
    <p>
      {status} {user?.name ?? 'nobody'} {access.permissions.join(',')} {id ?? '-'} {t('hello')}
    </p>
  );
}

const resources = { ru: { demo: { hello: 'привет' } }, en: { demo: { hello: 'hello' } } };

describe('renderWithProviders', () => {
  it('renders signed out by default, in Russian', () => {
    renderWithProviders(<Probe />, { resources });
    expect(screen.getByText(/anonymous nobody/)).toHaveTextContent('привет');
  });

  it('puts the session in the store and the route in the router', () => {
    renderWithProviders(<Probe />, {
      route: '/users/7',
      path: '/users/:id',
      session: mockSession({ access: { permissions: ['users.admin'] } }),
      language: 'en',
      resources,
    });
    expect(screen.getByText(/authenticated/)).toHaveTextContent(
      'authenticated Test User users.admin 7 hello',
    );
  });

  it('follows navigations of the HTTP layer', () => {
    const { location } = renderWithProviders(<Probe />, { route: '/client' });
    expect(location().pathname).toBe('/client');
    act(() => navigateTo('/not-allowed'));
    expect(location().pathname).toBe('/not-allowed');
  });

  it('loads the repository locale files', () => {
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    expect(i18n.t('kit:ui.confirm.cancel')).toBe('Cancel');
    expect(i18n.getResourceBundle('ru', 'kit')).toHaveProperty('ui.confirm.cancel', 'Отмена');
  });
});
