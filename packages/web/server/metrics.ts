// What the app server counts, in the Prometheus text format at GET /metrics (issue 29 item 2, decision 0441).
// One registry per server (tests build their own); every label has a bounded set of values: route patterns, portal
// calls as patterns, status codes, the web-vitals names.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A gauge the live-stream code moves (open registry change streams): set, or one up and one down. */
interface ConnectionGauge {
  set(value: number): void;
  inc(): void;
  dec(): void;
}

export type PageCacheResult = 'hit' | 'miss' | 'bypass';
export type PageCacheSource = 'content' | 'preview';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type ClientErrorKind = 'uncaught' | 'rejection' | 'portal' | 'chunk';

export interface Metrics {
  readonly registry: Registry;
  /** One answer of the app server: its method, route pattern, status and seconds until it ended. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One call to the portal: its pattern (`GET /api/v2/gifts/:id`), status (0: none came) and seconds to its headers. */
  portalCall(call: string, status: number, seconds: number): void;
  /** A page's data or link preview taken from the page cache (hit), asked of the portal (miss), or personal (bypass). */
  pageCache(source: PageCacheSource, result: PageCacheResult): void;
  /** Open live-stream connections: `kado_live_stream_connections`. */
  readonly liveStreams: ConnectionGauge;
  /** One web-vitals measurement from a shopper's phone (POST /rum): LCP, INP, TTFB in ms, CLS unitless. */
  vital(name: VitalName, route: string, value: number): void;
  /** One error a shopper's page met (POST /rum). */
  clientError(kind: ClientErrorKind, route: string): void;
  /** A field-data beacon refused, by reason. */
  rumRejected(reason: 'too-large' | 'rate-limited' | 'invalid'): void;
  /** The text of GET /metrics. */
  text(): Promise<string>;
  readonly contentType: string;
}

/** A status code as a label: the code itself, or 0 when no answer came. */
const statusLabel = (status: number): string => (Number.isInteger(status) && status >= 100 && status < 600 ? String(status) : '0');
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

export function createMetrics(options: { readonly processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'App server answers by method, route pattern and status: seconds until the answer ended',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const portal = new Histogram({
    name: 'portal_call_duration_seconds',
    help: 'Portal calls made by the app server (the /api proxy and page data), by call and status: seconds to the answer headers',
    labelNames: ['call', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'kado_page_cache_total',
    help: 'Page data and link previews: taken from the page cache (hit), asked of the portal (miss), or personal and never cached (bypass)',
    labelNames: ['source', 'result'],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'kado_live_stream_connections',
    help: 'Open live-stream (registry change stream) connections',
    registers: [registry],
  });
  const timings = new Histogram({
    name: 'kado_web_vitals_seconds',
    help: 'Web vitals from shoppers\' browsers (POST /rum) by name (LCP, INP, TTFB) and route pattern',
    labelNames: ['name', 'route'],
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10],
    registers: [registry],
  });
  const shifts = new Histogram({
    name: 'kado_web_vitals_cls',
    help: 'Cumulative layout shift from shoppers\' browsers (POST /rum) by route pattern',
    labelNames: ['route'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'kado_client_errors_total',
    help: 'Errors shoppers\' pages met (POST /rum) by kind and route pattern',
    labelNames: ['kind', 'route'],
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'kado_rum_rejected_total',
    help: 'Field-data beacons refused (POST /rum), by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  // One child per label set, kept: a request costs a map lookup, not a hash of its labels (tools/bench-server.mjs).
  const requestSeries = new Map<string, { observe(value: number): void }>();
  const cacheSeries = new Map<string, { inc(): void }>();
  return {
    registry,
    request: (method, route, status, seconds) => {
      const key = `${method} ${status} ${route}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = requests.labels({ method: methodLabel(method), route, status: statusLabel(status) });
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    portalCall: (call, status, seconds) => portal.observe({ call, status: statusLabel(status) }, seconds),
    pageCache: (source, result) => {
      const key = `${source} ${result}`;
      let series = cacheSeries.get(key);
      if (!series) {
        series = cache.labels({ source, result });
        cacheSeries.set(key, series);
      }
      series.inc();
    },
    liveStreams: { set: (value) => streams.set(value), inc: () => streams.inc(), dec: () => streams.dec() },
    vital: (name, route, value) => {
      if (name === 'CLS') shifts.observe({ route }, value);
      else timings.observe({ name, route }, value / 1000);
    },
    clientError: (kind, route) => errors.inc({ kind, route }),
    rumRejected: (reason) => rejected.inc({ reason }),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
