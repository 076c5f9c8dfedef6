// Serves the built app (dist/) and the portal (/api/*) on one origin (docs/deploy.md).
// PORTAL_URL=<api base>: /api is proxied there. Without it the server starts only in the named demo mode
// (KADO_DEMO=1, as `npm start` sets): the fake portal in-process, with its /api/__control routes when
// KADO_CONTROL_ROUTES=1, opened by the token printed below (decisions 0230, 0442).
// One JSON log line per request on stdout (observability.ts); GET /healthz, /readyz, /metrics (health.ts);
// SIGTERM drains within 10 s (node-server.ts).
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { recordingPortal } from './answer-recorder';
import { FLOOR_PATH, withFloor } from './floor';
import { createMetrics } from './metrics';
import { createNodeServer } from './node-server';
import { createLogger } from './observability';
import { CONTROL_TOKEN_HEADER, portalFromEnv } from './portal';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const INDEX = `${DIST}/index.html`;
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(INDEX)) {
  console.error(`No build at ${DIST}: run \`npx -y pnpm@10.34.9 --filter @kado/web build\` first.`);
  process.exit(1);
}

let choice: ReturnType<typeof portalFromEnv>;
try {
  choice = portalFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const logger = createLogger(undefined, process.env.KADO_RELEASE, process.env.LOG_LEVEL || 'info');
for (const warning of choice.warnings) logger.warn(warning);
const timeout = Number(process.env.PORTAL_TIMEOUT_MS);
const floorDir = process.env.KADO_FLOOR_DIR;
const node = createNodeServer({
  app: {
    dist: DIST,
    // A rebuild under a running server is picked up within a second; a page costs no stat of the build files.
    buildRecheckMs: 1_000,
    // Issue 30 item 7: link previews name the configured public origin (https in production), never the request's Host.
    publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    csp: {
      googleSignIn: Boolean(process.env.VITE_GOOGLE_CLIENT_ID),
      tagManager: Boolean(process.env.VITE_GTM_ID),
      mapTileUrl: process.env.VITE_MAP_TILE_URL ?? null,
      // Issue 30 item 8: HSTS when told the site is reached over TLS (BEHIND_TLS=1, or an https PUBLIC_ORIGIN).
      hsts: process.env.BEHIND_TLS === '1' || (process.env.PUBLIC_ORIGIN ?? '').startsWith('https://'),
    },
  },
  // The browser journeys' server records each portal answer for the check against docs/openapi.json (decision 0448).
  portal: process.env.KADO_RECORD_PORTAL_ANSWERS ? recordingPortal(choice.portal, process.env.KADO_RECORD_PORTAL_ANSWERS) : choice.portal,
  ...(Number.isFinite(timeout) && timeout > 0 ? { portalTimeoutMs: timeout } : {}),
  logger,
  metrics: createMetrics(),
  ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
  // Budget-only: the library floor under /__floor/ (server/floor.ts, tools/budget.mjs).
  ...(floorDir ? { wrapApp: (app: Parameters<typeof withFloor>[0]) => withFloor(app, floorDir), passPrefix: FLOOR_PATH } : {}),
});

const servers: Server[] = [];
// HOST: one address to listen on (0.0.0.0 behind a load balancer); by default loopback, IPv4 and IPv6.
const listen = (hostname: string, required: boolean) =>
  new Promise<void>((resolve) => {
    const server = createHttpServer(node.listener);
    server.listen(port, hostname, () => resolve());
    server.on('error', (error: NodeJS.ErrnoException) => {
      // ::1 may be missing (IPv4-only hosts) or already covered; 127.0.0.1 is enough then.
      if (required) {
        console.error(error);
        process.exit(1);
      }
      resolve();
    });
    servers.push(server);
  });

if (process.env.HOST) await listen(process.env.HOST, true);
else {
  await listen('127.0.0.1', true);
  await listen('::1', false);
}
console.log(`Kado on http://localhost:${port} (${choice.description})`);
if (choice.controlToken) console.log(`Control routes (demo only): send the header ${CONTROL_TOKEN_HEADER}: ${choice.controlToken}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'draining');
  void node.drain(servers).then(() => {
    logger.info('drained');
    logger.flush();
    setTimeout(() => process.exit(0), 50);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
