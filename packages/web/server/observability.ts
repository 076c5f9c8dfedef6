// One JSON log line per request, the request id, and the portal calls a request made (issue 29 item 1, decision
// 0440). What a line holds is chosen field by field: the route pattern, never the raw path or query; no header, body,
// cookie or token; so no password, OTP, phone number or address can reach the log.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { ClientFacts } from './forwarded';
import type { Metrics } from './metrics';
import type { PortalFetch } from './portal';

/** One portal call of a request: its pattern, status (0: no answer) and milliseconds to its headers. */
interface PortalCallFacts {
  readonly call: string;
  readonly status: number;
  readonly ms: number;
}

/** What the app server keeps about the request it is answering (AsyncLocalStorage: every await inside sees it). */
interface RequestContext {
  readonly id: string;
  readonly client: ClientFacts;
  readonly portalCalls: PortalCallFacts[];
  error?: unknown;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The request being answered, if any (none in tests that call the Hono app directly). */
export function currentRequest(): RequestContext | undefined {
  return context.getStore();
}

/**
 * The request id: the caller's X-Request-Id when it is sane (16 to 128 letters, digits, `.`, `_`, `:` or `-`, as a
 * proxy's or a UUID is: too long for a phone number, no room for an e-mail or a sentence), else a new UUID.
 */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && /^[A-Za-z0-9._:-]{16,128}$/.test(header) ? header : randomUUID();
}

/** How long a log line may wait in the stdout buffer (decision 0449). */
export const LOG_FLUSH_MS = 200;

/**
 * stdout for the log, written in batches (decision 0449): lines gather up to 4 kB, or for LOG_FLUSH_MS, before one
 * write; one write per line cost about 5 µs an answer, a third of the request wrapper's cost. Pino flushes what is
 * left when the process exits.
 */
export function batchedDestination(fd = 1, flushMs = LOG_FLUSH_MS): DestinationStream {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(), flushMs).unref();
  return stream;
}

/** The JSON logger: one line per event on stdout (or `destination`), ISO time, the level as a word; LOG_LEVEL (info by default). */
export function createLogger(destination?: DestinationStream, release?: string, level = 'info'): Logger {
  return pino(
    {
      level,
      base: { service: 'kado-web', pid: process.pid, ...(release ? { release } : {}) },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? batchedDestination(),
  );
}

/** Records an error against the request being answered (its line is then an error line with the stack). */
export function recordError(error: unknown, logger: Logger): void {
  const request = context.getStore();
  if (request) request.error = error;
  else logger.error({ err: error }, 'error outside a request');
}

const MAX_CALLS_LOGGED = 20;

/** The portal seam, measured: each call's latency goes to /metrics and to the log line of its request. */
export function observedPortal(portal: PortalFetch, metrics: Metrics, callOf: (method: string, path: string) => string): PortalFetch {
  return async (request, env) => {
    const started = performance.now();
    const call = callOf(request.method, new URL(request.url).pathname);
    let status = 0;
    try {
      const answer = await portal(request, env);
      status = answer.status;
      return answer;
    } finally {
      const ms = performance.now() - started;
      metrics.portalCall(call, status, ms / 1000);
      const calls = context.getStore()?.portalCalls;
      if (calls && calls.length < MAX_CALLS_LOGGED) calls.push({ call, status, ms: Math.round(ms * 10) / 10 });
    }
  };
}

interface RequestLogOptions {
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** The route pattern of a path (route-patterns.ts). */
  readonly routeOf: (method: string, path: string) => string;
  /** The client of a request (forwarded.ts, TRUST_PROXY). */
  readonly clientOf: (request: IncomingMessage) => ClientFacts;
}

const pathOf = (url: string | undefined): string => {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  const path = end < 0 ? raw : raw.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Around the whole server: the request id (taken or made, sent back as X-Request-Id), the request's context, and
 * when the answer has ended (or the client left), one log line and one observation of http_request_duration_seconds.
 */
export function withRequestLog(listener: RequestListener, options: RequestLogOptions): RequestListener {
  const { logger, metrics } = options;
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const header = req.headers['x-request-id'];
    const id = requestIdFrom(Array.isArray(header) ? header[0] : header);
    res.setHeader('X-Request-Id', id);
    const request: RequestContext = { id, client: options.clientOf(req), portalCalls: [] };
    const socket = req.socket;
    const bytesBefore = socket.bytesWritten;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const seconds = (performance.now() - started) / 1000;
      const method = req.method ?? 'GET';
      const route = options.routeOf(method, pathOf(req.url));
      const status = res.headersSent ? res.statusCode : 0;
      metrics.request(method, route, status, seconds);
      // LOG_LEVEL=warn (or above) keeps the request lines out; an error line still comes.
      if (request.error === undefined && !logger.isLevelEnabled('info')) return;
      const line = {
        reqId: id,
        method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: socket.bytesWritten - bytesBefore,
        ...(request.portalCalls.length > 0 ? { portal: request.portalCalls } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (request.error !== undefined) logger.error({ ...line, err: request.error }, 'request failed');
      else logger.info(line, 'request');
    };
    res.once('finish', done);
    res.once('close', done);
    context.run(request, () => listener(req, res));
  };
}
