/**
 * What the host of the app (a browser tab) gives the application lifecycle: its connectivity, the address it shows,
 * a whole-document navigation and its paint timing. The composition root passes the browser's; tests pass their own.
 */
export interface AppHost {
  /** Whether the device is online now (navigator.onLine in a browser). */
  isOnline(): boolean;
  /** Calls `listener` on every online/offline change; answers a function that stops it. */
  onConnectivityChange(listener: () => void): () => void;
  /** The full path (path, query and hash) the document shows now. */
  currentPath(): string;
  /** Leaves for a fresh document at `url` (after a session end), dropping what the host kept for the user first. */
  leave(url: string): void;
  /** Runs `task` once the page is on screen: work the first paint does not need waits for it. */
  afterPaint(task: () => void): void;
}
