import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { jsonResponse, notFound } from '../errors';

/** docs/openapi.json of this repository, written by `npm run openapi` from @kado/http's schemas (decision 0448). */
const DOCUMENT = new URL('../../../../docs/openapi.json', import.meta.url);

/**
 * GET /openapi.json: the portal contract this fake portal is checked against (issue 29 item 4), so another mock server
 * or a client generator can be pointed at a running demo. Read once, when first asked.
 */
export function openApiRoutes(): Hono {
  const app = new Hono();
  let text: Promise<string | null> | null = null;
  app.get('/openapi.json', async () => {
    text ??= readFile(DOCUMENT, 'utf8').catch(() => null);
    const body = await text;
    if (body === null) throw notFound('Dokumen OpenAPI tidak ditemukan');
    return jsonResponse(JSON.parse(body) as unknown, 200, { 'cache-control': 'no-cache' });
  });
  return app;
}
