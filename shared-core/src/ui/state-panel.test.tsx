import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { EmptyState, ErrorState, FullPageMessage, LockIcon } from '@panel/shared-core/ui';

describe('state panels', () => {
  it('EmptyState renders its title, description and action', async () => {
    const onAction = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState description="Create the first one." action={{ label: 'Create', onClick: onAction }} />,
    );
    expect(screen.getByRole('heading', { name: 'Здесь пока ничего нет' })).toBeInTheDocument();
    expect(screen.getByText('Create the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('ErrorState offers a Retry and is announced', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorState onRetry={onRetry} />, { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('FullPageMessage has an h1 and a link action', async () => {
    const { user, location } = renderWithProviders(
      <FullPageMessage code="403" icon={LockIcon} title="No access" action={{ label: 'Home', to: '/' }} />,
      { route: '/not-allowed' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location().pathname).toBe('/');
  });
});
