import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/*
 * Charts draw one at a time, each in a browser task of its own. Drawn together, a page's charts all wait for the last
 * one and the page answers no input meanwhile; drawn in turns, the first shows as soon as it is ready and the browser
 * paints and handles input between two. It was made for recharts, whose first draw of the dashboard's two charts was
 * one task of ~250 ms (docs/performance.md, "Ninth pass"); the panel's own charts draw in a few milliseconds each
 * ("Tenth pass"), and the turns still keep a page of five charts (the detailed statistics) from drawing them in one.
 */

type Grant = () => void;

const waiting: Grant[] = [];
let drawing = false;

function grantNext(): void {
  const next = waiting.shift();
  if (next) next();
  else drawing = false;
}

/**
 * Asks for the next turn: `grant` is called at once when no chart is drawing, else once the charts before it have
 * drawn. The returned function gives the turn up (drawn, failed or gone); calling it again does nothing.
 */
export function requestChartTurn(grant: Grant): () => void {
  let state: 'waiting' | 'drawing' | 'done' = 'waiting';
  const start = () => {
    state = 'drawing';
    grant();
  };
  if (drawing) waiting.push(start);
  else {
    drawing = true;
    start();
  }
  return () => {
    if (state === 'waiting') waiting.splice(waiting.indexOf(start), 1);
    // The next chart starts in a new task, after the browser has painted this one.
    else if (state === 'drawing') {
      if (waiting.length > 0) setTimeout(grantNext, 0);
      else drawing = false;
    }
    state = 'done';
  };
}

/**
 * A chart's turn: `ready` once it may draw; `done` when it has drawn or failed (it is also given up on unmount).
 * @example const { ready, done } = useChartTurn(); return ready ? <Chart onDrawn={done} /> : <Skeleton />;
 */
export function useChartTurn(): { ready: boolean; done: () => void } {
  const [ready, setReady] = useState(false);
  const release = useRef<(() => void) | null>(null);
  // A layout effect: the first chart, granted at once, draws before the page is painted without it.
  useLayoutEffect(() => {
    release.current = requestChartTurn(() => setReady(true));
    return () => release.current?.();
  }, []);
  const done = useCallback(() => release.current?.(), []);
  return { ready, done };
}
