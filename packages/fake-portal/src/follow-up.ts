// After the gift: surprise mode (decision 0265), proof of an outside purchase (0266), the thank-you list (0267).
import { NO_SURPRISE, ownerSight, type OwnerSight, type SurpriseSettings } from '@kado/domain';
import type { Actor } from './context';
import { contributedPaid, isHeld } from './gift-rules';
import { hash32 } from './seed/prng';
import type { GiftRec, State, SurpriseRec } from './state';

/** The owner's surprise setting as the domain reads it. */
export function surpriseSettingsOf(state: State, ownerId: number): SurpriseSettings {
  const rec = state.surprises.get(ownerId);
  if (!rec) return NO_SURPRISE;
  return { enabled: rec.enabled, hideTaken: rec.hide_taken, revealOn: rec.reveal_on, dueDate: rec.due_date };
}

/** What the owner may see now (the domain rule over the portal's clock). */
export function sightOf(state: State, ownerId: number, now: Date): OwnerSight {
  return ownerSight(surpriseSettingsOf(state, ownerId), now.getTime());
}

export function surpriseRecOf(state: State, ownerId: number): SurpriseRec {
  return state.surprises.get(ownerId) ?? { owner_id: ownerId, enabled: false, hide_taken: false, reveal_on: null, due_date: null };
}

/** Wishes (groups) of the owner someone has taken or chipped in for: '3 kado sudah dipilih'. */
export function takenCount(state: State, ownerId: number): number {
  const groups = new Set(state.gifts.filter((g) => g.owner_id === ownerId && (isHeld(g) || contributedPaid(state, g) > 0)).map((g) => g.group_id));
  return groups.size;
}

/** The courier and resi of an external gift bought outside, while it stays bought. */
function proofOf(state: State, g: GiftRec): { courier: string; awb: string } | null {
  if (!g.external || !g.is_purchase) return null;
  const p = state.proofs.find((x) => x.gift_id === g.id);
  return p ? { courier: p.courier, awb: p.awb } : null;
}

/**
 * The courier and resi of a catalogue gift bought whole on Kado: the paid order that bought it, once the shop has
 * handed the parcel to the courier (issue 31). A contribution has no parcel of its own.
 */
function shipmentOf(state: State, g: GiftRec): { courier: string; awb: string } | null {
  if (g.external) return null;
  const order = [...state.orders].reverse().find((o) => o.awb !== null && o.courier !== null && o.status !== 'cancelled'
    && o.items.some((i) => i.gift_id === g.id && i.contribution === null));
  return order?.awb && order.courier ? { courier: order.courier, awb: order.awb } : null;
}

/**
 * An external gift follows its parcel: 'pickedup' while the courier carries it, 'delivered' once it says so
 * (the badge then reads Selesai), nothing while the courier does not know the resi.
 */
export function syncProofStatus(state: State, g: GiftRec): void {
  const p = proofOf(state, g);
  const t = p ? state.tracking.find((x) => x.courier.toLowerCase() === p.courier && x.awb.toUpperCase() === p.awb) : undefined;
  g.transaction_status = t?.status === 'delivered' ? 'delivered' : t?.status === 'pickedup' ? 'pickedup' : null;
}

interface GiftWireBase {
  reserved_by: { id: number | null; name: string } | null;
  transaction_status: string | null; payment_completed: boolean; is_in_cart: boolean; is_purchase: boolean;
  reserved_until: string | null; contributed_amount: number; quantity_wanted: number; quantity_open: number;
  contributions: { id: number; name: string | null; amount: number; is_revealed: boolean; created_at: string }[];
  given_by_viewer: boolean;
}

/**
 * Adds `external_proof` and `surprise` to a gift's wire shape, and, for the owner while her surprise waits, takes out
 * what she chose not to know: who gave (names of holders and contributors), and with `hideTaken` whether it is taken.
 */
export function followUpGift<W extends GiftWireBase>(state: State, g: GiftRec, actor: Actor | undefined, now: Date, wire: W) {
  const proof = proofOf(state, g);
  const isOwner = actor?.user?.id === g.owner_id;
  const sight = isOwner ? sightOf(state, g.owner_id, now) : { names: true, taken: true };
  // The resi of a Kado gift is the owner's to follow (its giver sees it on her own order).
  const out = { ...wire, external_proof: proof, shipment: isOwner ? shipmentOf(state, g) : null, surprise_hidden: !sight.names };
  if (sight.names) return out;
  out.reserved_by = null;
  out.contributions = wire.contributions.map((c) => ({ ...c, name: null, is_revealed: false }));
  if (sight.taken) return out;
  return {
    ...out, transaction_status: null, payment_completed: false, is_in_cart: false, is_purchase: g.manually_purchased_at !== null,
    reserved_until: null, contributed_amount: 0, contributions: [], quantity_open: wire.quantity_wanted, external_proof: null,
    pending_pledge_amount: 0,
    shipment: null,
  };
}

/** A giver's id as the owner sees it: stable, and never the guest id (which identifies the guest to the portal). */
function giverIdOf(ownerId: number, key: string): string {
  return `g${hash32(`${ownerId}|${key}`).toString(36)}${hash32(`${key}|${ownerId}`).toString(36)}`;
}

interface ThankYouRow {
  id: string; name: string; phone: string | null; is_thanked: boolean;
  /** A cash fund gift (decision 0404) names the fund; its `gift_product_id` is `fund-{id}` (no registry item). */
  gifts: { gift_product_id: number | string; name: string; contribution: number | null; fund_id?: number | null }[];
}

/**
 * Who gave what (paid, bought outside, or a revealed paid contribution), one row per giver, first gift first.
 * Contributors who kept their name hidden are not listed: they chose not to be named.
 */
export function thankYouRows(state: State, ownerId: number): ThankYouRow[] {
  const rows = new Map<string, ThankYouRow & { first: string }>();
  const giftName = (g: GiftRec) => g.external?.name ?? state.products.find((p) => p.id === g.product_id)?.name ?? 'Kado';
  const phoneOf = (userId: number | null) => (userId === null ? null : state.users.find((u) => u.id === userId)?.phone ?? null);
  const add = (key: string, name: string, userId: number | null, at: string, item: ThankYouRow['gifts'][number]) => {
    let row = rows.get(key);
    if (!row) {
      const id = giverIdOf(ownerId, key);
      row = { id, name, phone: phoneOf(userId), is_thanked: state.thanked.has(`${ownerId}:${id}`), gifts: [], first: at };
      rows.set(key, row);
    }
    if (at < row.first) row.first = at;
    row.gifts.push(item);
  };
  for (const g of state.gifts.filter((x) => x.owner_id === ownerId)) {
    const h = g.reserved_by;
    const given = g.payment_completed || (g.external !== null && g.is_purchase);
    if (h && given) {
      const key = h.user_id !== null ? `u:${h.user_id}` : `g:${h.guest_id ?? ''}`;
      add(key, h.name, h.user_id, h.since ?? g.created_at, { gift_product_id: g.id, name: giftName(g), contribution: null });
    }
    for (const c of state.contributions.filter((x) => x.gift_id === g.id && x.is_revealed)) {
      const key = c.user_id !== null ? `u:${c.user_id}` : `g:${c.guest_id ?? ''}`;
      add(key, c.name, c.user_id, c.created_at, { gift_product_id: g.id, name: giftName(g), contribution: c.amount });
    }
  }
  // Gifts of money to her cash funds: each settled gift, with the name its giver wrote (decision 0404).
  for (const f of state.funds.filter((x) => x.owner_id === ownerId)) {
    for (const g of state.fundGifts.filter((x) => x.fund_id === f.id)) {
      const key = g.user_id !== null ? `u:${g.user_id}` : `g:${g.guest_id ?? ''}`;
      add(key, g.name, g.user_id, g.created_at, { gift_product_id: `fund-${f.id}`, name: f.name, contribution: g.amount, fund_id: f.id });
    }
  }
  return [...rows.values()].sort((a, b) => a.first.localeCompare(b.first) || a.name.localeCompare(b.name)).map(({ first: _first, ...row }) => row);
}
