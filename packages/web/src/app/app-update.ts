// The 'Versi baru tersedia' prompt's state (decision 0222). A new service worker that finished installing while an
// older one controls the page waits; the prompt offers it, and only the user's tap makes it take over, after which
// the page reloads once on the new version. Written against the small part of the service worker API it uses.

import { SKIP_WAITING } from '../sw/update-policy';

export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}

interface RegistrationLike extends EventTarget {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
}

interface ContainerLike extends EventTarget {
  readonly controller: unknown;
}

type Listener = () => void;

export interface AppUpdate {
  /** Follows a registration: offers a worker that waits now or later. */
  watch(registration: RegistrationLike, container: ContainerLike): void;
  /** The user's consent: the waiting worker takes over, then the page reloads on the new version. */
  apply(): void;
  subscribe(listener: Listener): () => void;
  /** Whether a new version waits for the user's consent. */
  getSnapshot(): boolean;
}

export function createAppUpdate(reload: () => void = () => window.location.reload()): AppUpdate {
  let waiting: WorkerLike | null = null;
  let applying = false;
  let reloaded = false;
  const listeners = new Set<Listener>();
  const offer = (worker: WorkerLike) => {
    if (waiting === worker) return;
    waiting = worker;
    listeners.forEach((l) => l());
  };
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  return {
    watch(registration, container) {
      // Without a controller this is the first install: it takes over by itself, there is nothing to offer.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      container.addEventListener('controllerchange', () => {
        if (applying) reloadOnce();
      });
    },
    apply() {
      if (!waiting) return;
      applying = true;
      // Another tab's consent may have activated it already: then this page only needs the reload.
      if (waiting.state === 'installed') waiting.postMessage({ type: SKIP_WAITING });
      else reloadOnce();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => waiting !== null,
  };
}

/** The app's one prompt state: main.tsx feeds it the registration, the root layout shows it. */
export const appUpdate = createAppUpdate();

/**
 * Follows the service worker's registration for the update prompt, and looks for a new version whenever the app
 * comes back to the foreground and every hour it stays open (a phone's app may stay open for days).
 */
export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  appUpdate.watch(registration, navigator.serviceWorker);
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, 60 * 60 * 1000);
}
