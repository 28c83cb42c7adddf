import { use } from 'react';
import { act, renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import type { DateRangeInputProps } from './date-picker';
import { DateRangeInput } from './date-input';

let mockArrive!: () => void;
const mockArrived = new Promise<void>((resolve) => {
  mockArrive = resolve;
});

// The picker whose code is still on its way until mockArrive() (its chunk, over a slow network).
jest.mock('./date-picker', () => ({
  DatePickerInput: () => null,
  DateRangePickerInput: ({ labels, focusEnd }: DateRangeInputProps) => {
    use(mockArrived);
    return (
      <>
        <input aria-label={labels.from} autoFocus={focusEnd === 'from'} />
        <input aria-label={labels.to} autoFocus={focusEnd === 'to'} />
      </>
    );
  },
}));

describe('DateRangeInput', () => {
  it('keeps the focus on the box reached with Tab until the picker arrives, then hands it over', async () => {
    const { user } = renderWithProviders(
      <DateRangeInput
        value={{}}
        onChange={jest.fn()}
        labels={{ from: 'Created: from', to: 'Created: to' }}
      />,
    );
    await user.tab();
    const box = screen.getByRole('textbox', { name: 'Created: from' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveFocus();

    await act(async () => {
      mockArrive();
      await mockArrived;
    });
    // The box stays until React commits the picker: wait for the picker itself, not for any box of that name.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Created: from' })).not.toHaveAttribute('readonly'),
    );
    expect(screen.getByRole('textbox', { name: 'Created: from' })).toHaveFocus();
  });
});
