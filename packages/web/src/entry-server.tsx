// The server's render of a page's first screen (decision 0510): the same route list, loaders, stores and components
// as the browser's, so the HTML a phone receives is the page, not a shell. Vite builds this file for Node beside the
// browser's files (vite.config.ts: dist/server/entry-server.js); the app server imports that build
// (server/page-data.ts). The page's portal answers are recorded as it loads and sent with the HTML, so the browser's
// first render shows the same content without a call (createPrimedAnswers in @kado/http). A visitor with a session
// is not rendered here: a personal page is the browser's.
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Analytics, CookieJar, Scheduler } from '@kado/domain';
import { BOOT_STORE_MODULES, createAnswerRecorder, createAppContainer, type Platform } from './app/container';
import { createRoutes } from './app/routes';
import { StoreProvider } from './app/store-context';
import { createShellGateways } from './app/shell-gateways';
import { isScreenHandle, matchableRoutes } from './app/route-table';
import { CryptoIdGenerator, SafeLocalStorage, SystemClock } from './platform/browser-platform';
import { i18n } from './i18n';

/** No cookies: the server renders a page only for a visitor without a session. */
const noCookies: CookieJar = { get: () => null, set: () => undefined, remove: () => undefined };
const noAnalytics: Analytics = { pageView: () => undefined, event: () => undefined };
/** Nothing is scheduled on the server: the container lives for one request. */
const noScheduler: Scheduler = { schedule: () => () => undefined };

/** In-memory platform ports for a container that lives for one request (no cookies, nothing scheduled). */
export function serverPlatform(): Platform {
  return {
    clock: new SystemClock(),
    ids: new CryptoIdGenerator(),
    // Without window.localStorage (Node) it keeps its items in memory, for this one container.
    storage: new SafeLocalStorage(),
    cookies: noCookies,
    analytics: noAnalytics,
    scheduler: noScheduler,
  };
}

interface RenderRequest {
  /** The page's path and query (`/registry/bunda-demo`). */
  readonly path: string;
  /** The portal as a fetch handler (the fake portal in-process, or a fetch to the real one). */
  readonly portalFetch: (request: Request) => Response | Promise<Response>;
}

interface FirstScreen {
  /** The inside of #root; null when the page is not the server's to render (a guard's redirect, an error). */
  readonly html: string | null;
  /** The portal answers the page loaded, by call key. */
  readonly answers: Record<string, string>;
}

export type RenderFirstScreen = (request: RenderRequest) => Promise<FirstScreen>;

const MATCHABLE = matchableRoutes();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs the page's route loaders (each waits for its data at most DATA_WAIT_MS, route-shell.tsx) and the loads they
 * start in turn (a product's review summary), then renders the matched routes to HTML.
 */
export const renderFirstScreen: RenderFirstScreen = async ({ path, portalFetch }) => {
  // Only a public page the route list marks `server` (decision 0510); a personal page (an account's, the cart) or a
  // form is the browser's: it checks the session, and nothing typed before the scripts arrive is lost.
  const url = new URL(path, 'http://kado.internal');
  const leaf = (matchRoutes(MATCHABLE, url.pathname) ?? []).at(-1)?.route.handle;
  if (!isScreenHandle(leaf) || leaf.server !== true || leaf.guard !== undefined) return { html: null, answers: {} };
  const recorder = createAnswerRecorder();
  const pending = new Set<Promise<Response>>();
  const container = createAppContainer({
    baseUrl: 'http://portal.internal/api',
    fetch: (input, init) => {
      const answer = Promise.resolve(portalFetch(new Request(input, init)));
      pending.add(answer);
      const settle = () => void pending.delete(answer);
      answer.then(settle, settle);
      return answer;
    },
    storeModules: BOOT_STORE_MODULES,
    platform: serverPlatform(),
    answers: recorder,
    // The review summary a product's data starts goes with the page: no chunk import between (decision 0325).
    shellGateways: createShellGateways,
  });
  const handler = createStaticHandler(createRoutes(container));
  const context = await handler.query(new Request(url));
  for (let round = 0; round < 5 && pending.size > 0; round += 1) {
    await Promise.allSettled([...pending]);
    await nextTask();
  }
  const answers = { ...recorder.answers };
  // A redirect (a guard), a page the portal does not know or a failed loader: the browser renders it.
  if (context instanceof Response || context.errors || context.statusCode !== 200) return { html: null, answers };
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, not renderToString: it waits for the lazy parts of the page (the registry's funds), so the HTML holds
  // them whole and the browser's hydration finds the same markup (decision 0540).
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <StoreProvider container={container}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StoreProvider>
    </I18nextProvider>,
  );
  const screen = await new Response(prelude).text();
  // The browser hydrates it (main.tsx, decision 0540): the same markup, now served by the scripts.
  return { html: screen, answers };
};
