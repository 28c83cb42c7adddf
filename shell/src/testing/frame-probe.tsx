import { useAfterFirstScreen } from '../app/first-screen';

/**
 * What the layout's frame draws around a page (first-screen.ts): its menus and controls ("filled"), or not yet
 * ("waiting"). For the tests of what releases it.
 */
export function FrameProbe({ inArea = true }: { inArea?: boolean }) {
  return <p data-testid="frame">{useAfterFirstScreen(inArea) ? 'filled' : 'waiting'}</p>;
}
