import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { FieldRouter } from '../platform/field-data';

/**
 * The installable app's layer (decisions 0220-0223, 0274): the service worker's registration, the 'Versi baru
 * tersedia' prompt and foreground push messages. None of it is on the first screen: a worker is registered after
 * the page has loaded anyway, and the prompt and the messages can only come from a registered worker. So the layer's
 * code (pwa-prompts.tsx) is a chunk of its own, loaded once the page has loaded and its downloads are done; until then
 * PwaPrompts renders nothing.
 */
export interface PwaLayerModule {
  /** Registers the worker (production only) and follows it for the update prompt. */
  readonly registerWorker: () => void;
  /** The prompts the root layout shows. */
  readonly Prompts: ComponentType;
  /** Starts the field data (decision 0444) for the app's router. */
  readonly startFieldData: (router: FieldRouter) => void;
}

/** What starting the layer touches (a test passes its own). */
interface PwaLayerHost {
  readonly load: () => Promise<PwaLayerModule>;
  /** Runs a task once the page has loaded and its network is quiet. */
  readonly whenIdle: (task: () => void) => void;
}

type Listener = () => void;

export function createPwaLayer() {
  let ready = false;
  let started = false;
  let resolve: (module: { default: ComponentType }) => void = () => undefined;
  const loaded = new Promise<{ default: ComponentType }>((r) => {
    resolve = r;
  });
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => ready,
    /** The layer's prompts, rendered once it has loaded (PwaPrompts). */
    Prompts: lazy(() => loaded),
    /** Loads the layer once, when the page is done; a failed download (offline) leaves the page as it is, without the layer. */
    start(host: PwaLayerHost = { load: () => import('./pwa-prompts'), whenIdle: afterLoadAndQuiet }, router?: FieldRouter): void {
      if (started) return;
      started = true;
      host.whenIdle(() => {
        host.load().then((layer) => {
          layer.registerWorker();
          if (router) layer.startFieldData(router);
          resolve({ default: layer.Prompts });
          ready = true;
          listeners.forEach((l) => l());
        }, () => undefined);
      });
    },
  };
}

/** How long the network stays quiet before the layer loads, and the longest the layer waits for that. */
export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 10_000;

/**
 * After the window's load event, once the page's own downloads (images, data) have been quiet for QUIET_MS (or
 * MAX_WAIT_MS have passed), in the browser's next idle period. The worker this registers precaches every script and
 * style sheet of the app: started earlier, that download would compete with the page's images on a phone's network.
 */
export function afterLoadAndQuiet(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
    else window.setTimeout(task, 0);
  };
  const whenQuiet = () => {
    let done = false;
    let observer: PerformanceObserver | null = null;
    let timer = 0;
    const fire = () => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      window.clearTimeout(cap);
      observer?.disconnect();
      idle();
    };
    const cap = window.setTimeout(fire, MAX_WAIT_MS);
    timer = window.setTimeout(fire, QUIET_MS);
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(() => {
        // A download just finished: wait for the next quiet moment.
        window.clearTimeout(timer);
        timer = window.setTimeout(fire, QUIET_MS);
      });
      try {
        observer.observe({ type: 'resource' });
      } catch {
        observer = null;
      }
    }
  };
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}

/** The app's one layer: main.tsx starts it, the root layout shows its prompts. */
export const pwaLayer = createPwaLayer();

export function PwaPrompts({ layer = pwaLayer }: { readonly layer?: Pick<ReturnType<typeof createPwaLayer>, 'subscribe' | 'getSnapshot' | 'Prompts'> }) {
  const ready = useSyncExternalStore(layer.subscribe, layer.getSnapshot, () => false);
  return ready ? <Suspense fallback={null}><layer.Prompts /></Suspense> : null;
}
