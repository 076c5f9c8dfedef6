// The fault matrix's wiring (issue 17 item 4; never shipped): the fake portal in-process behind the real HTTP client,
// with a network that breaks the next writing call in one of five ways, and every store from one inversify container.
import { Container, type Newable, type ServiceIdentifier } from 'inversify';
import { createFakePortal, type FakePortal } from '@kado/fake-portal';
import { createHttpGateways, createPortalClient } from '@kado/http';
import type { Clock, DomainErrorKind, Scheduler } from '@kado/domain';
import { TOKENS, ACCESS_COOKIE, GUEST_ID_KEY, SessionStore, ALL_STORE_MODULES } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, RecordingAnalytics, SequenceIds } from './platform-fakes';

/** How the next writing call fails. */
export type Fault = 'http-500' | 'http-422' | 'timeout' | 'dropped' | 'offline';

/**
 * Each fault, what it does, and the kind of domain error a store must show for it:
 * - http-500 and http-422: the portal answers so without writing anything;
 * - timeout: the portal writes, its answer comes later than the client waits (the outcome is unknown);
 * - dropped: the portal writes, then the connection breaks before the answer (fetch's TypeError);
 * - offline: the request never leaves (fetch's TypeError at once).
 */
export const FAULTS: Readonly<Record<Fault, DomainErrorKind>> = {
  'http-500': 'unexpected',
  'http-422': 'validation',
  timeout: 'timeout',
  dropped: 'offline',
  offline: 'offline',
};

/** The field error the 422 fault answers; spec §8 shows the first field error. */
export const FAULT_422_TEXT = 'Data yang dikirim tidak valid';

/** The client's timeout in the matrix (ms): short enough for 69 timeout cases, long enough for a busy machine. */
const TIMEOUT_MS = 3000;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

class RealTimeScheduler implements Scheduler {
  schedule(task: () => void, ms: number): () => void {
    const id = setTimeout(task, ms);
    return () => clearTimeout(id);
  }
}

class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** Is a request a writing one (anything but GET/HEAD)? */
const writes = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/** The fake portal, the client with a breakable network, and a container holding every store. */
export function faultWorld(portal: FakePortal = createFakePortal()) {
  const cookies = new MemoryCookieJar();
  const storage = new MemoryStorage();
  let armed: Fault | null = null;
  /** Every writing call that reached the portal (faulted or not), as 'METHOD /path'. */
  const writesSeen: string[] = [];
  const container = new Container();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const fault = writes(request) ? armed : null;
      if (fault) armed = null;
      const pass = async () => {
        if (writes(request)) writesSeen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
        return portal.fetch(request);
      };
      switch (fault) {
        case null:
          return pass();
        case 'http-500':
          return json({ message: 'Server Error' }, 500);
        case 'http-422':
          return json({ message: FAULT_422_TEXT, errors: { data: [FAULT_422_TEXT] } }, 422);
        case 'offline':
          throw new TypeError('Failed to fetch');
        case 'dropped':
          await pass();
          throw new TypeError('Failed to fetch');
        case 'timeout':
          await pass();
          return new Promise<Response>(() => undefined);
      }
    },
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    renewAccessToken: (refused) => container.get(SessionStore).renewAccessToken(refused),
    expectsAccessToken: () => container.get(SessionStore).expectsAccessToken(),
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: () => 1,
  });
  const gateways = createHttpGateways(client);
  container.bind(TOKENS.Clock).toConstantValue(new SystemClock());
  container.bind(TOKENS.IdGenerator).toConstantValue(new SequenceIds());
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.CookieJar).toConstantValue(cookies);
  container.bind(TOKENS.Analytics).toConstantValue(new RecordingAnalytics());
  container.bind(TOKENS.Scheduler).toConstantValue(new RealTimeScheduler());
  for (const [name, gateway] of Object.entries(gateways)) {
    container.bind(TOKENS[name as keyof typeof gateways] as ServiceIdentifier<unknown>).toConstantValue(gateway);
  }
  container.load(...ALL_STORE_MODULES);
  return {
    portal,
    storage,
    writesSeen,
    get: <T>(store: Newable<T>): T => container.get(store),
    /** The next writing call fails with `fault` (only that one). */
    arm(fault: Fault | null) {
      armed = fault;
    },
    get armed() {
      return armed;
    },
    async login(email: string) {
      const ok = await container.get(SessionStore).login({ email, password: 'Rahasia123!' });
      if (!ok) throw new Error(`login failed for ${email}`);
    },
  };
}

export type FaultWorld = ReturnType<typeof faultWorld>;

/** Tables whose rows are bookkeeping, not an effect of a shopper's action (tokens, sessions, counters, events). */
const NOT_EFFECTS = new Set(['sessions', 'events', 'tokens', 'spentRefresh', 'otpRequests', 'seq', 'history']);
/** An upload's random name (issue 30: 256 bits, not its id): two runs of one action name their upload differently. */
const RANDOM_NAME = /[0-9a-f]{64}/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The portal's state as far as a shopper's action changes it: every table but the bookkeeping ones, with
 * timestamps blanked (two runs of the same actions give the same print). A double effect changes it.
 */
export function effectPrint(portal: FakePortal): string {
  const state = portal.state as unknown as Record<string, unknown>;
  const plain = (value: unknown): unknown => {
    if (value instanceof Set) return [...value].map(plain).sort();
    if (value instanceof Map) return [...value.entries()].map(([k, v]) => [plain(k), plain(v)]);
    if (Array.isArray(value)) return value.map(plain);
    if (value instanceof Date) return 'date';
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    if (typeof value === 'string' && ISO_DATE.test(value)) return 'date';
    if (typeof value === 'string') return value.replace(RANDOM_NAME, 'random');
    return value;
  };
  return JSON.stringify(Object.fromEntries(Object.keys(state).filter((k) => !NOT_EFFECTS.has(k)).sort().map((k) => [k, plain(state[k])])));
}
