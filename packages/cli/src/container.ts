// The CLI's composition root: the same stores and HTTP adapters as the web app, with Node's platform ports and either
// the fake portal in-process (default) or a portal over the network (--portal URL).
import { Container, type ServiceIdentifier } from 'inversify';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { createFakePortal } from '@kado/fake-portal';
import type { Logger } from '@kado/domain';
import { ACCESS_COOKIE, GUEST_ID_KEY, SessionStore, TOKENS, registryGiverStoresModule, storesModule } from '@kado/stores';
import { MemoryCookieJar, MemoryStorage, NodeClock, NodeIdGenerator, NodeScheduler, noAnalytics, silentLogger } from './node-platform';

export interface CliOptions {
  /** The portal's API base (`http://127.0.0.1:8787/api`); absent: the fake portal in-process. */
  readonly portal?: string;
  /** Where failed calls are logged; nowhere by default (the command prints the Indonesian message), stderr with --verbose. */
  readonly logger?: Logger;
}

/** The in-process portal's base: any absolute URL does, no socket is opened. */
const IN_PROCESS_BASE = 'http://fake-portal.local/api';

export function createCliContainer(options: CliOptions = {}): Container {
  const container = new Container();
  const storage = new MemoryStorage();
  const cookies = new MemoryCookieJar();
  container.bind(TOKENS.Clock).toConstantValue(new NodeClock());
  container.bind(TOKENS.IdGenerator).toConstantValue(new NodeIdGenerator());
  container.bind(TOKENS.KeyValueStorage).toConstantValue(storage);
  container.bind(TOKENS.CookieJar).toConstantValue(cookies);
  container.bind(TOKENS.Analytics).toConstantValue(noAnalytics);
  container.bind(TOKENS.Scheduler).toConstantValue(new NodeScheduler());

  const portal = options.portal === undefined ? createFakePortal() : null;
  const client = createPortalClient({
    baseUrl: options.portal ?? IN_PROCESS_BASE,
    ...(portal ? { fetch: async (input: Request | string | URL, init?: RequestInit) => portal.fetch(new Request(input, init)) } : {}),
    getAccessToken: () => cookies.get(ACCESS_COOKIE),
    getGuestId: () => storage.getItem(GUEST_ID_KEY),
    renewAccessToken: (refused) => container.get(SessionStore).renewAccessToken(refused),
    expectsAccessToken: () => container.get(SessionStore).expectsAccessToken(),
    logger: options.logger ?? silentLogger,
  });
  const gateways = createHttpGateways(client);
  // Each gateway under the port token of the same name (the web's composition root binds the same pairs).
  for (const name of Object.keys(gateways) as (keyof typeof gateways)[]) {
    container.bind(TOKENS[name] as ServiceIdentifier<unknown>).toConstantValue(gateways[name]);
  }
  container.load(storesModule, registryGiverStoresModule);
  return container;
}
