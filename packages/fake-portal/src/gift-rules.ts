import type { Actor } from './context';
import type { GiftRec, Holder, RegistryRec, State, UserRec } from './state';
import { DEFAULT_REGISTRY_DESCRIPTION } from './seed';
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

export function holderFor(actor: Actor, fallbackName: string): Holder {
  return actor.user
    ? { user_id: actor.user.id, guest_id: null, name: actor.user.name }
    : { user_id: null, guest_id: actor.guestId, name: fallbackName };
}

export function isHolder(h: Holder | null, actor: Actor): boolean {
  if (!h) return false;
  if (actor.user) return h.user_id === actor.user.id;
  return actor.guestId !== null && h.guest_id === actor.guestId;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The owner's registry, created with the spec §3 defaults on first use. */
export function ensureRegistry(state: State, u: UserRec): RegistryRec {
  let r = state.registries.find((x) => x.user_id === u.id);
  if (!r) {
    r = { id: nextId(state, 'registries'), user_id: u.id, name: `${firstName(u.name)}'s Baby Registry`, description: DEFAULT_REGISTRY_DESCRIPTION, is_public: true, is_registry_address_visible: false, link: null };
    state.registries.push(r);
  }
  return r;
}

/** A registry is visible to its owner always, to others only when public. */
export function canSeeRegistry(state: State, ownerId: number, viewer: UserRec | null): boolean {
  if (viewer?.id === ownerId) return true;
  const r = state.registries.find((x) => x.user_id === ownerId);
  return r !== undefined && r.is_public;
}
