import { mergeSessionRequest, recordEventRequest, recordSessionRequest, type RequestFields } from '@kado/contract';
import { Hono } from 'hono';
import type { Portal } from '../context';
import { currentUser, requireUser } from '../context';
import { nextId } from '../state';
import { checkBody, Checker, readJson } from '../validate';
import { clientAddress } from '../rate-limit';
import type { Context } from 'hono';

const GUEST_ID = /^[A-Za-z0-9]{8,64}$/;
/** Required `value` fields per event type (spec §3 "Event types"). */
const EVENT_FIELDS: Record<NonNullable<RequestFields<typeof recordEventRequest>['type']>, string[]> = {
  'add-to-cart-non-registry': ['product_id', 'sku_id'],
  'add-to-cart-registry': ['gift_product_id', 'owner_id'],
  'add-product-to-registry': ['product_id', 'sku_id'],
};

/** Issue 30 item 3: what an anonymous caller may send here is small, counted, and kept only up to a bound. */
const EVENT_BODY_LIMIT = 512;
const SESSION_BODY_LIMIT = 2048;
/** Rows kept of each table; the oldest go first. */
export const KEPT_ROWS = 10_000;

/** Session records, guest merge and event tracking (docs/api-contract.md "Sessions and events"). */
export function sessionRoutes(portal: Portal): Hono {
  const app = new Hono();
  const st = () => portal.state;
  /** Per account or guest id, and per client address (a guest id is free to invent, an address is not). */
  const count = (c: Context, actor: string | null) => {
    if (actor !== null) portal.limits.check('eventActor', actor);
    portal.limits.take('eventAddress', clientAddress(c));
    if (actor !== null) portal.limits.hit('eventActor', actor);
  };
  const keep = <T>(rows: T[], row: T) => {
    rows.push(row);
    if (rows.length > KEPT_ROWS) rows.splice(0, rows.length - KEPT_ROWS);
  };

  app.post('/v1/sessions/record', async (c) => {
    const u = currentUser(portal, c);
    const { fields: { path, guest_id: guestId }, v } = checkBody(recordSessionRequest, await readJson(c, SESSION_BODY_LIMIT));
    // A guest's page view names the guest (a user's is hers).
    if (u === null && guestId === undefined && !v.refused('guest_id')) v.add('guest_id', 'Guest id wajib diisi');
    v.done();
    count(c, u ? `u:${u.id}` : `g:${guestId!}`);
    const row = { id: nextId(st(), 'sessions'), path: path!, guest_id: u ? null : guestId!, user_id: u?.id ?? null, created_at: portal.now().toISOString() };
    keep(st().sessions, row);
    return c.json({ data: row }, 201);
  });

  app.post('/v1/sessions/merge', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { guest_id: guestId }, v } = checkBody(mergeSessionRequest, await readJson(c));
    v.done();
    let merged = 0;
    for (const s of st().sessions) if (s.guest_id === guestId) { s.guest_id = null; s.user_id = u.id; merged++; }
    for (const row of st().carts) {
      if (row.owner_key !== `g:${guestId}`) continue;
      const g = row.gift_id !== null ? st().gifts.find((x) => x.id === row.gift_id) : undefined;
      // A guest's gift rows follow them, except into their own registry.
      if (g?.owner_id === u.id) continue;
      row.owner_key = `u:${u.id}`;
      if (g && g.reserved_by?.guest_id === guestId) g.reserved_by = { user_id: u.id, guest_id: null, name: u.name };
      merged++;
    }
    return c.json({ data: { merged } });
  });

  app.post('/v1/events', async (c) => {
    const u = currentUser(portal, c);
    const body = await readJson(c, EVENT_BODY_LIMIT);
    const { fields: { type, path }, v } = checkBody(recordEventRequest, body);
    const value = body['value'];
    // Only the spec's fields of the event's type are kept (spec §3 "Event types"), as numbers.
    const kept: Record<string, number> = {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) v.add('value', 'Value wajib berupa objek');
    else if (type) {
      const sub = new Checker(value as Record<string, unknown>);
      for (const f of EVENT_FIELDS[type]) {
        const n = sub.int(f, f, { min: 1 });
        if (n !== undefined) kept[f] = n;
      }
      if (!sub.ok) v.add('value', `Value harus berisi ${EVENT_FIELDS[type].join(' dan ')} berupa angka`);
    }
    v.done();
    const guest = c.req.header('x-guest-id')?.trim();
    const guestId = u === null && guest !== undefined && GUEST_ID.test(guest) ? guest : null;
    count(c, u ? `u:${u.id}` : guestId !== null ? `g:${guestId}` : null);
    const row = { id: nextId(st(), 'events'), type: type!, value: kept, path: path!, user_id: u?.id ?? null, guest_id: guestId, created_at: portal.now().toISOString() };
    keep(st().events, row);
    return c.json({ data: { id: row.id } }, 201);
  });

  return app;
}
