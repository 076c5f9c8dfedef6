import { Hono, type Context } from 'hono';
import { isCrossSite, type Portal } from '../context';
import { PortalError } from '../errors';
import { settlePayment } from '../payments';
import type { Presenters } from '../present';
import type { OrderRec } from '../state';
import { Checker, pathId, readJson } from '../validate';

/** 415 unless the request says `content-type: application/json` (charset allowed), as the courier's controls. */
function requireJson(c: Context): void {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new PortalError(415, 'Permintaan harus berformat JSON (content-type: application/json)');
}

/**
 * The payment gateway's side, for tests and demos only (issue 28; docs/api-contract.md "Fake portal only";
 * decision 0402), beside the courier's controls and under the same guard (same-site, JSON only):
 * `POST /__control/payments/{order id}/settle {status: 'paid' | 'failed'}` is what the bank tells the gateway,
 * with the effects its webhook has on the portal (order paid, gift 'Dikemas', patungan recorded; or the order
 * cancelled with its stock and holds given back).
 */
export function gatewayControlRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  app.use('*', async (c, next) => {
    if (isCrossSite(c)) return c.json({ message: 'Tidak diizinkan' }, 403);
    await next();
  });
  const viewer = (o: OrderRec): number | null => (/^u:(\d+)$/.test(o.buyer_key) ? Number(o.buyer_key.slice(2)) : null);

  app.post('/payments/:id/settle', async (c) => {
    requireJson(c);
    const id = pathId(c);
    const v = new Checker(await readJson(c));
    const status = v.oneOf('status', 'Status', ['paid', 'failed'] as const, true);
    v.done();
    const o = settlePayment(st(), id, status!, portal.now());
    return c.json({ data: view.order(o, viewer(o)) });
  });

  return app;
}
