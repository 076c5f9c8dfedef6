// The portal seam of the app server (decision 0230): one fetch handler that both `/api/*` and the page data use.
// With PORTAL_URL it forwards over the network to that portal; without, it is the fake portal in-process.
import { createFakePortal } from '@kado/fake-portal';

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
} as const;

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
    const rest = url.pathname.replace(/^\/api(?=\/|$)/, '');
    const target = `${base}${rest}${url.search}`;
    // Content-Length stays (a portal may refuse a chunked upload); the body is streamed either way.
    const headers = withoutHopByHop(request.headers, ['host', 'cookie', 'accept-encoding']);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    // The portal limits abuse per client address (decision 0240): it learns the browser's, not this server's.
    const client = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    if (client) headers.set('x-forwarded-for', [request.headers.get('x-forwarded-for'), client].filter(Boolean).join(', '));
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
 * The fake portal in-process (no PORTAL_URL): `npm start` needs nothing else. Its control routes are there only when
 * the start command asks for them (KADO_CONTROL_ROUTES=1: the demo and the browser tests).
 */
export function embeddedPortal(options: { readonly controlRoutes: boolean }): PortalFetch {
  const portal = createFakePortal({ controlRoutes: options.controlRoutes });
  return async (request, env) => portal.fetch(request, env);
}

/** What the start command's environment asks for: PORTAL_URL, PORTAL_TIMEOUT_MS, KADO_CONTROL_ROUTES. */
interface PortalChoice {
  readonly portal: PortalFetch;
  /** One line for the start log. */
  readonly description: string;
  /** Said on the start log when the environment asks for something this server will not do. */
  readonly warnings: readonly string[];
}

export function portalFromEnv(env: Readonly<Record<string, string | undefined>>): PortalChoice {
  const controlRoutes = env['KADO_CONTROL_ROUTES'] === '1' || env['KADO_CONTROL_ROUTES'] === 'true';
  const portalUrl = env['PORTAL_URL']?.trim();
  if (portalUrl) {
    const parsed = new URL(portalUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`PORTAL_URL must be http(s): ${portalUrl}`);
    const timeout = Number(env['PORTAL_TIMEOUT_MS']);
    return {
      portal: createPortalProxy({ portalUrl, ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}) }),
      description: `/api proxied to ${portalUrl}`,
      warnings: controlRoutes ? ['KADO_CONTROL_ROUTES is ignored with PORTAL_URL: the app server mounts no control routes of its own.'] : [],
    };
  }
  return {
    portal: embeddedPortal({ controlRoutes }),
    description: controlRoutes ? 'the fake portal under /api, with its /api/__control routes' : 'the fake portal under /api',
    warnings: [],
  };
}
