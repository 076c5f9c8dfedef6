// The portal seam of the app server (decision 0230): one fetch handler that both `/api/*` and the page data use.
// With PORTAL_URL it forwards over the network to that portal; without, it is the fake portal in-process.
import { timingSafeEqual } from 'node:crypto';
import { createFakePortal } from '@kado/fake-portal';
import { setForwardingHeaders, type ClientFacts } from './forwarded';
import { currentRequest } from './observability';

/**
 * A portal as a fetch handler; it sees the browser's path (`/api/v1/...`). `env` is the node server's bindings of the
 * connection (the embedded fake portal reads the client's address from them for its rate limits).
 */
export type PortalFetch = (request: Request, env?: unknown) => Promise<Response>;

/** Headers that belong to one connection, never forwarded by a proxy (RFC 9110 §7.6.1), plus the app's own cookies. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** The header set without the hop-by-hop ones, including any that `Connection` names. */
export function withoutHopByHop(headers: Headers, alsoDrop: readonly string[] = []): Headers {
  const out = new Headers(headers);
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named, ...alsoDrop]) out.delete(name);
  return out;
}

const json = (status: number, message: string): Response =>
  new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** Answer texts of the proxy itself (the portal's own errors pass through as they are). */
export const PROXY_MESSAGES = {
  timeout: 'Server Kado tidak menjawab tepat waktu. Silakan coba lagi.',
  unreachable: 'Server Kado tidak dapat dihubungi. Silakan coba lagi.',
  notFound: 'Halaman tidak ditemukan',
  controlToken: 'Rute kontrol demo memerlukan token X-Kado-Control-Token yang dicetak saat server mulai.',
} as const;

/** The fake portal's test and demo routes (reset, courier steps, state): never forwarded to a real portal. */
const CONTROL_PREFIX = '/api/__control';
const isControlPath = (pathname: string): boolean => pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);

/** The client as the socket shows it, for a caller outside the node server (tests calling the Hono app). */
const socketClient = (request: Request, env: unknown): ClientFacts => {
  const url = new URL(request.url);
  const peer = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return { address: peer ?? '127.0.0.1', proto: url.protocol === 'https:' ? 'https' : 'http', host: url.host };
};

interface PortalProxyOptions {
  /** The portal's API base, e.g. `https://portal.example.id/api` or `http://127.0.0.1:8787/api`. */
  readonly portalUrl: string;
  /** How long the portal has to send its answer's headers; after that the caller gets a 504 (default 10 s). */
  readonly timeoutMs?: number;
  /** The network (tests pass a stand-in). */
  readonly fetch?: typeof fetch;
}

/**
 * Forwards `/api/<rest>` to `<portalUrl>/<rest>` with the query, method and body (streamed both ways), without the
 * hop-by-hop headers, the app's cookies or Host. No answer headers within the timeout: 504 with a JSON message; the
 * portal unreachable: 502.
 */
export function createPortalProxy(options: PortalProxyOptions): PortalFetch {
  const base = options.portalUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = options.fetch ?? fetch;
  return async (request, env) => {
    const url = new URL(request.url);
    // Issue 29 item 6: the demo's control routes do not exist in production, whatever the portal behind has.
    if (isControlPath(url.pathname)) return json(404, PROXY_MESSAGES.notFound);
    const rest = url.pathname.replace(/^\/api(?=\/|$)/, '');
    const target = `${base}${rest}${url.search}`;
    // Content-Length stays (a portal may refuse a chunked upload); the body is streamed either way.
    const headers = withoutHopByHop(request.headers, ['host', 'cookie', 'accept-encoding']);
    // The portal limits abuse per client address (decision 0240): it learns the browser's (behind TRUST_PROXY's
    // proxies, the one they name), never an address the client wrote itself (decision 0443).
    const current = currentRequest();
    setForwardingHeaders(headers, current?.client ?? socketClient(request, env));
    if (current) headers.set('x-request-id', current.id);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    request.signal.addEventListener('abort', onCallerAbort, { once: true });
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    try {
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers,
        redirect: 'manual',
        signal: controller.signal,
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      };
      const answer = await send(target, init);
      // fetch has already decoded a compressed body: its length and encoding no longer describe what is sent on.
      const out = withoutHopByHop(answer.headers, ['content-encoding', 'content-length']);
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
    } catch {
      if (timedOut) return json(504, PROXY_MESSAGES.timeout);
      return json(502, PROXY_MESSAGES.unreachable);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onCallerAbort);
    }
  };
}

/**
 * The portal API's routes (method and pattern): the fake portal's, which implement docs/api-contract.md call for call,
 * control routes included. The log and the metrics name a portal call by its pattern (route-patterns.ts).
 */
export function portalRouteList(): readonly { readonly method: string; readonly path: string }[] {
  return createFakePortal({ controlRoutes: true }).app.routes.filter((route) => !route.path.endsWith('*') && route.method !== 'ALL');
}

/** The header that carries the demo's control token (decision 0442). */
export const CONTROL_TOKEN_HEADER = 'x-kado-control-token';

const sameToken = (given: string | null, token: string): boolean => {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface EmbeddedOptions {
  /**
   * The token that opens the fake portal's `/api/__control/*` routes (reset, courier steps, state), sent as
   * X-Kado-Control-Token; null: the routes do not exist (decision 0442).
   */
  readonly controlToken: string | null;
}

/**
 * The fake portal in-process: the named demo mode (`npm start`, KADO_DEMO=1), the browser tests and the unit tests.
 * Its control routes answer only a request that carries the token given at start.
 */
export function embeddedPortal(options: EmbeddedOptions): PortalFetch {
  const token = options.controlToken;
  const portal = createFakePortal({ controlRoutes: token !== null });
  return async (request, env) => {
    if (isControlPath(new URL(request.url).pathname)) {
      if (token === null) return json(404, PROXY_MESSAGES.notFound);
      if (!sameToken(request.headers.get(CONTROL_TOKEN_HEADER), token)) return json(403, PROXY_MESSAGES.controlToken);
    }
    // The fake portal's rate limits count the client's address from the node bindings (decision 0240): behind a
    // trusted proxy that is the address the proxy names, not the proxy's (decision 0443).
    const client = currentRequest()?.client.address;
    return portal.fetch(request, client === undefined ? env : { incoming: { socket: { remoteAddress: client } } });
  };
}

/** What the start command's environment asks for: PORTAL_URL, PORTAL_TIMEOUT_MS, KADO_DEMO, KADO_CONTROL_ROUTES, KADO_CONTROL_TOKEN. */
interface PortalChoice {
  readonly portal: PortalFetch;
  /** One line for the start log. */
  readonly description: string;
  /** Said on the start log when the environment asks for something this server will not do. */
  readonly warnings: readonly string[];
  /** The demo's control token, printed at start; null without control routes. */
  readonly controlToken: string | null;
}

const on = (value: string | undefined): boolean => value === '1' || value === 'true';

/** Why `serve` will not start: neither a portal nor the demo was named (decision 0442). */
export const NO_PORTAL_MESSAGE = [
  'Kado refuses to start: no portal was named.',
  '  Production: PORTAL_URL=https://portal.example.id/api (the portal API base) npx -y pnpm@10.34.9 --filter @kado/web serve',
  '  Demo with the fake portal (demo accounts, payments a tap completes: never on a public address): npm start, or KADO_DEMO=1.',
].join('\n');

export function portalFromEnv(env: Readonly<Record<string, string | undefined>>, newToken: () => string = randomToken): PortalChoice {
  const controlRoutes = on(env['KADO_CONTROL_ROUTES']);
  const portalUrl = env['PORTAL_URL']?.trim();
  if (portalUrl) {
    const parsed = new URL(portalUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`PORTAL_URL must be http(s): ${portalUrl}`);
    const timeout = Number(env['PORTAL_TIMEOUT_MS']);
    return {
      portal: createPortalProxy({ portalUrl, ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}) }),
      description: `/api proxied to ${portalUrl}`,
      warnings: controlRoutes || on(env['KADO_DEMO']) ? ['KADO_DEMO and KADO_CONTROL_ROUTES are ignored with PORTAL_URL: /api/__control/* is never forwarded.'] : [],
      controlToken: null,
    };
  }
  if (!on(env['KADO_DEMO'])) throw new Error(NO_PORTAL_MESSAGE);
  const given = env['KADO_CONTROL_TOKEN']?.trim();
  if (given !== undefined && given !== '' && given.length < 16) throw new Error('KADO_CONTROL_TOKEN must be at least 16 characters.');
  const controlToken = controlRoutes ? (given || newToken()) : null;
  return {
    portal: embeddedPortal({ controlToken }),
    description: controlToken ? 'DEMO: the fake portal under /api, with its /api/__control routes (token below)' : 'DEMO: the fake portal under /api',
    warnings: [],
    controlToken,
  };
}

function randomToken(): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
}
