import type { Actor, Portal } from './context';
import { contributedOrPending, contributedPaid, givenBy, groupUnits, holdExpiresAt } from './gift-rules';
import { followUpGift } from './follow-up';
import { ownAddressLabel, shipToLabel } from './ship-to';
import type {
  AddressRec, CartRec, ChatRec, ChildRec, CommentRec, GiftRec, MerchantRec, OrderRec, ProductRec, RegistryRec,
  ReviewRec, UserRec, VariantRec, VoucherRec, CategoryRec,
} from './state';

/** Record -> wire shape (docs/api-contract.md "Shared shapes"). */
export function presenters(portal: Portal) {
  const s = () => portal.state;

  const merchantRef = (m: MerchantRec) => ({ id: m.id, name: m.name, slug: m.slug, image_url: m.has_image ? `/api/images/merchants/${m.id}.png` : null });
  const merchant = (m: MerchantRec) => ({ ...merchantRef(m), description: m.description, city: m.city, product_count: s().products.filter((p) => p.merchant_id === m.id).length });
  const categoryRef = (c: CategoryRec) => ({ id: c.id, name: c.name, slug: c.slug });
  const productCount = (c: CategoryRec): number => {
    const ids = new Set([c.id, ...s().categories.filter((x) => x.parent_id === c.id).map((x) => x.id)]);
    return s().products.filter((p) => ids.has(p.category_id)).length;
  };
  const category = (c: CategoryRec) => ({ ...categoryRef(c), image_url: `/api/images/categories/${c.id}.png`, parent_id: c.parent_id, is_root: c.parent_id === null, product_count: productCount(c) });
  const variant = (v: VariantRec) => ({ sku_id: v.sku_id, name: v.name, price: v.price, old_price: v.old_price, stock: v.stock });
  const variantsOf = (productId: number) => s().variants.filter((v) => v.product_id === productId);

  const product = (p: ProductRec) => {
    const vs = variantsOf(p.id);
    const cheapest = vs.reduce((a, b) => (b.price < a.price ? b : a), vs[0]!);
    const m = s().merchants.find((x) => x.id === p.merchant_id)!;
    const c = s().categories.find((x) => x.id === p.category_id)!;
    const published = s().reviews.filter((r) => r.product_id === p.id && r.is_publish);
    const rating = published.length ? Math.round((published.reduce((t, r) => t + r.star, 0) / published.length) * 10) / 10 : 0;
    const images = Array.from({ length: p.image_count }, (_, i) => ({ image_url: `/api/images/products/${p.id}${i ? `-${i + 1}` : ''}.png` }));
    return {
      id: p.id, name: p.name, slug: p.slug, images, image_url: images[0]!.image_url, merchant: merchantRef(m), category: categoryRef(c),
      price: cheapest.price, old_price: cheapest.old_price, is_out_of_stock: vs.every((v) => v.stock <= 0),
      rating, review_count: published.length, sold_count: p.sold_count,
    };
  };
  const productDetail = (p: ProductRec, userId: number | null) => ({
    ...product(p), description: p.description, variants: variantsOf(p.id).map(variant),
    is_favorite: userId !== null && s().favorites.has(`${userId}:${p.id}`),
  });

  const hasAddress = (u: UserRec) => s().addresses.some((a) => a.user_id === u.id);
  const user = (u: UserRec) => ({
    id: u.id, name: u.name, username: u.username, email: u.email, phone: u.phone, email_verified_at: u.email_verified_at,
    phone_verified_at: u.phone_verified_at, created_at: u.created_at, change_username_count: u.change_username_count,
    roles: u.roles.map((name) => ({ name })), photo_url: u.photo_url, background_url: u.background_url,
    has_address: hasAddress(u), is_guest: u.is_guest,
    mini_points: s().miniPoints.filter((m) => m.user_id === u.id).reduce((t, m) => t + m.points, 0),
  });

  const address = (a: AddressRec) => ({
    id: a.id, primary: a.primary, district_id: a.district_id, district: s().districts.find((d) => d.id === a.district_id) ?? null,
    address: a.address, address_label: a.address_label, receiver_name: a.receiver_name, receiver_phone: a.receiver_phone, postal_code: a.postal_code,
  });
  const child = (c: ChildRec) => ({ id: c.id, name: c.name, is_default: c.is_default, birth_date: c.birth_date, gender: c.gender });

  const registry = (r: RegistryRec, viewerId: number | null) => {
    const owner = s().users.find((u) => u.id === r.user_id)!;
    const primary = s().addresses.find((a) => a.user_id === owner.id && a.primary);
    const isOwner = viewerId === owner.id;
    return {
      id: r.id, name: r.name, description: r.description, is_public: r.is_public, link: r.link,
      owner: {
        id: owner.id, name: owner.name, username: owner.username, photo_url: owner.photo_url, background_url: owner.background_url,
        is_registry_address_visible: r.is_registry_address_visible, is_registry_address_detail_visible: r.is_registry_address_detail_visible,
      },
      // The full address is the owner's alone; givers see a label by the registry's level (address-book, orders).
      address: primary && isOwner ? address(primary) : null,
      // Wishes, not lines: a unit reserved apart (a split line) does not add a gift.
      gift_count: new Set(s().gifts.filter((g) => g.owner_id === owner.id && (isOwner || !g.is_private)).map((g) => g.group_id)).size,
    };
  };

  const giftPrice = (g: GiftRec): number => {
    if (g.external) return g.external.price * g.quantity;
    return (s().variants.find((v) => v.sku_id === g.sku_id)?.price ?? 0) * g.quantity;
  };
  /** A gift line; `actor` (the requesting user or X-Guest-Id visitor) decides `given_by_viewer` and private siblings. */
  const gift = (g: GiftRec, actor?: Actor) => {
    const p = g.product_id !== null ? s().products.find((x) => x.id === g.product_id) : undefined;
    const v = g.sku_id !== null ? s().variants.find((x) => x.sku_id === g.sku_id) : undefined;
    const contributions = s().contributions.filter((c) => c.gift_id === g.id);
    const units = groupUnits(s(), g, actor?.user?.id === g.owner_id);
    // Decisions 0265-0266: the resi of an outside purchase, and the owner's surprise mode over what she is sent.
    return followUpGift(s(), g, actor, portal.now(), {
      id: g.id, owner_id: g.owner_id, product: p ? product(p) : null, variant: v ? variant(v) : null,
      variants: p ? variantsOf(p.id).map(variant) : [], quantity: g.quantity, subtotal_price: giftPrice(g), note: g.note,
      transaction_status: g.transaction_status, payment_completed: g.payment_completed,
      reserved_by: g.reserved_by ? { id: g.reserved_by.user_id, name: g.reserved_by.name } : null,
      reserved_until: holdExpiresAt(s(), g, portal.reservationTtlMs),
      is_in_cart: g.is_in_cart, external_product: g.external ? { ...g.external } : null, is_purchase: g.is_purchase,
      manually_purchased_at: g.manually_purchased_at, is_private: g.is_private,
      contributed_amount: contributions.reduce((t, c) => t + c.amount, 0),
      contributions: contributions.map((c) => ({ id: c.id, name: c.is_revealed ? c.name : null, amount: c.amount, is_revealed: c.is_revealed, created_at: c.created_at })),
      created_at: g.created_at,
      group_id: g.group_id, quantity_wanted: units.wanted, quantity_open: units.open,
      given_by_viewer: actor !== undefined && givenBy(s(), g, actor),
      // The owner's view only: unpaid patungan pledges she may release from Lacak Kado (decision 0403).
      pending_pledge_amount: actor?.user?.id === g.owner_id ? contributedOrPending(s(), g) - contributedPaid(s(), g) : 0,
    });
  };

  const cartItem = (c: CartRec) => {
    const p = s().products.find((x) => x.id === c.product_id)!;
    const v = s().variants.find((x) => x.sku_id === c.sku_id)!;
    const g = c.gift_id !== null ? s().gifts.find((x) => x.id === c.gift_id) : undefined;
    const price = c.amount ?? v.price;
    return {
      id: c.id, type: c.gift_id !== null ? 'gift' : 'regular', product: product(p), variant: variant(v), quantity: c.quantity, price,
      subtotal: c.amount ?? v.price * c.quantity, gift_product_id: c.gift_id, owner_id: g?.owner_id ?? null, child_id: c.child_id,
      gift_registry_type: c.gift_registry_type, gift_registry_payment: c.gift_registry_payment, amount: c.amount, created_at: c.created_at,
    };
  };

  const voucher = (v: VoucherRec, userId: number | null) => ({
    id: v.id, code: v.code, name: v.name, description: v.description, type: v.type, value: v.value, max_discount: v.max_discount,
    min_purchase: v.min_purchase, is_claimable: v.is_claimable, is_claimed: userId !== null && s().voucherClaims.has(`${userId}:${v.id}`), expired_at: v.expired_at,
  });

  /** The buyer's own address, full (docs/api-contract.md `ShipToLabel`). */
  const ownAddress = (a: AddressRec) => ownAddressLabel(s(), a);

  /** The cash fund a fund gift's order pays into (decision 0404). */
  const fundOf = (o: OrderRec) => {
    const f = o.fund_gift ? s().funds.find((x) => x.id === o.fund_gift!.fund_id) : undefined;
    return f ? { id: f.id, name: f.name } : null;
  };

  /** An order as `viewerId` may see it: a registry order's address only as a label by the registry's level. */
  const order = (o: OrderRec, viewerId: number | null) => {
    const a = o.address_id !== null ? s().addresses.find((x) => x.id === o.address_id) : undefined;
    const owner = o.registry_owner_id !== null ? s().users.find((u) => u.id === o.registry_owner_id) : undefined;
    const reg = owner ? s().registries.find((r) => r.user_id === owner.id) : undefined;
    const ship = o.ship_to === 'buyer' ? (a ? ownAddressLabel(s(), a) : null)
      : o.ship_to === 'registry' && o.registry_owner_id !== null ? shipToLabel(s(), o.registry_owner_id, viewerId, a) : null;
    return {
      id: o.id, invoice: o.invoice, status: o.status, payment_method: o.payment_method,
      items: o.items.map((i) => {
        const p = s().products.find((x) => x.id === i.product_id)!;
        const v = s().variants.find((x) => x.sku_id === i.sku_id)!;
        return { id: i.id, product: product(p), variant: variant(v), quantity: i.quantity, price: i.price, subtotal: i.contribution ?? i.price * i.quantity, gift_product_id: i.gift_id, contribution: i.contribution };
      }),
      address: o.ship_to === 'buyer' && a ? address(a) : null,
      ship_to: ship,
      registry: owner && reg ? { username: owner.username, name: reg.name } : null,
      courier: o.courier, awb: o.awb, subtotal: o.subtotal, shipping_cost: o.shipping_cost, discount: o.discount, total: o.total,
      voucher_code: o.voucher_code, created_at: o.created_at, paid_at: o.paid_at,
      payment: o.payment ? { ...o.payment } : null,
      fund: fundOf(o),
    };
  };

  const reviewUser = (id: number) => {
    const u = s().users.find((x) => x.id === id);
    return { id, name: u?.name ?? 'Pengguna', photo_url: u?.photo_url ?? null };
  };
  const review = (r: ReviewRec, viewerId: number | null) => {
    const votes = s().helpful.get(r.id);
    return {
      id: r.id, product_id: r.product_id, user: reviewUser(r.user_id), star: r.star, review: r.review, is_publish: r.is_publish,
      images: r.image_urls.map((image_url) => ({ image_url })), user_helpfull: votes ? [...votes.values()].filter(Boolean).length : 0,
      is_helpfull: viewerId !== null && votes?.get(viewerId) === true, reply_count: s().comments.filter((c) => c.review_id === r.id).length,
      variant_name: r.variant_name, created_at: r.created_at,
    };
  };
  const comment = (c: CommentRec) => {
    const r = s().reviews.find((x) => x.id === c.review_id);
    const p = r ? s().products.find((x) => x.id === r.product_id) : undefined;
    const m = p ? s().merchants.find((x) => x.id === p.merchant_id) : undefined;
    const who = c.is_merchant ? { id: 0, name: m?.name ?? 'Penjual', photo_url: m ? merchantRef(m).image_url : null } : reviewUser(c.user_id);
    return { id: c.id, review_id: c.review_id, user: who, comment: c.comment, is_merchant: c.is_merchant, created_at: c.created_at };
  };
  const chat = (c: ChatRec) => ({ id: c.id, uuid: c.uuid, message: c.message, sender: c.sender, status: c.status, feedback: c.feedback, created_at: c.created_at });

  return { merchantRef, merchant, categoryRef, category, variant, product, productDetail, user, address, child, registry, gift, giftPrice, cartItem, voucher, ownAddress, order, review, comment, chat };
}

export type Presenters = ReturnType<typeof presenters>;
