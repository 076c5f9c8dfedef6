import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { expireAccessTokens, isCrossSite, RESERVATION_TTL_MS, type Portal } from './context';
import { createGoogleCredentials } from './google-credential';
import { errorResponse, jsonResponse, MSG, PortalError } from './errors';
import { presenters } from './present';
import { RateLimiter } from './rate-limit';
import { LiveStreamHub } from './live-streams';
import { LoginThrottle } from './login-throttle';
import { releaseExpiredHolds } from './gift-rules';
import { expireUnpaidOrders, paymentTtl, settlePayment } from './payments';
import { gatewayControlRoutes } from './routes/gateway-control';
import { buildSeed } from './seed';
import type { State } from './state';
import { addressRoutes } from './routes/addresses';
import { adviserRoutes } from './routes/adviser';
import { affiliateRoutes } from './routes/affiliate';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { childrenRoutes } from './routes/children';
import { controlRoutes } from './routes/control';
import { MovableClock } from './clock';
import { followUpControlRoutes } from './routes/follow-up-control';
import { followUpRoutes } from './routes/follow-up';
import { faqRoutes } from './routes/faq';
import { mediaRoutes } from './routes/media';
import { openApiRoutes } from './routes/openapi';
import { orderRoutes } from './routes/orders';
import { fundRoutes } from './routes/funds';
import { idempotentWrites } from './idempotency';
import { registryRoutes } from './routes/registry';
import { registryEventRoutes } from './routes/registry-events';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { sessionRoutes } from './routes/sessions';
import { surveyRoutes } from './routes/survey';
import { voucherRoutes } from './routes/vouchers';

export interface FakePortalOptions {
  /** The clock for token lifetimes and timestamps; defaults to the system clock. */
  now?: () => Date;
  /** Mixed into every minted token, so two portals never hand out the same one. */
  idPrefix?: string;
  /** How long an unpaid reservation or cart hold of a registry gift lasts before the gift is free again (default 24 h). */
  reservationTtlMs?: number;
  /** How long an unpaid payment instruction lasts by type (defaults: virtual account 24 h, QRIS and e-wallets 15 min; decision 0401). */
  paymentTtlMs?: Partial<Record<'va' | 'ewallet' | 'qris', number>>;
  /**
   * Mounts the `/api/__control/*` routes (reset, expire tokens, courier steps) for tests and demos. Off by default:
   * only a start command that asks for them (KADO_CONTROL_ROUTES=1, `--control-routes`) gets them (decision 0230).
   */
  controlRoutes?: boolean;
}

export interface FakePortal {
  /** The Hono app; every route is under `/api`. */
  app: Hono;
  /**
   * In-process fetch handler (always a Promise), for `@kado/http` tests with no socket. `env` is the node server's
   * bindings when the portal is mounted in one (the rate limits read the client's address from it).
   */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  /** Restores the seed (also `POST /api/__control/reset`). */
  reset(): void;
  /** The live state, for tests that look behind the API. */
  readonly state: State;
  /** A dev Google credential for the account, as POST /v1/login-google accepts it (tests stand in for Google with it). */
  mintGoogleCredential(email: string, name?: string): Promise<string>;
  /** Expires every access token now; refresh tokens stay good (also `POST /api/__control/expire-tokens`). */
  expireAccessTokens(): number;
  /** How many registry change streams are open now. */
  readonly openLiveStreams: number;
  /** The gateway settles an order's payment, paid or failed (also `POST /api/__control/payments/{id}/settle`, issue 28). */
  settlePayment(orderId: number | string, status: 'paid' | 'failed'): void;
  /** The rate limits' counters, for tests that look at their bound. */
  readonly limits: RateLimiter;
}

/** The portal API of spec §7 over seeded in-memory state (docs/api-contract.md). */
export function createFakePortal(options: FakePortalOptions = {}): FakePortal {
  // The domain's Clock port, moved forward by tests (POST /__control/clock, decision 0265); a reset puts it back.
  const clock = new MovableClock(options.now ?? (() => new Date()));
  const now = (): Date => clock.now();
  const prefix = options.idPrefix ?? '';
  let state = buildSeed(now());
  // 256 bits from the operating system's CSPRNG: no token can be computed from another one.
  const mintToken = (): string => {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
    return `${prefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  };
  const portal: Portal = {
    get state() {
      return state;
    },
    now,
    mintToken,
    google: createGoogleCredentials(),
    reservationTtlMs: options.reservationTtlMs ?? RESERVATION_TTL_MS,
    paymentTtl: paymentTtl(options.paymentTtlMs),
    limits: new RateLimiter(now),
    live: new LiveStreamHub(),
    logins: new LoginThrottle(now, mintToken),
  };
  const reset = (): void => {
    clock.reset();
    state = buildSeed(now());
    portal.limits.reset();
    portal.live.reset();
    portal.logins.reset();
  };

  const view = presenters(portal);
  const api = new Hono();
  // Decision 0185: expired unpaid holds are released before any request reads or changes a gift.
  // Issue 26: a write, a hold let go or an order expired wakes the open change streams; they compare only then.
  api.use('*', async (c, next) => {
    const released = releaseExpiredHolds(portal.state, portal.now(), portal.reservationTtlMs);
    // Decision 0403: an order unpaid at its payment deadline is cancelled, and what it held is free again.
    const expired = expireUnpaidOrders(portal.state, portal.now());
    if (released > 0 || expired > 0) portal.live.changed();
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') portal.live.changed();
  });
  // Decision 0250: a writing call sent again with its Idempotency-Key is answered once.
  api.use('*', idempotentWrites(portal));
  if (options.controlRoutes === true) {
    api.post('/__control/reset', (c) => {
      // Issue 17: a page of another site cannot reset the portal.
      if (isCrossSite(c)) return jsonResponse({ message: 'Tidak diizinkan' }, 403);
      reset();
      return c.json({ data: { ok: true } });
    });
    // Courier and session steps for tests and demos (JSON content type only); the reset above stays callable without a body.
    // How many change streams are open now (issue 26: the count returns to zero when every page is closed).
    api.get('/__control/live-streams', (c) => c.json({ data: { open: portal.live.open } }));
    api.route('/__control', controlRoutes(portal, view));
    api.route('/__control', gatewayControlRoutes(portal, view));
    api.route('/__control', followUpControlRoutes(portal, clock));
  }
  // Before the registry group: its GET /v2/gifts/:id would otherwise take /v2/gifts/surprise and /v2/gifts/thank-you.
  api.route('/', followUpRoutes(portal, view));
  for (const group of [
    authRoutes, mediaRoutes, searchRoutes, registryEventRoutes, registryRoutes, cartRoutes, addressRoutes, catalogueRoutes, reviewRoutes,
    voucherRoutes, orderRoutes, fundRoutes, affiliateRoutes, adviserRoutes, childrenRoutes, faqRoutes, surveyRoutes, sessionRoutes,
  ]) {
    api.route('/', group(portal, view));
  }
  api.route('/', openApiRoutes());

  const app = new Hono();
  app.route('/api', api);
  app.notFound(() => jsonResponse({ message: MSG.routeNotFound }, 404));
  app.onError((err) => {
    if (err instanceof PortalError) return errorResponse(err);
    if (err instanceof HTTPException) return jsonResponse({ message: err.status >= 500 ? MSG.server : MSG.invalid }, err.status);
    console.error('[fake-portal]', err);
    return jsonResponse({ message: MSG.server }, 500);
  });

  return {
    app,
    fetch: async (request: Request, env?: unknown) => app.fetch(request, env),
    reset,
    get state() {
      return state;
    },
    mintGoogleCredential: (email, name) => portal.google.mint(name === undefined ? { email } : { email, name }),
    expireAccessTokens: () => expireAccessTokens(portal),
    get openLiveStreams() {
      return portal.live.open;
    },
    settlePayment: (orderId, status) => {
      settlePayment(state, Number(orderId), status, now());
      portal.live.changed();
    },
    limits: portal.limits,
  };
}

export { createStandalonePortal } from './standalone';
