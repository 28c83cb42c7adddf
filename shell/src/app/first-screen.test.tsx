import { act, render, screen, waitFor } from '@testing-library/react';
import {
  FIRST_SCREEN_WAIT_MS,
  expectFirstScreen,
  firstScreenShown,
  resetFirstScreen,
  useFirstScreenShown,
} from './first-screen';
import { FrameProbe as Frame, expectScreenUnhurried } from '../testing/frame-probe';

function Screen() {
  useFirstScreenShown();
  return <p>the screen</p>;
}

beforeEach(() => {
  resetFirstScreen();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the frame around the first screen', () => {
  it('is drawn whole at once when no screen is on its way', () => {
    render(<Frame />);
    expect(screen.getByTestId('frame')).toHaveTextContent('filled');
  });

  it('waits for the expected screen, and fills in once it has committed', async () => {
    expectScreenUnhurried();
    const { rerender } = render(<Frame />);
    expect(screen.getByTestId('frame')).toHaveTextContent('waiting');
    rerender(
      <>
        <Frame />
        <Screen />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('frame')).toHaveTextContent('filled'));
  });

  it('fills in when the screen came before the frame was drawn', () => {
    expectFirstScreen();
    firstScreenShown();
    render(<Frame />);
    expect(screen.getByTestId('frame')).toHaveTextContent('filled');
  });

  it('does not wait longer than FIRST_SCREEN_WAIT_MS for a screen that is slow to come', () => {
    jest.useFakeTimers();
    expectFirstScreen();
    render(<Frame />);
    act(() => jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1));
    expect(screen.getByTestId('frame')).toHaveTextContent('waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('frame')).toHaveTextContent('filled');
  });

  it('does not wait on a page the shell fills itself (a refused area sent the user to /not-allowed)', async () => {
    expectFirstScreen();
    render(<Frame inArea={false} />);
    expect(screen.getByTestId('frame')).toHaveTextContent('filled');
    // Nothing is awaited any more: a frame drawn later is whole at once too.
    render(<Frame />);
    const frames = screen.getAllByTestId('frame');
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(frame).toHaveTextContent('filled');
  });
});
