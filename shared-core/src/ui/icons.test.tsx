import { renderWithProviders } from '@panel/shared-core/testing';
import { CircleDotIcon, LogOutIcon, ChartIcon, getNavIcon, icons } from '@panel/shared-core/ui';

describe('getNavIcon', () => {
  it('finds icons by name in any case or spelling', () => {
    expect(getNavIcon('chart')).toBe(ChartIcon);
    expect(getNavIcon('Chart')).toBe(ChartIcon);
    expect(getNavIcon('log-out')).toBe(LogOutIcon);
    expect(getNavIcon('LogOutIcon')).toBe(LogOutIcon);
    expect(getNavIcon('statistics')).toBe(ChartIcon);
  });

  it('falls back to a neutral icon', () => {
    expect(getNavIcon('no-such-icon')).toBe(CircleDotIcon);
    expect(getNavIcon(undefined)).toBe(CircleDotIcon);
    expect(getNavIcon('')).toBe(CircleDotIcon);
  });

  it('renders every icon as a hidden svg', () => {
    const { container } = renderWithProviders(
      <>
        {Object.entries(icons).map(([name, Icon]) => (
          <Icon key={name} />
        ))}
      </>,
      { withHosts: false },
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(icons).length);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });
});
