import { expectFirstScreen, resetFirstScreen, useAfterFirstScreen } from '../app/first-screen';

/**
 * What the layout's frame draws around a page (first-screen.ts): its menus and controls ("filled"), or not yet
 * ("waiting"). For the tests of what releases it.
 */
export function FrameProbe({ inArea = true }: { inArea?: boolean }) {
  return <p data-testid="frame">{useAfterFirstScreen(inArea) ? 'filled' : 'waiting'}</p>;
}

/** Long enough that a slow test run never reaches the frame's cap on waiting (FIRST_SCREEN_WAIT_MS) before it looks. */
export const UNHURRIED_WAIT_MS = 60_000;

/** A cold load whose warm start expects a screen: the frame waits for it, without the cap a slow run could reach. */
export function expectScreenUnhurried(): void {
  resetFirstScreen({ waitMs: UNHURRIED_WAIT_MS });
  expectFirstScreen();
}
