// The developer loop (issue 18 item 2, decision 0232): `pnpm dev` runs Vite with hot reload and the fake portal under
// /api in the same process, with its demo accounts and its control routes (reset, courier steps). The portal's
// TypeScript sources are loaded through Vite's own module runner, so nothing is built first.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { getRequestListener } from '@hono/node-server';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Whether a dev-server request is for the portal. */
export function isPortalPath(url: string | undefined): boolean {
  return url === '/api' || (url ?? '').startsWith('/api/') || (url ?? '').startsWith('/api?');
}

async function loadPortal(server: ViteDevServer): Promise<Listener> {
  const mod = (await server.ssrLoadModule('@kado/fake-portal')) as typeof import('@kado/fake-portal');
  const portal = mod.createFakePortal({ controlRoutes: true });
  return getRequestListener((request) => portal.fetch(request));
}

export function devPortal(): Plugin {
  return {
    name: 'kado-dev-portal',
    apply: 'serve',
    configureServer(server) {
      // One portal for the dev server's life: its state (logins, carts) survives a hot reload of the app.
      let listener: Promise<Listener> | null = null;
      server.middlewares.use((req, res, next) => {
        if (!isPortalPath(req.url)) return next();
        listener ??= loadPortal(server);
        listener.then((handle) => handle(req, res)).catch(next);
      });
    },
  };
}
