// The data of a page, sent with its HTML (decision 0084). The app would otherwise start asking the portal for the
// home sections or the product only after its scripts have arrived and run: one more round trip on a phone's
// network before anything shows. The server runs the page's own data loads (the `data` of its route in the one route
// list, src/app/route-table.ts, with the real stores and HTTP adapters) against the portal and records every answer by its call; the page's portal client
// then uses each recorded answer once instead of a call (createPrimedAnswers in @kado/http).
import { matchRoutes } from 'react-router-dom';
import { createAnswerRecorder } from '@kado/http';
import { ACCESS_COOKIE } from '@kado/stores';
import type { Analytics, CookieJar, Scheduler } from '@kado/domain';
import { BOOT_STORE_MODULES, createAppContainer, type Platform } from '../src/app/container';
import { CryptoIdGenerator, SafeLocalStorage, SystemClock } from '../src/platform/browser-platform';
import { isScreenHandle, matchableRoutes } from '../src/app/route-table';
import { ROUTE_DATA } from '../src/app/route-data';
import { createShellGateways } from '../src/app/shell-gateways';
import { ANSWERS_ELEMENT_ID } from '../src/app/primed-answers';
import { GENERIC_SHELL, shellContent, type ShellContent } from './page-shell';

/** No cookies: the server works out data only for a visitor without a session. */
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

const SESSION_PREFIX = `${encodeURIComponent(ACCESS_COOKIE)}=`;

export function hasSession(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(SESSION_PREFIX)) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(SESSION_PREFIX));
}

interface PageDataOptions {
  /** The portal as a fetch handler (the fake portal in-process, or a fetch to the real one). */
  readonly portalFetch: (request: Request) => Response | Promise<Response>;
  /** A page whose data takes longer is sent with what has arrived; the app asks for the rest itself. */
  readonly timeoutMs: number;
}

/** A page's data: the portal answers it loads at boot, and what its light shell shows (page-shell.ts). */
export interface PageContent {
  readonly answers: Record<string, string>;
  readonly shell: ShellContent;
}

/**
 * The portal answers the page at `pathname` loads at boot, by call key (empty for most pages, and for a visitor with
 * a session: a logged-in page is personal and its calls carry a token), with the content of its light shell (the name
 * and first lines from the data).
 */
export function createPageContent(options: PageDataOptions): (pathname: string, cookieHeader?: string) => Promise<PageContent> {
  const routes = matchableRoutes();
  return async (pathname, cookieHeader) => {
    const none: PageContent = { answers: {}, shell: GENERIC_SHELL };
    if (hasSession(cookieHeader)) return none;
    const matches = matchRoutes(routes, pathname) ?? [];
    const match = matches[matches.length - 1];
    const entry: unknown = match?.route.handle;
    if (!match || !isScreenHandle(entry) || !entry.data) return none;
    const leaf = entry.id;
    const data = ROUTE_DATA[entry.data];
    const recorder = createAnswerRecorder();
    const pending = new Set<Promise<Response>>();
    const container = createAppContainer({
      baseUrl: 'http://portal.internal/api',
      fetch: (input, init) => {
        const answer = Promise.resolve(options.portalFetch(new Request(input, init)));
        pending.add(answer);
        const settle = () => void pending.delete(answer);
        answer.then(settle, settle);
        return answer;
      },
      // As in the browser: the boot stores, and the feature stores the route's data loads itself.
      storeModules: BOOT_STORE_MODULES,
      platform: serverPlatform(),
      answers: recorder,
      // The review summary a product's data starts goes with the page: no chunk import between (decision 0325).
      shellGateways: createShellGateways,
    });
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const work = async () => {
      await data(container, match.params, { returning: false });
      // The loads that the page's data starts in turn (a product's review summary) go with the page too.
      for (let round = 0; round < 5; round += 1) {
        await nextTask();
        if (pending.size === 0) break;
        await Promise.allSettled([...pending]);
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      work(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, options.timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    return { answers: { ...recorder.answers }, shell: shellContent(container, leaf) };
  };
}

/** The answers as a JSON script element; every `<` is escaped, so no answer can close the element. */
export function answersElement(answers: Readonly<Record<string, string>>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${json}</script>`;
}
