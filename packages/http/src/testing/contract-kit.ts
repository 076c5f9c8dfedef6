// Test support (not exported): @kado/http wired to an in-process portal fetch, with a session to log in.
import { DomainError, type DomainErrorKind } from '@kado/domain';
import { createHttpGateways, type HttpGateways } from '../gateways';
import { createPortalClient } from '../portal-client';

/** Demo password of every seeded account. */
export const DEMO_PASSWORD = 'Rahasia123!';

export interface ContractKit {
  readonly gateways: HttpGateways;
  /** Logs in through AuthGateway and uses the token from then on. */
  loginAs(email: string): Promise<void>;
  /** Drops the token (the next calls go as a guest). */
  logout(): void;
  /** Sets the X-Guest-Id sent while logged out. */
  setGuestId(id: string | null): void;
  /** How often onNotFoundRedirect was called. */
  redirects(): number;
}

/** Connects every adapter to `portalFetch` (e.g. createFakePortal().fetch) through ky, with no socket. */
export function connect(portalFetch: (request: Request) => Promise<Response>): ContractKit {
  let token: string | null = null;
  let guestId: string | null = null;
  let redirectCount = 0;
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: (input, init) => portalFetch(new Request(input, init)),
    getAccessToken: () => token,
    getGuestId: () => guestId,
    retryDelayMs: () => 0,
    onNotFoundRedirect: () => {
      redirectCount += 1;
    },
  });
  const gateways = createHttpGateways(client);
  return {
    gateways,
    async loginAs(email) {
      token = (await gateways.AuthGateway.login({ email, password: DEMO_PASSWORD })).accessToken;
    },
    logout() {
      token = null;
    },
    setGuestId(id) {
      guestId = id;
    },
    redirects: () => redirectCount,
  };
}

/** Awaits a rejection and answers it as a DomainError of the given kind (throws otherwise). */
export async function failsWith(promise: Promise<unknown>, kind: DomainErrorKind): Promise<DomainError> {
  const reason: unknown = await promise.then(
    () => new Error(`expected a '${kind}' rejection, but the call succeeded`),
    (error: unknown) => error,
  );
  if (!(reason instanceof DomainError)) throw reason instanceof Error ? reason : new Error(String(reason));
  if (reason.detail.kind !== kind) throw new Error(`expected '${kind}', got '${reason.detail.kind}': ${reason.message}`);
  return reason;
}
