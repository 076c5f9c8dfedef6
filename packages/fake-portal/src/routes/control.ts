import { Hono } from 'hono';
import { expireAccessTokens, isCrossSite, type Actor, type Portal } from '../context';
import type { Context } from 'hono';
import { notFound, PortalError } from '../errors';
import type { Presenters } from '../present';
import type { OrderRec, OrderStatus, State, TransactionStatus } from '../state';
import { nextId } from '../state';
import { pathId, readJson } from '../validate';

type Step = Extract<OrderStatus, TransactionStatus>;
/** The courier's steps after payment; each call moves an order one of them. */
const NEXT: Partial<Record<OrderStatus, Step>> = { paid: 'accepted', accepted: 'pickedup', pickedup: 'delivered' };
const STEP_TEXT: Record<Step, string> = {
  accepted: 'Pesanan diproses penjual',
  pickedup: 'Paket diserahkan ke kurir',
  delivered: 'Paket diterima oleh penerima',
};
const CANNOT: Partial<Record<OrderStatus, string>> = {
  waiting_payment: 'Pesanan ini belum dibayar',
  delivered: 'Pesanan ini sudah sampai',
  cancelled: 'Pesanan ini sudah dibatalkan',
};

/** A waybill: `KD` + 10 digits from a per-state counter, scrambled by a fixed bijection (no two alike, not sequential). */
function mintAwb(state: State): string {
  const n = BigInt(nextId(state, 'awb'));
  return `KD${((n * 7919000003n + 1234567891n) % 10000000000n).toString().padStart(10, '0')}`;
}

/**
 * Moves a paid order one courier step (paid → accepted → pickedup → delivered). On pickup it gets a waybill and a
 * tracking record; later steps add to that history. Gift lines bought whole (not patungan lines) follow the order.
 * Throws (before any write) when the order cannot move.
 */
function advanceOrder(state: State, o: OrderRec, now: Date): void {
  const next = NEXT[o.status];
  if (!next) throw new PortalError(422, CANNOT[o.status] ?? 'Pesanan ini tidak dapat dilanjutkan');
  if (o.ship_to === 'none') throw new PortalError(422, 'Pesanan patungan tidak dikirim: kadonya dikirim lewat pesanan pemenuhan');
  const at = now.toISOString();
  o.status = next;
  if (next === 'accepted') o.accepted_at = at;
  if (next === 'pickedup' && o.awb === null) o.awb = mintAwb(state);
  if (o.awb !== null) {
    let t = state.tracking.find((x) => x.awb === o.awb);
    if (!t) {
      t = { courier: o.courier, awb: o.awb, status: next, history: [] };
      // The history is the whole order's: paid, taken in by the shop (QA, 28 November: that step was missing), then on.
      if (o.accepted_at && next !== 'accepted') t.history.push({ date: o.accepted_at, description: STEP_TEXT.accepted });
      if (o.paid_at) t.history.push({ date: o.paid_at, description: 'Pembayaran diterima (Lunas)' });
      state.tracking.push(t);
    }
    t.history.unshift({ date: at, description: STEP_TEXT[next] });
    t.status = next;
  }
  for (const i of o.items) {
    if (i.gift_id === null || i.contribution !== null) continue;
    const g = state.gifts.find((x) => x.id === i.gift_id);
    if (g) g.transaction_status = next;
  }
}

/** 415 unless the request says `content-type: application/json` (charset allowed). */
function requireJson(c: Context): void {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new PortalError(415, 'Permintaan harus berformat JSON (content-type: application/json)');
}

/**
 * Courier and session control routes for tests and demos (docs/api-contract.md "Fake portal only"). Each must be sent as
 * `application/json`: a cross-site HTML form cannot, and a cross-site script needs a CORS preflight the portal refuses.
 */
export function controlRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  app.use('*', async (c, next) => {
    if (isCrossSite(c)) return c.json({ message: 'Tidak diizinkan' }, 403);
    await next();
  });
  const owner = (o: OrderRec): number | null => o.registry_owner_id ?? (/^u:(\d+)$/.exec(o.buyer_key) ? Number(o.buyer_key.slice(2)) : null);

  // Sessions for tests and demos: every access token expires now, refresh tokens stay good (decision 0184).
  app.post('/expire-tokens', async (c) => {
    requireJson(c);
    await readJson(c);
    return c.json({ data: { expired: expireAccessTokens(portal) } });
  });

  // A read of named tables, for tests that show a refused input changed nothing (issue 17 naughty strings).
  // Secrets stay out: users without passwords, tokens and uploads as counts only.
  app.get('/state', (c) => {
    const names = (c.req.query('tables') ?? '').split(',').filter((n) => n !== '');
    const out: Record<string, unknown> = {};
    for (const name of names) {
      if (!(name in st())) throw new PortalError(422, `Tabel tidak dikenal: ${name}`);
      const value = st()[name as keyof State];
      if (name === 'users') out[name] = st().users.map(({ password: _password, ...rest }) => rest);
      else if (name === 'tokens' || name === 'uploads') out[name] = name === 'tokens' ? st().tokens.size : st().uploads.length;
      else out[name] = value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value;
    }
    return c.json({ data: out });
  });

  app.post('/orders/:id/advance', async (c) => {
    requireJson(c);
    const id = pathId(c);
    await readJson(c);
    const o = st().orders.find((x) => x.id === id);
    if (!o) throw notFound('Pesanan tidak ditemukan');
    advanceOrder(st(), o, portal.now());
    return c.json({ data: view.order(o, owner(o)) });
  });

  app.post('/gifts/:id/advance', async (c) => {
    requireJson(c);
    const id = pathId(c);
    await readJson(c);
    const g = st().gifts.find((x) => x.id === id);
    if (!g) throw notFound('Kado tidak ditemukan');
    // Its live parcel: an order (a giver's, or the fulfilment order of a patungan) with the whole gift line in it.
    const parcels = st().orders.filter((o) => o.status !== 'cancelled' && o.items.some((i) => i.gift_id === g.id && i.contribution === null));
    const live = parcels.find((o) => o.status === 'paid' || o.status === 'accepted' || o.status === 'pickedup');
    if (!live) throw new PortalError(422, parcels.some((o) => o.status === 'delivered') ? 'Kado ini sudah sampai' : 'Kado ini belum dibayar');
    advanceOrder(st(), live, portal.now());
    const asOwner: Actor = { user: st().users.find((u) => u.id === g.owner_id) ?? null, guestId: null };
    return c.json({ data: { order: view.order(live, g.owner_id), gift: view.gift(g, asOwner) } });
  });

  return app;
}
