// The app server: the built app (dist/) and the portal (/api/*) on one origin, with the security headers of
// docs/security.md. serve.ts listens; tests call createServer(...).request() (test-app.ts).
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createPagePreloader, type Manifest } from './route-assets';
import { answersElement, createPageContent, hasSession, NO_CONTENT, serverRender, type PageContent } from './page-data';
import { LIGHT_SHELL } from './page-shell';
import type { RenderFirstScreen } from '../src/entry-server';
import { embeddedPortal, type PortalFetch } from './portal';
import { LiveStreamCount } from './live-stream-count';
import { securityHeaderRecord, securityHeaders, type CspOptions } from './security-headers';
import { createLinkPreview, withPreview, type LinkPreview } from './link-preview';
import { createCachedPageSources, memoByPath, routeCacheKey, within } from './page-cache';
import { createPageMemo, pickEncoding, splitPage, streamedPage, type Encoding, type SplitPage, type WholePage } from './page-stream';
import { matchableRoutes } from '../src/app/route-table';
import type { PageCacheResult, PageCacheSource } from './metrics';
import { SERVICE_PATHS } from './route-patterns';
import { withSessionCookies } from './session-cookies';
import { mountPreviewImages } from './preview-image';

/** The public origin when none is configured (tests; serve.ts always gives one): previews never read the request's Host. */
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost';

interface ServerOptions {
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
  /** How often at most a page request looks whether dist/ holds a new build (ms; 0, the default: every request). */
  readonly buildRecheckMs?: number;
  /** The site's public origin for the absolute URLs of link previews (PUBLIC_ORIGIN), never the request's Host (issue 30). */
  readonly publicOrigin?: string;
  /** How long a page's body waits for its data and link preview after the head has left (default 1000 ms). */
  readonly pageDataWaitMs?: number;
  /** Hears the number of open registry change streams whenever it changes (issue 26; serve.ts logs it). */
  readonly onLiveStreams?: (open: number) => void;
  /** Told of an error no route answered (its request's log line carries it, observability.ts); console.error by default. */
  readonly onError?: (error: unknown) => void;
  /** The render of a page's first screen; by default the build's (dist/server/entry-server.js, decision 0510). */
  readonly render?: RenderFirstScreen;
  /** Told whether a page's data and preview came from the page cache (the /metrics counter). */
  readonly onPageCache?: (source: PageCacheSource, result: PageCacheResult) => void;
}

/** The build's index.html and its per-page preloads, read once per build: a request costs a stat, not a read. */
export function createBuildFiles(dist: string, read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'), recheckMs = 0) {
  const INDEX = `${dist}/index.html`;
  const MANIFEST = `${dist}/.vite/manifest.json`;
  let last: { readonly stamp: string; readonly page: (pathname: string) => string } | null = null;
  let checkedAt = -Infinity;
  // Two synchronous stats cost a few microseconds; through the thread pool they cost more than the rest of a page.
  const stampOf = (): string | null => {
    try {
      return [statSync(INDEX), statSync(MANIFEST)].map((file) => `${file.mtimeMs}:${file.size}`).join('|');
    } catch {
      return null;
    }
  };
  /**
   * index.html with the preloads of the page at `pathname`; null when there is no build at all. At once (no promise)
   * unless a new build has to be read: a page of a known build costs no turn of the event loop (decision 0320).
   */
  return (pathname: string): string | null | Promise<string | null> => {
    // With `recheckMs` (serve.ts), the build is looked at no more than that often: a rebuild shows within it.
    if (last !== null && recheckMs > 0 && performance.now() - checkedAt < recheckMs) return last.page(pathname);
    checkedAt = performance.now();
    const stamp = stampOf();
    // The last good copy answers while a rebuild has emptied dist/ for a moment.
    if (stamp !== null && stamp !== last?.stamp) {
      return Promise.all([
        read(INDEX).catch(() => null),
        read(MANIFEST).then((text) => JSON.parse(text) as Manifest).catch(() => null),
      ]).then(([html, manifest]) => {
        // The preloader matches the route list per call: its page per path is kept for this build.
        if (html !== null && manifest !== null) last = { stamp, page: memoByPath(createPagePreloader(manifest, html)) };
        return last ? last.page(pathname) : null;
      });
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
  // Health, readiness, metrics and field data are the server's own (health.ts), never the app's page.
  if ((SERVICE_PATHS as readonly string[]).includes(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
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

/** A page request as the page answer needs it (from Hono's context, or from node's request in serve.ts). */
export interface PageRequest {
  readonly method: string;
  /** The path, percent-decoded as Hono decodes it. */
  readonly path: string;
  readonly accept: string | undefined;
  readonly acceptEncoding: string | undefined;
  readonly cookie: string | undefined;
  /** The request's origin (the public origin, when configured, wins). */
  readonly origin: string;
}

/** A page's answer: whole bytes when everything was at hand, else a stream whose head leaves first. */
export interface PageAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
}

export interface AppServer {
  readonly app: Hono;
  /**
   * The answer of a page path, or null when the path is not a page (an asset, the portal, a file). At once when the
   * build is known (a page whose data is late is a stream then); a promise only while a new build is read.
   */
  readonly answerPage: (request: PageRequest) => PageAnswer | null | Promise<PageAnswer | null>;
  /** How many registry change streams pass this server now (issue 26). */
  readonly openLiveStreams: () => number;
}

export function createAppServer(options: ServerOptions): AppServer {
  const DIST = options.dist;
  const givenRender = options.render;
  const portal = options.portal ?? embeddedPortal({ controlToken: null });
  const liveStreams = new LiveStreamCount(options.onLiveStreams);
  const publicOrigin = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  const app = new Hono();
  app.onError((error, c) => {
    (options.onError ?? console.error)(error);
    return c.text('Internal Server Error', 500);
  });
  // Pages first (pageAnswer below): their answer is built whole, security headers included, so no later middleware
  // touches it on the way out.
  app.get('*', async (c, next) => {
    const answer = await answerPage({
      method: c.req.method,
      path: c.req.path,
      accept: c.req.header('accept'),
      acceptEncoding: c.req.header('accept-encoding'),
      cookie: c.req.header('cookie'),
      origin: new URL(c.req.url).origin,
    });
    if (answer === null) return next();
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  app.use('*', securityHeaders(options.csp));
  app.use('*', compress());

  // The portal answers a page loads at boot go with its HTML (page-data.ts), over the same seam as /api; Open Graph
  // and Twitter card tags of registry, gift and product pages, for crawlers that run no script (decision 0261). Both
  // are cached per route and params for anonymous requests (page-cache.ts, decision 0300): a read may take up to
  // PORTAL_READ_MS and fills the cache for the next request, while a page waits for it at most `pageDataWaitMs`.
  const PORTAL_READ_MS = 5_000;
  const waitMs = options.pageDataWaitMs ?? 1_000;
  const sources = createCachedPageSources<PageContent, LinkPreview | null>({
    content: createPageContent({ portalFetch: (request) => portal(request), timeoutMs: PORTAL_READ_MS, render: givenRender ? () => givenRender : serverRender(DIST) }),
    preview: createLinkPreview({ portalFetch: (request) => portal(request), timeoutMs: PORTAL_READ_MS }),
    keyOf: routeCacheKey(matchableRoutes()),
    hasSession,
  });
  // The node bindings go along: the embedded portal's rate limits read the client's address from them (decision 0240).
  // A write through /api (a reservation, a control route's reset) may change any page's data: the cache starts over.
  const toPortal = async (request: Request, env: unknown) => {
    const answer = await portal(request, env);
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') sources.invalidate();
    return liveStreams.track(answer);
  };
  // The session's tokens in HttpOnly cookies and the Origin check of state-changing calls (session-cookies.ts, decision 0423).
  const api = withSessionCookies(toPortal, options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin });
  app.all('/api/*', (c) => api(c.req.raw, c.env));
  app.all('/api', (c) => api(c.req.raw, c.env));

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
  // The head leaves at once; the title, preview tags and body follow when the page's data is there (page-stream.ts).
  const pageHtml = createBuildFiles(DIST, options.readFile, options.buildRecheckMs);
  const splits = new Map<string, SplitPage>();
  const split = (html: string): SplitPage => {
    let parts = splits.get(html);
    if (!parts) {
      if (splits.size > 200) splits.clear();
      parts = splitPage(html);
      splits.set(html, parts);
    }
    return parts;
  };
  const noContent: PageContent = NO_CONTENT;
  /** What follows the head: the title and preview tags, then the body with the page's first screen and its data. */
  const rest = (tail: string, got: PageContent, shown: LinkPreview | null) => {
    // The page's first screen (or the light shell) inside #root shows while the scripts arrive (decision 0510).
    const body = withAnswers(withPreview(tail, shown), got.answers);
    // `data-server-rendered`: the browser hydrates this markup instead of rendering afresh (decision 0540); inert until
    // then, so a tap on a button no script serves yet is not lost after seeming to work (decision 0510).
    const root = got.html === null ? `<div id="root">${LIGHT_SHELL}</div>` : `<div id="root" data-server-rendered="" inert>${got.html}</div>`;
    return body.replace('<div id="root"></div>', () => root);
  };
  const whole = createPageMemo<PageContent, LinkPreview>((html, got, shown) => {
    const { head, tail } = split(html);
    return head + rest(tail, got, shown);
  });
  const security = securityHeaderRecord(options.csp);
  const pageHeadersFor = (encoding: Encoding): Readonly<Record<string, string>> => ({
    ...security,
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  const pageHeaders = { br: pageHeadersFor('br'), gzip: pageHeadersFor('gzip'), identity: pageHeadersFor('identity') };
  // The whole answer of a page that is at hand, headers and Content-Length included, kept with its page (decision
  // 0320): a cached page costs a few lookups per request, nothing is put together, compressed or copied again.
  const ready = new WeakMap<WholePage, Partial<Record<Encoding, PageAnswer>>>();
  const readyAnswer = (page: WholePage, encoding: Encoding): PageAnswer => {
    let byEncoding = ready.get(page);
    if (!byEncoding) ready.set(page, (byEncoding = {}));
    let answer = byEncoding[encoding];
    if (!answer) {
      const body = page.bytes(encoding);
      answer = { status: 200, headers: { ...pageHeaders[encoding], 'Content-Length': String(body.byteLength) }, body };
      byEncoding[encoding] = answer;
    }
    return answer;
  };
  const unavailable: PageAnswer = {
    status: 503,
    headers: { ...security, 'Content-Type': 'text/plain; charset=UTF-8' },
    body: new TextEncoder().encode('Service Unavailable'),
  };
  const answerWith = (request: PageRequest, html: string | null): PageAnswer => {
    if (html === null) return unavailable;
    const content = sources.content(request.path, request.cookie);
    // Issue 30 item 7: previews from the configured public origin, never from the request's Host.
    const preview = sources.preview(request.path, publicOrigin);
    options.onPageCache?.('content', hasSession(request.cookie) ? 'bypass' : content instanceof Promise ? 'miss' : 'hit');
    options.onPageCache?.('preview', preview instanceof Promise ? 'miss' : 'hit');
    const encoding = pickEncoding(request.acceptEncoding);
    // Everything is at hand (a page without data, or cached): one piece, put together and compressed once.
    if (!(content instanceof Promise) && !(preview instanceof Promise)) return readyAnswer(whole(html, content, preview), encoding);
    const { head, tail } = split(html);
    const later = Promise.all([within(content, waitMs, noContent), within(preview, waitMs, null)]).then(([got, shown]) => rest(tail, got, shown));
    return { status: 200, headers: pageHeaders[encoding], body: streamedPage(head, later, encoding) };
  };
  const answerPage = (request: PageRequest): PageAnswer | null | Promise<PageAnswer | null> => {
    if (!isPagePath(request.path, DIST, request.accept)) return null;
    const html = pageHtml(request.path);
    return html instanceof Promise ? html.then((known) => answerWith(request, known)) : answerWith(request, html);
  };

  // The link previews' raster cards (preview-image.ts, decision 0424).
  mountPreviewImages(app);
  // The build manifest is read by this server, not served.
  app.get('/.vite/*', (c) => c.text('Not Found', 404));
  // Built assets have .br and .gz copies (vite.config.ts); compress() leaves an encoded answer as it is.
  app.use('*', serveStatic({ root: DIST, precompressed: true }));
  // A missing file stays a 404.
  app.get('*', (c) => c.text('Not Found', 404));
  return { app, answerPage, openLiveStreams: () => liveStreams.open };
}

