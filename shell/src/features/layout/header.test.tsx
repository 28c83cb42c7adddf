import { screen } from '@testing-library/react';
import { renderWithProviders } from '@panel/shared-core/testing';
import { PageMetaProvider, useDeclarePageMeta } from '../../app/page-meta';
import { Header } from './header';

const mockUserMenuRenders = jest.fn();
jest.mock('./user-menu', () => ({
  UserMenu: () => {
    mockUserMenuRenders();
    return null;
  },
}));
jest.mock('../command-palette/palette-launcher', () => ({ PaletteLauncher: () => null }));

function Screen({ title }: { title: string }) {
  useDeclarePageMeta(title, [{ label: 'Applications', to: '/client/applications' }, { label: title }]);
  return null;
}

describe('Header', () => {
  it('shows the crumbs a screen declares without drawing the rest of the header again', async () => {
    renderWithProviders(
      <PageMetaProvider>
        <Header drawerOpen={false} onOpenDrawer={() => undefined} />
        <Screen title="Golden Weather" />
      </PageMetaProvider>,
      { language: 'en' },
    );
    expect(await screen.findByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/client/applications',
    );
    expect(screen.getAllByText('Golden Weather').length).toBeGreaterThan(0);
    expect(mockUserMenuRenders).toHaveBeenCalledTimes(1);
  });
});
