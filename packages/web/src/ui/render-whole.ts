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
