// Field data from shoppers' phones (issue 29 item 3, decision 0444): the web vitals of each page view and the errors
// the page meets, sent to the app server's POST /rum with navigator.sendBeacon when the page is hidden. Loaded by
// main.tsx once the page has loaded and the network is quiet: nothing of it (web-vitals included) is on the first
// screen's path. Only closed facts travel: a vital's name and value, an error's kind, its class name or the domain
// error kind, an HTTP status, the route id and the release; never a message, a URL or anything a shopper typed.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { LogFacts } from '@kado/domain';
import { PendingLogger } from './logger';

type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
type FieldEvent =
  | { readonly type: 'vital'; readonly name: VitalName; readonly value: number; readonly route: string }
  | { readonly type: 'error'; readonly kind: 'uncaught' | 'rejection' | 'portal' | 'chunk'; readonly route: string; readonly name?: string; readonly status?: number };

/** The web-vitals reporters (tests pass their own). */
interface VitalReporters {
  readonly onLCP: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  readonly onINP: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  readonly onCLS: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  readonly onTTFB: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
}

/** The app's router, as far as the field data reads it: the matches of the page shown. */
export interface FieldRouter {
  readonly state: { readonly matches?: readonly { readonly route: { readonly id?: string } }[] };
}

interface FieldDataOptions {
  /** The router: the id of the route shown now (its entry of the route list) labels each event. */
  readonly router: FieldRouter;
  /** Sends one beacon; `navigator.sendBeacon('/rum', …)` by default. */
  readonly send?: (body: string) => boolean;
  readonly vitals?: VitalReporters;
  readonly window?: Window;
  /** The page's release; read from its entry script by default (pageRelease). */
  readonly release?: string;
}

/** Events kept until the page is hidden, at most; past it the oldest stay and the newest are dropped. */
const MAX_EVENTS = 40;
const NAME = /^[A-Za-z][A-Za-z-]{0,39}$/;

/** The release: the hash in the entry script's name, as the server reads it from its build (server/rum.ts). */
export function pageRelease(doc: Document): string {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
  return /-([A-Za-z0-9_]{6,16})\.js$/.exec(src)?.[1] ?? 'unknown';
}

/** A chunk that failed to load (a deploy replaced it, or the network dropped): Vite's and the browsers' words. */
const isChunkFailure = (text: string): boolean => /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|preload/i.test(text);

const errorName = (value: unknown): string | undefined => {
  const name = value instanceof Error ? value.name : undefined;
  return name && NAME.test(name) ? name : undefined;
};

/** Starts collecting; returns a stop function (tests). */
export function startFieldData(options: FieldDataOptions): () => void {
  const win = options.window ?? window;
  const send = options.send ?? ((body: string) => win.navigator.sendBeacon('/rum', new Blob([body], { type: 'application/json' })));
  const release = options.release ?? pageRelease(win.document);
  const queue: FieldEvent[] = [];
  const add = (event: FieldEvent) => {
    if (queue.length < MAX_EVENTS) queue.push(event);
  };
  const route = () => options.router.state.matches?.at(-1)?.route.id ?? 'unknown';

  const onError = (event: ErrorEvent) => {
    const message = typeof event.message === 'string' ? event.message : '';
    const name = errorName(event.error);
    add({ type: 'error', kind: isChunkFailure(message) ? 'chunk' : 'uncaught', route: route(), ...(name ? { name } : {}) });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const name = errorName(reason);
    const chunk = reason instanceof Error && isChunkFailure(reason.message);
    add({ type: 'error', kind: chunk ? 'chunk' : 'rejection', route: route(), ...(name ? { name } : {}) });
  };
  const onPreloadError = () => add({ type: 'error', kind: 'chunk', route: route() });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('vite:preloadError', onPreloadError);

  // A failed portal call (decision 0195's facts: method, path, status, kind): its status and kind only. The logger
  // keeps them until a beacon leaves; they carry the route shown then.
  const portalFailure = (facts: LogFacts) => {
    const kind = typeof facts['kind'] === 'string' && NAME.test(facts['kind']) ? facts['kind'] : undefined;
    const status = typeof facts['status'] === 'number' ? facts['status'] : undefined;
    add({ type: 'error', kind: 'portal', route: route(), ...(kind ? { name: kind } : {}), ...(status !== undefined ? { status } : {}) });
  };

  const vitals = options.vitals ?? { onLCP, onINP, onCLS, onTTFB };
  const report = (metric: Pick<Metric, 'name' | 'value'>) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS' || metric.name === 'TTFB') add({ type: 'vital', name: metric.name, value: metric.value, route: route() });
  };
  vitals.onLCP(report);
  vitals.onINP(report);
  vitals.onCLS(report);
  vitals.onTTFB(report);

  // After web-vitals' own listeners (registered above), so the vitals it reports on hiding go in this beacon.
  const flush = () => {
    for (const facts of PendingLogger.pending.splice(0)) portalFailure(facts);
    if (queue.length === 0) return;
    const events = queue.splice(0, queue.length);
    send(JSON.stringify({ release, events }));
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
  };
}
