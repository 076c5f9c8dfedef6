// The developer loop (issue 18 item 2, decision 0232): `pnpm dev` runs Vite with hot reload and the fake portal under
// /api in the same process, with its demo accounts and its control routes (reset, courier steps). The portal's
// TypeScript sources are loaded through Vite's own module runner, so nothing is built first. The control routes answer
// only a request carrying the token printed at start, as with `npm start` (decisions 0442, 0447): a dev server
// reachable on a network (`dev --host`) must not hand out every user's data to anyone.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { SESSION_MARKERS } from '../src/platform/session-markers';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Whether a dev-server request is for the portal. */
export function isPortalPath(url: string | undefined): boolean {
  return url === '/api' || (url ?? '').startsWith('/api/') || (url ?? '').startsWith('/api?');
}

/**
 * Issue 30 item 4 (decision 0426): the portal answers a private registry's uploads to their owner only, and an <img>
 * sends no header. The app server hands them the HttpOnly access cookie; the dev server sets none (the app keeps the
 * portal's token in its marker cookie here), so an upload's request without a token gets that cookie's.
 */
function withDevImageAuth(request: Request): Request {
  if (request.headers.has('authorization') || !new URL(request.url).pathname.startsWith('/api/images/uploads/')) return request;
  const prefix = `${SESSION_MARKERS['kado_at']}=`;
  const raw = (request.headers.get('cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(prefix))?.slice(prefix.length);
  let token: string | null;
  try {
    token = raw ? decodeURIComponent(raw) : null;
  } catch {
    token = null;
  }
  // A stand-in (`cookie:…`) names no token: only the app server knows the one it stands for.
  if (!token || token.startsWith('cookie:')) return request;
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/**
 * The dev server's control token: KADO_CONTROL_TOKEN (16 characters at least, as for `serve`) or 24 random bytes made
 * at start (decision 0447).
 */
export function devControlToken(env: Readonly<Record<string, string | undefined>>): string {
  const given = env['KADO_CONTROL_TOKEN']?.trim();
  if (given !== undefined && given !== '') {
    if (given.length < 16) throw new Error('KADO_CONTROL_TOKEN must be at least 16 characters.');
    return given;
  }
  return randomBytes(24).toString('base64url');
}

async function loadPortal(server: ViteDevServer, controlToken: string): Promise<Listener> {
  // The app server's own embedded portal (server/portal.ts): the same token check and the same 403/404 answers.
  const mod = (await server.ssrLoadModule('/server/portal.ts')) as typeof import('../server/portal');
  const portal = mod.embeddedPortal({ controlToken });
  return getRequestListener((request) => portal(withDevImageAuth(request)));
}

export function devPortal(): Plugin {
  return {
    name: 'kado-dev-portal',
    apply: 'serve',
    configureServer(server) {
      const controlToken = devControlToken(process.env);
      const say = () =>
        server.config.logger.info(
          `  DEMO: the fake portal under /api; its /api/__control routes answer only with the header X-Kado-Control-Token: ${controlToken}`,
        );
      if (server.httpServer) server.httpServer.once('listening', say);
      else say();
      // One portal for the dev server's life: its state (logins, carts) survives a hot reload of the app.
      let listener: Promise<Listener> | null = null;
      server.middlewares.use((req, res, next) => {
        if (!isPortalPath(req.url)) return next();
        listener ??= loadPortal(server, controlToken);
        listener.then((handle) => handle(req, res)).catch(next);
      });
    },
  };
}
