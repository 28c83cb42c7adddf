import { renderWithProviders, screen, within } from '@panel/shared-core/testing';
import { Button, DangerZone } from '@panel/shared-core/ui';

describe('DangerZone', () => {
  it('is a section named "Danger zone" in the panel language, with its note and its actions', () => {
    renderWithProviders(
      <DangerZone note="Funnels made from it keep their steps.">
        <Button>Delete</Button>
      </DangerZone>,
      { language: 'en' },
    );
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(zone).getByRole('heading', { level: 2, name: 'Danger zone' })).toBeInTheDocument();
    expect(zone).toHaveTextContent('Funnels made from it keep their steps.');
    expect(within(zone).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('reads in Russian by default', () => {
    renderWithProviders(<DangerZone>{null}</DangerZone>);
    expect(screen.getByRole('region', { name: 'Опасная зона' })).toBeInTheDocument();
  });
});
