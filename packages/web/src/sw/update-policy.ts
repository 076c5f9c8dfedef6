// How a new version of the service worker takes over (decision 0222). The first install takes control at once (no
// page runs an older version yet); an update waits until the user taps 'Muat ulang' on the 'Versi baru tersedia'
// prompt, which posts SKIP_WAITING. Written against the small part of the worker scope it uses, for tests.

/** The message the page posts to a waiting worker when the user accepts the update (app/app-update.ts). */
export const SKIP_WAITING = 'kado:skip-waiting';

interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of ServiceWorkerGlobalScope that the update policy needs. */
export interface UpdateScope {
  addEventListener(type: 'install' | 'activate', handler: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', handler: (event: { readonly data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
  readonly registration: { readonly active: unknown };
  readonly clients: { claim(): Promise<void> };
}

/** Whether a message from a page asks the waiting worker to take over. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}

export function installUpdatePolicy(scope: UpdateScope): void {
  scope.addEventListener('install', (event) => {
    // No active worker: this is the first install, nothing older runs; take over without asking.
    if (!scope.registration.active) event.waitUntil(scope.skipWaiting());
  });
  // Controls the open pages once active, so the first visit's pages are cached from then on.
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void scope.skipWaiting();
  });
}
