import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/after-paint';

/**
 * False for the first render, true once that render is on screen: a screen renders what is below the fold one frame
 * later, in a transition, so its first paint (and the task that lays it out) holds only what the phone shows.
 */
export function useAfterFirstPaint(): boolean {
  // On the server (no window) the page's HTML holds everything below the fold too (decision 0510): rendering it there
  // costs the phone no main-thread time, and the browser's first render still paints the first screen alone.
  const [painted, setPainted] = useState(typeof window === 'undefined');
  useEffect(() => {
    let live = true;
    afterNextPaint(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
