import { jest } from '@jest/globals';
import { renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import { LineChartView } from './line-chart';

const data = [
  { date: '2026-11-01', installs: 3 },
  { date: '2026-11-02', installs: 5 },
];

test('a chart says once that it has been drawn, so that a screen can draw the next one', async () => {
  const onDrawn = jest.fn();
  const { rerender } = renderWithProviders(
    <LineChartView
      aria-label="Installs per day"
      failedText="The chart could not be drawn"
      data={data}
      xKey="date"
      series={[{ key: 'installs', label: 'Installs', color: 'teal.solid' }]}
      onDrawn={onDrawn}
    />,
  );
  expect(screen.getByRole('img', { name: 'Installs per day' })).toBeInTheDocument();
  await waitFor(() => expect(onDrawn).toHaveBeenCalledTimes(1));

  // New figures redraw the same chart: the screen was told already.
  rerender(
    <LineChartView
      aria-label="Installs per day"
      failedText="The chart could not be drawn"
      data={[...data, { date: '2026-11-03', installs: 8 }]}
      xKey="date"
      series={[{ key: 'installs', label: 'Installs', color: 'teal.solid' }]}
      onDrawn={onDrawn}
    />,
  );
  expect(onDrawn).toHaveBeenCalledTimes(1);
});
