import { fireEvent, renderWithProviders } from '@panel/shared-core/testing';
import BarChartImpl from './bar-chart-impl';

const data = [
  { key: 'Android', installs: 150, visits: 900 },
  { key: 'iOS', installs: 50, visits: 400 },
];

function draw(series = [{ key: 'installs', label: 'Installs', color: 'teal.solid' }]) {
  const view = renderWithProviders(
    <BarChartImpl data={data} categoryKey="key" series={series} formatValue={(value) => `${value} v`} />,
    { language: 'en' },
  );
  const part = (name: string) => [
    ...view.container.querySelectorAll<HTMLElement>(`[data-chart-part="${name}"]`),
  ];
  return { ...view, part };
}

describe('BarChartImpl', () => {
  it('draws a bar per category as long as its figure, on a value axis from zero', () => {
    const { part } = draw();
    // 150 and 50 of an axis that ends at 150.
    expect(part('bar').map((bar) => bar.style.width)).toEqual(['100%', '33.33333333333333%']);
    expect(part('category-labels')[0]!.textContent).toBe('AndroidiOS');
    expect(part('value-labels')[0]!.textContent).toBe('0 v50 v100 v150 v');
  });

  it('shows a legend only when bars of several series stand side by side', () => {
    const single = draw();
    expect(single.queryByText('Installs')).toBeNull();
    single.unmount();
    const both = draw([
      { key: 'installs', label: 'Installs', color: 'teal.solid' },
      { key: 'visits', label: 'Visits', color: 'blue.solid' },
    ]);
    expect(both.getByText('Visits')).toBeInTheDocument();
  });

  it("shows a category's figures from the keyboard, the arrows moving down and up", () => {
    const { part } = draw();
    const plot = part('plot')[0]!;
    fireEvent.focus(plot);
    const tooltip = () => document.querySelector('[data-chart-part="tooltip"]');
    expect(tooltip()).toHaveTextContent('iOSInstalls50');
    fireEvent.keyDown(plot, { key: 'ArrowUp' });
    expect(tooltip()).toHaveTextContent('AndroidInstalls150');
    fireEvent.blur(plot);
    expect(tooltip()).toBeNull();
  });
});
