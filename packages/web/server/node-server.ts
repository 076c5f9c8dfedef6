// The app server as node runs it (serve.ts listens; tests listen on port 0): the request log and id around
// everything (observability.ts), the server's own routes (health.ts, rum.ts), then pages straight from node's request
// (node-pages.ts) and the Hono app (app.ts) for the rest. Graceful drain on SIGTERM (decision 0445).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createAppServer } from './app';
import { clientFacts, trustedProxies } from './forwarded';
import { createHealthRoutes } from './health';
import { createMetrics, type Metrics } from './metrics';
import { withPagesFirst } from './node-pages';
import { observedPortal, recordError, withRequestLog } from './observability';
import type { PortalFetch } from './portal';
import { createApiPatterns, createRoutePatterns, routePatternsById, SERVICE_PATHS } from './route-patterns';
import { createRumRoute, releaseOfEntry } from './rum';

/** Whether a release is the build's in `dist` (read at most once a minute, so a new build is known soon). */
function buildRelease(dist: string): (release: string) => boolean {
  let known: string | null = null;
  let readAt = -Infinity;
  return (release) => {
    if (performance.now() - readAt > 60_000) {
      readAt = performance.now();
      try {
        const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file?: string; isEntry?: boolean }>;
        const entry = manifest['index.html']?.file;
        known = entry ? releaseOfEntry(entry) : null;
      } catch {
        known = null;
      }
    }
    return known !== null && release === known;
  };
}

type AppOptions = Omit<Parameters<typeof createAppServer>[0], 'portal' | 'onError' | 'onPageCache' | 'onLiveStreams'>;

interface NodeServerOptions {
  /** The build folder and the page options of app.ts. */
  readonly app: AppOptions;
  readonly portal: PortalFetch;
  /** The readiness check's wait for the portal (PORTAL_TIMEOUT_MS; default 10 s). */
  readonly portalTimeoutMs?: number;
  readonly logger: Logger;
  /** Its own registry by default (tests); serve.ts passes one with the process metrics. */
  readonly metrics?: Metrics;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For and X-Forwarded-Proto are read (forwarded.ts). */
  readonly trustProxy?: string;
  /** Wraps the Hono app before node serves it (the budget's floor, floor.ts). */
  readonly wrapApp?: (app: Hono) => { fetch: Hono['fetch'] };
  /** Paths under this prefix skip the pages-first listener (the floor). */
  readonly passPrefix?: string;
}

export interface NodeServer {
  readonly listener: RequestListener;
  readonly metrics: Metrics;
  /**
   * Stops `servers` as SIGTERM asks (decision 0445): /readyz says 503, no new connection is accepted, idle ones close,
   * answers in flight finish (with Connection: close), open event streams are told to reconnect elsewhere and end;
   * resolves when every connection is gone, at the latest after `graceMs` (the rest are cut then).
   */
  drain(servers: readonly Server[], graceMs?: number): Promise<void>;
}

export function createNodeServer(options: NodeServerOptions): NodeServer {
  const { logger } = options;
  const metrics = options.metrics ?? createMetrics({ processMetrics: false });
  const callOf = createApiPatterns();
  const portal = observedPortal(options.portal, metrics, callOf);
  const onError = (error: unknown) => recordError(error, logger);
  const { portalTimeoutMs, trustProxy, wrapApp, passPrefix } = options;
  // Open registry change streams (issue 26): the gauge, and a log line on each change (it returns to 0 when every page is closed).
  const onLiveStreams = (open: number) => {
    metrics.liveStreams.set(open);
    logger.info({ liveStreams: open }, 'live streams open');
  };
  const { app, answerPage } = createAppServer({ ...options.app, portal, onError, onPageCache: (source, result) => metrics.pageCache(source, result), onLiveStreams });
  let draining = false;
  const health = createHealthRoutes({ metrics, dist: options.app.dist, portal, portalTimeoutMs: portalTimeoutMs ?? 10_000, draining: () => draining });
  const byId = routePatternsById();
  const rum = createRumRoute({ metrics, logger, patternOf: (id) => byId.get(id), isRelease: buildRelease(options.app.dist) });
  health.route('/', rum);
  const service = getRequestListener(health.fetch);
  const servicePaths = new Set<string>(SERVICE_PATHS);
  const rest = withPagesFirst(answerPage, getRequestListener((wrapApp ? wrapApp(app) : app).fetch), { onError, ...(passPrefix ? { passPrefix } : {}) });
  const open = new Set<ServerResponse>();
  const trusted = trustedProxies(trustProxy);
  const inner: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining) res.setHeader('Connection', 'close');
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (servicePaths.has(path)) return service(req, res);
    return rest(req, res);
  };
  const listener = withRequestLog(inner, {
    logger,
    metrics,
    routeOf: createRoutePatterns(),
    clientOf: (req) => clientFacts({ peer: req.socket.remoteAddress, encrypted: 'encrypted' in req.socket && req.socket.encrypted === true, headers: req.headers }, trusted),
  });
  const isStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').includes('text/event-stream');

  const drain = async (servers: readonly Server[], graceMs = 9_000): Promise<void> => {
    draining = true;
    const started = Date.now();
    const closed = Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    for (const server of servers) server.closeIdleConnections();
    // Event streams never end by themselves: each is told to come back in a second (the SSE retry field; the load
    // balancer sends it to another server), then ended. Every other answer in flight finishes.
    const endStreams = () => {
      for (const res of open) {
        if (!isStream(res) || res.writableEnded) continue;
        // Ends the chunked answer cleanly; Hono's writer stops at the answer's close (its reader is cancelled).
        res.end('retry: 1000\n\n');
      }
    };
    const quiet = async () => {
      while (Date.now() - started < graceMs) {
        endStreams();
        for (const server of servers) server.closeIdleConnections();
        if ([...open].every((res) => res.writableEnded)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const server of servers) server.closeAllConnections();
    };
    await quiet();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, graceMs - (Date.now() - started))))]);
    for (const server of servers) server.closeAllConnections();
  };
  return { listener, metrics, drain };
}
