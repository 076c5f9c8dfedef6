import { serve } from '@hono/node-server';
import { createFakePortal } from './index';

/** Runs the fake portal as an HTTP server: `PORT=8787 tsx src/server.ts`. */
const port = Number(process.env['PORT'] ?? 8787);
const portal = createFakePortal();
serve({ fetch: portal.app.fetch, port }, (info) => {
  console.log(`Kado fake portal on http://localhost:${info.port}/api`);
});
