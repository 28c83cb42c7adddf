import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { Stat } from '@panel/shared-core/ui-extra';

describe('Stat', () => {
  it('holds only terms and their descriptions in its list, the help text too', () => {
    renderWithProviders(
      <Stat.Root data-testid="figure">
        <Stat.Label>CTR</Stat.Label>
        <Stat.ValueText>4.1%</Stat.ValueText>
        <Stat.HelpText>of 900 delivered</Stat.HelpText>
      </Stat.Root>,
      { language: 'en' },
    );
    const figure = screen.getByTestId('figure');
    expect(figure.tagName).toBe('DL');
    expect([...figure.children].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DD']);
    expect(screen.getByText('of 900 delivered').tagName).toBe('DD');
  });
});
