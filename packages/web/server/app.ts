// The app server: the built app (dist/) and the portal (/api/*) on one origin, with the security headers of
// docs/security.md. serve.ts listens; tests call createServer(...).request().
import { readFile, stat } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createPagePreloader, type Manifest } from './route-assets';
import { answersElement, createPageContent } from './page-data';
import { GENERIC_SHELL, shellHtml } from './page-shell';
import { embeddedPortal, type PortalFetch } from './portal';
import { securityHeaders, type CspOptions } from './security-headers';
import { createLinkPreview, withPreview } from './link-preview';

export interface ServerOptions {
  /** The build folder (index.html, assets/, .vite/manifest.json). */
  readonly dist: string;
  readonly csp?: CspOptions;
  /**
   * The portal behind `/api/*` and the page data (portal.ts): a proxy to PORTAL_URL, or by default the fake portal
   * in-process without control routes.
   */
  readonly portal?: PortalFetch;
  /** Reads a build file (tests count the reads); node:fs by default. */
  readonly readFile?: (path: string) => Promise<string>;
  /** The site's public origin for the absolute URLs of link previews (PUBLIC_ORIGIN); the request's origin by default. */
  readonly publicOrigin?: string;
}

/** The build's index.html and its per-page preloads, read once per build: a request costs a stat, not a read. */
export function createBuildFiles(dist: string, read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8')) {
  const INDEX = `${dist}/index.html`;
  const MANIFEST = `${dist}/.vite/manifest.json`;
  let last: { readonly stamp: string; readonly page: (pathname: string) => string } | null = null;
  const stampOf = async (): Promise<string | null> => {
    const files = await Promise.all([stat(INDEX), stat(MANIFEST)]).catch(() => null);
    return files ? files.map((file) => `${file.mtimeMs}:${file.size}`).join('|') : null;
  };
  /** index.html with the preloads of the page at `pathname`; null when there is no build at all. */
  return async (pathname: string): Promise<string | null> => {
    const stamp = await stampOf();
    // The last good copy answers while a rebuild has emptied dist/ for a moment.
    if (stamp !== null && stamp !== last?.stamp) {
      const [html, manifest] = await Promise.all([
        read(INDEX).catch(() => null),
        read(MANIFEST).then((text) => JSON.parse(text) as Manifest).catch(() => null),
      ]);
      if (html !== null && manifest !== null) last = { stamp, page: createPagePreloader(manifest, html) };
    }
    return last ? last.page(pathname) : null;
  };
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
  const portal = options.portal ?? embeddedPortal({ controlRoutes: false });
  const app = new Hono();
  app.use('*', securityHeaders(options.csp));
  app.use('*', compress());

  // The node bindings go along: the embedded portal's rate limits read the client's address from them (decision 0240).
  app.all('/api/*', (c) => portal(c.req.raw, c.env));
  app.all('/api', (c) => portal(c.req.raw, c.env));
  // The portal answers a page loads at boot go with its HTML (page-data.ts), over the same seam as /api.
  const pageData = createPageContent({ portalFetch: (request) => portal(request), timeoutMs: 300 });
  // Open Graph and Twitter card tags of registry, gift and product pages, for crawlers that run no script (decision 0261).
  const linkPreview = createLinkPreview({ portalFetch: (request) => portal(request), timeoutMs: 300 });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and the web app manifest are checked on every visit, so a new version is found at once
  // (decision 0222); the icons may be kept a day.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/icons/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=86400');
  });

  // A page path (no file extension, / included) gets index.html with the preloads of its screen (route-assets.ts).
  const pageHtml = createBuildFiles(DIST, options.readFile);
  app.get('*', async (c, next) => {
    if (!isPagePath(c.req.path, DIST, c.req.header('accept'))) return next();
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    const [html, content, preview] = await Promise.all([
      pageHtml(c.req.path),
      pageData(c.req.path, c.req.header('cookie')).catch(() => ({ answers: {}, shell: GENERIC_SHELL })),
      linkPreview(c.req.path, origin).catch(() => null),
    ]);
    if (html === null) return c.text('Service Unavailable', 503);
    c.header('Cache-Control', 'no-cache');
    // The light shell inside #root shows while the scripts arrive (page-shell.ts, issue 15).
    const page = withAnswers(withPreview(html, preview), content.answers);
    return c.html(page.replace('<div id="root"></div>', () => `<div id="root">${shellHtml(content.shell)}</div>`));
  });

  // The build manifest is read by this server, not served.
  app.get('/.vite/*', (c) => c.text('Not Found', 404));
  // Built assets have .br and .gz copies (vite.config.ts); compress() leaves an encoded answer as it is.
  app.use('*', serveStatic({ root: DIST, precompressed: true }));
  // A missing file stays a 404.
  app.get('*', (c) => c.text('Not Found', 404));
  return app;
}

