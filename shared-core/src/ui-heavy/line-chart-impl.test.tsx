import { fireEvent, renderWithProviders, screen } from '@panel/shared-core/testing';
import LineChartImpl from './line-chart-impl';

const data = [
  { date: '2026-11-01', installs: 10, visits: 100 },
  { date: '2026-11-02', installs: 30, visits: 150 },
  { date: '2026-11-03', installs: 20, visits: 190 },
];
const series = [
  { key: 'visits', label: 'Visits', color: 'blue.solid' },
  { key: 'installs', label: 'Installs', color: 'teal.solid' },
];

function chart(rows: typeof data) {
  return (
    <LineChartImpl
      data={rows}
      xKey="date"
      series={series}
      formatX={(value) => `day ${value.slice(-2)}`}
      formatY={(value) => `${value} y`}
    />
  );
}

function draw(language: 'en' | 'ar' = 'en', rows = data) {
  const view = renderWithProviders(chart(rows), { language });
  const part = (name: string) => view.container.querySelectorAll(`[data-chart-part="${name}"]`);
  return { ...view, part, plot: part('plot')[0] as HTMLElement };
}

const tooltip = () => document.querySelector('[data-chart-part="tooltip"]');

describe('LineChartImpl', () => {
  it('draws a line per series through its points, on a value axis from zero', () => {
    const { part } = draw();
    const lines = [...part('line')];
    expect(lines).toHaveLength(2);
    // The plot is 100 × 100 units: the first point at the left edge, the last at the right; 100 visits of 200.
    expect(lines[0]!.getAttribute('d')).toMatch(/^M0,50C.*,100,5$/);
    expect([...part('value-labels')[0]!.children].map((label) => label.textContent)).toEqual([
      '0 y',
      '50 y',
      '100 y',
      '150 y',
      '200 y',
    ]);
    expect(part('date-labels')[0]!.textContent).toBe('day 01day 02day 03');
    expect(screen.getByText('Visits')).toBeInTheDocument();
  });

  it('runs time from the right in a right-to-left language', () => {
    const { part } = draw('ar');
    expect(part('line')[0]!.getAttribute('d')).toMatch(/^M100,50C.*,0,5$/);
  });

  it("shows a day's figures from the keyboard: the newest first, the arrows move, Escape hides them", () => {
    const { plot } = draw();
    expect(tooltip()).toBeNull();
    fireEvent.focus(plot);
    expect(tooltip()).toHaveTextContent('day 03Visits190Installs20');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('day 02Visits150Installs30');
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(tooltip()).toHaveTextContent('day 01');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('day 01');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(tooltip()).toBeNull();
  });

  it('moves the other way from the keyboard in a right-to-left language', () => {
    const { plot } = draw('ar');
    fireEvent.focus(plot);
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('day 02');
  });

  it('shows the day under the pointer, and hides it when the pointer leaves', () => {
    const { plot } = draw();
    jest
      .spyOn(plot, 'getBoundingClientRect')
      .mockReturnValue({ left: 100, top: 0, width: 200, height: 100 } as DOMRect);
    fireEvent.pointerMove(plot, { clientX: 190 });
    expect(tooltip()).toHaveTextContent('day 02');
    fireEvent.pointerMove(plot, { clientX: 290 });
    expect(tooltip()).toHaveTextContent('day 03');
    fireEvent.pointerLeave(plot);
    expect(tooltip()).toBeNull();
  });

  it('is a skeleton until its figures are there', () => {
    const { part, container } = draw('en', []);
    expect(part('plot')).toHaveLength(0);
    expect(container.querySelector('.chakra-skeleton')).not.toBeNull();
  });

  it('shows a tapped point until the focus leaves the plot', () => {
    const { plot } = draw();
    jest
      .spyOn(plot, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 200, height: 100 } as DOMRect);
    fireEvent.pointerDown(plot, { clientX: 10, pointerType: 'touch' });
    fireEvent.pointerLeave(plot, { pointerType: 'touch' });
    fireEvent.focus(plot);
    expect(tooltip()).toHaveTextContent('day 01');
    fireEvent.blur(plot);
    expect(tooltip()).toBeNull();
  });

  it('shows the newest day again at the first arrow after Escape', () => {
    const { plot } = draw();
    fireEvent.focus(plot);
    fireEvent.keyDown(plot, { key: 'Home' });
    fireEvent.keyDown(plot, { key: 'Escape' });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('day 03');
  });

  it('hides a shown day that the figures no longer have', () => {
    const { plot, rerender } = draw();
    fireEvent.focus(plot);
    expect(tooltip()).toHaveTextContent('day 03');
    rerender(chart(data.slice(0, 2)));
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('day 02');
  });
});
