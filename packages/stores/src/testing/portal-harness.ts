// Wires the real HTTP adapters to the fake portal in-process (no socket), for store tests.
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from './platform-fakes';
import { ACCESS_COOKIE, GUEST_ID_KEY, SessionStore } from '../session.store';

export const DEMO_PASSWORD = 'Rahasia123!';

export function portalHarness() {
  const portal = createFakePortal();
  const cookies = new MemoryCookieJar();
  const storage = new MemoryStorage();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    timeoutMs: 5000,
    retryDelayMs: () => 1,
  });
  return { portal, cookies, storage, gateways: createHttpGateways(client) };
}

/** The harness with a SessionStore logged in as a demo account (fails the test when the login does not succeed). */
export async function loggedInHarness(email = 'ibu.demo@kado.test') {
  const h = portalHarness();
  const session = new SessionStore(h.gateways.AuthGateway, h.gateways.SessionGateway, h.cookies, h.storage, new SequenceIds());
  if (!(await session.login({ email, password: DEMO_PASSWORD }))) throw new Error(`demo login failed for ${email}`);
  return { ...h, session };
}
