// Serves the built app (dist/) and the portal (/api/*) on one origin, for `start`, e2e and the budget.
// PORTAL_URL=<api base>: /api is proxied there; absent: the fake portal in-process (KADO_CONTROL_ROUTES=1 adds its
// /api/__control routes, for the demo and the browser tests). See portal.ts and decision 0230.
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createAppServer } from './app';
import { withPagesFirst } from './node-pages';
import { portalFromEnv } from './portal';
import { FLOOR_PATH, withFloor } from './floor';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const INDEX = `${DIST}/index.html`;
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(INDEX)) {
  console.error(`No build at ${DIST}: run \`npx -y pnpm@10.34.9 --filter @kado/web build\` first.`);
  process.exit(1);
}

const choice = portalFromEnv(process.env);
for (const warning of choice.warnings) console.warn(warning);
const { app, answerPage } = createAppServer({
  dist: DIST,
  portal: choice.portal,
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
});
// Budget-only: the library floor under /__floor/ (server/floor.ts, tools/budget.mjs).
const handler = process.env.KADO_FLOOR_DIR ? withFloor(app, process.env.KADO_FLOOR_DIR) : app;

const servers: Server[] = [];
const listen = (hostname: string) =>
  new Promise<void>((resolve) => {
    // Pages straight from node's request (node-pages.ts, decisions 0302 and 0320); everything else to Hono.
    const server = createHttpServer(withPagesFirst(answerPage, getRequestListener(handler.fetch), process.env.KADO_FLOOR_DIR ? { passPrefix: FLOOR_PATH } : {}));
    server.listen(port, hostname, () => resolve());
    server.on('error', (error: NodeJS.ErrnoException) => {
      // ::1 may be missing (IPv4-only hosts) or already covered; 127.0.0.1 is enough then.
      if (hostname === '127.0.0.1') {
        console.error(error);
        process.exit(1);
      }
      resolve();
    });
    servers.push(server);
  });

await listen('127.0.0.1');
await listen('::1');
console.log(`Kado on http://localhost:${port} (${choice.description})`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
