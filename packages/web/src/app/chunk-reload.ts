import { shouldReloadAfterChunkError } from '@kado/domain';

const KEY = 'kado:chunk-reload-at';

/**
 * Spec §8: listens for Vite's preload failure and reloads once a minute at most; otherwise the failed screen shows its
 * retry (chunk-retry.tsx). Offline a reload could only end on the browser's own error page, so the retry screen shows
 * instead and loads the screen when the connection returns (decision 0251).
 */
export function installChunkReload(win: Window = window, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    try {
      const stored = win.sessionStorage.getItem(KEY);
      const last = stored === null ? null : Number(stored);
      if (!shouldReloadAfterChunkError(last, now())) return;
      win.sessionStorage.setItem(KEY, String(now()));
    } catch {
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
}
