import { act, render, screen } from '@testing-library/react';
import {
  FIRST_SCREEN_WAIT_MS,
  expectFirstScreen,
  firstScreenShown,
  resetFirstScreen,
  useAfterFirstScreen,
  useFirstScreenShown,
} from './first-screen';

function Frame({ inArea = true }: { inArea?: boolean }) {
  const after = useAfterFirstScreen(inArea);
  return <p>{after ? 'menus' : 'frame only'}</p>;
}

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
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('waits for the expected screen, and fills in once it has committed', async () => {
    resetFirstScreen({ waitMs: 60_000 });
    expectFirstScreen();
    const { rerender } = render(<Frame />);
    expect(screen.getByText('frame only')).toBeInTheDocument();
    rerender(
      <>
        <Frame />
        <Screen />
      </>,
    );
    expect(await screen.findByText('menus')).toBeInTheDocument();
  });

  it('fills in when the screen came before the frame was drawn', () => {
    expectFirstScreen();
    firstScreenShown();
    render(<Frame />);
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('does not wait longer than FIRST_SCREEN_WAIT_MS for a screen that is slow to come', () => {
    jest.useFakeTimers();
    expectFirstScreen();
    render(<Frame />);
    act(() => jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1));
    expect(screen.getByText('frame only')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('does not wait on a page the shell fills itself (a refused area sent the user to /not-allowed)', async () => {
    expectFirstScreen();
    render(<Frame inArea={false} />);
    expect(screen.getByText('menus')).toBeInTheDocument();
    // Nothing is awaited any more: a frame drawn later is whole at once too.
    render(<Frame />);
    expect(await screen.findAllByText('menus')).toHaveLength(2);
  });
});
