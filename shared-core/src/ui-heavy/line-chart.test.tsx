import { act, renderWithProviders, screen } from '@panel/shared-core/testing';
import type { LineChartProps } from './line-chart';
import { LineChartView, preloadCharts } from './line-chart';

// The turns are under test, not the drawing (line-chart-impl.test.tsx): the chart stands in as the series it was asked
// to draw.
jest.mock('./line-chart-impl', () => ({
  __esModule: true,
  default: ({ series }: LineChartProps) => {
    if (series[0]!.key === 'broken') throw new Error('cannot draw');
    return <svg data-testid={`chart-${series[0]!.key}`} />;
  },
}));

function chart(key: string) {
  return (
    <LineChartView
      key={key}
      aria-label={`${key} per day`}
      failedText="The chart could not be drawn"
      data={[{ date: '2026-11-01', [key]: 1 }]}
      xKey="date"
      series={[{ key, label: key, color: 'teal.solid' }]}
    />
  );
}

const drawn = (key: string) => screen.queryByTestId(`chart-${key}`) !== null;
const busy = (key: string) =>
  screen.getByRole('img', { name: `${key} per day` }).getAttribute('aria-busy') === 'true';

/** The next chart's turn comes in a new browser task (a timer): run it, and what it renders. */
const nextTask = () =>
  act(() => {
    jest.runOnlyPendingTimers();
  });

// Every assertion below is made between two tasks, with no waiting helper that would run the timers itself.
describe('LineChartView', () => {
  beforeAll(() => preloadCharts());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws a page’s charts one per browser task, the first at once, the others marked busy until theirs', () => {
    renderWithProviders(
      <>
        {chart('installs')}
        {chart('deposits')}
        {chart('users')}
      </>,
    );
    expect([drawn('installs'), drawn('deposits'), drawn('users')]).toEqual([true, false, false]);
    expect([busy('installs'), busy('deposits'), busy('users')]).toEqual([false, true, true]);

    nextTask();
    expect([drawn('deposits'), drawn('users')]).toEqual([true, false]);

    nextTask();
    expect(drawn('users')).toBe(true);
    expect(busy('users')).toBe(false);
  });

  it('lets the next chart draw when one is gone before its turn', () => {
    const { rerender } = renderWithProviders(
      <>
        {chart('installs')}
        {chart('deposits')}
        {chart('users')}
      </>,
    );
    rerender(
      <>
        {chart('installs')}
        {chart('users')}
      </>,
    );
    expect(busy('users')).toBe(true);
    nextTask();
    expect(drawn('users')).toBe(true);
  });

  it('shows the failure text of a chart that cannot draw, and draws the next one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(
        <>
          {chart('broken')}
          {chart('installs')}
        </>,
      );
      expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
      expect(drawn('installs')).toBe(false);
      nextTask();
      expect(drawn('installs')).toBe(true);
      expect(error).toHaveBeenCalledWith('A chart failed to draw', expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });
});
