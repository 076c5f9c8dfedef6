import { awaitsFirstGift, DEFAULT_REGISTRY_DESCRIPTION, firstName, isOpenToGivers } from '@kado/domain';
import type { Actor } from './context';
import type { GiftRec, Holder, RegistryRec, State, UserRec } from './state';
import { nextId } from './state';

/** Held by one giver (reserved, in a cart, ordered, bought outside, or marked purchased by the owner). Decision 0042. */
export function isHeld(g: GiftRec): boolean {
  return g.reserved_by !== null || g.is_in_cart || g.transaction_status !== null || g.manually_purchased_at !== null || g.is_purchase;
}

export function giftPrice(state: State, g: GiftRec): number {
  if (g.external) return g.external.price * g.quantity;
  return (state.variants.find((v) => v.sku_id === g.sku_id)?.price ?? 0) * g.quantity;
}

/** Paid contributions plus contributions waiting in carts. */
export function contributedOrPending(state: State, g: GiftRec): number {
  const paid = state.contributions.filter((c) => c.gift_id === g.id).reduce((t, c) => t + c.amount, 0);
  const pending = state.carts.filter((c) => c.gift_id === g.id && c.gift_registry_payment === 'contribution').reduce((t, c) => t + (c.amount ?? 0), 0);
  const ordered = state.orders
    .filter((o) => o.status === 'waiting_payment')
    .flatMap((o) => o.items)
    .filter((i) => i.gift_id === g.id && i.contribution !== null)
    .reduce((t, i) => t + (i.contribution ?? 0), 0);
  return paid + pending + ordered;
}

/** Paid contributions only (what decides `payment_completed` of a patungan gift). */
export function contributedPaid(state: State, g: GiftRec): number {
  return state.contributions.filter((c) => c.gift_id === g.id).reduce((t, c) => t + c.amount, 0);
}

/** A line nobody holds, not private, and with no contribution paid or pending: its units are open to a giver. */
function isOpenLine(state: State, g: GiftRec): boolean {
  return !isHeld(g) && !g.is_private && contributedOrPending(state, g) === 0;
}

/** The lines of a gift's group (the same wish, split by what givers took). */
export function groupLines(state: State, g: GiftRec): GiftRec[] {
  return state.gifts.filter((x) => x.owner_id === g.owner_id && x.group_id === g.group_id);
}

/**
 * Units the owner wants in all (`quantity_wanted`) and units nobody has taken yet (`quantity_open`) over the group.
 * Lines the owner made private count only for her.
 */
export function groupUnits(state: State, g: GiftRec, viewerIsOwner: boolean): { wanted: number; open: number } {
  const lines = groupLines(state, g).filter((x) => viewerIsOwner || !x.is_private);
  return {
    wanted: lines.reduce((t, x) => t + x.quantity, 0),
    open: lines.filter((x) => isOpenLine(state, x)).reduce((t, x) => t + x.quantity, 0),
  };
}

/** The actor's cart and order key (`u:{id}` / `g:{guest id}`), or null for an anonymous viewer. */
function actorKey(actor: Actor): string | null {
  if (actor.user) return `u:${actor.user.id}`;
  return actor.guestId ? `g:${actor.guestId}` : null;
}

/**
 * The actor gave (or is giving) this line: holds it, has it in a cart or in an order that is not cancelled, or has
 * a contribution to it (paid, in a cart or in an order waiting for payment). False for anonymous viewers.
 */
export function givenBy(state: State, g: GiftRec, actor: Actor): boolean {
  const key = actorKey(actor);
  if (key === null) return false;
  if (isHolder(g.reserved_by, actor)) return true;
  if (state.carts.some((c) => c.owner_key === key && c.gift_id === g.id)) return true;
  if (state.orders.some((o) => o.buyer_key === key && o.status !== 'cancelled' && o.items.some((i) => i.gift_id === g.id))) return true;
  return state.contributions.some((c) => c.gift_id === g.id && (actor.user ? c.user_id === actor.user.id : c.guest_id === actor.guestId));
}

/**
 * The line a giver holds for `units` of a catalogue gift: the line itself when she takes all its units, else a new
 * line of the same group split off it (the original keeps the rest and stays free). The caller has checked that the
 * line is free and `units` is at most its quantity, and sets the hold on the answer.
 */
export function splitForHold(state: State, g: GiftRec, units: number): GiftRec {
  if (units >= g.quantity) return g;
  const line: GiftRec = {
    id: nextId(state, 'gifts'), owner_id: g.owner_id, product_id: g.product_id, sku_id: g.sku_id, external: null, quantity: units,
    note: g.note, transaction_status: null, payment_completed: false, reserved_by: null, is_in_cart: false, is_purchase: false,
    manually_purchased_at: null, is_private: g.is_private, created_at: g.created_at, group_id: g.group_id,
  };
  g.quantity -= units;
  state.gifts.push(line);
  return line;
}

/**
 * After a hold on a line is released: when a free sibling of its group exists (not held, no contributions, same
 * privacy), the units go back to that sibling and the released line is deleted. Answers the line that now carries
 * the units (the sibling, or the released line itself).
 */
export function mergeReleased(state: State, g: GiftRec): GiftRec {
  if (g.external || isHeld(g) || contributedOrPending(state, g) > 0) return g;
  const sibling = groupLines(state, g)
    .filter((x) => x.id !== g.id && x.sku_id === g.sku_id && x.is_private === g.is_private && !isHeld(x) && contributedOrPending(state, x) === 0)
    .sort((a, b) => a.id - b.id)[0];
  if (!sibling) return g;
  sibling.quantity += g.quantity;
  state.gifts = state.gifts.filter((x) => x.id !== g.id);
  state.carts = state.carts.filter((x) => x.gift_id !== g.id);
  for (const greeting of state.greetings) if (greeting.gift_id === g.id) greeting.gift_id = sibling.id;
  return sibling;
}

export function holderFor(actor: Actor, fallbackName: string, now: Date): Holder {
  const since = now.toISOString();
  return actor.user
    ? { user_id: actor.user.id, guest_id: null, name: actor.user.name, since }
    : { user_id: null, guest_id: actor.guestId, name: fallbackName, since };
}

/** When an unpaid hold ends (ISO), or null for a paid, bought or seeded one. */
export function holdExpiresAt(state: State, g: GiftRec, ttlMs: number): string | null {
  const since = g.reserved_by?.since;
  if (!since || g.payment_completed || g.manually_purchased_at !== null || (g.external !== null && g.is_purchase)) return null;
  if (g.transaction_status !== null && g.transaction_status !== 'reserved') return null;
  // An order waiting for payment keeps its gift until it is paid or cancelled.
  if (state.orders.some((o) => o.status === 'waiting_payment' && o.items.some((i) => i.gift_id === g.id && i.contribution === null))) return null;
  return new Date(Date.parse(since) + ttlMs).toISOString();
}

/**
 * Decision 0185: an unpaid reservation or cart hold lasts `ttlMs`; after that the gift is free again, the giver's cart
 * line goes, and a split unit returns to its gift. Run before every request, so nobody can lock a registry for good.
 * An unpaid order's hold ends with its payment deadline instead (payments.ts `expireUnpaidOrders`, decision 0403).
 */
export function releaseExpiredHolds(state: State, now: Date, ttlMs: number): number {
  const expired = state.gifts.filter((g) => {
    const until = holdExpiresAt(state, g, ttlMs);
    return until !== null && Date.parse(until) <= now.getTime();
  });
  for (const g of expired) {
    g.reserved_by = null;
    g.is_in_cart = false;
    g.transaction_status = null;
    state.carts = state.carts.filter((x) => !(x.gift_id === g.id && x.gift_registry_payment !== 'contribution'));
  }
  for (const g of expired.sort((a, b) => b.id - a.id)) mergeReleased(state, g);
  // Issue 28: a patungan pledge waiting in a cart expires like a reservation (its share is free for other givers).
  const pledgesBefore = state.carts.length;
  state.carts = state.carts.filter((x) => !(x.gift_registry_payment === 'contribution' && x.gift_id !== null && Date.parse(x.created_at) + ttlMs <= now.getTime()));
  return expired.length + (pledgesBefore - state.carts.length);
}

export function isHolder(h: Holder | null, actor: Actor): boolean {
  if (!h) return false;
  if (actor.user) return h.user_id === actor.user.id;
  return actor.guestId !== null && h.guest_id === actor.guestId;
}

/** The owner's registry, created with the spec §3 defaults on first use. */
export function ensureRegistry(state: State, u: UserRec): RegistryRec {
  let r = state.registries.find((x) => x.user_id === u.id);
  if (!r) {
    r = { id: nextId(state, 'registries'), user_id: u.id, name: `${firstName(u.name)}'s Baby Registry`, description: DEFAULT_REGISTRY_DESCRIPTION, is_public: true,
      // Givers see name, district, city and province by default (the 'area' level); street and phone only if she opts in.
      is_registry_address_visible: true, is_registry_address_detail_visible: false, link: null };
    state.registries.push(r);
  }
  return r;
}

/** A registry is visible to its owner always, to others only when public and not waiting for its first gift (decision 0531). */
export function canSeeRegistry(state: State, ownerId: number, viewer: UserRec | null): boolean {
  if (viewer?.id === ownerId) return true;
  const r = state.registries.find((x) => x.user_id === ownerId);
  return r !== undefined && isOpenToGivers({ isPublic: r.is_public, ...registryContents(state, ownerId) });
}

/** What givers could find in the owner's registry: her gifts not hidden, her cash funds (decision 0531). */
function registryContents(state: State, ownerId: number): { giftsForGivers: number; funds: number } {
  return {
    giftsForGivers: state.gifts.filter((g) => g.owner_id === ownerId && !g.is_private).length,
    funds: state.funds.filter((f) => f.owner_id === ownerId).length,
  };
}

/** A public registry a visitor may not open yet: nothing in it to give (decision 0531). */
export function awaitsFirstGiftFor(state: State, ownerId: number): boolean {
  const r = state.registries.find((x) => x.user_id === ownerId);
  return r !== undefined && r.is_public && awaitsFirstGift(registryContents(state, ownerId));
}

/** The key of an upload's URL (`/api/images/uploads/<key>`, relative or absolute), or null for any other picture. */
function uploadKeyOf(url: string | null | undefined): string | null {
  const m = /\/images\/uploads\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(url ?? '');
  return m ? m[1]! : null;
}

/**
 * Issue 30 item 4 (decision 0426): who may read an upload. One that a registry shows where others cannot see it (the
 * cover of a registry that is not public, the picture of an outside gift in such a registry, or of a gift the owner
 * made private) is its owner's alone: the answer is that owner's id. Null: any holder of its unguessable URL (the
 * account's photo, which her reviews show too; a public registry's pictures; review photos).
 */
export function uploadOnlyFor(state: State, key: string): number | null {
  for (const u of state.users) {
    if (uploadKeyOf(u.background_url) === key && !canSeeRegistry(state, u.id, null)) return u.id;
  }
  for (const g of state.gifts) {
    if (g.external && uploadKeyOf(g.external.image_url) === key && (g.is_private || !canSeeRegistry(state, g.owner_id, null))) return g.owner_id;
  }
  return null;
}
