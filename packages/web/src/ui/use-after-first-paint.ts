import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/after-paint';

/**
 * False for the first render, true once that render is on screen: a screen renders what is below the fold one frame
 * later, in a transition, so its first paint (and the task that lays it out) holds only what the phone shows.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
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
