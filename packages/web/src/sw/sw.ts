/// <reference lib="webworker" />
// Kado's service worker (decisions 0220-0223), built from this file by build/service-worker.ts into dist/sw.js with
// the list of the build's files in place of self.__WB_MANIFEST. It precaches the app (index.html, every script and
// style sheet, the manifest and icons), answers navigations offline, keeps visited pages, portal answers and
// images (bounded), shows push messages (spec §7) and takes an update only when the user says so.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RUNTIME_CACHES, isClearUserData, keepsImage, requestKind } from './cache-policy';
import { installPushHandlers, type PushScope } from './push-handlers';
import { installUpdatePolicy, type UpdateScope } from './update-policy';
import { offlinePage } from './offline-page';
import { stampAnswer, stampPage } from './kept-copy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

installUpdatePolicy(self as unknown as UpdateScope);
installPushHandlers(self as unknown as PushScope);

// '/' is a page of its own (the server puts its portal answers in it), not the precached index.html: no directory
// index, no clean URLs. The precache answers the app's files; index.html is the shell for pages never opened.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const bounded = (cache: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ maxEntries: cache.maxEntries, maxAgeSeconds: cache.maxAgeSeconds, purgeOnQuotaError: true });

const pages = new NetworkFirst({ cacheName: RUNTIME_CACHES.pages.name, plugins: [bounded(RUNTIME_CACHES.pages)] });
const data = new NetworkFirst({ cacheName: RUNTIME_CACHES.data.name, plugins: [bounded(RUNTIME_CACHES.data)] });
// A picture answered to one person only (a private registry's, marked private) is shown, never kept (decision 0426).
const notPrivate = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && keepsImage(response.headers.get('cache-control')) ? response : null) };
const images = new CacheFirst({ cacheName: RUNTIME_CACHES.images.name, plugins: [notPrivate, bounded(RUNTIME_CACHES.images)] });

// The last registries a giver opened (issue 16 item 4, decision 0224): kept longer, stamped with the time they were
// kept, and answered from the kept copy when the network fails or is too slow (a weak signal).
const WEAK_SIGNAL_SECONDS = 4;
const keepOk = (stamp: (response: Response, now: Date) => Promise<Response>) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.ok ? stamp(response, new Date()) : null),
});
const registries = new NetworkFirst({
  cacheName: RUNTIME_CACHES.registries.name,
  networkTimeoutSeconds: WEAK_SIGNAL_SECONDS,
  plugins: [keepOk(stampPage), bounded(RUNTIME_CACHES.registries)],
});
const registryData = new NetworkFirst({
  cacheName: RUNTIME_CACHES.registryData.name,
  networkTimeoutSeconds: WEAK_SIGNAL_SECONDS,
  plugins: [keepOk(stampAnswer), bounded(RUNTIME_CACHES.registryData)],
});

const kind = (request: Request) => requestKind(request, self.location.origin);

// A page: the network; offline, the page as last opened; never opened, the app shell (which shows the offline
// notice and what it kept); without even that, a plain Indonesian offline page.
registerRoute(
  ({ request }) => kind(request) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? offlinePage();
    }
  },
);
// The page open while the worker first takes over was loaded before it: keep it now, so the very first visit
// already opens offline (its HTML carries the portal answers it showed).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) =>
      Promise.all(
        windows
          .map((client) => new Request(client.url, { credentials: 'same-origin' }))
          .map((request) => ({ request, kind: requestKind({ url: request.url, method: 'GET', mode: 'navigate', destination: 'document' }, self.location.origin) }))
          .filter(({ kind }) => kind === 'page' || kind === 'registry-page')
          .map(({ request, kind }) => (kind === 'page' ? pages : registries).handle({ request, event }).catch(() => undefined)),
      ),
    ),
  );
});
registerRoute(
  ({ request }) => kind(request) === 'registry-page',
  async (options) => {
    try {
      return await registries.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? offlinePage();
    }
  },
);
registerRoute(({ request }) => kind(request) === 'registry-data', registryData);
registerRoute(({ request }) => kind(request) === 'data', data);
registerRoute(({ request }) => kind(request) === 'image', images);

// Logout: the pages and answers kept for that user go (a shared phone must not show them offline).
self.addEventListener('message', (event) => {
  if (isClearUserData(event.data)) event.waitUntil(Promise.all([RUNTIME_CACHES.pages, RUNTIME_CACHES.data, RUNTIME_CACHES.registries, RUNTIME_CACHES.registryData].map((cache) => caches.delete(cache.name))));
});
