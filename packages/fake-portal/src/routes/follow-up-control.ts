import { Hono } from 'hono';
import { isCrossSite, type Portal } from '../context';
import type { MovableClock } from '../clock';
import { PortalError } from '../errors';
import { syncProofStatus } from '../follow-up';
import type { TrackingRec } from '../state';
import { Checker, readJson } from '../validate';

const NEXT: Record<string, 'accepted' | 'pickedup' | 'delivered'> = { none: 'accepted', accepted: 'pickedup', pickedup: 'delivered' };
const TEXT = { accepted: 'Paket dikemas oleh penjual', pickedup: 'Paket diserahkan ke kurir', delivered: 'Paket diterima oleh penerima' } as const;

/**
 * Test and demo controls of decisions 0265-0266 (docs/api-contract.md "Fake portal only"), JSON only and same-site
 * only like the other controls: move the portal's clock, and move an outside parcel (a marketplace seller's) one
 * courier step.
 */
export function followUpControlRoutes(portal: Portal, clock: MovableClock): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isCrossSite(c)) return c.json({ message: 'Tidak diizinkan' }, 403);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new PortalError(415, 'Permintaan harus berformat JSON (content-type: application/json)');
    await next();
  });

  app.post('/clock', async (c) => {
    const v = new Checker(await readJson(c));
    const days = v.optInt('advance_days', 'Hari', { min: 0, max: 800 }) ?? 0;
    const ms = v.optInt('advance_ms', 'Milidetik', { min: 0, max: 800 * 86_400_000 }) ?? 0;
    v.done();
    clock.advance(days * 86_400_000 + ms);
    return c.json({ data: { now: portal.now().toISOString() } });
  });

  app.post('/parcels/advance', async (c) => {
    const v = new Checker(await readJson(c));
    const courier = v.str('courier', 'Kurir', { max: 30 })?.toLowerCase();
    const awb = v.str('awb', 'Nomor resi', { max: 60 })?.toUpperCase();
    v.done();
    const st = portal.state;
    let t = st.tracking.find((x) => x.courier.toLowerCase() === courier && x.awb.toUpperCase() === awb);
    const next = NEXT[t?.status ?? 'none'];
    if (!next) throw new PortalError(422, 'Paket ini sudah sampai');
    if (!t) {
      t = { courier: courier!, awb: awb!, status: next, history: [] } satisfies TrackingRec;
      st.tracking.push(t);
    }
    t.status = next;
    t.history.unshift({ date: portal.now().toISOString(), description: TEXT[next] });
    for (const p of st.proofs.filter((x) => x.courier === courier && x.awb === awb)) {
      const g = st.gifts.find((x) => x.id === p.gift_id);
      if (g) syncProofStatus(st, g);
    }
    return c.json({ data: { courier: t.courier, awb: t.awb, status: t.status } });
  });

  return app;
}
