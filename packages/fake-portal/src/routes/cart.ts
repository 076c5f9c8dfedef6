import { Hono } from 'hono';
import { addToCartRequest, removeFromCartRequest, cartQuery } from '@kado/contract';
import { clientAddress } from '../rate-limit';
import type { Portal } from '../context';
import { requireActor } from '../context';
import { conflict, fieldError, MSG, notFound } from '../errors';
import { canSeeRegistry, contributedOrPending, giftPrice, holderFor, isHeld, mergeReleased, splitForHold } from '../gift-rules';
import type { Presenters } from '../present';
import type { CartRec, GiftRec } from '../state';
import { nextId } from '../state';
import { checkBody, checkQuery, readJson } from '../validate';

const MIN_CONTRIBUTION = 10000;

/** Cart rows, and reserving or buying a registry gift (docs/api-contract.md "Cart"; decision 0042). */
export function cartRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  app.get('/v1/carts', (c) => {
    const actor = requireActor(portal, c);
    const { type, owner_id: ownerId } = checkQuery(c, cartQuery);
    const rows = st().carts
      .filter((x) => x.owner_key === actor.key)
      .filter((x) => (type === undefined ? true : type === 'gift' ? x.gift_id !== null : x.gift_id === null))
      .filter((x) => ownerId === undefined || st().gifts.find((g) => g.id === x.gift_id)?.owner_id === ownerId)
      .sort((a, b) => b.id - a.id)
      .map(view.cartItem);
    return c.json({ data: { rows, total_price: rows.reduce((t, r) => t + r.subtotal, 0), count: rows.length } });
  });

  app.delete('/v1/carts', async (c) => {
    const actor = requireActor(portal, c);
    const { fields: { carts: ids }, v } = checkBody(removeFromCartRequest, await readJson(c));
    v.done();
    const mine = st().carts.filter((x) => x.owner_key === actor.key);
    const missing = ids!.filter((id) => !mine.some((x) => x.id === id));
    if (missing.length) throw notFound('Barang di keranjang tidak ditemukan');
    const drop = new Set(ids);
    const released: GiftRec[] = [];
    for (const row of mine.filter((x) => drop.has(x.id))) {
      const g = row.gift_id !== null ? st().gifts.find((x) => x.id === row.gift_id) : undefined;
      // A gift held by this cart row is released with it (not once paid).
      if (g && row.gift_registry_payment !== 'contribution' && !g.payment_completed && (g.is_in_cart || g.transaction_status === 'reserved')) {
        g.is_in_cart = false;
        g.reserved_by = null;
        g.transaction_status = null;
        released.push(g);
      }
    }
    st().carts = st().carts.filter((x) => !(x.owner_key === actor.key && drop.has(x.id)));
    // Released lines that were split off go back into a free sibling (all released first, newest first: the oldest stays).
    for (const g of released.sort((a, b) => b.id - a.id)) mergeReleased(st(), g);
    return c.json({ data: { deleted: drop.size } });
  });

  app.post('/v2/carts', async (c) => {
    const actor = requireActor(portal, c);
    const body = await readJson(c);
    // Everything from here to the write is synchronous: the check-and-set on a gift is atomic.
    const { fields: f, v } = checkBody(addToCartRequest, body);
    const giftId = f.gift_product_id;
    const gift = giftId !== undefined ? st().gifts.find((g) => g.id === giftId) : undefined;
    const external = gift?.external != null;
    // A shop product names its product and variant; an external gift has neither. A registry gift says how it is held.
    const needed = (field: keyof typeof f, label: string, when: boolean): void => {
      if (when && f[field] === undefined && !v.refused(field)) v.add(field, `${label} wajib diisi`);
    };
    needed('product_id', 'Produk', !external);
    needed('sku_id', 'Varian', !external);
    needed('gift_registry_type', 'Tipe kado', giftId !== undefined);
    const productId = f.product_id;
    const skuId = f.sku_id;
    // Regular rows: how many to buy. A catalogue gift bought or reserved in full: how many of the line's units.
    const quantity = f.quantity ?? 1;
    const childId = f.child_id;
    const type = f.gift_registry_type;
    const payment = f.gift_registry_payment ?? (giftId !== undefined ? 'full' : undefined);
    const amount = f.amount;
    const name = f.name;
    const showName = f.show_name;
    v.done();
    // Decision 0240: holds of registry gifts are limited per guest or account and per client address (every try counts).
    if (giftId !== undefined) {
      portal.limits.check('reserveActor', actor.key);
      portal.limits.take('reserveAddress', clientAddress(c));
      portal.limits.hit('reserveActor', actor.key);
    }

    if (giftId !== undefined && (!gift || (gift.owner_id !== actor.user?.id && (gift.is_private || !canSeeRegistry(st(), gift.owner_id, actor.user))))) throw notFound('Kado tidak ditemukan');
    const product = productId !== undefined ? st().products.find((p) => p.id === productId) : undefined;
    if (productId !== undefined && !product) throw notFound('Produk tidak ditemukan');
    const variant = skuId !== undefined ? st().variants.find((x) => x.sku_id === skuId && x.product_id === productId) : undefined;
    if (skuId !== undefined && !variant) throw fieldError('sku_id', 'Varian tidak ditemukan untuk produk ini');
    if (childId !== undefined && !(actor.user && st().children.some((ch) => ch.id === childId && ch.user_id === actor.user!.id))) throw fieldError('child_id', 'Data anak tidak ditemukan');
    const now = portal.now().toISOString();

    if (!gift) {
      // A regular cart row; the same sku again raises the quantity.
      if (variant!.stock <= 0) throw fieldError('sku_id', 'Stok produk habis');
      const existing = st().carts.find((x) => x.owner_key === actor.key && x.gift_id === null && x.sku_id === skuId);
      const total = (existing?.quantity ?? 0) + quantity;
      if (total > variant!.stock) throw fieldError('quantity', `Stok tersisa ${variant!.stock}`);
      if (existing) {
        existing.quantity = total;
        return c.json({ data: { cart: view.cartItem(existing), gift_product: null } }, 201);
      }
      const row: CartRec = { id: nextId(st(), 'carts'), owner_key: actor.key, product_id: product!.id, sku_id: variant!.sku_id, quantity, gift_id: null, child_id: childId ?? null, gift_registry_type: null, gift_registry_payment: null, amount: null, holder_name: actor.user?.name ?? name ?? 'Tamu', created_at: now };
      st().carts.push(row);
      return c.json({ data: { cart: view.cartItem(row), gift_product: null } }, 201);
    }

    if (actor.user?.id === gift.owner_id) throw fieldError('gift_product_id', 'Kamu tidak dapat membeli kado dari registry sendiri');
    const holder = holderFor(actor, name ?? 'Tamu', portal.now());

    if (gift.external) {
      if (payment === 'contribution') throw fieldError('gift_registry_payment', 'Produk eksternal tidak dapat dibeli patungan');
      if (isHeld(gift)) throw conflict(MSG.giftTaken);
      gift.reserved_by = holder;
      if (type === 'buy') gift.is_purchase = true;
      else gift.transaction_status = 'reserved';
      return c.json({ data: { cart: null, gift_product: view.gift(gift, actor) } }, 201);
    }

    if (productId !== gift.product_id) throw fieldError('product_id', 'Produk tidak sesuai dengan kado');
    if (variant!.stock <= 0) throw fieldError('sku_id', 'Stok produk habis');
    const pending = contributedOrPending(st(), gift);

    if (payment === 'contribution') {
      if (type !== 'buy') throw fieldError('gift_registry_type', 'Patungan hanya untuk pembelian');
      if (amount === undefined) throw fieldError('amount', 'Nominal wajib diisi');
      if (isHeld(gift)) throw conflict(MSG.giftTaken);
      const left = giftPrice(st(), gift) - pending;
      if (left <= 0) throw conflict('Dana untuk kado ini sudah terkumpul');
      if (amount > left) throw fieldError('amount', `Nominal maksimal Rp${left.toLocaleString('id-ID')}`);
      if (amount < Math.min(MIN_CONTRIBUTION, left)) throw fieldError('amount', 'Nominal minimal Rp10.000');
      const row: CartRec = { id: nextId(st(), 'carts'), owner_key: actor.key, product_id: gift.product_id!, sku_id: gift.sku_id!, quantity: 1, gift_id: gift.id, child_id: childId ?? null, gift_registry_type: 'buy', gift_registry_payment: 'contribution', amount, holder_name: holder.name, created_at: now, ...(showName === true ? { show_name: true } : {}) };
      st().carts.push(row);
      return c.json({ data: { cart: view.cartItem(row), gift_product: view.gift(gift, actor) } }, 201);
    }

    if (isHeld(gift)) throw conflict(MSG.giftTaken);
    if (pending > 0) throw conflict('Kado ini sedang dibeli patungan oleh tamu lain');
    if (skuId !== gift.sku_id) throw fieldError('sku_id', 'Varian tidak sesuai dengan kado');
    if (quantity > gift.quantity) throw fieldError('quantity', `Jumlah maksimal ${gift.quantity}`);
    // Fewer units than the line has: they are split off into a held line of the same group; the rest stays free.
    const held = splitForHold(st(), gift, quantity);
    held.reserved_by = holder;
    if (type === 'buy') held.is_in_cart = true;
    else held.transaction_status = 'reserved';
    const row: CartRec = { id: nextId(st(), 'carts'), owner_key: actor.key, product_id: held.product_id!, sku_id: held.sku_id!, quantity: held.quantity, gift_id: held.id, child_id: childId ?? null, gift_registry_type: type!, gift_registry_payment: 'full', amount: null, holder_name: holder.name, created_at: now };
    st().carts.push(row);
    return c.json({ data: { cart: view.cartItem(row), gift_product: view.gift(held, actor) } }, 201);
  });

  return app;
}
