import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { LineChartView } from './line-chart';

// The charts' chunk cannot be downloaded (offline, a failed deployment): importing it fails every time.
jest.mock('./line-chart-impl', () => {
  throw new Error('ChunkLoadError: the charts could not be downloaded');
});

function chart(key: string) {
  return (
    <LineChartView
      key={key}
      aria-label={`${key} per day`}
      failedText={`No ${key} chart`}
      data={[{ date: '2026-11-01', [key]: 1 }]}
      xKey="date"
      series={[{ key, label: key, color: 'teal.solid' }]}
    />
  );
}

describe('LineChartView without its code', () => {
  it('shows each chart’s failure text instead of a skeleton, one turn after another', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(
        <>
          {chart('installs')}
          {chart('deposits')}
        </>,
      );
      expect(await screen.findByText('No installs chart')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'installs per day' })).not.toHaveAttribute('aria-busy');
      // The second chart tries the download again in its turn, and fails the same way.
      expect(await screen.findByText('No deposits chart')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'deposits per day' })).not.toHaveAttribute('aria-busy');
      expect(error).toHaveBeenCalledWith('A chart failed to draw', expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });
});
