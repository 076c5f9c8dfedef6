// The composition root: the one place that names adapters. A test, a demo or another front end binds
// other adapters here (e.g. the fake portal's in-process fetch instead of the network).
import { Container } from 'inversify';
import {
  HttpHomeCatalogue, HttpSessionGateway, createPortalClient, createPrimedAnswers, lazyGateway, type AnswerCache,
  type FeatureGateways, type PortalClient, type PortalClientConfig,
} from '@kado/http';
import type { ShellGateways } from './shell-gateways';

/** The app server's recorder of a page's portal answers (src/entry-server.tsx): the adapters are named here only. */
export { createAnswerRecorder } from '@kado/http';
import type { Analytics, Clock, CookieJar, IdGenerator, KeyValueStorage, Logger, PageVisibility, Scheduler, TabLock } from '@kado/domain';
import { ACCESS_COOKIE, GUEST_ID_KEY, SessionStore, TOKENS, homeStoresModule, storesModule } from '@kado/stores';
import type { ContainerModule } from 'inversify';
import {
  CryptoIdGenerator, DataLayerAnalytics, DocumentCookieJar, SafeLocalStorage, SystemClock, TimeoutScheduler, WebTabLock,
} from '../platform/browser-platform';
import { defaultLogger } from '../platform/logger';
import { loadModules, loadStores } from './store-modules';

interface ContainerOptions {
  /** The portal API base (same origin '/api' by default). */
  readonly baseUrl?: string;
  /** Overrides the network (tests pass the fake portal's fetch). */
  readonly fetch?: PortalClientConfig['fetch'];
  /** Called when the portal answers 490 (spec §8: redirect to /404). */
  readonly onNotFoundRedirect?: () => void;
  /**
   * The store modules bound now: the app binds BOOT_STORE_MODULES and each feature's with its routes
   * (store-modules.ts); tests bind ALL_STORE_MODULES of @kado/stores. (Naming ALL_STORE_MODULES here would put every store in the boot chunk.)
   */
  readonly storeModules: readonly ContainerModule[];
  /** The portal answers sent with the page, by call key (decision 0084): each stands in for its call once. */
  readonly primedAnswers?: Readonly<Record<string, string>>;
  /** Answers known ahead or recorded (the app server's recorder); overrides `primedAnswers`. */
  readonly answers?: AnswerCache;
  /** The platform ports; the browser's by default (the app server passes in-memory ones). */
  readonly platform?: Platform;
  /** Where failed calls are logged (spec §8); the console in development, nowhere in production by default. */
  readonly logger?: Logger;
  /**
   * Builds the sign-in and review adapters at once (the app server's page data: a product's review summary must
   * start within the page's data work, not after a chunk import). Absent in the browser: they load on first call.
   */
  readonly shellGateways?: (client: PortalClient) => ShellGateways;
}

/** Time, ids, storage, cookies, analytics and timers: what the stores need from their host. */
export interface Platform {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly analytics: Analytics;
  readonly scheduler: Scheduler;
  /** The lock tabs share to renew the session one at a time (Web Locks); none: each renewal runs at once. */
  readonly lock?: TabLock;
  /** Whether the page is shown (live registry pages pause while hidden); none: always visible. */
  readonly visibility?: PageVisibility;
}

function browserPlatform(): Platform {
  return {
    clock: new SystemClock(),
    ids: new CryptoIdGenerator(),
    storage: new SafeLocalStorage(),
    cookies: new DocumentCookieJar(),
    analytics: new DataLayerAnalytics(),
    scheduler: new TimeoutScheduler(),
    lock: new WebTabLock(),
  };
}

/**
 * The stores bound at boot: the shell's (session, navigation, notifications, connectivity, preferences, the address
 * prompt) and the home page's. Every other feature's stores load with its routes (store-modules.ts).
 */
export const BOOT_STORE_MODULES: readonly ContainerModule[] = [storesModule, homeStoresModule];

/** How long after the page has loaded its primed answers may stand in for calls; later, the portal answers. */
const PRIMED_ANSWERS_MAX_AGE_MS = 30_000;

/**
 * The answers sent with the page as the portal client's cache, and a wait until the page's first loads have taken
 * every one of them (at most `timeoutMs`): the server rendered its HTML once its loads had settled (entry-server.tsx),
 * so the browser hydrates once its own have, and both render the same data (decision 0540).
 */
export function primedAnswerCache(primed: Readonly<Record<string, string>>): { readonly cache: AnswerCache; allTaken(timeoutMs: number): Promise<void> } {
  const cache = createPrimedAnswers(primed, { maxAgeMs: PRIMED_ANSWERS_MAX_AGE_MS });
  const left = new Set(Object.keys(primed));
  let settle: (() => void) | null = null;
  return {
    cache: {
      take(key) {
        left.delete(key);
        if (left.size === 0) settle?.();
        return cache.take(key);
      },
    },
    allTaken(timeoutMs) {
      if (left.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        settle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

/** Builds the app's container: platform ports, HTTP gateways and every store. */
export function createAppContainer(options: ContainerOptions): Container {
  const container = new Container();
  const { clock, ids, storage, cookies, analytics, scheduler, lock, visibility } = options.platform ?? browserPlatform();
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.IdGenerator).toConstantValue(ids);
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.CookieJar).toConstantValue(cookies);
  container.bind(TOKENS.Analytics).toConstantValue(analytics);
  container.bind(TOKENS.Scheduler).toConstantValue(scheduler);
  if (lock) container.bind(TOKENS.TabLock).toConstantValue(lock);
  if (visibility) container.bind(TOKENS.PageVisibility).toConstantValue(visibility);

  const answers =
    options.answers ??
    (options.primedAnswers ? createPrimedAnswers(options.primedAnswers, { maxAgeMs: PRIMED_ANSWERS_MAX_AGE_MS }) : undefined);
  const client = createPortalClient({
    baseUrl: options.baseUrl ?? '/api',
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    // The session's one renewal (spec §4 "refresh token handled", decision 0184): the client asks, the store refreshes
    // once for every call refused at the same moment. The refresh call itself goes without the session: no recursion.
    renewAccessToken: (refused) => container.get(SessionStore).renewAccessToken(refused),
    expectsAccessToken: () => container.get(SessionStore).expectsAccessToken(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.onNotFoundRedirect ? { onNotFoundRedirect: options.onNotFoundRedirect } : {}),
    ...(answers ? { answers } : {}),
    logger: options.logger ?? defaultLogger(),
  });
  // The adapters the first screen of / calls are here (the session's, and home's catalogue reads below); the others
  // arrive with their first call (lazyGateway, in the shell-gateways or feature-gateways chunk), so / does not download
  // their code and schemas (issue 15).
  container.bind(TOKENS.SessionGateway).toConstantValue(new HttpSessionGateway(client));
  // Sign-in, reviews, search and the catalogue beyond home's four reads: not on the first screen of / (decision 0325),
  // in a small chunk of their own.
  let shell: Promise<ShellGateways> | null = null;
  const eager = options.shellGateways?.(client);
  const shellGateways = () => {
    shell ??= eager ? Promise.resolve(eager) : import('./shell-gateways').then(({ createShellGateways }) => createShellGateways(client));
    shell.catch(() => (shell = null));
    return shell;
  };
  container.bind(TOKENS.AuthGateway).toConstantValue(lazyGateway(() => shellGateways().then((g) => g.AuthGateway)));
  container.bind(TOKENS.ReviewGateway).toConstantValue(lazyGateway(() => shellGateways().then((g) => g.ReviewGateway)));
  container.bind(TOKENS.SearchGateway).toConstantValue(lazyGateway(() => shellGateways().then((g) => g.SearchGateway)));
  container.bind(TOKENS.CatalogueGateway).toConstantValue(
    lazyGateway(() => shellGateways().then((g) => g.CatalogueGateway), new HttpHomeCatalogue(client)),
  );
  let feature: Promise<FeatureGateways> | null = null;
  const features = () => {
    feature ??= import('./feature-gateways').then(({ createFeatureGateways }) => createFeatureGateways(client));
    // A failed chunk load is tried again on the next call (lazyGateway asks again).
    feature.catch(() => (feature = null));
    return feature;
  };
  const lazy = <K extends keyof FeatureGateways>(name: K) => lazyGateway(() => features().then((g) => g[name]));
  container.bind(TOKENS.ProfileGateway).toConstantValue(lazy('ProfileGateway'));
  container.bind(TOKENS.MediaGateway).toConstantValue(lazy('MediaGateway'));
  container.bind(TOKENS.RegistryGateway).toConstantValue(lazy('RegistryGateway'));
  container.bind(TOKENS.CartGateway).toConstantValue(lazy('CartGateway'));
  container.bind(TOKENS.AddressGateway).toConstantValue(lazy('AddressGateway'));
  container.bind(TOKENS.VoucherGateway).toConstantValue(lazy('VoucherGateway'));
  container.bind(TOKENS.OrderGateway).toConstantValue(lazy('OrderGateway'));
  container.bind(TOKENS.AffiliateGateway).toConstantValue(lazy('AffiliateGateway'));
  container.bind(TOKENS.AdviserGateway).toConstantValue(lazy('AdviserGateway'));
  container.bind(TOKENS.ChildGateway).toConstantValue(lazy('ChildGateway'));
  container.bind(TOKENS.FaqGateway).toConstantValue(lazy('FaqGateway'));
  container.bind(TOKENS.SurveyGateway).toConstantValue(lazy('SurveyGateway'));
  container.bind(TOKENS.RegistryLiveGateway).toConstantValue(lazy('RegistryLiveGateway'));
  container.bind(TOKENS.GiftFollowUpGateway).toConstantValue(lazy('GiftFollowUpGateway'));
  // A signed-in user's stores (and the search popup's) arrive with her (AppLifecycle) or with the routes that use them.
  container.bind(TOKENS.MemberStores).toConstantValue(async () => {
    const [{ ChildrenStore }, { SearchStore }] = await Promise.all([loadStores(container, 'member'), loadStores(container, 'search')]);
    return { children: container.get(ChildrenStore), search: container.get(SearchStore) };
  });
  loadModules(container, options.storeModules);
  return container;
}
