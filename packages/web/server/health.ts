// The server's own routes (issue 29 item 2, decision 0441): GET /healthz (the process is alive), GET /readyz (the
// build is there and the portal answers within its timeout; 503 while draining), GET /metrics (Prometheus text).
// Never cached (no-store), never the app's page (app.ts' isPagePath), never kept by the service worker (cache-policy.ts).
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import type { Metrics } from './metrics';
import type { PortalFetch } from './portal';

interface HealthOptions {
  readonly metrics: Metrics;
  /** The build folder: index.html and .vite/manifest.json must be there. */
  readonly dist: string;
  /** The portal seam, as /api and the page data use it. */
  readonly portal: PortalFetch;
  /** How long the portal has to answer the readiness call (PORTAL_TIMEOUT_MS). */
  readonly portalTimeoutMs: number;
  /** True once SIGTERM has come: the load balancer is to send no new requests. */
  readonly draining: () => boolean;
}

/** A cheap anonymous portal read (the catalogue's categories) stands for "the portal answers". */
const READINESS_CALL = '/api/v1/categories';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

type Check = 'ok' | string;

async function portalCheck(portal: PortalFetch, timeoutMs: number): Promise<Check> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(`no answer within ${timeoutMs} ms`);
    }, timeoutMs);
  });
  const asked = portal(new Request(`http://kado.internal${READINESS_CALL}`, { headers: { accept: 'application/json' }, signal: controller.signal })).then(
    async (answer) => {
      await answer.body?.cancel();
      return answer.status < 500 ? 'ok' : `status ${answer.status}`;
    },
    () => 'unreachable',
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthRoutes(options: HealthOptions): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    const checks: Record<string, Check> = {
      build: existsSync(`${options.dist}/index.html`) && existsSync(`${options.dist}/.vite/manifest.json`) ? 'ok' : 'no build in dist/',
      portal: await portalCheck(options.portal, options.portalTimeoutMs),
    };
    if (options.draining()) checks['draining'] = 'shutting down';
    const ready = Object.values(checks).every((check) => check === 'ok');
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503, NO_STORE);
  });
  app.get('/metrics', async (c) => c.body(await options.metrics.text(), 200, { ...NO_STORE, 'Content-Type': options.metrics.contentType }));
  return app;
}
