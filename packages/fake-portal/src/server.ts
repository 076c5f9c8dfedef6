// The fake portal as an HTTP server (decision 0231): `pnpm --filter @kado/fake-portal start -- --port 8787`.
// Flags (or their environment variables): --port (PORT, default 8787), --host (HOST, default 127.0.0.1),
// --public-origin (PUBLIC_ORIGIN, default http://localhost:<port>), --cors-origin (CORS_ORIGIN, comma-separated, repeatable),
// --control-routes (KADO_CONTROL_ROUTES=1), --quiet (no request log), --trust-proxy (TRUST_PROXY, comma-separated
// addresses: from those peers the right-most other address of X-Forwarded-For is the client the rate limits count,
// as behind the app servers of docs/deploy.md; decision 0443).
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createStandalonePortal } from './standalone';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'public-origin': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    'control-routes': { type: 'boolean' },
    quiet: { type: 'boolean' },
    'trust-proxy': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('Usage: kado-fake-portal [--port 8787] [--host 127.0.0.1] [--public-origin URL] [--cors-origin URL]... [--control-routes] [--quiet] [--trust-proxy ADDR,...]');
  process.exit(0);
}

const env = process.env;
const port = Number(values.port ?? env['PORT'] ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port ?? env['PORT']}`);
  process.exit(2);
}
const hostname = values.host ?? env['HOST'] ?? '127.0.0.1';
const publicOrigin = values['public-origin'] ?? env['PUBLIC_ORIGIN'] ?? `http://localhost:${port}`;
const corsOrigins = [...(values['cors-origin'] ?? []), ...(env['CORS_ORIGIN'] ?? '').split(',')]
  .flatMap((origin) => origin.split(','))
  .map((origin) => origin.trim())
  .filter(Boolean);
const controlRoutes = values['control-routes'] === true || env['KADO_CONTROL_ROUTES'] === '1' || env['KADO_CONTROL_ROUTES'] === 'true';

const { app } = createStandalonePortal({ publicOrigin, corsOrigins, controlRoutes, log: values.quiet ? null : undefined });
const trusted = new Set((values['trust-proxy'] ?? env['TRUST_PROXY'] ?? '').split(',').map((item) => item.trim().replace(/^::ffff:/, '')).filter(Boolean));
type Bindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
/** The client's address (rate-limit.ts reads the bindings' socket address): a trusted proxy's X-Forwarded-For, read right to left. */
const withClient = (request: Request, bindings: Bindings): Bindings => {
  const peer = bindings?.incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '');
  if (!peer || !trusted.has(peer)) return bindings;
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim().replace(/^::ffff:/, '')).filter(Boolean);
  const client = [...hops].reverse().find((hop) => !trusted.has(hop)) ?? hops[0] ?? peer;
  return { ...bindings, incoming: { ...bindings?.incoming, socket: { remoteAddress: client } } };
};
const fetchWithClient = (request: Request, bindings: Bindings) => app.fetch(request, trusted.size > 0 ? withClient(request, bindings) : bindings);
const server = serve({ fetch: fetchWithClient, port, hostname }, (info) => {
  console.log(`Kado fake portal on http://${hostname}:${info.port}/api (public origin ${publicOrigin}; CORS: ${corsOrigins.join(', ') || 'none'}; control routes: ${controlRoutes ? 'on' : 'off'})`);
});
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
