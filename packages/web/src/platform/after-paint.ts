/**
 * Runs `task` once the browser has painted the next frame: work the first paint does not need (a session record,
 * say) waits until the page is on screen instead of delaying it. Falls back to a timer where frames never come
 * (a hidden tab still records its path).
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 1000);
}
