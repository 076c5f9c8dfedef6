// Test wiring for the registry stores: the fake portal in-process behind the real http adapters (never shipped).
// Lives in @kado/testing, which may name the fake portal and the http adapters; checked by stores/registry/registry-test-kit.test.ts.
import { expect } from 'vitest';
import { domainError, type Analytics, type CartGateway, type DomainErrorDetail, type RegistryGateway, type TrackingEventInput } from '@kado/domain';
import type { FakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { SessionStore, PublicRegistryStore, GiverHoldsStore, GiverActionsStore, RegistryOwnerStore, OwnerGiftsStore } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, SequenceIds } from './platform-fakes';

type HttpGateways = ReturnType<typeof createHttpGateways>;

export const DEMO_OWNER = 'ibu.demo@kado.test';
const PASSWORD = 'Rahasia123!';

/** One browser: its own cookies, storage, guest id and gateways, over a shared portal. */
export interface Browser {
  readonly session: SessionStore;
  readonly gateways: HttpGateways;
  readonly storage: MemoryStorage;
  readonly events: TrackingEventInput[];
  /** The same browser after a reload: a new session over its cookies and storage, not yet restored. */
  readonly reload: () => SessionStore;
}

let browserSeq = 0;

/** A new browser (context) against a portal; logs in when an e-mail is given. */
export async function openBrowser(portal: FakePortal, email?: string): Promise<Browser> {
  const cookies = new MemoryCookieJar();
  const storage = new MemoryStorage();
  browserSeq += 1;
  const ids = new SequenceIds();
  // Each browser gets its own guest id.
  for (let i = 0; i < browserSeq; i++) ids.next();
  let session: SessionStore | null = null;
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portal.fetch(new Request(input, init)),
    getAccessToken: () => cookies.get('kado_at'),
    getGuestId: () => session?.guestId ?? null,
    retryDelayMs: () => 0,
  });
  const real = createHttpGateways(client);
  const events: TrackingEventInput[] = [];
  const gateways: HttpGateways = {
    ...real,
    SessionGateway: {
      record: (...args) => real.SessionGateway.record(...args),
      merge: (...args) => real.SessionGateway.merge(...args),
      event: (input, options) => {
        events.push(input);
        return real.SessionGateway.event(input, options);
      },
    },
  };
  session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, ids);
  if (email) expect(await session.login({ email, password: PASSWORD })).toBe(true);
  const reload = () => {
    session = new SessionStore(gateways.AuthGateway, gateways.SessionGateway, cookies, storage, ids);
    return session;
  };
  return { session, gateways, storage, events, reload };
}

/** A copy of a gateway whose named methods reject with the given error (the rest call the real one). */
export function failing<T extends object>(real: T, methods: readonly (keyof T)[], detail: DomainErrorDetail = { kind: 'unexpected' }): T {
  return new Proxy(real, {
    get(target, prop, receiver) {
      if ((methods as readonly PropertyKey[]).includes(prop)) return () => Promise.reject(domainError(detail));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** What may replace a browser's own parts in giverStores. */
interface GiverOverrides {
  readonly registry?: RegistryGateway;
  readonly cart?: CartGateway;
  readonly session?: SessionStore;
  readonly analytics?: Analytics;
}

/** A giver's registry page in one browser, wired as the container does: the page, her holds and her actions. */
export function giverStores(browser: Browser, over: GiverOverrides = {}) {
  const g = browser.gateways;
  const session = over.session ?? browser.session;
  const registry = over.registry ?? g.RegistryGateway;
  const cart = over.cart ?? g.CartGateway;
  const holds = new GiverHoldsStore(cart, browser.storage, session);
  const page = new PublicRegistryStore(registry, g.AddressGateway, session, holds);
  const giver = new GiverActionsStore(page, holds, registry, cart, g.SessionGateway, browser.storage, session, over.analytics);
  return { page, holds, giver };
}

/** An owner's registry in one browser, wired as the container does: the registry (profile, settings) and her gifts. */
export function ownerStores(browser: Browser, registry: RegistryGateway = browser.gateways.RegistryGateway) {
  const owner = new RegistryOwnerStore(registry, browser.gateways.ProfileGateway, browser.session);
  const gifts = new OwnerGiftsStore(registry, owner, browser.session);
  return { owner, gifts };
}
