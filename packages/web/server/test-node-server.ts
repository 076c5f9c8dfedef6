// Test helpers: the app server as node runs it (node-server.ts) on a loopback port, its log lines kept in memory,
// and a stand-in portal that records what it was sent.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderFirstScreen } from '../src/entry-server';
import { createMetrics, type Metrics } from './metrics';
import { createNodeServer, type NodeServer } from './node-server';
import { createLogger } from './observability';
import { embeddedPortal, type PortalFetch } from './portal';

export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kado-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Kado</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

export interface Running {
  readonly base: string;
  readonly server: Server;
  readonly node: NodeServer;
  /** Every log line written so far, as text. */
  readonly log: () => string;
  /** The log lines, parsed. */
  readonly lines: () => Record<string, unknown>[];
  stop(): Promise<void>;
}

interface StartOptions {
  readonly portal?: PortalFetch;
  readonly dist?: string;
  readonly trustProxy?: string;
  readonly metrics?: Metrics;
  readonly portalTimeoutMs?: number;
}

export async function startNodeServer(options: StartOptions = {}): Promise<Running> {
  const written: string[] = [];
  const logger = createLogger({ write: (line: string) => void written.push(line) });
  const node = createNodeServer({
    // The page's first screen from the sources (a test's build folder has no server bundle).
    app: { dist: options.dist ?? fakeDist(), render: renderFirstScreen },
    portal: options.portal ?? embeddedPortal({ controlToken: null }),
    logger,
    metrics: options.metrics ?? createMetrics({ processMetrics: false }),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.portalTimeoutMs ? { portalTimeoutMs: options.portalTimeoutMs } : {}),
  });
  const server = createHttpServer(node.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    server,
    node,
    log: () => written.join(''),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
}

/** A stand-in portal: records each request, answers `{data: {}}` (`/api/slow`: after 600 ms). */
export async function startUpstream(): Promise<{ base: string; seen: Seen[]; stop: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"data":{}}');
      };
      if (req.url?.startsWith('/api/slow')) setTimeout(answer, 600);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
