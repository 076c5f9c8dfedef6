// The app server: the built app (dist/) and the fake portal (/api/*) on one origin, with the security headers of
// docs/security.md. serve.ts listens; tests call createServer(...).request().
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createFakePortal } from '@kado/fake-portal';
import { createPagePreloader, type Manifest } from './route-assets';
import { answersElement, createPageContent } from './page-data';
import { GENERIC_SHELL, shellHtml } from './page-shell';
import { securityHeaders, type CspOptions } from './security-headers';

export interface ServerOptions {
  /** The build folder (index.html, assets/, .vite/manifest.json). */
  readonly dist: string;
  readonly csp?: CspOptions;
}

/**
 * Whether a GET answers with the app's page: not the portal, not a built asset or the manifest, and not a file that
 * exists. A last segment with a dot is a page path too (/registry/bunda.ani, spec §2) unless such a file exists;
 * a missing file asked for by a script or an image (no text/html in Accept) stays a 404.
 */
export function isPagePath(path: string, dist: string, accept: string | undefined): boolean {
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/') || path.startsWith('/.vite/')) return false;
  const last = path.split('/').pop() ?? '';
  if (!last.includes('.')) return true;
  const file = normalize(join(dist, decodeURIComponent(path)));
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return false;
  return (accept ?? '').includes('text/html');
}

/** The app: fake portal under /api, hashed assets cached for a year, index.html for every other page path. */
/** The page with the portal answers after the root element. A function replacer, not a string: `$&` or `$'` in portal data must not be read as a replacement pattern. */
export function withAnswers(html: string, answers: Readonly<Record<string, string>>): string {
  return html.replace('<div id="root"></div>', () => `<div id="root"></div>${answersElement(answers)}`);
}

export function createServer(options: ServerOptions): Hono {
  const DIST = options.dist;
  const INDEX = `${DIST}/index.html`;
  const MANIFEST = `${DIST}/.vite/manifest.json`;
  const portal = createFakePortal();
  const app = new Hono();
  app.use('*', securityHeaders(options.csp));
  app.use('*', compress());

  app.all('/api/*', (c) => portal.fetch(c.req.raw));
  // The portal answers a page loads at boot go with its HTML (page-data.ts); the portal sees them under /api.
  const pageData = createPageContent({
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
    if (!isPagePath(c.req.path, DIST, c.req.header('accept'))) return next();
    const [html, content] = await Promise.all([
      pageHtml(c.req.path),
      pageData(c.req.path, c.req.header('cookie')).catch(() => ({ answers: {}, shell: GENERIC_SHELL })),
    ]);
    if (html === null) return c.text('Service Unavailable', 503);
    c.header('Cache-Control', 'no-cache');
    // The light shell inside #root shows while the scripts arrive (page-shell.ts, issue 15).
    return c.html(withAnswers(html, content.answers).replace('<div id="root"></div>', () => `<div id="root">${shellHtml(content.shell)}</div>`));
  });

  // The build manifest is read by this server, not served.
  app.get('/.vite/*', (c) => c.text('Not Found', 404));
  // Built assets have .br and .gz copies (vite.config.ts); compress() leaves an encoded answer as it is.
  app.use('*', serveStatic({ root: DIST, precompressed: true }));
  // A missing file stays a 404.
  app.get('*', (c) => c.text('Not Found', 404));
  return app;
}

