import { act, renderWithProviders, screen } from '@panel/shared-core/testing';
import { PageSpinner } from '@panel/shared-core/ui';

describe('PageSpinner', () => {
  it('is a status with a translated label', () => {
    renderWithProviders(<PageSpinner />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows nothing until its delay has passed', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<PageSpinner delay={200} label="Loading users" />, { withHosts: false });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    } finally {
      jest.useRealTimers();
    }
  });
});
