import { shouldReloadAfterChunkError } from '@kado/domain';

const KEY = 'kado:chunk-reload-at';

/** Spec §8: listens for Vite's preload failure and reloads once a minute at most; otherwise the error page shows. */
export function installChunkReload(win: Window = window, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
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
