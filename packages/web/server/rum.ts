// POST /rum: field data from shoppers' browsers (issue 29 item 3, decision 0444). The page's beacon carries web
// vitals and client errors by route id; each field is checked against a closed list or a narrow pattern and only what
// passes is logged and counted, so no free text (an error message, a URL, a name) reaches the log or the metrics.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { ClientErrorKind, Metrics, VitalName } from './metrics';
import { currentRequest } from './observability';

export const RUM_LIMITS = {
  /** A beacon's body at most (a page's batch is well under 2 kB). */
  maxBytes: 16 * 1024,
  /** Events in one beacon at most; more are dropped. */
  maxEvents: 40,
  /** Beacons per client address per window. */
  perWindow: 30,
  windowMs: 60_000,
  /** Addresses remembered at most (the window's table starts over past it). */
  maxClients: 10_000,
} as const;

const VITALS: ReadonlySet<string> = new Set<VitalName>(['LCP', 'INP', 'CLS', 'TTFB']);
const ERROR_KINDS: ReadonlySet<string> = new Set<ClientErrorKind>(['uncaught', 'rejection', 'portal', 'chunk']);
/** Error class names and domain error kinds: a word, no message. */
const NAME = /^[A-Za-z][A-Za-z-]{0,39}$/;

/** The release of a build: the hash in its entry script's name (`assets/index-AbC123xy.js` -> `AbC123xy`). */
export function releaseOfEntry(file: string): string | null {
  return /-([A-Za-z0-9_]{6,16})\.js$/.exec(file)?.[1] ?? null;
}

interface Vital {
  readonly name: VitalName;
  readonly value: number;
  readonly route: string;
}
interface ClientError {
  readonly kind: ClientErrorKind;
  readonly route: string;
  readonly name?: string;
  readonly status?: number;
}
interface Beacon {
  readonly release: string;
  readonly vitals: readonly Vital[];
  readonly errors: readonly ClientError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The beacon's checked events; null when the body is not a beacon at all. Unknown routes count as `unknown`. */
export function readBeacon(body: unknown, patternOf: (routeId: string) => string | undefined, isRelease: (release: string) => boolean = () => false): Beacon | null {
  if (!isRecord(body) || !Array.isArray(body['events'])) return null;
  // Only a release this server knows is logged as it came: any other value is a client's free text.
  const release = typeof body['release'] === 'string' && isRelease(body['release']) ? body['release'] : 'other';
  const vitals: Vital[] = [];
  const errors: ClientError[] = [];
  for (const event of body['events'].slice(0, RUM_LIMITS.maxEvents)) {
    if (!isRecord(event)) continue;
    const route = (typeof event['route'] === 'string' ? patternOf(event['route']) : undefined) ?? 'unknown';
    const value = event['value'];
    if (event['type'] === 'vital' && typeof event['name'] === 'string' && VITALS.has(event['name']) && typeof value === 'number') {
      // A minute of LCP, or a layout shift score of 100, is no measurement: dropped.
      const limit = event['name'] === 'CLS' ? 100 : 60_000;
      if (Number.isFinite(value) && value >= 0 && value <= limit) vitals.push({ name: event['name'] as VitalName, value, route });
    } else if (event['type'] === 'error' && typeof event['kind'] === 'string' && ERROR_KINDS.has(event['kind'])) {
      const name = typeof event['name'] === 'string' && NAME.test(event['name']) ? event['name'] : undefined;
      const status = typeof event['status'] === 'number' && Number.isInteger(event['status']) && event['status'] >= 0 && event['status'] < 600 ? event['status'] : undefined;
      errors.push({ kind: event['kind'] as ClientErrorKind, route, ...(name ? { name } : {}), ...(status !== undefined ? { status } : {}) });
    }
  }
  return { release, vitals, errors };
}

interface RumOptions {
  readonly metrics: Metrics;
  readonly logger: Logger;
  /** A route id's pattern (route-patterns.ts' routePatternsById). */
  readonly patternOf: (routeId: string) => string | undefined;
  /** Whether a release is this server's build (releaseOfEntry of its manifest's entry). */
  readonly isRelease?: (release: string) => boolean;
  readonly now?: () => number;
}

export function createRumRoute(options: RumOptions): Hono {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  const allowed = (address: string): boolean => {
    const at = now();
    if (windows.size > RUM_LIMITS.maxClients) windows.clear();
    const window = windows.get(address);
    if (!window || at - window.start >= RUM_LIMITS.windowMs) {
      windows.set(address, { start: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= RUM_LIMITS.perWindow;
  };
  const refuse = (c: Context, status: 400 | 413 | 429, reason: 'invalid' | 'too-large' | 'rate-limited') => {
    options.metrics.rumRejected(reason);
    return c.body(null, status, status === 429 ? { 'Retry-After': String(Math.ceil(RUM_LIMITS.windowMs / 1000)) } : {});
  };
  const app = new Hono();
  // Hono's body limit counts while the body is read (a body without a length included) and refuses past the limit.
  app.post('/rum', bodyLimit({ maxSize: RUM_LIMITS.maxBytes, onError: (c) => refuse(c, 413, 'too-large') }), async (c) => {
    const client = currentRequest()?.client.address ?? 'local';
    if (!allowed(client)) return refuse(c, 429, 'rate-limited');
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(c, 400, 'invalid');
    }
    const beacon = readBeacon(parsed, options.patternOf, options.isRelease);
    if (!beacon) return refuse(c, 400, 'invalid');
    for (const vital of beacon.vitals) options.metrics.vital(vital.name, vital.route, vital.value);
    for (const error of beacon.errors) options.metrics.clientError(error.kind, error.route);
    if (beacon.vitals.length + beacon.errors.length > 0) {
      options.logger.info({ reqId: currentRequest()?.id, release: beacon.release, vitals: beacon.vitals, errors: beacon.errors }, 'field data');
    }
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  });
  return app;
}
