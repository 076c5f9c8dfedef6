import { Hono } from 'hono';
import { addGiftProductRequest, addressVisibilityRequest, copyLinkRequest, externalProductRequest, greetingRequest, updateExternalProductRequest, updateGiftProductRequest, updateRegistryRequest, productLinkQuery, pageQuery, giftProductQuery, type RequestFields } from '@kado/contract';
import type { Context } from 'hono';
import type { Actor, Portal } from '../context';
import { currentActor, currentUser, requireActor, requireUser } from '../context';
import { conflict, fieldError, forbidden, MSG, notFound } from '../errors';
import { awaitsFirstGiftFor, canSeeRegistry, ensureRegistry, giftPrice, groupLines, isHeld, isHolder, mergeReleased } from '../gift-rules';
import type { Presenters } from '../present';
import { sightOf } from '../follow-up';
import { hash32 } from '../seed/prng';
import type { ExternalRec, GiftRec, Marketplace, UserRec } from '../state';
import { nextId } from '../state';
import { cancelUnpaid, unpaidOrdersHolding } from '../payments';
import { checkBody, paginate, paging, pathId, checkQuery, readJson } from '../validate';


/** Which marketplace a link belongs to (spec §5 recognised hosts), or null. */
function marketplaceOf(raw: string): Exclude<Marketplace, 'other'> | null {
  let host: string;
  try {
    host = new URL(raw).hostname.toLowerCase();
  } catch {
    return null;
  }
  const is = (h: string) => host === h || host.endsWith(`.${h}`);
  // The Shopee app shares its own short links on a subdomain (id.shp.ee): the domain's rule reads them too (issue 31).
  if (is('shopee.co.id') || is('shp.ee') || is('shope.ee')) return 'shopee';
  if (is('tokopedia.com') || host === 'tokopedia.link') return 'tokopedia';
  if (is('tiktok.com')) return 'tiktok';
  return null;
}

const LABEL: Record<Exclude<Marketplace, 'other'>, string> = { shopee: 'Shopee', tokopedia: 'Tokopedia', tiktok: 'TikTok' };

/** A deterministic product guess from the URL: name from the slug, price from a hash. */
function guessFromUrl(raw: string, market: Exclude<Marketplace, 'other'>) {
  const url = new URL(raw);
  const segments = url.pathname.split('/').filter(Boolean);
  const slug = [...segments].reverse().find((s) => /[a-zA-Z]{3,}-[a-zA-Z]/.test(s));
  const name = slug
    ? decodeURIComponent(slug).replace(/-i\.\d+\.\d+$/, '').replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/\b\w/g, (ch) => ch.toUpperCase())
    : `Produk ${LABEL[market]} ${segments[0] ?? ''}`.trim();
  const h = hash32(raw);
  return { url: raw, name: name.slice(0, 100), price: 25000 + (h % 975) * 1000 - 100, image_url: `/api/images/external/${10000 + (h % 90000)}.png`, marketplace: market };
}

/** Registry profile and gift products (docs/api-contract.md "Registry and gift products"). */
export function registryRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  /** The owner as the actor of her own calls (gift answers are shaped for the requester). */
  const as = (u: UserRec): Actor => ({ user: u, guestId: null });

  const giftOr404 = (id: number, viewer: UserRec | null): GiftRec => {
    const g = st().gifts.find((x) => x.id === id);
    if (!g) throw notFound('Kado tidak ditemukan');
    if (viewer?.id !== g.owner_id && (g.is_private || !canSeeRegistry(st(), g.owner_id, viewer))) throw notFound('Kado tidak ditemukan');
    return g;
  };
  const ownGift = (id: number, u: UserRec): GiftRec => {
    const g = giftOr404(id, u);
    if (g.owner_id !== u.id) throw forbidden('Hanya pemilik registry yang dapat mengubah kado ini');
    return g;
  };
  const ownerByKey = (key: string): UserRec | undefined => {
    if (/^\d+$/.test(key)) {
      const r = st().registries.find((x) => x.id === Number(key));
      return r ? st().users.find((u) => u.id === r.user_id) : undefined;
    }
    return st().users.find((u) => u.username === key.toLowerCase());
  };

  app.get('/v2/gifts', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: view.registry(ensureRegistry(st(), u), u.id) });
  });

  app.put('/v2/gifts', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { name, description, is_public: isPublic }, v } = checkBody(updateRegistryRequest, await readJson(c));
    v.done();
    const r = ensureRegistry(st(), u);
    if (name !== undefined) r.name = name;
    if (description !== undefined) r.description = description;
    if (isPublic !== undefined) r.is_public = isPublic;
    return c.json({ data: view.registry(r, u.id) });
  });

  app.put('/v2/gifts/address/visibility', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { is_registry_address_visible: visible, is_registry_address_detail_visible: detail }, v } = checkBody(addressVisibilityRequest, await readJson(c));
    if (v.ok && visible === undefined && detail === undefined) v.add('is_registry_address_visible', 'Pengaturan alamat wajib diisi');
    v.done();
    const r = ensureRegistry(st(), u);
    if (visible !== undefined) r.is_registry_address_visible = visible;
    if (detail !== undefined) r.is_registry_address_detail_visible = detail;
    return c.json({ data: view.registry(r, u.id) });
  });

  app.post('/v2/gifts/set-copy-link', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { link }, v } = checkBody(copyLinkRequest, await readJson(c));
    v.done();
    const r = ensureRegistry(st(), u);
    r.link = link!;
    return c.json({ data: view.registry(r, u.id) });
  });

  app.post('/v2/gifts/product', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { product_id: productId, sku_id: skuId, quantity = 1, note }, v } = checkBody(addGiftProductRequest, await readJson(c));
    v.done();
    const p = st().products.find((x) => x.id === productId);
    if (!p) throw notFound('Produk tidak ditemukan');
    const variant = st().variants.find((x) => x.sku_id === skuId && x.product_id === p.id);
    if (!variant) throw fieldError('sku_id', 'Varian tidak ditemukan untuk produk ini');
    if (st().gifts.some((g) => g.owner_id === u.id && g.sku_id === skuId)) throw conflict('Produk ini sudah ada di registry');
    ensureRegistry(st(), u);
    const id = nextId(st(), 'gifts');
    const g: GiftRec = {
      id, owner_id: u.id, product_id: p.id, sku_id: variant.sku_id, external: null, quantity, note: note ?? null,
      transaction_status: null, payment_completed: false, reserved_by: null, is_in_cart: false, is_purchase: false,
      manually_purchased_at: null, is_private: false, created_at: portal.now().toISOString(), group_id: id,
    };
    st().gifts.push(g);
    return c.json({ data: view.gift(g, as(u)) }, 201);
  });


  app.post('/v2/gifts/external-product', async (c) => {
    const u = requireUser(portal, c);
    const { fields: f, v } = checkBody(externalProductRequest, await readJson(c));
    v.done();
    ensureRegistry(st(), u);
    const ext: ExternalRec = { id: nextId(st(), 'external'), url: f.url!, name: f.name!, price: f.price!, image_url: f.image_url ?? null, marketplace: f.marketplace! };
    const id = nextId(st(), 'gifts');
    const g: GiftRec = {
      id, owner_id: u.id, product_id: null, sku_id: null, external: ext, quantity: f.quantity ?? 1, note: f.note ?? null,
      transaction_status: null, payment_completed: false, reserved_by: null, is_in_cart: false, is_purchase: false,
      manually_purchased_at: null, is_private: false, created_at: portal.now().toISOString(), group_id: id,
    };
    st().gifts.push(g);
    return c.json({ data: view.gift(g, as(u)) }, 201);
  });

  app.put('/v2/gifts/external-product/:id', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { fields: f, v } = checkBody(updateExternalProductRequest, await readJson(c));
    v.done();
    const g = ownGift(id, u);
    if (!g.external) throw fieldError('url', 'Kado ini bukan produk eksternal');
    if (f.url !== undefined) g.external.url = f.url;
    if (f.name !== undefined) g.external.name = f.name;
    if (f.price !== undefined) g.external.price = f.price;
    if (f.image_url !== undefined) g.external.image_url = f.image_url;
    if (f.marketplace !== undefined) g.external.marketplace = f.marketplace;
    if (f.quantity !== undefined) g.quantity = f.quantity;
    if (f.note !== undefined) g.note = f.note;
    return c.json({ data: view.gift(g, as(u)) });
  });

  app.get('/v2/gift-products/show/:id', (c) => {
    const actor = currentActor(portal, c);
    return c.json({ data: view.gift(giftOr404(pathId(c), actor.user), actor) });
  });

  app.get('/v2/gift-add-url', (c) => {
    requireUser(portal, c);
    const { url } = checkQuery(c, productLinkQuery);
    const market = marketplaceOf(url!);
    if (!market || /gagal/i.test(url!)) throw fieldError('url', 'Mohon masukkan info produk');
    return c.json({ data: guessFromUrl(url!, market) });
  });

  app.get('/v1/gift-products/:id/check-existances', (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const p = st().products.find((x) => x.id === id);
    if (!p) throw notFound('Produk tidak ditemukan');
    const mine = new Set(st().gifts.filter((g) => g.owner_id === u.id).map((g) => g.sku_id));
    const rows = st().variants.filter((v) => v.product_id === p.id).map((v) => ({ sku_id: v.sku_id, exists: mine.has(v.sku_id) }));
    return c.json({ data: { rows } });
  });

  app.get('/v2/gifts/greetings', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(checkQuery(c, pageQuery));
    // Decision 0265: in surprise mode a greeting does not say which gift its writer gave.
    const names = sightOf(st(), u.id, portal.now()).names;
    const rows = st().greetings.filter((g) => g.owner_id === u.id).sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((g) => ({ id: g.id, name: g.name, message: g.message, gift_product_id: names ? g.gift_id : null, created_at: g.created_at }));
    return c.json({ data: paginate(rows, pg) });
  });

  app.post('/v2/gifts/:username/greetings', async (c) => {
    const actor = requireActor(portal, c);
    const owner = ownerByKey(c.req.param('username'));
    if (!owner || !canSeeRegistry(st(), owner.id, actor.user) || !st().registries.some((r) => r.user_id === owner.id)) throw notFound('Registry tidak ditemukan');
    const { fields: { name, message, gift_product_id: giftId }, v } = checkBody(greetingRequest, await readJson(c));
    if (giftId !== undefined && !st().gifts.some((g) => g.id === giftId && g.owner_id === owner.id)) v.add('gift_product_id', 'Kado tidak ditemukan di registry ini');
    v.done();
    const g = { id: nextId(st(), 'greetings'), owner_id: owner.id, name: name!, message: message!, gift_id: giftId ?? null, created_at: portal.now().toISOString() };
    st().greetings.push(g);
    return c.json({ data: { id: g.id, name: g.name, message: g.message, gift_product_id: g.gift_id, created_at: g.created_at } }, 201);
  });

  app.get('/v2/gifts/:id', (c) => {
    const viewer = currentUser(portal, c);
    const owner = ownerByKey(c.req.param('id'));
    const r = owner ? st().registries.find((x) => x.user_id === owner.id) : undefined;
    // Decision 0531: a public registry with nothing to give yet says so, instead of an empty page.
    if (owner && r && viewer?.id !== owner.id && awaitsFirstGiftFor(st(), owner.id)) throw notFound(MSG.registryNotReady);
    if (!owner || !r || !canSeeRegistry(st(), owner.id, viewer)) throw notFound('Registry tidak ditemukan');
    return c.json({ data: view.registry(r, viewer?.id ?? null) });
  });

  app.get('/v2/gift-products/:userSlug', (c) => {
    const actor = currentActor(portal, c);
    const viewer = actor.user;
    const owner = ownerByKey(c.req.param('userSlug'));
    if (!owner || !st().registries.some((r) => r.user_id === owner.id) || !canSeeRegistry(st(), owner.id, viewer)) throw notFound('Registry tidak ditemukan');
    const q = checkQuery(c, giftProductQuery);
    const pg = paging(q);
    const sort = q.sort ?? '-created_at';
    const status = q['filter[status]'];
    const isOwner = viewer?.id === owner.id;
    const name = (g: GiftRec) => g.external?.name ?? st().products.find((p) => p.id === g.product_id)?.name ?? '';
    let rows = st().gifts.filter((g) => g.owner_id === owner.id && (isOwner || !g.is_private));
    if (status) rows = rows.filter((g) => (status === 'taken') === isHeld(g));
    const cmp: Record<NonNullable<RequestFields<typeof giftProductQuery>['sort']>, (a: GiftRec, b: GiftRec) => number> = {
      '-created_at': (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      price: (a, b) => giftPrice(st(), a) - giftPrice(st(), b) || a.id - b.id,
      '-price': (a, b) => giftPrice(st(), b) - giftPrice(st(), a) || a.id - b.id,
      name: (a, b) => name(a).localeCompare(name(b), 'id') || a.id - b.id,
    };
    rows = [...rows].sort(cmp[sort]);
    const page = paginate(rows, pg);
    return c.json({ data: { rows: page.rows.map((g) => view.gift(g, actor)), pagination: page.pagination } });
  });

  app.post('/v1/gift-product-contributor/:id/reveal', async (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    await readJson(c);
    const g = giftOr404(id, actor.user);
    const mine = st().contributions.filter((x) => x.gift_id === g.id && (actor.user ? x.user_id === actor.user.id : x.guest_id === actor.guestId));
    if (mine.length === 0) throw forbidden('Hanya kontributor kado ini yang dapat menampilkan namanya');
    for (const x of mine) x.is_revealed = true;
    return c.json({ data: view.gift(g, actor) });
  });

  app.post('/v1/gift-product-complete/:id', (c) => {
    const u = requireUser(portal, c);
    const g = ownGift(pathId(c), u);
    g.manually_purchased_at ??= portal.now().toISOString();
    g.is_purchase = true;
    return c.json({ data: view.gift(g, as(u)) });
  });

  app.post('/v1/gift-product-not-complete/:id', (c) => {
    const u = requireUser(portal, c);
    const g = ownGift(pathId(c), u);
    if (g.manually_purchased_at !== null) {
      g.manually_purchased_at = null;
      // An external gift a giver marked bought stays bought; only the owner's own mark is undone.
      if (!(g.external && g.reserved_by)) g.is_purchase = false;
    } else if (g.external && g.is_purchase) {
      g.is_purchase = false;
      g.reserved_by = null;
    }
    return c.json({ data: view.gift(g, as(u)) });
  });

  app.post('/v1/gift-products/:id/undelivered', (c) => {
    const u = requireUser(portal, c);
    const g = ownGift(pathId(c), u);
    if (g.transaction_status !== 'delivered') throw fieldError('transaction_status', 'Kado ini belum berstatus sampai');
    g.transaction_status = 'pickedup';
    return c.json({ data: view.gift(g, as(u)) });
  });

  app.delete('/v2/gift-products/cancel-reservations/:id', (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    const g = giftOr404(id, actor.user);
    const isOwner = actor.user?.id === g.owner_id;
    if (!isOwner && !isHolder(g.reserved_by, actor)) throw forbidden('Hanya pemberi kado atau pemilik registry yang dapat membatalkan reservasi');
    if (g.payment_completed || (g.transaction_status !== null && g.transaction_status !== 'reserved')) throw fieldError('gift_product_id', 'Kado yang sudah dibayar tidak dapat dibatalkan');
    // Issue 28: an unpaid order holding the gift is cancelled by the owner (she releases it from Lacak Kado) or by its
    // own giver; anyone else's unpaid order still keeps it.
    // The owner also lets go of unpaid patungan pledges (orders and cart lines) on it.
    const unpaid = unpaidOrdersHolding(st(), g.id, isOwner);
    const pledges = isOwner ? st().carts.filter((x) => x.gift_id === g.id && x.gift_registry_payment === 'contribution') : [];
    if (unpaid.length > 0 || pledges.length > 0) {
      if (!isOwner && unpaid.some((o) => o.buyer_key !== actor.key)) throw fieldError('gift_product_id', 'Kado ini sedang menunggu pembayaran');
      st().carts = st().carts.filter((x) => !pledges.includes(x));
      let line: GiftRec = g;
      for (const o of unpaid) line = cancelUnpaid(st(), o, 'cancelled').get(g.id) ?? line;
      return c.json({ data: view.gift(line, actor) });
    }
    if (!g.reserved_by && !g.is_in_cart && !(g.external && g.is_purchase)) throw fieldError('gift_product_id', 'Kado ini tidak sedang direservasi');
    g.reserved_by = null;
    g.is_in_cart = false;
    g.transaction_status = null;
    if (g.external) g.is_purchase = false;
    st().carts = st().carts.filter((x) => !(x.gift_id === g.id && x.gift_registry_payment !== 'contribution'));
    // A line split off for this hold goes back into its free sibling; the answer is the line that now has the units.
    return c.json({ data: view.gift(mergeReleased(st(), g), actor) });
  });

  app.delete('/v1/gift-products/:id', (c) => {
    const u = requireUser(portal, c);
    const g = ownGift(pathId(c), u);
    if (g.payment_completed || st().orders.some((o) => o.status === 'waiting_payment' && o.items.some((i) => i.gift_id === g.id))) throw fieldError('gift_product_id', 'Kado yang sudah dibayar tidak dapat dihapus');
    st().gifts = st().gifts.filter((x) => x.id !== g.id);
    st().carts = st().carts.filter((x) => x.gift_id !== g.id);
    return c.json({ data: { id: g.id } });
  });

  const setPrivate = (value: boolean) => (c: Context) => {
    const u = requireUser(portal, c);
    const g = ownGift(pathId(c), u);
    g.is_private = value;
    return c.json({ data: view.gift(g, as(u)) });
  };
  app.post('/v1/gift-products/:id/set-private', setPrivate(true));
  app.post('/v1/gift-products/:id/set-public', setPrivate(false));

  app.put('/v1/gift-products/:id', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { fields: { quantity, note, sku_id: skuId }, v } = checkBody(updateGiftProductRequest, await readJson(c));
    v.done();
    const g = ownGift(id, u);
    if (skuId !== undefined && skuId !== g.sku_id) {
      if (g.product_id === null || !st().variants.some((x) => x.sku_id === skuId && x.product_id === g.product_id)) throw fieldError('sku_id', 'Varian tidak ditemukan untuk produk ini');
      // A line with siblings (units of it are held apart) keeps the variant its siblings were taken in.
      if (isHeld(g) || groupLines(st(), g).length > 1) throw fieldError('sku_id', 'Varian kado yang sudah direservasi tidak dapat diubah');
      if (st().gifts.some((x) => x.owner_id === u.id && x.sku_id === skuId)) throw conflict('Varian ini sudah ada di registry');
      g.sku_id = skuId;
    }
    if (quantity !== undefined) g.quantity = quantity;
    if (note !== undefined) g.note = note;
    return c.json({ data: view.gift(g, as(u)) });
  });

  return app;
}

