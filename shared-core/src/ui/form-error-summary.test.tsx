import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { FormErrorSummary } from '@panel/shared-core/ui';

describe('FormErrorSummary', () => {
  it('lists the unmatched messages in an alert', () => {
    renderWithProviders(<FormErrorSummary messages={['Quota exceeded', 'Try later', 'Try later']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось сохранить форму');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing without messages', () => {
    renderWithProviders(<FormErrorSummary messages={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
