import { Hono, type Context } from 'hono';
import { COURIERS, orderQuoteRequest, placeOrderRequest, type RequestFields, orderQuery, trackQuery, pageQuery } from '@kado/contract';
import type { Actor, Portal } from '../context';
import { requireActor, requireUser } from '../context';
import { fieldError, jsonResponse, notFound } from '../errors';
import { checkoutKind, COD_NOT_FOR_GIFT_MESSAGE, isPaymentTypeAllowed } from '@kado/domain';
import { cancelUnpaid, MAX_UNPAID_GIFT_ORDERS, notWaiting, PAYMENT_METHODS, paymentInstruction, TOO_MANY_UNPAID } from '../payments';
import { clientAddress } from '../rate-limit';
import type { Presenters } from '../present';
import { ownAddressLabel, primaryAddress, shipToLabel } from '../ship-to';
import type { AddressRec, CartRec, OrderItemRec, OrderRec, ShipTo, State } from '../state';
import { nextId } from '../state';
import { checkBody, paginate, paging, pathId, checkQuery, readJson, type Body } from '../validate';
import { voucherDiscount } from './vouchers';

const SHIPPING_COST = 18000;

interface OrderBody { cartIds: number[]; addressId: number | undefined; code: string | undefined; voucherId: number | undefined; courier: (typeof COURIERS)[number] }
/** A priced checkout: what `POST /v1/orders` writes and `POST /v1/orders/quote` answers. */
interface OrderPlan {
  carts: CartRec[];
  shipTo: ShipTo;
  /** The registry owner of gift lines (parcel or patungan), else null. */
  registryOwnerId: number | null;
  /** The buyer's address ('buyer') or the owner's primary one ('registry'); null for 'none' or a quote without one. */
  address: AddressRec | null;
  needsAddress: boolean;
  subtotal: number; shippingCost: number; discount: number; total: number; voucherCode: string | null;
  /** The voucher the order spends (decision 0241). */
  voucherId: number | null;
}

/** A committed answer kept under its Idempotency-Key: what was asked (route and body) and what was answered. */
interface KeptAnswer { readonly request: string; readonly status: number; readonly body: string }
/** Kept answers by actor and key, per state: a reset forgets them with everything else. */
const keptAnswers = new WeakMap<State, Map<string, KeptAnswer>>();
/** Visible ASCII, 1 to 255 characters (a UUID fits). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** A JSON value with its object keys sorted, so the same body written in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a writing call once per Idempotency-Key of one actor (docs/api-contract.md "Orders"; decision 0213): the same
 * key with the same route and body answers the first committed answer again, status and body, without writing; the
 * same key with another request is a 422. Only a committed (2xx) answer is kept: a refused call wrote nothing, so
 * its retry is checked afresh. Without the header the call runs as before. The lookup and the write are synchronous.
 */
function once(state: State, c: Context, actorKey: string, body: unknown, run: () => { status: number; body: unknown }): Response {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) {
    const answer = run();
    return jsonResponse(answer.body, answer.status);
  }
  const key = raw.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw fieldError('idempotency_key', 'Idempotency-Key tidak valid');
  let kept = keptAnswers.get(state);
  if (!kept) keptAnswers.set(state, (kept = new Map()));
  const slot = `${actorKey} ${key}`;
  const request = `${c.req.method} ${new URL(c.req.url).pathname} ${canonical(body)}`;
  const seen = kept.get(slot);
  if (seen) {
    if (seen.request !== request) throw fieldError('idempotency_key', 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda');
    const again = new Response(seen.body, { status: seen.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
    again.headers.set('idempotent-replayed', 'true');
    return again;
  }
  const answer = run(); // throws (writing nothing) when refused
  const text = JSON.stringify(answer.body);
  kept.set(slot, { request, status: answer.status, body: text });
  return new Response(text, { status: answer.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

const invoiceOf = (id: number, now: Date): string => `INV/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${1000 + id}`;

/** Checkout, payment, tracking, mini points (docs/api-contract.md "Orders"; decision 0040). */
export function orderRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  app.get('/v1/payment-methods', (c) => c.json({ data: { rows: PAYMENT_METHODS.map((m, i) => ({ ...m, image_url: `/api/images/payments/${i + 1}.svg` })) } }));

  /**
   * The one place an order is priced: its lines, where it ships, subtotal, shipping, discount and total, with every
   * check and error of checkout. Used by `POST /v1/orders` and `POST /v1/orders/quote`, so the quote is the price.
   * Writes nothing. `quote`: regular lines without an address are priced (flat shipping) instead of refused.
   */
  const planOrder = (actor: Actor & { key: string }, body: OrderBody, quote: boolean): OrderPlan => {
    const ids = [...new Set(body.cartIds)];
    const rows = ids.map((id) => st().carts.find((x) => x.id === id && x.owner_key === actor.key));
    if (rows.some((r) => r === undefined)) throw notFound('Barang di keranjang tidak ditemukan');
    const carts = rows.map((r) => r!);
    const giftRows = carts.filter((r) => r.gift_id !== null);
    const owners = new Set(giftRows.map((r) => {
      const g = st().gifts.find((x) => x.id === r.gift_id);
      if (!g) throw notFound('Kado tidak ditemukan');
      return g.owner_id;
    }));
    // Registry gifts of one owner go to her in one order; regular shopping is paid on its own.
    if (giftRows.length > 0 && (giftRows.length < carts.length || owners.size > 1)) throw fieldError('cart_ids', 'Kado registry dibayar terpisah dari belanja biasa');

    let shipTo: ShipTo = 'buyer';
    let registryOwnerId: number | null = null;
    let address: AddressRec | null = null;
    let needsAddress = false;
    if (giftRows.length > 0) {
      registryOwnerId = [...owners][0]!;
      if (giftRows.some((r) => r.gift_registry_payment !== 'contribution')) {
        // Whatever address_id says, gifts go to the owner's primary address.
        shipTo = 'registry';
        address = primaryAddress(st(), registryOwnerId) ?? null;
        if (!address) throw fieldError('address_id', 'Pemilik registry belum menambahkan alamat pengiriman');
      } else {
        shipTo = 'none';
      }
    } else if (body.addressId === undefined) {
      if (!quote) throw fieldError('address_id', 'Alamat wajib diisi');
      needsAddress = true;
    } else {
      address = st().addresses.find((a) => a.id === body.addressId && actor.user !== null && a.user_id === actor.user.id) ?? null;
      if (!address) throw fieldError('address_id', 'Alamat tidak ditemukan');
    }

    for (const r of carts) {
      const variant = st().variants.find((x) => x.sku_id === r.sku_id)!;
      if (r.gift_registry_payment !== 'contribution' && variant.stock < r.quantity) throw fieldError('cart_ids', `Stok ${variant.name} tidak mencukupi`);
    }
    const subtotal = carts.reduce((t, r) => t + (r.amount ?? st().variants.find((x) => x.sku_id === r.sku_id)!.price * r.quantity), 0);
    let discount = 0;
    let voucherCode: string | null = null;
    let voucherUsedId: number | null = null;
    const { code, voucherId } = body;
    if (code !== undefined || voucherId !== undefined) {
      const voucher = code !== undefined
        ? st().vouchers.find((x) => x.code !== null && x.code.toUpperCase() === code.toUpperCase())
        : st().vouchers.find((x) => x.id === voucherId);
      const field = code !== undefined ? 'voucher_code' : 'voucher_id';
      if (!voucher) throw fieldError(field, code !== undefined ? 'Kode voucher tidak ditemukan' : 'Voucher tidak ditemukan');
      const result = voucherDiscount(st(), voucher, subtotal, actor.user?.id ?? null, portal.now(), actor.key);
      if ('error' in result) throw fieldError(field, result.error);
      discount = result.discount;
      voucherCode = voucher.code;
      voucherUsedId = voucher.id;
    }
    const shippingCost = shipTo === 'none' ? 0 : SHIPPING_COST;
    return { carts, shipTo, registryOwnerId, address, needsAddress, subtotal, shippingCost, discount, total: subtotal + shippingCost - discount, voucherCode, voucherId: voucherUsedId };
  };

  /** The body both checkout calls share (all field errors at once). */
  const orderBody = (f: RequestFields<typeof orderQuoteRequest>): OrderBody =>
    ({ cartIds: f.cart_ids ?? [], addressId: f.address_id, code: f.voucher_code, voucherId: f.voucher_id, courier: f.courier ?? 'jne' });

  app.post('/v1/orders/quote', async (c) => {
    const actor = requireActor(portal, c);
    const { fields, v } = checkBody(orderQuoteRequest, await readJson(c));
    const body = orderBody(fields);
    v.done();
    const plan = planOrder(actor, body, true);
    const ship = plan.shipTo === 'registry' && plan.registryOwnerId !== null ? shipToLabel(st(), plan.registryOwnerId, actor.user?.id ?? null, plan.address ?? undefined)
      : plan.shipTo === 'buyer' && plan.address ? ownAddressLabel(st(), plan.address) : null;
    return c.json({ data: { subtotal: plan.subtotal, shipping_cost: plan.shippingCost, discount: plan.discount, total: plan.total, ship_to: ship, needs_address: plan.needsAddress } });
  });

  app.post('/v1/orders', async (c) => {
    const actor = requireActor(portal, c);
    const json = await readJson(c);
    return once(st(), c, actor.key, json, () => placeOrder(actor, json, clientAddress(c)));
  });

  /** POST /v1/orders once its key was checked: validates, writes the order, answers it (201). */
  const placeOrder = (actor: Actor & { key: string }, json: Body, client: string): { status: number; body: unknown } => {
    const { fields, v } = checkBody(placeOrderRequest, json);
    const body = orderBody(fields);
    const method = fields.payment_method;
    v.done();
    const plan = planOrder(actor, body, false);
    // Decision 0400: cash on delivery only where the payer receives the parcel (never a registry gift nor a patungan).
    const kind = checkoutKind(plan.carts.map((r) => ({ giftProductId: r.gift_id === null ? null : String(r.gift_id), ownerId: String(plan.registryOwnerId ?? ''), contribution: r.gift_registry_payment === 'contribution' ? r.amount : null })));
    const methodType = PAYMENT_METHODS.find((m) => m.code === method)?.type ?? 'va';
    if (!isPaymentTypeAllowed(methodType, kind)) throw fieldError('payment_method', COD_NOT_FOR_GIFT_MESSAGE);
    // Decision 0403: unpaid registry orders are capped per giver and per client, so no visitor holds a registry.
    if (plan.registryOwnerId !== null) {
      const unpaid = st().orders.filter((o) => o.registry_owner_id !== null && notWaiting(o) === null);
      if (unpaid.filter((o) => o.buyer_key === actor.key).length >= MAX_UNPAID_GIFT_ORDERS.perGiver
        || unpaid.filter((o) => o.client === client).length >= MAX_UNPAID_GIFT_ORDERS.perClient) throw fieldError('cart_ids', TOO_MANY_UNPAID);
    }
    // All checks passed: write.
    const { carts } = plan;
    const items: OrderItemRec[] = carts.map((r) => ({ id: nextId(st(), 'orderItems'), product_id: r.product_id, sku_id: r.sku_id, quantity: r.quantity, price: st().variants.find((x) => x.sku_id === r.sku_id)!.price, gift_id: r.gift_id, contribution: r.gift_registry_payment === 'contribution' ? r.amount : null, ...(r.show_name ? { show_name: true } : {}) }));
    for (const r of carts) {
      if (r.gift_registry_payment !== 'contribution') st().variants.find((x) => x.sku_id === r.sku_id)!.stock -= r.quantity;
      const g = r.gift_id !== null ? st().gifts.find((x) => x.id === r.gift_id) : undefined;
      if (g && r.gift_registry_payment !== 'contribution') {
        g.is_in_cart = false;
        g.transaction_status = 'reserved';
      }
    }
    const drop = new Set(carts.map((r) => r.id));
    st().carts = st().carts.filter((x) => !(x.owner_key === actor.key && drop.has(x.id)));
    const id = nextId(st(), 'orders');
    const now = portal.now();
    const o: OrderRec = {
      id, invoice: invoiceOf(id, now), buyer_key: actor.key, status: 'waiting_payment',
      payment_method: method!, items, address_id: plan.address?.id ?? null, ship_to: plan.shipTo, registry_owner_id: plan.registryOwnerId,
      courier: body.courier, awb: null, subtotal: plan.subtotal, shipping_cost: plan.shippingCost, discount: plan.discount,
      total: plan.total, voucher_code: plan.voucherCode, voucher_id: plan.voucherId, created_at: now.toISOString(), paid_at: null,
      buyer_name: actor.user?.name ?? 'Tamu', client,
    };
    // The gateway's instruction for the method, with its deadline (decision 0401).
    o.payment = paymentInstruction(o, method!, now, portal.paymentTtl);
    st().orders.push(o);
    return { status: 201, body: { data: view.order(o, actor.user?.id ?? null) } };
  };

  app.get('/v1/orders', (c) => {
    const u = requireUser(portal, c);
    const q = checkQuery(c, orderQuery);
    const pg = paging(q);
    const status = q['filter[status]'];
    const rows = st().orders.filter((o) => o.buyer_key === `u:${u.id}` && (status === undefined || o.status === status)).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map((o) => view.order(o, u.id));
    return c.json({ data: paginate(rows, pg) });
  });

  const ownOrder = (key: string, id: number): OrderRec => {
    const o = st().orders.find((x) => x.id === id && x.buyer_key === key);
    if (!o) throw notFound('Pesanan tidak ditemukan');
    return o;
  };
  app.get('/v1/orders/:id', (c) => {
    const actor = requireActor(portal, c);
    return c.json({ data: view.order(ownOrder(actor.key, pathId(c)), actor.user?.id ?? null) });
  });

  /**
   * The giver calls off her own unpaid order (issue 28): it is cancelled, its stock returns and the registry gift
   * or patungan share it held is free again at once. Paid, expired or already cancelled orders answer 422.
   */
  app.post('/v1/orders/:id/cancel', async (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    const json = await readJson(c);
    return once(st(), c, actor.key, json, () => {
      const o = ownOrder(actor.key, id);
      const refused = notWaiting(o);
      if (refused !== null) throw fieldError('order_id', refused);
      cancelUnpaid(st(), o, 'cancelled');
      return { status: 200, body: { data: view.order(o, actor.user?.id ?? null) } };
    });
  });

  app.get('/v1/track', (c) => {
    const { courier, awb } = checkQuery(c, trackQuery);
    const t = st().tracking.find((x) => x.courier.toLowerCase() === courier!.toLowerCase() && x.awb.toUpperCase() === awb!.toUpperCase());
    if (!t) return c.json({ data: { error: true, status: 'not_found', courier: courier!, awb: awb!, history: [] } });
    return c.json({ data: { error: false, status: t.status, courier: t.courier, awb: t.awb, history: t.history.map((h) => ({ ...h })) } });
  });

  app.get('/v1/mini-points/history', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(checkQuery(c, pageQuery));
    const rows = st().miniPoints.filter((m) => m.user_id === u.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((m) => ({ id: m.id, points: m.points, description: m.description, order_id: m.order_id, created_at: m.created_at }));
    const balance = rows.reduce((t, m) => t + m.points, 0);
    return c.json({ data: { ...paginate(rows, pg), balance } });
  });

  return app;
}
