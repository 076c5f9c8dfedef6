// The fake portal as a mock server anyone can start (decision 0231): `pnpm --filter @kado/fake-portal start`.
// Around the portal app: one log line per call, CORS for the origins given, and image URLs made absolute on the
// portal's public origin (a front end on another origin loads them from there).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createFakePortal, type FakePortal, type FakePortalOptions } from './index';

interface StandaloneOptions extends FakePortalOptions {
  /** Where browsers reach this portal, e.g. `http://localhost:8787`; image URLs are made absolute on it. */
  readonly publicOrigin: string;
  /** Origins whose pages may call the portal from a browser (CORS); none by default. `*` allows any. */
  readonly corsOrigins?: readonly string[];
  /** One line per call; `console.log` by default, nothing when null. */
  readonly log?: ((line: string) => void) | null;
}

interface StandalonePortal {
  readonly app: Hono;
  readonly portal: FakePortal;
}

const IMAGE_PATH = /^\/api\/images\//;

/** Every string of `value` that is a portal image path becomes an absolute URL on `origin`. */
export function absoluteImageUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return IMAGE_PATH.test(value) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absoluteImageUrls(item, origin));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteImageUrls(item, origin)]));
  }
  return value;
}

/** The log line of one call: method, path with query, status, milliseconds. */
function logLine(method: string, pathWithQuery: string, status: number, ms: number): string {
  return `${method} ${pathWithQuery} ${status} ${ms}ms`;
}

export function createStandalonePortal(options: StandaloneOptions): StandalonePortal {
  const origin = new URL(options.publicOrigin).origin;
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;
  const portal = createFakePortal(options);
  const app = new Hono();
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    log?.(logLine(c.req.method, `${url.pathname}${url.search}`, c.res.status, Math.round(performance.now() - started)));
  });
  const corsOrigins = options.corsOrigins ?? [];
  if (corsOrigins.length > 0) {
    app.use('*', cors({
      origin: corsOrigins.includes('*') ? '*' : [...corsOrigins],
      allowHeaders: ['Authorization', 'Content-Type', 'X-Guest-Id', 'Idempotency-Key'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }));
  }
  app.use('*', async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body: unknown = await c.res.clone().json().catch(() => undefined);
    if (body === undefined) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(absoluteImageUrls(body, origin)), { status: c.res.status, headers });
  });
  app.all('*', (c) => portal.app.fetch(c.req.raw, c.env));
  return { app, portal };
}
