// Wires the real HTTP adapters to the fake portal in-process (no socket), for store tests.
import { createFakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { MemoryCookieJar, MemoryStorage } from './platform-fakes';
import { ACCESS_COOKIE, GUEST_ID_KEY } from '../session.store';

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
