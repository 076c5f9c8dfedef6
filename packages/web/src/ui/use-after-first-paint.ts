import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/after-paint';
import { rendersWhole } from './render-whole';

/**
 * False for the first render, true once that render is on screen: a screen renders what is below the fold one frame
 * later, in a transition, so its first paint (and the task that lays it out) holds only what the phone shows.
 */
export function useAfterFirstPaint(): boolean {
  // On the server the page's HTML holds everything below the fold too (decision 0510), and the browser's hydration of
  // that HTML renders it whole as well (decision 0540); a screen rendered afresh paints its first screen alone.
  const [painted, setPainted] = useState(rendersWhole);
  useEffect(() => {
    if (painted) return undefined;
    let live = true;
    afterNextPaint(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
