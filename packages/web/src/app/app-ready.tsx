import { useEffect } from 'react';

/** Calls `onReady` once the app's first render has committed (src/main.tsx: the hydration is over, decision 0540). */
export function AppReady({ onReady }: { readonly onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
