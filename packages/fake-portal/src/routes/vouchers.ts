import { Hono } from 'hono';
import { checkVoucherRequest, claimVoucherRequest, voucherQuery } from '@kado/contract';
import type { Portal } from '../context';
import { currentUser, requireUser } from '../context';
import { fieldError, notFound } from '../errors';
import type { Presenters } from '../present';
import type { State, UserRec, VoucherRec } from '../state';
import { checkBody, paginate, paging, pathId, checkQuery, readJson } from '../validate';

/** The verified contacts of an account (its e-mail or phone once confirmed by a code). */
function verifiedContacts(user: UserRec): string[] {
  const out: string[] = [];
  if (user.email !== null && user.email_verified_at !== null) out.push(`e:${user.email.toLowerCase()}`);
  if (user.phone !== null && user.phone_verified_at !== null) out.push(`p:${user.phone}`);
  return out;
}

/**
 * Issue 30 item 6 (decision 0422): who spends a voucher is a person, not a guest id. A full account is one person; a
 * guest account is the person of its verified contact, and so is any other account (guest or full) with that same
 * contact verified. Answers the buyer keys of that person, or null when the buyer cannot be told apart from a new
 * guest id (no account, or a guest account with no verified contact).
 */
function personKeys(state: State, buyerKey: string): Set<string> | null {
  const match = /^u:(\d+)$/.exec(buyerKey);
  const user = match ? state.users.find((u) => u.id === Number(match[1])) : undefined;
  if (!user) return null;
  const contacts = verifiedContacts(user);
  if (user.is_guest && contacts.length === 0) return null;
  const keys = new Set([buyerKey]);
  for (const other of state.users) if (verifiedContacts(other).some((c) => contacts.includes(c))) keys.add(`u:${other.id}`);
  return keys;
}

/** Decision 0241: a voucher is used up by the person's order that spent it, unless that order was cancelled. */
function voucherUsed(state: State, buyerKey: string, voucherId: number): boolean {
  const person = personKeys(state, buyerKey) ?? new Set([buyerKey]);
  return state.orders.some((o) => person.has(o.buyer_key) && o.voucher_id === voucherId && o.status !== 'cancelled');
}

const VOUCHER_USED = 'Voucher sudah digunakan';
/** A buyer who is only a guest id (or a guest account without a verified contact) cannot use a voucher. */
const VOUCHER_NEEDS_PERSON = 'Masuk atau verifikasi email/nomor HP untuk memakai voucher';

/** The discount a voucher gives on a subtotal, or an Indonesian reason why it does not apply (`buyerKey`: who would spend it). */
export function voucherDiscount(state: State, v: VoucherRec, subtotal: number, userId: number | null, now: Date, buyerKey: string | null = userId === null ? null : `u:${userId}`): { discount: number } | { error: string } {
  if (Date.parse(v.expired_at) < now.getTime()) return { error: 'Voucher sudah kedaluwarsa' };
  if (buyerKey !== null && personKeys(state, buyerKey) === null) return { error: VOUCHER_NEEDS_PERSON };
  if (buyerKey !== null && voucherUsed(state, buyerKey, v.id)) return { error: VOUCHER_USED };
  if (v.is_claimable === 1 && (userId === null || !state.voucherClaims.has(`${userId}:${v.id}`))) return { error: 'Klaim voucher ini terlebih dahulu' };
  if (subtotal < v.min_purchase) return { error: `Minimal belanja Rp${v.min_purchase.toLocaleString('id-ID')}` };
  const raw = v.type === 'percentage' ? Math.floor((subtotal * v.value) / 100) : v.value;
  return { discount: Math.min(raw, v.max_discount, subtotal) };
}

/** Vouchers: list, claim, check (docs/api-contract.md "Vouchers"). */
export function voucherRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const active = () => st().vouchers.filter((v) => Date.parse(v.expired_at) >= portal.now().getTime());

  app.get('/v1/vouchers', (c) => {
    const viewer = currentUser(portal, c);
    const q = checkQuery(c, voucherQuery);
    const pg = paging(q, 1000);
    const all = q['filter[all]'] ?? false;
    const sort = q.sort ?? '-max_discount';
    let rows = active();
    // One's own vouchers: claimed and not yet spent (decision 0241).
    if (!all) rows = viewer ? rows.filter((v) => st().voucherClaims.has(`${viewer.id}:${v.id}`) && !voucherUsed(st(), `u:${viewer.id}`, v.id)) : [];
    rows = [...rows].sort(sort === '-max_discount' ? (a, b) => b.max_discount - a.max_discount || a.id - b.id : sort === 'max_discount' ? (a, b) => a.max_discount - b.max_discount || a.id - b.id : (a, b) => b.id - a.id);
    return c.json({ data: paginate(rows.map((v) => view.voucher(v, viewer?.id ?? null)), pg) });
  });

  app.get('/v1/voucher/:id', (c) => {
    const viewer = currentUser(portal, c);
    const id = pathId(c);
    const v = st().vouchers.find((x) => x.id === id);
    if (!v) throw notFound('Voucher tidak ditemukan');
    return c.json({ data: view.voucher(v, viewer?.id ?? null) });
  });

  app.post('/v1/claim/voucher', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { voucher_id: id }, v: ch } = checkBody(claimVoucherRequest, await readJson(c));
    ch.done();
    const v = active().find((x) => x.id === id);
    if (!v) throw notFound('Voucher tidak ditemukan');
    if (v.is_claimable !== 1) throw fieldError('voucher_id', 'Voucher ini dipakai dengan kode, tidak perlu diklaim');
    if (st().voucherClaims.has(`${u.id}:${v.id}`)) throw fieldError('voucher_id', 'Voucher sudah diklaim');
    st().voucherClaims.add(`${u.id}:${v.id}`);
    return c.json({ data: view.voucher(v, u.id) });
  });

  app.post('/v1/vouchers/check', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { code, id, items = [] }, v: ch } = checkBody(checkVoucherRequest, await readJson(c));
    if (code === undefined && id === undefined && !ch.refused('code') && !ch.refused('id')) ch.add('code', 'Kode voucher wajib diisi');
    let subtotal = 0;
    for (const item of items) {
      const variant = st().variants.find((x) => x.sku_id === item.sku_id && x.product_id === item.product_id);
      if (!variant) {
        ch.add('items', 'Barang tidak valid');
        break;
      }
      subtotal += variant.price * item.quantity;
    }
    ch.done();
    const v = id !== undefined ? st().vouchers.find((x) => x.id === id) : st().vouchers.find((x) => x.code !== null && x.code.toUpperCase() === code!.toUpperCase());
    if (!v) throw id !== undefined ? notFound('Voucher tidak ditemukan') : fieldError('code', 'Kode voucher tidak ditemukan');
    const result = voucherDiscount(st(), v, subtotal, u.id, portal.now());
    if ('error' in result) throw fieldError('code', result.error);
    return c.json({ data: { voucher: view.voucher(v, u.id), subtotal, discount: result.discount, total: subtotal - result.discount } });
  });

  return app;
}
