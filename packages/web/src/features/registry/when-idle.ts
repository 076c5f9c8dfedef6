/**
 * Runs `task` once the browser is idle (requestIdleCallback, at the latest after `timeout` ms), or after a short timer
 * where the browser cannot tell (a test's DOM); answers a cancel. For work the first screen does not need (decision 0345).
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 16);
  return () => clearTimeout(id);
}
