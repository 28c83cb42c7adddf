import { renderWithProviders, screen, within } from '@panel/shared-core/testing';
import { Button, PageHeader } from '@panel/shared-core/ui';

describe('PageHeader', () => {
  it('renders breadcrumbs, the h1 and the actions', async () => {
    const { user, location } = renderWithProviders(
      <PageHeader
        title="Alice"
        description="A user"
        breadcrumbs={[{ label: 'Users', to: '/users' }, { label: 'Alice' }]}
        actions={<Button>Save</Button>}
      />,
      { route: '/users/1' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alice' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(nav).getByText('Alice')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Users' }));
    expect(location().pathname).toBe('/users');
  });

  it('keeps each crumb in its own direction: a name typed in English reads the same on an Arabic page', () => {
    renderWithProviders(
      <div dir="rtl">
        <PageHeader
          title="Edit"
          breadcrumbs={[
            { label: 'Applications', to: '/apps' },
            { label: 'Dragon Runner!', to: '/apps/8' },
            { label: 'Edit' },
          ]}
        />
      </div>,
      { route: '/apps/8/edit' },
    );
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    for (const crumb of ['Applications', 'Dragon Runner!', 'Edit'])
      expect(within(nav).getByText(crumb)).toHaveAttribute('dir', 'auto');
  });
});
