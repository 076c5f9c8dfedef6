import { Hono } from 'hono';
import type { Portal } from '../context';
import { requireActor, requireUser } from '../context';
import { fieldError, notFound } from '../errors';
import { contributedOrPending, giftPrice } from '../gift-rules';
import type { Presenters } from '../present';
import type { OrderItemRec, OrderRec } from '../state';
import { nextId } from '../state';
import { Checker, paginate, paging, pathId, queryChecker, readJson } from '../validate';
import { voucherDiscount } from './vouchers';

export const SHIPPING_COST = 18000;
const PAYMENT_METHODS = [
  { code: 'bca_va', name: 'BCA Virtual Account', type: 'va' },
  { code: 'mandiri_va', name: 'Mandiri Virtual Account', type: 'va' },
  { code: 'bni_va', name: 'BNI Virtual Account', type: 'va' },
  { code: 'gopay', name: 'GoPay', type: 'ewallet' },
  { code: 'ovo', name: 'OVO', type: 'ewallet' },
  { code: 'dana', name: 'DANA', type: 'ewallet' },
  { code: 'credit_card', name: 'Kartu Kredit/Debit', type: 'card' },
  { code: 'cod', name: 'Bayar di Tempat (COD)', type: 'cod' },
] as const;
const COURIERS = ['jne', 'jnt', 'sicepat', 'anteraja'] as const;
const STATUSES = ['waiting_payment', 'paid', 'accepted', 'pickedup', 'delivered', 'cancelled'] as const;

/** Checkout, payment, tracking, mini points (docs/api-contract.md "Orders"; decision 0040). */
export function orderRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  app.get('/v1/payment-methods', (c) => c.json({ data: { rows: PAYMENT_METHODS.map((m, i) => ({ ...m, image_url: `/api/images/payments/${i + 1}.svg` })) } }));

  app.post('/v1/orders', async (c) => {
    const actor = requireActor(portal, c);
    const v = new Checker(await readJson(c));
    const cartIds = v.intList('cart_ids', 'Keranjang', { max: 200 });
    const addressId = v.int('address_id', 'Alamat', { min: 1 });
    const method = v.oneOf('payment_method', 'Metode pembayaran', PAYMENT_METHODS.map((m) => m.code), true);
    const code = v.optStr('voucher_code', 'Kode voucher', { max: 50 });
    // A claimed voucher has no code: it is used by id (decision 0143).
    const voucherId = v.optInt('voucher_id', 'Voucher', { min: 1 });
    const courier = v.oneOf('courier', 'Kurir', COURIERS, false) ?? 'jne';
    v.done();
    const rows = cartIds!.map((id) => st().carts.find((x) => x.id === id && x.owner_key === actor.key));
    if (rows.some((r) => r === undefined)) throw notFound('Barang di keranjang tidak ditemukan');
    const carts = rows.map((r) => r!);
    const giftOwners = new Set(carts.filter((r) => r.gift_id !== null).map((r) => st().gifts.find((g) => g.id === r.gift_id)?.owner_id));
    const address = st().addresses.find((a) => a.id === addressId);
    const allowed = address && ((actor.user && address.user_id === actor.user.id) || (giftOwners.size === 1 && carts.every((r) => r.gift_id !== null) && giftOwners.has(address.user_id) && address.primary));
    if (!allowed) throw fieldError('address_id', 'Alamat tidak ditemukan');
    for (const r of carts) {
      const variant = st().variants.find((x) => x.sku_id === r.sku_id)!;
      if (r.gift_registry_payment !== 'contribution' && variant.stock < r.quantity) throw fieldError('cart_ids', `Stok ${variant.name} tidak mencukupi`);
    }
    const subtotal = carts.reduce((t, r) => t + (r.amount ?? st().variants.find((x) => x.sku_id === r.sku_id)!.price * r.quantity), 0);
    let discount = 0;
    let voucherCode: string | null = null;
    if (code !== undefined || voucherId !== undefined) {
      const voucher = code !== undefined
        ? st().vouchers.find((x) => x.code !== null && x.code.toUpperCase() === code.toUpperCase())
        : st().vouchers.find((x) => x.id === voucherId);
      const field = code !== undefined ? 'voucher_code' : 'voucher_id';
      if (!voucher) throw fieldError(field, code !== undefined ? 'Kode voucher tidak ditemukan' : 'Voucher tidak ditemukan');
      const result = voucherDiscount(st(), voucher, subtotal, actor.user?.id ?? null, portal.now());
      if ('error' in result) throw fieldError(field, result.error);
      discount = result.discount;
      voucherCode = voucher.code;
    }
    // All checks passed: write.
    const items: OrderItemRec[] = carts.map((r) => ({ id: nextId(st(), 'orderItems'), product_id: r.product_id, sku_id: r.sku_id, quantity: r.quantity, price: st().variants.find((x) => x.sku_id === r.sku_id)!.price, gift_id: r.gift_id, contribution: r.gift_registry_payment === 'contribution' ? r.amount : null }));
    for (const r of carts) {
      if (r.gift_registry_payment !== 'contribution') st().variants.find((x) => x.sku_id === r.sku_id)!.stock -= r.quantity;
      const g = r.gift_id !== null ? st().gifts.find((x) => x.id === r.gift_id) : undefined;
      if (g && r.gift_registry_payment !== 'contribution') {
        g.is_in_cart = false;
        g.transaction_status = 'reserved';
      }
    }
    const drop = new Set(cartIds);
    st().carts = st().carts.filter((x) => !(x.owner_key === actor.key && drop.has(x.id)));
    const id = nextId(st(), 'orders');
    const now = portal.now();
    const o: OrderRec = {
      id, invoice: `INV/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${1000 + id}`, buyer_key: actor.key, status: 'waiting_payment',
      payment_method: method!, items, address_id: address!.id, courier, awb: null, subtotal, shipping_cost: SHIPPING_COST, discount,
      total: subtotal + SHIPPING_COST - discount, voucher_code: voucherCode, created_at: now.toISOString(), paid_at: null,
    };
    st().orders.push(o);
    return c.json({ data: view.order(o) }, 201);
  });

  app.get('/v1/orders', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(c, 10, 100);
    const q = queryChecker(c);
    const status = q.oneOf('filter[status]', 'Status', STATUSES, false);
    q.done();
    const rows = st().orders.filter((o) => o.buyer_key === `u:${u.id}` && (status === undefined || o.status === status)).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map(view.order);
    return c.json({ data: paginate(rows, pg) });
  });

  const ownOrder = (key: string, id: number): OrderRec => {
    const o = st().orders.find((x) => x.id === id && x.buyer_key === key);
    if (!o) throw notFound('Pesanan tidak ditemukan');
    return o;
  };
  app.get('/v1/orders/:id', (c) => {
    const actor = requireActor(portal, c);
    return c.json({ data: view.order(ownOrder(actor.key, pathId(c))) });
  });

  app.post('/v1/payments/:id/pay', async (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    await readJson(c);
    const o = ownOrder(actor.key, id);
    if (o.status !== 'waiting_payment') throw fieldError('order_id', 'Pesanan ini tidak menunggu pembayaran');
    const now = portal.now().toISOString();
    o.status = 'paid';
    o.paid_at = now;
    const buyerName = actor.user?.name ?? 'Tamu';
    for (const i of o.items) {
      const g = i.gift_id !== null ? st().gifts.find((x) => x.id === i.gift_id) : undefined;
      if (!g) continue;
      if (i.contribution !== null) {
        st().contributions.push({ id: nextId(st(), 'contributions'), gift_id: g.id, user_id: actor.user?.id ?? null, guest_id: actor.guestId, name: buyerName, amount: i.contribution, is_revealed: false, created_at: now });
        if (contributedOrPending(st(), g) >= giftPrice(st(), g)) {
          g.transaction_status = 'confirmed';
          g.payment_completed = true;
        }
      } else {
        g.transaction_status = 'confirmed';
        g.payment_completed = true;
      }
    }
    if (actor.user) st().miniPoints.push({ id: nextId(st(), 'miniPoints'), user_id: actor.user.id, points: Math.floor(o.total / 1000), description: `Belanja ${o.invoice}`, order_id: o.id, created_at: now });
    return c.json({ data: view.order(o) });
  });

  app.get('/v1/track', (c) => {
    const q = queryChecker(c);
    const courier = q.str('courier', 'Kurir', { max: 50 });
    const awb = q.str('awb', 'Nomor resi', { max: 50 });
    q.done();
    const t = st().tracking.find((x) => x.courier.toLowerCase() === courier!.toLowerCase() && x.awb.toUpperCase() === awb!.toUpperCase());
    if (!t) return c.json({ data: { error: true, status: 'not_found', courier: courier!, awb: awb!, history: [] } });
    return c.json({ data: { error: false, status: t.status, courier: t.courier, awb: t.awb, history: t.history.map((h) => ({ ...h })) } });
  });

  app.get('/v1/mini-points/history', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(c, 10, 100);
    const rows = st().miniPoints.filter((m) => m.user_id === u.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((m) => ({ id: m.id, points: m.points, description: m.description, order_id: m.order_id, created_at: m.created_at }));
    const balance = rows.reduce((t, m) => t + m.points, 0);
    return c.json({ data: { ...paginate(rows, pg), balance } });
  });

  return app;
}
