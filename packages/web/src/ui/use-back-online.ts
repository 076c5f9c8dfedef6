import { useEffect, useRef } from 'react';

/**
 * Calls `onBack` when the browser's connection comes back (the window's `online` event; issue 17 item 4): a screen
 * that failed while offline tries again by itself. The latest callback is used; none: nothing is listened to.
 */
export function useBackOnline(onBack: (() => void) | undefined): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  const active = onBack !== undefined;
  useEffect(() => {
    if (!active) return undefined;
    const handler = () => latest.current?.();
    window.addEventListener('online', handler);
    return () => window.removeEventListener('online', handler);
  }, [active]);
}
