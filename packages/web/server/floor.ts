// Budget-only (tools/budget.mjs, issue 15): the library floor, built by the budget into a folder of its own, served
// under /__floor/ by this same server, so Lighthouse measures the floor and the app through one server and one
// network path. serve.ts mounts it only when KADO_FLOOR_DIR is set; the shipped app never serves it.
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';

export const FLOOR_PATH = '/__floor';

/** `app` with the floor built in `floorDir` answered under /__floor/ (its files, else its index.html). */
export function withFloor(app: Hono, floorDir: string): Hono {
  const outer = new Hono();
  outer.use(`${FLOOR_PATH}/*`, compress());
  outer.use(
    `${FLOOR_PATH}/*`,
    serveStatic({ root: floorDir, precompressed: true, rewriteRequestPath: (path) => path.slice(FLOOR_PATH.length) }),
  );
  outer.get(`${FLOOR_PATH}/*`, async (c) => {
    const html = await readFile(`${floorDir}/index.html`, 'utf8').catch(() => null);
    if (html === null) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  outer.all('*', (c) => app.fetch(c.req.raw));
  return outer;
}
