// One server of tools/bench-request-log.mjs (decision 0449): dist/index.html for every request, bare or inside the
// app server's request wrapper (observability.ts: request id, context, metrics, route pattern, one log line), so the
// wrapper's own CPU time per answer can be told apart from the rest of the app server's. Not part of the product.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pino } from 'pino';
import { clientFacts, trustedProxies } from './forwarded';
import { createMetrics } from './metrics';
import { batchedDestination, createLogger, withRequestLog } from './observability';
import { createRoutePatterns } from './route-patterns';

/** bare: no wrapper; wrapped: the app server's; one-write-a-line: the wrapper with one stdout write per log line (before 0449). */
const mode = process.argv[2] ?? 'wrapped';
const body = readFileSync(new URL('../dist/index.html', import.meta.url));
const page = (_req: IncomingMessage, res: ServerResponse): void => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
};
const trusted = trustedProxies(undefined);
const listener =
  mode === 'bare'
    ? page
    : withRequestLog(page, {
        logger: createLogger(mode === 'one-write-a-line' ? pino.destination({ dest: 1, sync: false }) : batchedDestination()),
        metrics: createMetrics(),
        routeOf: createRoutePatterns(),
        clientOf: (req) => clientFacts({ peer: req.socket.remoteAddress, encrypted: false, headers: req.headers }, trusted),
      });
const server = createServer(listener);
server.listen(0, '127.0.0.1', () => console.error(`listening on ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', () => process.exit(0));
