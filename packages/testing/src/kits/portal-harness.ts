// Wires the real HTTP adapters to the fake portal in-process (no socket), for store tests.
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import type { Scheduler, TabLock } from '@kado/domain';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from './platform-fakes';
import { ACCESS_COOKIE, GUEST_ID_KEY, SessionStore } from '@kado/stores';

export const DEMO_PASSWORD = 'Rahasia123!';

/** What a harness can be given: a shared portal or cookie jar (two tabs of one browser), a network switch, a lock. */
interface HarnessOptions {
  readonly portal?: FakePortal;
  readonly cookies?: MemoryCookieJar;
  readonly storage?: MemoryStorage;
  /** Stands between the client and the portal (take the portal offline, answer 503, count calls). */
  readonly network?: (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;
}

/**
 * The fake portal behind the real HTTP client, wired as the composition root wires it: once a SessionStore is
 * attached (`session(...)`), a 401 renews the token through it.
 */
export function portalHarness(options: HarnessOptions = {}) {
  const portal = options.portal ?? createFakePortal();
  const cookies = options.cookies ?? new MemoryCookieJar();
  const storage = options.storage ?? new MemoryStorage();
  /** Every call that reached the network, as 'METHOD /path'. */
  const calls: string[] = [];
  let attached: SessionStore | null = null;
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
      return options.network ? options.network(request, (r) => portal.fetch(r)) : portal.fetch(request);
    },
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    renewAccessToken: (refused) => (attached ? attached.renewAccessToken(refused) : Promise.resolve(false)),
    expectsAccessToken: () => attached?.expectsAccessToken() ?? false,
    timeoutMs: 5000,
    retryDelayMs: () => 1,
  });
  const gateways = createHttpGateways(client);
  /** A SessionStore over this harness, attached to its client (a 401 renews through it). */
  const session = (extra: { lock?: TabLock; scheduler?: Scheduler } = {}) => {
    attached = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, new SequenceIds(), extra.lock, extra.scheduler);
    return attached;
  };
  return { portal, cookies, storage, gateways, calls, session };
}

/** The harness with a SessionStore logged in as a demo account (fails the test when the login does not succeed). */
export async function loggedInHarness(email = 'ibu.demo@kado.test') {
  const h = portalHarness();
  const session = h.session();
  if (!(await session.login({ email, password: DEMO_PASSWORD }))) throw new Error(`demo login failed for ${email}`);
  return { ...h, session };
}
