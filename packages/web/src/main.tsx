import './styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installChunkReload } from './app/chunk-reload';
import { i18n } from './i18n';
import { BOOT_STORE_MODULES, createAppContainer, primedAnswerCache } from './app/container';

type AppContainer = ReturnType<typeof createAppContainer>;
import { readPrimedAnswers } from './app/primed-answers';
import { keptCopies } from './platform/kept-copy';
import { cookieSessionFetch } from './platform/session-markers';
import { App } from './app/app';
import { createAppRouter, firstPageLoaded, type AppRouter } from './app/router';
import { StoreProvider } from './app/store-context';
import { startApp } from './app/app-start';
import { pwaLayer } from './app/pwa-layer';
import { installTagManager } from './platform/tag-manager';
import { config } from './app/config';
import { AppReady } from './app/app-ready';
import { setHydrating } from './ui';

installChunkReload();

/** How long a page to hydrate waits for its first screen's loads to take the answers sent with it. */
const HYDRATION_DATA_WAIT_MS = 3000;

/** The rest of this task goes to the browser (to paint, to answer a tap) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The boot in short steps, each its own task (decision 0540; decision 0083 measured one block of about 100 ms on a
 * desktop, four times that on a phone): the container, the router, the lifecycle, then the first render. An async
 * function, not top-level awaits: the screens' chunks import this file's chunk, and would wait for its evaluation.
 */
async function boot(root: HTMLElement | null): Promise<void> {
  let notFound: () => void = () => undefined;
  // Spec §8: a 490 answer sends the shopper to /404 (except on v1/products/slug, decided in @kado/http). The portal
  // answers the server sent with the page (decision 0084) stand in for the page's first calls.
  const primedAnswers = readPrimedAnswers(document);
  const primed = primedAnswers ? primedAnswerCache(primedAnswers) : null;
  // A registry shown from the service worker's kept copy says when it was kept (decision 0224).
  keptCopies.readDocument(document, window.location.pathname);
  const container = createAppContainer({
    // Issue 30 (decision 0423): every portal call asks the app server to keep the session's tokens in HttpOnly cookies.
    fetch: cookieSessionFetch(keptCopies.observe((input, init) => globalThis.fetch(input, init))),
    onNotFoundRedirect: () => notFound(),
    storeModules: BOOT_STORE_MODULES,
    ...(primed ? { answers: primed.cache } : {}),
  });
  await nextTask();
  // Creating the router matches the page and runs its route's lazy screen and loader: its feature stores and its data.
  const router = createAppRouter(container);
  notFound = () => void router.navigate('/404', { replace: true });
  await nextTask();
  // The application lifecycle (issue 14 item 4): session restore, the signed-in user's counters and children, the
  // address prompt, connectivity and session records, started by the composition root, not by a component.
  startApp(container, router);
  // The first render waits for the router's first page (its screen, stores and data; the loader waits for data at most
  // DATA_WAIT_MS): the page then appears with its content in one go, the server's HTML showing until then.
  await firstPageLoaded(router);
  // A page to hydrate waits for the loads its first screen started (a product's review summary, whose adapter arrives
  // with its own chunk) to take the answers the server rendered with, so its first render equals the server's HTML.
  if (primed && root?.hasAttribute('data-server-rendered')) await primed.allTaken(HYDRATION_DATA_WAIT_MS);
  await nextTask();
  if (root) render(root, container, router);
  // The service worker (decisions 0169, 0220-0223): its code loads once the page has loaded and the browser is idle.
  pwaLayer.start(undefined, router);
  // Spec §7: the tag manager only when configured, its script after the first paint (decision 0196).
  installTagManager(config.gtmId);
}

/** The first render: the hydration of the server's HTML, or a fresh render of a light-shell page. */
function render(root: HTMLElement, container: AppContainer, router: AppRouter): void {
  // The server's HTML is the page's first screen (decision 0510) for a public page: the browser hydrates it, rendering
  // whole what the server rendered, instead of building the same page again (decision 0540). Other pages carry a light
  // shell, which the first render replaces.
  const hydrate = root.hasAttribute('data-server-rendered');
  setHydrating(hydrate);
  // Screens mounted from now on defer what is below their fold again; `#root[data-app="ready"]`: the page answers taps.
  const ready = () => {
    setHydrating(false);
    root.removeAttribute('inert');
    root.dataset['app'] = 'ready';
  };
  const app = (
    <App
      router={router}
      i18n={i18n}
      wrap={(children) => (
        <StoreProvider container={container}>
          {children}
          <AppReady onReady={ready} />
        </StoreProvider>
      )}
    />
  );
  // A transition renders (and hydrates) in slices of a few milliseconds instead of one block (React's concurrent
  // rendering; React Router's own entry.client hydrates the same way).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
void boot(document.getElementById('root'));
