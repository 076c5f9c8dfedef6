import { isPaymentOverdue, PAYMENT_EXPIRY_MS, paymentDeadlineMs, paymentTypeOf, type PaymentStatus, type PaymentType } from '@kado/domain';
import { fieldError, notFound } from './errors';
import { contributedPaid, giftPrice, mergeReleased } from './gift-rules';
import { primaryAddress } from './ship-to';
import type { GiftRec, OrderRec, PaymentRec, State } from './state';
import { nextId } from './state';

/**
 * The fake portal playing a payment gateway (issue 28; decisions 0401-0403, docs/api-contract.md "Payments"):
 * an instruction by method when an order is placed, settlement by the gateway (control route), and cancellation
 * of an order whose payment expired, failed or was called off, which gives back its stock and its registry hold.
 */

/** The methods the portal offers, with the instruction shape of each (`type`). */
export const PAYMENT_METHODS = [
  { code: 'bca_va', name: 'BCA Virtual Account', type: 'va' },
  { code: 'mandiri_va', name: 'Mandiri Virtual Account', type: 'va' },
  { code: 'bni_va', name: 'BNI Virtual Account', type: 'va' },
  { code: 'gopay', name: 'GoPay', type: 'ewallet' },
  { code: 'ovo', name: 'OVO', type: 'ewallet' },
  { code: 'dana', name: 'DANA', type: 'ewallet' },
  { code: 'shopeepay', name: 'ShopeePay', type: 'ewallet' },
  { code: 'qris', name: 'QRIS', type: 'qris' },
  { code: 'credit_card', name: 'Kartu Kredit/Debit', type: 'card' },
  { code: 'cod', name: 'Bayar di Tempat (COD)', type: 'cod' },
] as const;

/** The name each payment method's logo shows (issue 31: its icon read 'D' for BCA): the brand as people know it. */
export const PAYMENT_LOGO_TEXT: Readonly<Record<(typeof PAYMENT_METHODS)[number]['code'], string>> = {
  bca_va: 'BCA', mandiri_va: 'Mandiri', bni_va: 'BNI', gopay: 'GoPay', ovo: 'OVO', dana: 'DANA', shopeepay: 'ShopeePay',
  qris: 'QRIS', credit_card: 'Kartu', cod: 'COD',
};

/**
 * Decision 0403: how many registry orders may wait for payment at once from one giver (user or guest id) and from
 * one client address (a guest id is free to mint). Each ends at its payment deadline at the latest.
 */
export const MAX_UNPAID_GIFT_ORDERS = { perGiver: 3, perClient: 10 } as const;
export const TOO_MANY_UNPAID = 'Terlalu banyak kado yang menunggu pembayaran. Selesaikan atau batalkan pembayaran yang ada dulu.';

/** How long an unpaid instruction lasts by type; the portal's option `paymentTtlMs` overrides the defaults. */
export type PaymentTtl = Readonly<Record<PaymentType, number | null>>;
export function paymentTtl(overrides: Partial<Record<'va' | 'ewallet' | 'qris', number>> = {}): PaymentTtl {
  return { ...PAYMENT_EXPIRY_MS, ...overrides };
}

/** A virtual account prefix per bank (the bank's company code, invented for the fake gateway). */
const VA_PREFIX: Record<string, { bank: string; prefix: string }> = {
  bca_va: { bank: 'BCA', prefix: '39358' }, mandiri_va: { bank: 'Mandiri', prefix: '88608' }, bni_va: { bank: 'BNI', prefix: '98810' },
};
/** The e-wallet apps' hand-off links (scheme) and the gateway's web checkout for a browser without the app. */
const EWALLET_LINK: Record<string, string> = { gopay: 'gojek://gopay/merchanttransfer', ovo: 'ovo://payment', dana: 'dana://pay', shopeepay: 'shopeeid://main/payment' };

/** One EMVCo data object: id, two-digit length, value. */
const tlv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) in four upper-case hex digits, as EMVCo's tag 63 carries it. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A dynamic QRIS payload (EMVCo merchant-presented QR, Bank Indonesia's national standard) for one order: the
 * gateway's merchant account, IDR, the exact amount and the order's reference, closed by its CRC (tag 63).
 */
function qrisPayload(ref: string, amount: number): string {
  const body = [
    tlv('00', '01'), tlv('01', '12'),
    tlv('26', tlv('00', 'ID.CO.QRIS.WWW') + tlv('01', '936008990000012345') + tlv('02', 'ID1026000012345') + tlv('03', 'UMI')),
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1026000012345') + tlv('03', 'UMI')),
    tlv('52', '5641'), tlv('53', '360'), tlv('54', String(Math.max(0, Math.round(amount)))), tlv('58', 'ID'),
    tlv('59', 'KADO BABY SHOP'), tlv('60', 'JAKARTA SELATAN'), tlv('61', '12160'), tlv('62', tlv('01', ref)),
  ].join('');
  const head = `${body}6304`;
  return `${head}${crc16(head)}`;
}

/** The instruction the gateway answers for a new order of `total` paid by `code`, created at `now`. */
export function paymentInstruction(order: { id: number; invoice: string; total: number }, code: string, now: Date, ttl: PaymentTtl): PaymentRec {
  const method = PAYMENT_METHODS.find((m) => m.code === code);
  const type = paymentTypeOf(method?.type ?? 'va');
  const deadline = paymentDeadlineMs(now.getTime(), ttl[type]);
  const ref = `KADO${String(order.id).padStart(10, '0')}`;
  const rec: PaymentRec = {
    status: 'pending', type, amount: order.total, expires_at: deadline === null ? null : new Date(deadline).toISOString(),
    bank: null, va_number: null, deeplink_url: null, redirect_url: null, qr_string: null,
  };
  const va = VA_PREFIX[code];
  if (type === 'va' && va) {
    rec.bank = va.bank;
    // 16 digits: the bank's prefix and the order's number (11 digits), unique per order.
    rec.va_number = `${va.prefix}${String(order.id).padStart(11, '0')}`;
  }
  if (type === 'ewallet') {
    const link = EWALLET_LINK[code] ?? `${code}://pay`;
    rec.deeplink_url = `${link}?ref=${encodeURIComponent(ref)}&amount=${order.total}`;
    rec.redirect_url = `https://gateway.kado.test/ewallet/${encodeURIComponent(code)}/${encodeURIComponent(ref)}`;
  }
  if (type === 'qris') rec.qr_string = qrisPayload(ref, order.total);
  // A card is entered on the gateway's own page (PCI: card numbers never pass the shop), as Midtrans and Xendit do.
  if (type === 'card') rec.redirect_url = `https://gateway.kado.test/card/${encodeURIComponent(ref)}`;
  return rec;
}

/** The buyer's guest id of an order (`g:{id}`), else null. */
const guestIdOf = (o: OrderRec): string | null => (o.buyer_key.startsWith('g:') ? o.buyer_key.slice(2) : null);
const userIdOf = (o: OrderRec): number | null => (/^u:(\d+)$/.test(o.buyer_key) ? Number(o.buyer_key.slice(2)) : null);

const invoiceOf = (id: number, now: Date): string => `INV/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${1000 + id}`;

/**
 * A patungan gift whose paid contributions reached its price: one fulfilment order ships it to the owner
 * (nobody's order: its buyer key is no user's; the courier control routes move it along).
 */
function fulfil(state: State, g: GiftRec, now: Date): void {
  if (state.orders.some((o) => o.buyer_key.startsWith('registry:') && o.items.some((i) => i.gift_id === g.id))) return;
  const variant = state.variants.find((x) => x.sku_id === g.sku_id);
  if (g.product_id === null || !variant) return;
  const id = nextId(state, 'orders');
  const price = giftPrice(state, g);
  variant.stock = Math.max(0, variant.stock - g.quantity);
  state.orders.push({
    id, invoice: invoiceOf(id, now), buyer_key: `registry:${g.owner_id}`, status: 'paid', payment_method: 'patungan',
    items: [{ id: nextId(state, 'orderItems'), product_id: g.product_id, sku_id: variant.sku_id, quantity: g.quantity, price: variant.price, gift_id: g.id, contribution: null }],
    address_id: primaryAddress(state, g.owner_id)?.id ?? null, ship_to: 'registry', registry_owner_id: g.owner_id, courier: 'jne', awb: null,
    subtotal: price, shipping_cost: 0, discount: 0, total: price, voucher_code: null, created_at: now.toISOString(), paid_at: now.toISOString(), payment: null,
  });
}

/** Why an order cannot be settled or cancelled any more (the 422 message), or null when it still waits for payment. */
export function notWaiting(o: OrderRec): string | null {
  if (o.status === 'waiting_payment' && (o.payment?.status ?? 'pending') === 'pending') return null;
  if (o.status === 'cancelled') return o.payment?.status === 'expired' ? 'Waktu pembayaran pesanan ini sudah habis' : 'Pesanan ini sudah dibatalkan';
  return 'Pesanan ini tidak menunggu pembayaran';
}

/**
 * The gateway says the money arrived (what its webhook would tell the portal): the order is paid, a registry
 * gift it buys moves to 'confirmed' (shown 'Dikemas'), a contribution is recorded (and completes its patungan),
 * and a signed-in buyer earns mini points. The caller has checked `notWaiting(o) === null`.
 */
function settlePaid(state: State, o: OrderRec, now: Date): void {
  const at = now.toISOString();
  o.status = 'paid';
  o.paid_at = at;
  if (o.payment) o.payment.status = 'paid';
  const userId = userIdOf(o);
  // A gift to a cash fund counts from now on, and only now (decision 0404).
  if (o.fund_gift) {
    const f = o.fund_gift;
    state.fundGifts.push({ id: nextId(state, 'fundGifts'), fund_id: f.fund_id, order_id: o.id, user_id: userId, guest_id: guestIdOf(o), name: f.name, message: f.message, amount: o.total, created_at: at });
  }
  for (const i of o.items) {
    const g = i.gift_id !== null ? state.gifts.find((x) => x.id === i.gift_id) : undefined;
    if (!g) continue;
    if (i.contribution !== null) {
      state.contributions.push({ id: nextId(state, 'contributions'), gift_id: g.id, user_id: userId, guest_id: guestIdOf(o), name: o.buyer_name ?? 'Tamu', amount: i.contribution, is_revealed: i.show_name === true, created_at: at });
      // Paid money alone completes a patungan (pending contributions may never be paid); then the gift ships.
      if (!g.payment_completed && contributedPaid(state, g) >= giftPrice(state, g)) {
        g.transaction_status = 'confirmed';
        g.payment_completed = true;
        fulfil(state, g, now);
      }
    } else {
      g.transaction_status = 'confirmed';
      g.payment_completed = true;
    }
  }
  if (userId !== null) state.miniPoints.push({ id: nextId(state, 'miniPoints'), user_id: userId, points: Math.floor(o.total / 1000), description: `Belanja ${o.invoice}`, order_id: o.id, created_at: at });
}

/**
 * An unpaid order ends without payment (`expired`, `failed` at the gateway, or `cancelled` by its giver or the
 * registry owner): its stock returns and each registry gift it held is free again at once (a split unit goes back
 * to its gift); a contribution it carried stops counting (only waiting orders count). The caller has checked
 * `notWaiting(o) === null`.
 */
export function cancelUnpaid(state: State, o: OrderRec, reason: Exclude<PaymentStatus, 'pending' | 'paid'>): Map<number, GiftRec> {
  o.status = 'cancelled';
  if (o.payment) o.payment.status = reason;
  const freed: GiftRec[] = [];
  for (const i of o.items) {
    if (i.contribution !== null) continue;
    const variant = state.variants.find((x) => x.sku_id === i.sku_id);
    if (variant) variant.stock += i.quantity;
    const g = i.gift_id !== null ? state.gifts.find((x) => x.id === i.gift_id) : undefined;
    if (g && !g.payment_completed) {
      g.reserved_by = null;
      g.is_in_cart = false;
      g.transaction_status = null;
      freed.push(g);
    }
  }
  // By released gift id, the line that now carries its units (itself, or the free sibling it went back to).
  const lines = new Map<number, GiftRec>();
  for (const g of freed.sort((a, b) => b.id - a.id)) lines.set(g.id, mergeReleased(state, g));
  return lines;
}

/** Decision 0403: every order whose instruction passed its deadline unpaid is cancelled as expired. Run before every request. */
export function expireUnpaidOrders(state: State, now: Date): number {
  const due = state.orders.filter((o) => notWaiting(o) === null && o.payment?.expires_at != null && isPaymentOverdue(o.payment.expires_at, now.getTime()));
  for (const o of due) cancelUnpaid(state, o, 'expired');
  return due.length;
}

/** The waiting orders holding registry gift `giftId` (a whole line, or a contribution when `withContributions`). */
export function unpaidOrdersHolding(state: State, giftId: number, withContributions: boolean): OrderRec[] {
  return state.orders.filter((o) => notWaiting(o) === null && o.items.some((i) => i.gift_id === giftId && (withContributions || i.contribution === null)));
}

/**
 * The gateway settles the payment of order `orderId` (the control route and `FakePortal.settlePayment`): paid, or
 * failed (the order is cancelled). Throws a 404 for an unknown order, a 422 when it no longer waits for payment.
 */
export function settlePayment(state: State, orderId: number, status: 'paid' | 'failed', now: Date): OrderRec {
  const o = state.orders.find((x) => x.id === orderId);
  if (!o || !o.payment) throw notFound('Pembayaran tidak ditemukan');
  const refused = notWaiting(o);
  if (refused !== null) throw fieldError('status', refused);
  if (status === 'paid') settlePaid(state, o, now);
  else cancelUnpaid(state, o, 'failed');
  return o;
}
