import './styles/global.css';
import { installChunkReload } from './app/chunk-reload';
import { i18n } from './i18n';

installChunkReload();

/**
 * The boot runs in short steps, each its own task (decision 0083). Evaluating every library, building the container
 * and the router and rendering in one go is one long task (about 100 ms on a desktop, four times that on a mid-range
 * phone) during which the page cannot answer a tap. Between the steps the browser may paint and handle input. All
 * steps live in one 'boot' file, preloaded by index.html (decision 0084: on a phone's network one file arrives sooner
 * than ten); Rolldown's strictExecutionOrder runs each module's body only when a step first imports it, so importing
 * a step (src/boot/) is what evaluates its libraries, in a task of its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('./boot/step-state');
await nextTask();
const { BOOT_STORE_MODULES, cookieSessionFetch, createAppContainer, keptCopies, readPrimedAnswers } = await import('./boot/step-core');
await nextTask();
let notFound: () => void = () => undefined;
// Spec §8: a 490 answer sends the shopper to /404 (except on v1/products/slug, decided in @kado/http). The portal
// answers the server sent with the page (decision 0084) stand in for the page's first calls.
const primedAnswers = readPrimedAnswers(document);
// A registry shown from the service worker's kept copy says when it was kept (decision 0224).
keptCopies.readDocument(document, window.location.pathname);
const container = createAppContainer({
  // Issue 30 (decision 0423): every portal call asks the app server to keep the session's tokens in HttpOnly cookies.
  fetch: cookieSessionFetch(keptCopies.observe((input, init) => globalThis.fetch(input, init))),
  onNotFoundRedirect: () => notFound(),
  storeModules: BOOT_STORE_MODULES,
  ...(primedAnswers ? { primedAnswers } : {}),
});
await nextTask();
const {
  App, StoreProvider, config, createAppRouter, firstPageLoaded, installTagManager, pwaLayer, startApp, startTransition,
} = await import('./boot/step-shell');
await nextTask();
// Creating the router matches the page and runs its route's lazy screen and loader: its feature stores and its data
// (routes.tsx, route-table.ts).
const router = createAppRouter(container);
notFound = () => void router.navigate('/404', { replace: true });
// Creating the router and starting the lifecycle were one task of 140 ms at 4x CPU throttling (issue 32): two now.
await nextTask();
// The application lifecycle (issue 14 item 4): session restore, the signed-in user's counters and children, the
// address prompt, connectivity and session records, started by the composition root, not by a component. A guard's
// loader waits for the session restore (checkGuards), and the lifecycle reads the router's current path when it
// starts, so the first page's loaders may begin a task earlier.
startApp(container, router);
await nextTask();
const { createRoot } = await import('./boot/step-react-dom');
await nextTask();
// The first render waits for the router's first page (its screen, stores and data; the loader waits for data at most
// DATA_WAIT_MS): the page then appears with its content in one go, the server's light shell showing until then.
await firstPageLoaded(router);

const root = document.getElementById('root');
if (root) {
  const app = (
    <App
      router={router}
      i18n={i18n}
      wrap={(children) => (
        <StoreProvider container={container}>{children}</StoreProvider>
      )}
    />
  );
  // A transition renders in slices of a few milliseconds instead of one block (React's concurrent rendering).
  startTransition(() => createRoot(root).render(app));
}
// The service worker (decisions 0169, 0220-0223): push, the offline app, and the 'Versi baru tersedia' prompt; its
// code loads once the page has loaded and the browser is idle (decision 0274).
// The field data (decision 0444) starts with that layer.
pwaLayer.start(undefined, router);
// Spec §7: the tag manager only when configured, its script after the first paint (decision 0196).
installTagManager(config.gtmId);
