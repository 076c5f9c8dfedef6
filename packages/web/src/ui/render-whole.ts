import { useSyncExternalStore } from 'react';

let hydrating = false;

/**
 * True on the server and while the browser hydrates the server's HTML of a page (decision 0540): a screen then renders
 * whole (what is below the fold, every item of a long list), as the server did, so hydration reuses the server's
 * markup instead of replacing it. A screen the browser renders afresh defers those parts to after its first paint.
 */
export function rendersWhole(): boolean {
  return typeof window === 'undefined' || hydrating;
}

/** The browser's first render hydrates the server's HTML (src/main.tsx), until its commit. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from the render right after (React's
 * server snapshot), and at once in a screen the browser renders afresh: what the server's HTML must not hold.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
