// Serves the built app (dist/) and the fake portal (/api/*) on one origin, for `start`, e2e and the budget.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createFakePortal } from '@kado/fake-portal';
import { createPagePreloader, type Manifest } from './route-assets';
import { answersElement, createPageData } from './page-data';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const INDEX = `${DIST}/index.html`;
const MANIFEST = `${DIST}/.vite/manifest.json`;
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(INDEX)) {
  console.error(`No build at ${DIST}: run \`npx -y pnpm@10.34.9 --filter @kado/web build\` first.`);
  process.exit(1);
}

/** The app: fake portal under /api, hashed assets cached for a year, index.html for every other page path. */
export function createServer(): Hono {
  const portal = createFakePortal();
  const app = new Hono();
  app.use('*', compress());

  app.all('/api/*', (c) => portal.fetch(c.req.raw));
  // The portal answers a page loads at boot go with its HTML (page-data.ts); the portal sees them under /api.
  const pageData = createPageData({
    portalFetch: (request) => portal.fetch(request),
    timeoutMs: 300,
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });

  // A page path (no file extension, / included) gets index.html with the preloads of its screen (route-assets.ts).
  // The last good copy answers while a rebuild has emptied dist/ for a moment.
  let last: { readonly html: string; readonly page: (pathname: string) => string } | null = null;
  const pageHtml = async (pathname: string): Promise<string | null> => {
    const [html, manifest] = await Promise.all([
      readFile(INDEX, 'utf8').catch(() => null),
      readFile(MANIFEST, 'utf8').then((text) => JSON.parse(text) as Manifest).catch(() => null),
    ]);
    if (html !== null && manifest !== null && html !== last?.html) last = { html, page: createPagePreloader(manifest, html) };
    return last ? last.page(pathname) : html;
  };
  app.get('*', async (c, next) => {
    const lastSegment = c.req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return next();
    const [html, answers] = await Promise.all([pageHtml(c.req.path), pageData(c.req.path, c.req.header('cookie')).catch(() => ({}))]);
    if (html === null) return c.text('Service Unavailable', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(html.replace('<div id="root"></div>', `<div id="root"></div>${answersElement(answers)}`));
  });

  // The build manifest is read by this server, not served.
  app.get('/.vite/*', (c) => c.text('Not Found', 404));
  // Built assets have .br and .gz copies (vite.config.ts); compress() leaves an encoded answer as it is.
  app.use('*', serveStatic({ root: DIST, precompressed: true }));
  // A missing file stays a 404.
  app.get('*', (c) => c.text('Not Found', 404));
  return app;
}

const app = createServer();
const servers: ServerType[] = [];
const listen = (hostname: string) =>
  new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve());
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
console.log(`Kado on http://localhost:${port} (API under /api)`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
