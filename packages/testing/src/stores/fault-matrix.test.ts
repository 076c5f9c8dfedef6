// The fault matrix (issue 17 item 4): every action of a store that writes to the portal, under a 500, a 422, a
// timeout, a dropped connection and offline. Each case checks the three outcomes a shopper needs:
//   1. the message: the store holds the failure, and spec §8 (shownError) gives a text for it;
//   2. the previous state is back (an optimistic change undone, nothing half-applied) and what was typed is kept;
//   3. no double effect: tapping again once the network is back leaves the portal as one successful tap would.
// The list of actions is checked against the stores' source: a new public method must be put in the matrix or
// named below as one that writes nothing a shopper waits for. Run: cd packages/testing && npx vitest run src/stores/fault-matrix.test.ts
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toJS } from 'mobx';
import { canContributeTo, giftContributionBounds, PROOF_COURIERS, shownError, type DomainErrorDetail } from '@kado/domain';
import { effectPrint, FAULT_422_TEXT, FAULTS, faultWorld, type Fault, type FaultWorld } from '../kits/fault-kit';
import { CartStore, CheckoutStore, PaymentStore, VoucherStore, OrderDetailStore, SurveyChildStore, ChildrenStore, AddressStore, ProfileStore, AdviserStore, SurveyStore, AffiliateStore, RegistrationStore, SessionStore, ProductStore, FavoriteStore, ReviewStore, ReviewFormStore, RegistryOwnerStore, OwnerGiftsStore, PublicRegistryStore, GiverActionsStore, GiverHoldsStore, RegistryCatalogueStore, ExternalProductStore, GreetingsStore, CashFundsStore, OwnerFundsStore, RegistryCheckoutStore, SurpriseStore, ThankYouStore, ExternalProofStore } from '@kado/stores';

const OWNER = 'ibu.demo@kado.test';
const GIVER = 'baru@kado.test';
const AFFILIATOR = 'afiliator@kado.test';
/** The fake portal's fixed one-time code. */
const DEMO_OTP = '123456';
/** A 1x1 PNG, for the upload actions. */
const png = () => new Blob([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], { type: 'image/png' });

/** One action, ready to run in a prepared world. */
interface Case {
  /** Sends the action (what the button does). */
  act(): Promise<unknown>;
  /** The failure the screen shows for this action. */
  error(): DomainErrorDetail | null | undefined;
  /** What the screen shows that the action changes: must be as before after a failure. */
  view(): unknown;
  /** What the shopper typed or chose for the action: must be kept after a failure. */
  typed?(): unknown;
}

interface Row {
  /** 'Store.method' as in the source. */
  readonly action: string;
  /** Logs in first as this account (none: a visitor). */
  readonly as?: string;
  prepare(world: FaultWorld): Promise<Case>;
}

const snap = (value: unknown) => JSON.parse(JSON.stringify(toJS(value) ?? null)) as unknown;

async function productPage(w: FaultWorld) {
  const store = w.get(ProductStore);
  const inCart = new Set(w.portal.state.carts.map((c) => c.sku_id));
  const variant = w.portal.state.variants.find((v) => v.stock >= 20 && !inCart.has(v.sku_id))!;
  const product = w.portal.state.products.find((p) => p.id === variant.product_id)!;
  const merchant = w.portal.state.merchants.find((m) => m.id === product.merchant_id)!;
  expect(await store.ensureProduct(merchant.slug, product.slug)).toBe(true);
  store.selectVariant(String(variant.sku_id));
  store.setQuantity(2);
  return store;
}

async function ownerGifts(w: FaultWorld, pick: (s: OwnerGiftsStore) => string) {
  const owner = w.get(RegistryOwnerStore);
  const store = w.get(OwnerGiftsStore);
  await owner.load();
  await store.loadGifts();
  const id = pick(store);
  return { store, id, view: () => snap([store.gifts.find((g) => g.id === id), owner.registry]) };
}

async function giverPage(w: FaultWorld, pick: (s: PublicRegistryStore) => string | undefined) {
  const store = w.get(PublicRegistryStore);
  const giver = w.get(GiverActionsStore);
  const holds = w.get(GiverHoldsStore);
  await store.load('bunda-demo');
  const id = pick(store)!;
  expect(id).toBeDefined();
  return { store, giver, id, view: () => snap([store.gifts.find((g) => g.id === id), [...holds.mine], [...holds.inCart], [...holds.contributedTo]]) };
}

const freeGift = (s: PublicRegistryStore) => s.gifts.find((g) => !s.isTaken(g) && g.product !== null && g.externalProduct === null)?.id;

const MATRIX: readonly Row[] = [
  // Cart and checkout.
  { action: 'CartStore.add', as: OWNER, async prepare(w) {
    const s = w.get(CartStore); await s.load();
    const inCart = new Set(w.portal.state.carts.map((c) => c.sku_id));
    const v = w.portal.state.variants.find((x) => x.stock >= 20 && !inCart.has(x.sku_id))!;
    return { act: () => s.add({ productId: String(v.product_id), skuId: String(v.sku_id), quantity: 1 }), error: () => s.actionError, view: () => snap([s.items, s.selectedIds]) };
  } },
  { action: 'CartStore.buyAgain', as: OWNER, async prepare(w) {
    const s = w.get(CartStore); await s.load();
    // Order 5 of the seed: the demo buyer's delivered order.
    const orders = w.get(OrderDetailStore); expect(await orders.load('5')).toBe(true);
    const order = orders.order!;
    return { act: () => s.buyAgain(order), error: () => s.actionError, view: () => snap([s.items, s.selectedIds]) };
  } },
  { action: 'CartStore.setQuantity', as: OWNER, async prepare(w) {
    const s = w.get(CartStore); await s.load();
    const line = s.items[0]!;
    return { act: () => s.setQuantity(line.id, line.quantity + 1), error: () => s.actionError, view: () => snap([s.items, s.selectedIds]) };
  } },
  { action: 'CartStore.remove', as: OWNER, async prepare(w) {
    const s = w.get(CartStore); await s.load();
    const id = s.items[0]!.id;
    return { act: () => s.remove([id]), error: () => s.actionError, view: () => snap([s.items, s.selectedIds]) };
  } },
  { action: 'CheckoutStore.placeOrder', as: OWNER, async prepare(w) {
    const cart = w.get(CartStore); await cart.load(); cart.bookSelected();
    const s = w.get(CheckoutStore); s.readBooked(); await s.load();
    s.choosePaymentMethod('bca_va'); await s.loadQuote();
    return { act: () => s.placeOrder(), error: () => s.placing.error, view: () => snap([s.booked, s.chosenAddressId]), typed: () => snap([s.chosenMethod, s.voucher]) };
  } },
  { action: 'PaymentStore.cancel', as: OWNER, async prepare(w) {
    const order = w.portal.state.orders.find((o) => o.status === 'waiting_payment' && o.buyer_key === 'u:1')!;
    const s = w.get(PaymentStore); expect(await s.load(String(order.id))).toBe(true);
    return { act: () => s.cancel(), error: () => s.cancelError, view: () => snap(s.order) };
  } },
  { action: 'VoucherStore.claim', as: OWNER, async prepare(w) {
    const s = w.get(VoucherStore); await s.load();
    const v = s.vouchers.find((x) => !x.isClaimed)!;
    return { act: () => s.claim(v.id), error: () => s.claimError, view: () => snap(s.vouchers) };
  } },
  // Product page and favourites.
  { action: 'ProductStore.addToCart', as: OWNER, async prepare(w) {
    const s = await productPage(w);
    return { act: () => s.addToCart(), error: () => s.actionError, view: () => snap(s.isFavorite), typed: () => snap([s.selectedSkuId, s.quantity]) };
  } },
  { action: 'ProductStore.buyNow', as: OWNER, async prepare(w) {
    const s = await productPage(w);
    return { act: () => s.buyNow(), error: () => s.actionError, view: () => w.storage.getItem('carts'), typed: () => snap([s.selectedSkuId, s.quantity]) };
  } },
  { action: 'ProductStore.addToRegistry', as: OWNER, async prepare(w) {
    const s = await productPage(w);
    return { act: () => s.addToRegistry(), error: () => s.actionError, view: () => null, typed: () => snap([s.selectedSkuId, s.quantity]) };
  } },
  { action: 'ProductStore.toggleFavorite', as: OWNER, async prepare(w) {
    const s = await productPage(w);
    return { act: () => s.toggleFavorite(), error: () => s.actionError, view: () => s.isFavorite };
  } },
  { action: 'FavoriteStore.remove', as: OWNER, async prepare(w) {
    const s = w.get(FavoriteStore); await s.open();
    const id = s.list.items[0]!.id;
    return { act: () => s.remove(id), error: () => s.removeError, view: () => snap(s.list.items) };
  } },
  // Reviews.
  { action: 'ReviewStore.toggleHelpful', as: OWNER, async prepare(w) {
    const s = w.get(ReviewStore);
    const productId = String(w.portal.state.reviews.find((r) => r.user_id !== 1)!.product_id);
    await s.openProduct(productId);
    const id = s.reviews.items[0]!.id;
    return { act: () => s.toggleHelpful(id), error: () => s.voteError, view: () => snap(s.reviews.items) };
  } },
  { action: 'ReviewStore.postReply', as: OWNER, async prepare(w) {
    const s = w.get(ReviewStore);
    const productId = String(w.portal.state.reviews[0]!.product_id);
    await s.openProduct(productId);
    const id = s.reviews.items[0]!.id;
    await s.openReplies(id);
    return { act: () => s.postReply(id, 'Terima kasih infonya'), error: () => s.thread(id).error, view: () => snap([s.thread(id).list.items, s.reviews.items]) };
  } },
  { action: 'ReviewFormStore.submit', as: OWNER, async prepare(w) {
    const s = w.get(ReviewFormStore);
    const order = w.portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!;
    await s.openOrder(String(order.id));
    expect(s.productId).not.toBeNull();
    s.setStar(4); s.setReview('Bahannya lembut, anak suka'); s.setPublish(true);
    return { act: () => s.submit(), error: () => s.error, view: () => snap(s.chosen), typed: () => snap([s.productId, s.star, s.review, s.isPublish, s.photos]) };
  } },
  // Account: addresses, children, profile, sign-up contact, survey, adviser, affiliate.
  { action: 'AddressStore.saveDraft (new)', as: OWNER, async prepare(w) {
    const s = w.get(AddressStore); await s.load();
    const known = s.addresses[0]!;
    s.startNew();
    s.setField('addressLabel', 'Kantor'); s.setField('receiverName', 'Sari'); s.setField('receiverPhone', '081234567890');
    s.setField('address', 'Jl. Melati No. 5, RT 02 RW 03, dekat masjid'); s.setField('postalCode', known.postalCode);
    s.setDistrict(known.district!);
    return { act: () => s.saveDraft(), error: () => s.actionError, view: () => snap(s.addresses), typed: () => snap(s.draft) };
  } },
  { action: 'AddressStore.saveDraft (edit)', as: OWNER, async prepare(w) {
    const s = w.get(AddressStore); await s.load();
    await s.startEdit(s.addresses[0]!.id);
    s.setField('addressLabel', 'Rumah Mama');
    return { act: () => s.saveDraft(), error: () => s.actionError, view: () => snap(s.addresses), typed: () => snap(s.draft) };
  } },
  { action: 'AddressStore.setPrimary', as: OWNER, async prepare(w) {
    const s = w.get(AddressStore); await s.load();
    const id = s.addresses.find((a) => !a.primary)!.id;
    return { act: () => s.setPrimary(id), error: () => s.actionError, view: () => snap(s.addresses) };
  } },
  { action: 'AddressStore.remove', as: OWNER, async prepare(w) {
    const s = w.get(AddressStore); await s.load();
    const id = s.addresses.find((a) => !a.primary)!.id;
    return { act: () => s.remove(id), error: () => s.actionError, view: () => snap(s.addresses) };
  } },
  { action: 'ChildrenStore.create', as: OWNER, async prepare(w) {
    const s = w.get(ChildrenStore); await s.load();
    const input = { name: 'Bima', gender: 'male', birthDate: '2025-01-02', isDefault: false } as const;
    return { act: () => s.create(input as never), error: () => s.actionError, view: () => snap(s.children) };
  } },
  { action: 'ChildrenStore.update', as: OWNER, async prepare(w) {
    const s = w.get(ChildrenStore); await s.load();
    const c = s.children[0]!;
    return { act: () => s.update(c.id, { name: `${c.name} Kecil`, gender: c.gender, birthDate: c.birthDate, isDefault: c.isDefault } as never), error: () => s.actionError, view: () => snap(s.children) };
  } },
  { action: 'ChildrenStore.remove', as: OWNER, async prepare(w) {
    const s = w.get(ChildrenStore); await s.load();
    const id = s.children[s.children.length - 1]!.id;
    return { act: () => s.remove(id), error: () => s.actionError, view: () => snap(s.children) };
  } },
  { action: 'ChildrenStore.setDefault', as: OWNER, async prepare(w) {
    const s = w.get(ChildrenStore); await s.load();
    const id = s.children.find((c) => !c.isDefault)!.id;
    return { act: () => s.setDefault(id), error: () => s.actionError, view: () => snap(s.children) };
  } },
  { action: 'ProfileStore.updateProfile', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore); const session = w.get(SessionStore);
    const input = { name: 'Sari W.', username: session.user!.username };
    return { act: () => s.updateProfile(input), error: () => s.error, view: () => snap(session.user) };
  } },
  { action: 'ProfileStore.changePassword', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore);
    return { act: () => s.changePassword({ currentPassword: 'Rahasia123!', password: 'Rahasia456!', passwordConfirmation: 'Rahasia456!' }), error: () => s.error, view: () => s.lastChange };
  } },
  { action: 'RegistrationStore.saveContact', as: GIVER, async prepare(w) {
    const s = w.get(RegistrationStore); const session = w.get(SessionStore);
    return { act: () => s.saveContact({ phone: '081299990000' }), error: () => s.error, view: () => snap(session.user) };
  } },
  { action: 'AdviserStore.send', as: OWNER, async prepare(w) {
    const s = w.get(AdviserStore); await s.load();
    s.setDraft('Kapan bayi boleh makan MPASI?');
    return { act: () => s.send(), error: () => s.sendError, view: () => snap(s.messages), typed: () => s.draft };
  } },
  // Registry, the owner's side.
  { action: 'RegistryOwnerStore.saveProfile', as: OWNER, async prepare(w) {
    const s = w.get(RegistryOwnerStore); await s.load();
    return { act: () => s.saveProfile({ name: 'Registry Sari', description: 'Untuk si kecil' }), error: () => s.saveError, view: () => snap(s.registry) };
  } },
  { action: 'RegistryOwnerStore.setPublic', as: OWNER, async prepare(w) {
    const s = w.get(RegistryOwnerStore); await s.load();
    return { act: () => s.setPublic(!s.registry!.isPublic), error: () => s.saveError, view: () => snap(s.registry) };
  } },
  { action: 'RegistryOwnerStore.setAddressVisible', as: OWNER, async prepare(w) {
    const s = w.get(RegistryOwnerStore); await s.load();
    return { act: () => s.setAddressVisible(false), error: () => s.saveError, view: () => snap(s.registry) };
  } },
  { action: 'OwnerGiftsStore.markPurchased', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => o.badgeOf(g) !== 'Dibeli' && g.product !== null)!.id);
    return { act: () => s.markPurchased(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.cancelReservation', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => g.reservedBy !== null)!.id);
    return { act: () => s.cancelReservation(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.hide', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => !g.isPrivate)!.id);
    return { act: () => s.hide(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.remove', as: OWNER, async prepare(w) {
    const { store: s, id } = await ownerGifts(w, (o) => o.gifts[o.gifts.length - 1]!.id);
    return { act: () => s.remove(id), error: () => s.actionError, view: () => snap(s.gifts) };
  } },
  { action: 'RegistryCatalogueStore.addToRegistry', as: OWNER, async prepare(w) {
    const s = w.get(RegistryCatalogueStore); await s.loadProducts({});
    await w.get(RegistryOwnerStore).load(); const owner = w.get(OwnerGiftsStore); await owner.loadGifts();
    const inRegistry = new Set(owner.gifts.map((g) => g.product?.id));
    const product = s.products.find((p) => !inRegistry.has(p.id))!;
    return { act: () => s.addToRegistry(product, '/registry/list-product'), error: () => s.addError, view: () => snap([[...s.addedSkus], [...s.addedProducts]]) };
  } },
  { action: 'ExternalProductStore.save', as: OWNER, async prepare(w) {
    const s = w.get(ExternalProductStore); s.startAdd();
    s.setField('url', 'https://tokobayi.example/selimut'); await s.crawl();
    s.setField('name', 'Selimut bayi'); s.setField('price', 'Rp 89.000');
    return { act: () => s.save(), error: () => s.error, view: () => snap(s.saved), typed: () => snap(s.draft) };
  } },
  { action: 'ExternalProductStore.uploadImage', as: OWNER, async prepare(w) {
    const s = w.get(ExternalProductStore); s.startAdd(); s.enterManually();
    s.setField('name', 'Selimut bayi');
    return { act: () => s.uploadImage(png()), error: () => s.uploadError, view: () => s.draft.imageUrl, typed: () => snap(s.draft) };
  } },
  // Registry, the giver's side.
  { action: 'GiverActionsStore.reserve', as: GIVER, async prepare(w) {
    const { giver: s, id, view } = await giverPage(w, freeGift);
    return { act: () => s.reserve(id), error: () => s.actionError, view };
  } },
  { action: 'GiverActionsStore.addToCart', as: GIVER, async prepare(w) {
    const { giver: s, id, view } = await giverPage(w, freeGift);
    return { act: () => s.addToCart(id, '/registry/bunda-demo'), error: () => s.actionError, view };
  } },
  { action: 'GiverActionsStore.contribute', as: GIVER, async prepare(w) {
    const { store: page, giver: s, id, view } = await giverPage(w, (p) => p.gifts.find((g) => canContributeTo(g))?.id);
    const gift = page.gifts.find((g) => g.id === id)!;
    const amount = giftContributionBounds(gift).min;
    return { act: () => s.contribute(id, amount, '/registry/bunda-demo'), error: () => s.actionError, view };
  } },
  { action: 'GreetingsStore.send', async prepare(w) {
    const s = w.get(GreetingsStore);
    return { act: () => s.send('bunda-demo', { name: 'Tante Mira', message: 'Selamat ya!' }), error: () => s.sendError, view: () => snap(s.greetings) };
  } },
  // Cash funds (decision 0404): a giver's gift (an order with the gateway's instruction), the owner's fund edits.
  { action: 'CashFundsStore.give', as: GIVER, async prepare(w) {
    const s = w.get(CashFundsStore); await s.load('bunda-demo');
    const form = { amount: 25_000, name: 'Tante Mira', message: 'Selamat ya!', paymentMethod: 'bca_va' };
    return { act: () => s.give(s.funds[0]!, form), error: () => s.giveError, view: () => snap(s.funds), typed: () => snap(form) };
  } },
  { action: 'OwnerFundsStore.save', as: OWNER, async prepare(w) {
    const s = w.get(OwnerFundsStore); await s.load();
    const form = { name: 'Biaya aqiqah', goalAmount: 3_000_000, story: 'Syukuran si kecil', allowOverGoal: false };
    return { act: () => s.save(form), error: () => s.saveError, view: () => snap(s.funds), typed: () => snap(form) };
  } },
  { action: 'OwnerFundsStore.remove', as: OWNER, async prepare(w) {
    const s = w.get(OwnerFundsStore); await s.load();
    await s.save({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: '', allowOverGoal: false });
    const id = s.funds.find((f) => f.name === 'Biaya aqiqah')!.id;
    return { act: () => s.remove(id), error: () => s.removeError, view: () => snap(s.funds) };
  } },
  // Signing in.
  { action: 'SessionStore.login', async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.login({ email: OWNER, password: 'Rahasia123!' }), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.register', async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.register({ name: 'Sari Baru', email: 'sari.baru@kado.test', phone: '081234567899', password: 'Rahasia123!' }), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.registerGuest', async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.registerGuest({ name: 'Tante Mira', phone: '081234500001' } as never), error: () => s.error, view: () => snap(s.user) };
  } },
  // Second batch: the rest of the owner's and the giver's registry actions, account media, sign-in steps.
  { action: 'RegistryOwnerStore.setAddressDetailVisible', as: OWNER, async prepare(w) {
    const s = w.get(RegistryOwnerStore); await s.load();
    return { act: () => s.setAddressDetailVisible(true), error: () => s.saveError, view: () => snap(s.registry) };
  } },
  { action: 'RegistryOwnerStore.changeUsername', as: GIVER, async prepare(w) {
    const s = w.get(RegistryOwnerStore); await s.load();
    return { act: () => s.changeUsername('rina-kado'), error: () => s.usernameError, view: () => snap([s.registry, w.get(SessionStore).user]) };
  } },
  { action: 'OwnerGiftsStore.markNotPurchased', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => o.badgeOf(g) === 'Dibeli')!.id);
    return { act: () => s.markNotPurchased(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.markUndelivered', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => o.badgeOf(g) === 'Selesai' || o.badgeOf(g) === 'Dikirim' || o.badgeOf(g) === 'Dibeli')!.id);
    return { act: () => s.markUndelivered(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.show', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => g.isPrivate)!.id);
    return { act: () => s.show(id), error: () => s.actionError, view };
  } },
  { action: 'OwnerGiftsStore.edit', as: OWNER, async prepare(w) {
    const { store: s, id, view } = await ownerGifts(w, (o) => o.gifts.find((g) => g.product !== null && o.badgeOf(g) === null)!.id);
    const gift = s.gifts.find((g) => g.id === id)!;
    return { act: () => s.edit(id, { quantity: gift.quantity + 1 } as never), error: () => s.actionError, view };
  } },
  { action: 'GiverActionsStore.cancel', as: GIVER, async prepare(w) {
    const first = await giverPage(w, freeGift);
    expect(await first.giver.reserve(first.id)).toBe(true);
    return { act: () => first.giver.cancel(first.id), error: () => first.giver.actionError, view: first.view };
  } },
  { action: 'GiverActionsStore.markExternalBought', as: GIVER, async prepare(w) {
    const { giver: s, id, view } = await giverPage(w, (p) => p.gifts.find((g) => g.externalProduct !== null && !p.isTaken(g))?.id);
    return { act: () => s.markExternalBought(id), error: () => s.actionError, view };
  } },
  // After the gift (issue 16): surprise mode, the thank-you mark, the resi of an outside purchase.
  { action: 'SurpriseStore.save', as: OWNER, async prepare(w) {
    const s = w.get(SurpriseStore); await s.load();
    const settings = { enabled: true, hideTaken: false, revealOn: null, dueDate: s.state!.settings.dueDate };
    return { act: () => s.save(settings), error: () => s.saveError, view: () => snap(s.state), typed: () => snap(settings) };
  } },
  { action: 'ThankYouStore.setThanked', as: OWNER, async prepare(w) {
    const s = w.get(ThankYouStore); await s.load();
    const giver = s.list!.givers.find((g) => !g.isThanked)!;
    expect(giver).toBeDefined();
    return { act: () => s.setThanked(giver.id, true), error: () => s.markError, view: () => snap(s.list) };
  } },
  { action: 'ExternalProofStore.submit', as: GIVER, async prepare(w) {
    const first = await giverPage(w, (p) => p.gifts.find((g) => g.externalProduct !== null && !p.isTaken(g))?.id);
    expect(await first.giver.markExternalBought(first.id)).toBe(true);
    const s = w.get(ExternalProofStore);
    const input = { courier: PROOF_COURIERS[0]!.code, awb: 'JP1234567890' };
    return { act: () => s.submit(first.id, input), error: () => s.submitError, view: () => snap(s.saved), typed: () => snap(input) };
  } },
  { action: 'GiverActionsStore.identify', async prepare(w) {
    await w.get(PublicRegistryStore).load('bunda-demo'); const s = w.get(GiverActionsStore);
    return { act: () => s.identify({ name: 'Tante Mira', phone: '081234500001' } as never), error: () => s.actionError, view: () => snap(w.get(SessionStore).user) };
  } },
  { action: 'GiverActionsStore.revealContribution', as: 'lama@kado.test', async prepare(w) {
    const first = await giverPage(w, (p) => p.gifts.find((g) => canContributeTo(g))?.id);
    expect(await first.giver.contribute(first.id, 50_000, '/registry/bunda-demo')).toBe(true);
    // Paying the cart turns the line into a contribution (done behind the API, as in public-registry.store.test).
    const user = w.portal.state.users.find((u) => u.email === 'lama@kado.test')!;
    w.portal.state.contributions.push({
      id: 9_001, gift_id: Number(first.id), user_id: user.id, guest_id: null, name: user.name, amount: 50_000,
      is_revealed: false, created_at: '2026-11-01T00:00:00.000Z',
    });
    await first.store.load('bunda-demo'); await first.store.loadMoreGifts();
    return { act: () => first.giver.revealContribution(first.id), error: () => first.giver.actionError, view: first.view };
  } },
  { action: 'RegistryCheckoutStore.remove', as: GIVER, async prepare(w) {
    const first = await giverPage(w, freeGift);
    expect(await first.giver.addToCart(first.id, '/registry/bunda-demo')).toBe(true);
    const s = w.get(RegistryCheckoutStore); await s.load();
    const id = s.items[0]!.id;
    return { act: () => s.remove(id), error: () => s.actionError, view: () => snap(s.items) };
  } },
  { action: 'CheckoutStore.applyVoucher', as: OWNER, async prepare(w) {
    const cart = w.get(CartStore); await cart.load(); cart.bookSelected();
    const s = w.get(CheckoutStore); s.readBooked(); await s.load();
    return { act: () => s.applyVoucher({ code: 'MPASI10' }), error: () => s.voucherCheck.error, view: () => snap(s.voucher) };
  } },
  { action: 'AdviserStore.sendFeedback', as: OWNER, async prepare(w) {
    const s = w.get(AdviserStore); await s.load();
    const answer = s.messages.find((m) => m.sender === 'adviser') ?? s.messages[s.messages.length - 1]!;
    return { act: () => s.sendFeedback(answer.id, { type: 'like' } as never), error: () => s.feedbackError, view: () => snap(s.messages) };
  } },
  { action: 'AdviserStore.askAgain', as: OWNER, async prepare(w) {
    const s = w.get(AdviserStore); await s.load();
    const answer = s.messages.find((m) => m.sender === 'adviser') ?? s.messages[s.messages.length - 1]!;
    return { act: () => s.askAgain(answer.id), error: () => s.replyError, view: () => snap(s.messages) };
  } },
  { action: 'AffiliateStore.createLink', as: AFFILIATOR, async prepare(w) {
    const s = w.get(AffiliateStore); await s.loadProducts();
    const slug = s.products[0]!.slug;
    return { act: () => s.createLink(slug), error: () => s.linkError, view: () => snap(s.links) };
  } },
  { action: 'ProductStore.affiliateLink', as: AFFILIATOR, async prepare(w) {
    const s = await productPage(w);
    return { act: () => s.affiliateLink(), error: () => s.actionError, view: () => null };
  } },
  { action: 'ProfileStore.uploadPhoto', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore);
    return { act: () => s.uploadPhoto(png()), error: () => s.error, view: () => snap(w.get(SessionStore).user) };
  } },
  { action: 'ProfileStore.deletePhoto', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore);
    return { act: () => s.deletePhoto(), error: () => s.error, view: () => snap(w.get(SessionStore).user) };
  } },
  { action: 'ProfileStore.uploadBackground', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore); await s.loadExtras();
    return { act: () => s.uploadBackground(png()), error: () => s.error, view: () => s.backgroundUrl };
  } },
  { action: 'ProfileStore.deleteBackground', as: OWNER, async prepare(w) {
    const s = w.get(ProfileStore); await s.loadExtras();
    return { act: () => s.deleteBackground(), error: () => s.error, view: () => s.backgroundUrl };
  } },
  { action: 'ReviewFormStore.addPhoto', as: OWNER, async prepare(w) {
    const s = w.get(ReviewFormStore);
    const order = w.portal.state.orders.find((o) => o.buyer_key === 'u:1' && o.status === 'delivered')!;
    await s.openOrder(String(order.id));
    s.setStar(5); s.setReview('Lembut sekali');
    return { act: () => s.addPhoto(png()), error: () => s.error, view: () => snap(s.photos), typed: () => snap([s.star, s.review]) };
  } },
  { action: 'SurveyChildStore.create', as: OWNER, async prepare(w) {
    const s = w.get(SurveyChildStore);
    s.setDueDate('2027-02-06');
    return { act: () => s.create({ isPregnant: true, hasChild: false, childName: null }, 'Adik Bayi'), error: () => s.error, view: () => snap(s.created), typed: () => s.dueDate };
  } },
  { action: 'SurveyStore.saveAnswers', as: OWNER, async prepare(w) {
    const s = w.get(SurveyStore); await s.load();
    return { act: () => s.saveAnswers(), error: () => s.saveError, view: () => s.hasFilled, typed: () => snap(s.answers) };
  } },
  { action: 'SessionStore.verifyOtp', as: GIVER, async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.verifyOtp('email', DEMO_OTP), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.resendOtp', as: GIVER, async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.resendOtp('email'), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.forgotPassword', async prepare(w) {
    const s = w.get(SessionStore);
    return { act: () => s.forgotPassword(OWNER), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.verifyResetOtp', async prepare(w) {
    const s = w.get(SessionStore); expect(await s.forgotPassword(OWNER)).toBe(true);
    return { act: () => s.verifyResetOtp(OWNER, DEMO_OTP), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.resetPassword', async prepare(w) {
    const s = w.get(SessionStore); expect(await s.forgotPassword(OWNER)).toBe(true);
    return { act: () => s.resetPassword(OWNER, DEMO_OTP, 'Rahasia789!'), error: () => s.error, view: () => snap(s.user) };
  } },
  { action: 'SessionStore.loginWithGoogle', async prepare(w) {
    const s = w.get(SessionStore); const credential = await w.portal.mintGoogleCredential(OWNER);
    return { act: () => s.loginWithGoogle(credential), error: () => s.error, view: () => snap(s.user) };
  } },
];

/** What happened to one action under one fault; the table the test prints and docs/reliability-faults.md quotes. */
interface Outcome { action: string; fault: Fault; problems: string[] }

/** The print of the portal after one clean run of an action, by action. */
const reference = new Map<string, Promise<{ print: string; view: string }>>();

async function world(row: Row) {
  const w = faultWorld();
  if (row.as) await w.login(row.as);
  const c = await row.prepare(w);
  return { w, c };
}

async function runCase(row: Row, fault: Fault): Promise<Outcome> {
  const problems: string[] = [];
  if (!reference.has(row.action)) {
    reference.set(row.action, (async () => {
      const clean = await world(row);
      await clean.c.act();
      return { print: effectPrint(clean.w.portal), view: JSON.stringify(clean.c.view()) };
    })());
  }
  const ref = await reference.get(row.action)!;
  const { w, c } = await world(row);
  const view = c.view();
  const typed = c.typed?.();
  w.arm(fault);
  const answer = await c.act();
  if (w.armed !== null) problems.push('sent no writing call');
  if (answer === true) problems.push('answered success');
  const error = c.error();
  if (!error) problems.push('no message');
  else {
    if (error.kind !== FAULTS[fault]) problems.push(`message kind ${error.kind}, expected ${FAULTS[fault]}`);
    const shown = shownError(error);
    if (fault === 'http-422' && !(shown.kind === 'message' && shown.text === FAULT_422_TEXT)) problems.push('422 field error not shown');
  }
  // After an unknown outcome (the portal may have written) the screen may also show what the portal now holds.
  const shown = JSON.stringify(c.view());
  const mayHaveWritten = fault === 'timeout' || fault === 'dropped';
  if (shown !== JSON.stringify(view) && !(mayHaveWritten && shown === ref.view)) problems.push('state not restored');
  if (c.typed && JSON.stringify(c.typed()) !== JSON.stringify(typed)) problems.push('typed input lost');
  // The shopper taps again with the network back.
  await c.act();
  const print = effectPrint(w.portal);
  const expected = ref.print;
  if (print !== expected) {
    const a = JSON.parse(print) as Record<string, unknown>;
    const b = JSON.parse(expected) as Record<string, unknown>;
    const tables = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    problems.push(`retry gave a different (double) effect in ${tables.join(', ')}`);
  }
  return { action: row.action, fault, problems };
}

// Concurrent: the cases wait on timers mostly, and each has its own portal and stores.
describe.concurrent('fault matrix: every writing action x 500, 422, timeout, dropped, offline', () => {
  const outcomes: Outcome[] = [];
  for (const row of MATRIX) {
    for (const fault of Object.keys(FAULTS) as Fault[]) {
      it(`${row.action} under ${fault}: message, state restored, input kept, one effect on retry`, async () => {
        const outcome = await runCase(row, fault);
        outcomes.push(outcome);
        expect(outcome.problems).toEqual([]);
        // A timeout case waits the adapters' 3 s timeout, once or twice; the cases run concurrently, so a loaded host
        // needs more than vitest's 5 s default.
      }, 20_000);
    }
  }
  afterAll(() => {
    const failed = outcomes.filter((o) => o.problems.length > 0);
    console.log(`fault matrix: ${MATRIX.length} actions x ${Object.keys(FAULTS).length} faults = ${outcomes.length} cases, ${failed.length} failures`);
    for (const f of failed) console.log(`  ${f.action} / ${f.fault}: ${f.problems.join('; ')}`);
  });
});

/** The stores' source folder (the folder of @kado/stores's index). */
const STORES_SRC = dirname(createRequire(import.meta.url).resolve('@kado/stores'));

/** Public methods of the stores, read from their source: 'Class.method'. */
function publicMethods(): string[] {
  const found: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'testing' ? [] : walk(join(dir, e.name))) : [join(dir, e.name)]));
  for (const file of walk(STORES_SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const block of source.split(/^export class /m).slice(1)) {
      const name = /^(\w+)/.exec(block)![1]!;
      for (const m of block.matchAll(/^ {2}(?:async )?([a-z]\w*)\(/gm)) if (m[1] !== 'constructor') found.push(`${name}.${m[1]}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('the fault matrix covers every writing action of the stores', () => {
  it('every public store method is in the matrix or named as one that writes nothing a shopper waits for', () => {
    const inMatrix = new Set(MATRIX.map((r) => r.action.replace(/ \(.*\)$/, '')));
    const missing = publicMethods().filter((m) => !inMatrix.has(m) && !NOT_IN_MATRIX.has(m));
    expect(missing).toEqual([]);
  });

  it('names only methods that exist (a renamed action cannot stay in the list unnoticed)', () => {
    const known = new Set(publicMethods());
    const named = [...MATRIX.map((r) => r.action.replace(/ \(.*\)$/, '')), ...NOT_IN_MATRIX];
    expect(named.filter((m) => !known.has(m))).toEqual([]);
  });
});

/** Public methods that send no writing call a shopper waits for: reads, local changes, getters with arguments. */
const READS_AND_LOCAL = [
  'AddressStore.byId', 'AddressStore.clearActionError', 'AddressStore.discardDraft', 'AddressStore.load',
  'AddressStore.pinpointOf', 'AddressStore.searchDistricts', 'AddressStore.setDistrict', 'AddressStore.setField',
  'AddressStore.setPinpoint', 'AddressStore.setPrimaryFlag', 'AddressStore.startEdit', 'AddressStore.startNew',
  'AddressPromptStore.close', 'AddressPromptStore.show', 'AppLifecycle.pathChanged', 'AppLifecycle.stop',
  'AdviserStore.clearSendError', 'AdviserStore.ensureHistory', 'AdviserStore.load', 'AdviserStore.setDraft', 'AffiliateStore.loadCommission',
  'AffiliateStore.loadProducts', 'AffiliateStore.setDays', 'ArticleStore.loadArticle', 'ArticleStore.ensureArticle',
  'ArticleStore.loadFirst', 'CartStore.book', 'CartStore.bookSelected',
  'CartStore.clearActionError', 'OrderGiftStore.ensureFor', 'OrderGiftStore.progressOf', 'CartStore.load', 'CartStore.selectAll', 'CartStore.toggle',
  'CategoryStore.loadTree', 'CategoryStore.open', 'CheckoutStore.chooseAddress', 'CheckoutStore.choosePaymentMethod',
  'CheckoutStore.load', 'CheckoutStore.loadAddresses', 'CheckoutStore.loadMethods', 'CheckoutStore.loadQuote',
  'CheckoutStore.readBooked', 'CheckoutStore.removeVoucher', 'ChildrenStore.birthKind', 'ChildrenStore.byId', 'ChildrenStore.clearActionError',
  'ChildrenStore.load', 'ChildrenStore.whenLoaded', 'CollectionStore.loadCollections', 'CollectionStore.openBanner',
  'CollectionStore.openCollection', 'CollectionStore.openPromo', 'ConnectivityStore.setOnline',
  'ExternalProductStore.enterManually', 'ExternalProductStore.setField', 'ExternalProductStore.startAdd',
  'ExternalProductStore.startEdit', 'ExternalProductStore.validate', 'FaqStore.loadIndex',
  'FaqStore.loadQuestion', 'FaqStore.ensureQuestion', 'FaqStore.search', 'FavoriteStore.open',
  'FavoriteStore.openProduct', 'GreetingsStore.forGift', 'GreetingsStore.load', 'GreetingsStore.loadMore',
  'HomeStore.load', 'HomeStore.loadLastSeen',
  'MerchantStore.open', 'MerchantStore.openBrands', 'MerchantStore.openMerchants', 'MerchantStore.restoreBrands',
  'MiniPointStore.loadBalance', 'NotificationStore.load', 'OrderDetailStore.load', 'OrderDetailStore.loadTracking',
  'OrderDetailStore.loadWithTracking', 'PaymentStore.load', 'PaymentStore.show', 'PaymentStore.checkStatus', 'PaymentStore.watch',
  'PreferencesStore.ensureLocaleCookie', 'ProductSearchStore.search', 'ProductStore.clearActionError',
  'ProductStore.ensureProduct', 'ProductStore.retry', 'ProductStore.selectVariant',
  'ProductStore.setQuantity', 'ProfileStore.clearError', 'ProfileStore.loadExtras', 'PublicRegistryStore.badgeOf',
  'PublicRegistryStore.isTaken', 'PublicRegistryStore.load',
  'PublicRegistryStore.loadGift', 'PublicRegistryStore.loadMoreGifts',
  'PublicRegistryStore.unitsNeeded', 'RegistrationStore.clearError',
  'RegistryCatalogueStore.clearAddError', 'RegistryCatalogueStore.isAdded', 'RegistryCatalogueStore.isAdding',
  'RegistryCatalogueStore.isChecking', 'RegistryCatalogueStore.isProductAdded', 'RegistryCatalogueStore.wasAddedHere', 'RegistryCatalogueStore.isPartlyInRegistry',
  'RegistryChecklistStore.loadCategories', 'RegistryChecklistStore.loadCategory',
  'RegistryChecklistStore.loadCollection', 'RegistryChecklistStore.loadCollections',
  'RegistryCatalogueStore.loadMore', 'RegistryCatalogueStore.loadProduct', 'RegistryCatalogueStore.loadProducts',
  'RegistryCheckoutStore.book', 'RegistryCheckoutStore.load', 'OwnerGiftsStore.badgeOf',
  'OwnerGiftsStore.clearActionError', 'RegistryOwnerStore.clearUsernameError', 'OwnerGiftsStore.isPending',
  'RegistryOwnerStore.load', 'OwnerGiftsStore.loadGift', 'OwnerGiftsStore.loadGifts',
  'OwnerGiftsStore.loadMoreGifts', 'OwnerGiftsStore.open', 'OwnerGiftsStore.upsertGift',
  'RegistryShareStore.close', 'RegistryShareStore.linkFor', 'RegistryShareStore.requestShare',
  'ReviewFormStore.choose', 'ReviewFormStore.loadOwn', 'ReviewFormStore.openOrder', 'ReviewFormStore.pick', 'ReviewFormStore.readOrder', 'ReviewFormStore.removePhoto',
  'ReviewFormStore.setPublish', 'ReviewFormStore.setReview', 'ReviewFormStore.setStar', 'ReviewStore.clearVoteError',
  'ReviewStore.detailThread', 'ReviewStore.openBySlug', 'ReviewStore.openReview', 'ReviewStore.openMine', 'ReviewStore.openProduct',
  'ReviewStore.openReplies', 'ReviewStore.openTransactions', 'ReviewStore.setStar', 'ReviewStore.thread',
  'SearchStore.clear', 'SearchStore.loadLastSeen', 'SearchStore.searchNow', 'SearchStore.setKeyword',
  'SessionStore.clearError', 'SessionStore.clearNotice',
  'SessionStore.expectsAccessToken', 'SessionStore.setUser', 'SessionStore.signedIn', 'SurveyStore.answer', 'SurveyStore.back', 'SurveyChildStore.setDueDate',
  'SurveyStore.load', 'SurveyStore.loadCategories', 'SurveyStore.next', 'SurveyStore.restart', 'SurveyStore.toggle',
  'VoucherStore.load', 'VoucherStore.loadDetail',
  // Issue 16: reads and local state of the live page, surprise mode, the thank-you list and outside parcels.
  'ExternalProofStore.parcel', 'ExternalProofStore.track', 'PublicRegistryStore.applyGiftPage',
  'PublicRegistryStore.rereadGifts', 'PublicRegistryStore.rereadList', 'PublicRegistryStore.rereadRegistry',
  'QueuedReservationsStore.dismiss', 'QueuedReservationsStore.isQueued', 'QueuedReservationsStore.queuedFor',
  'RegistryLiveStore.start', 'RegistryLiveStore.stop', 'OwnerGiftsStore.applyGiftPage', 'OwnerGiftsStore.rereadGifts',
  'OwnerGiftsStore.rereadList', 'OwnerGiftsStore.rereadRegistry', 'SurpriseStore.load', 'SurpriseStore.loadFor',
  'SurpriseStore.revealWaitsUntil', 'ThankYouStore.load',
  // Issue 14: the async kit's reads and local changes (each store action built on it is named above or in the matrix).
  'Query.cancel', 'Query.ensure', 'Query.fetch', 'Query.invalidate', 'Query.is', 'Query.isFresh', 'Query.refresh',
  'Query.reset', 'Query.setData', 'Query.put', 'Query.revisit', 'PagedItems.append', 'PagedQuery.clear', 'PagedQuery.loadMore', 'PagedItems.prepend',
  'PagedQuery.reload', 'PagedItems.remove', 'PagedQuery.reset', 'PagedItems.restore', 'PagedQuery.retry', 'PagedItems.setItems',
  'PagedItems.snapshot', 'PagedItems.update', 'PagedQuery.refetchLoaded', 'PagedItems.replacePage', 'PagedQuery.ensureFirstPage', 'Mutation.clearError', 'Mutation.isPending',
  // Issue 14: the giver's page split into the page, her holds and her actions.
  'GiverActionsStore.clearActionError', 'GiverActionsStore.isPending', 'GiverActionsStore.options', 'GiverActionsStore.saveBookedCart',
  'GiverHoldsStore.forget', 'GiverHoldsStore.giverState', 'GiverHoldsStore.isMine', 'GiverHoldsStore.load',
  'GiverHoldsStore.putInCart', 'GiverHoldsStore.reload', 'GiverHoldsStore.remember', 'GiverHoldsStore.rememberContribution', 'GiverHoldsStore.rememberNamed',
  'PublicRegistryStore.giftById', 'PublicRegistryStore.place',
  // Issue 31 (decision 0530): the address read again for the giver who now holds an outside-shop gift; a failure keeps the one shown.
  'PublicRegistryStore.rereadAddress',
  // The checkout attempt's Idempotency-Key, kept in memory (decision 0213); CheckoutStore.placeOrder is in the matrix.
  'OrderAttempt.end', 'OrderAttempt.keyed',
  // The map points of saved addresses, in local storage only (decision 0161).
  'AddressPinpoints.forget', 'AddressPinpoints.of', 'AddressPinpoints.write',
  // Issue 14 item 3 (decisions 0370, 0371): the account, order and checkout pages' reads, asked for by their routes' loaders.
  'AddressStore.ensureAddresses', 'AddressFormVisit.open', 'AddressFormVisit.handBack', 'AffiliateStore.ensureReport',
  'CartStore.ensureCart', 'CheckoutStore.ensure', 'ChildrenStore.ensureChildren', 'OrderDetailStore.ensureOrder',
  'PaymentStore.ensurePayment', 'ProfileStore.ensureExtras', 'SurveyStore.ensureSurvey', 'VoucherStore.ensureList', 'JoinedRead.run',
  // The registry owner's pages' reads, asked for by their routes' loaders (issue 14 item 3).
  // Cash funds (decision 0404): reads, the domain's checks, local state.
  'CashFundsStore.boundsOf', 'CashFundsStore.check', 'CashFundsStore.clearGiveError', 'CashFundsStore.load', 'CashFundsStore.loadMethods',
  'CashFundsStore.methods', 'CashFundsStore.progressOf', 'CashFundsStore.refresh', 'OwnerFundsStore.check', 'OwnerFundsStore.clearErrors',
  'OwnerFundsStore.load', 'OwnerFundsStore.progressOf',
  'OwnerGiftsStore.loadAllGifts', 'RegistryChecklistStore.ensureCategories', 'RegistryChecklistStore.ensureCollections', 'RegistryOwnerStore.ensure',
];

/** Writing or boot-time calls outside the matrix, each with its reason (docs/reliability-faults.md). */
const OUTSIDE_THE_MATRIX: Readonly<Record<string, string>> = {
  'SessionStore.logout': "ends the session on this device whatever the portal answers (the cookies go first)",
  'SessionStore.renewAccessToken': "the session's own token refresh, run by the http client, never by a button",
  'SessionStore.restore': "boot: reads the user; a failure is retried by the shell (restoreStatus)",
  'StoredSessionCheck.restore': "SessionStore.restore's check of the stored session (boot), through SessionStore",
  'StoredSessionCheck.resume': "SessionStore.resume's check again after the tab wakes, through SessionStore",
  'StoredSessionCheck.answered': "waits for the check in flight (SessionStore.signedIn); sends nothing",
  'StoredSessionCheck.settle': "marks the stored session known; sends nothing",
  'AppLifecycle.start': "boot: the composition root starts it once; it restores the session and reads counters (no button waits)",
  'SessionStore.resume': "boot: reads the user again after the tab wakes",
  'SessionStore.refetchUser': "reads the user",
  'RegistryOwnerStore.recordCopyLink': "background record of a copied link (POST v2/gifts/set-copy-link); a failure never blocks the copy and nothing is shown",
  'RegistryShareStore.recordCopy': "background record of a copied link; a failure never blocks the copy",
  'NavigationStore.pathChanged': "records the page view in the background (analytics), nothing shown",
  'ExternalProductStore.crawl': "looks a link up (writes nothing); a failure switches to typing by hand (external-product.store.test)",
  'QueuedReservationsStore.reserve': "online it is GiverActionsStore.reserve (in the matrix); offline it queues by design (queued-reservations.store.test, e2e registry-offline)",
  'Mutation.submit': "the async kit's generic write: each store action that sends one is in the matrix by its own name",
  'Mutation.run': "the async kit's generic write (submit answering a boolean): each store action that sends one is in the matrix",
  'QueuedReservationsStore.flush': "sends the queued reservations when the connection returns, in the background; a refusal is shown per gift (queued-reservations.store.test)",
};

const NOT_IN_MATRIX = new Set<string>([...READS_AND_LOCAL, ...Object.keys(OUTSIDE_THE_MATRIX)]);
