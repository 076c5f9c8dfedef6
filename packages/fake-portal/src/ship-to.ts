import { firstName, giverShipToLevel } from '@kado/domain';
import type { Actor } from './context';
import { isHolder } from './gift-rules';
import type { AddressRec, State } from './state';

/** How much of the registry owner's delivery address a viewer may see (docs/api-contract.md "Shared shapes"). */
type ShipToVisibility = 'masked' | 'area' | 'full';

/** Wire `ShipToLabel`: a delivery address cut down to what the viewer may see. */
interface ShipToLabel {
  receiver_name: string;
  city: string;
  district: string | null;
  province: string | null;
  address: string | null;
  postal_code: string | null;
  receiver_phone: string | null;
  visibility: ShipToVisibility;
}

/**
 * The level a viewer gets for an owner's address (domain giverShipToLevel): the owner always 'full', others by the
 * registry's two switches, and the giver who holds one of its gifts from another shop 'full' when the address is shown
 * (decision 0530; only the address book asks with her `holder` actor: an order's label never does).
 */
function shipToLevel(state: State, ownerId: number, viewerId: number | null, holder?: Actor): ShipToVisibility {
  const r = state.registries.find((x) => x.user_id === ownerId);
  return giverShipToLevel({
    isOwner: viewerId === ownerId,
    addressVisible: r?.is_registry_address_visible ?? false,
    detailVisible: r?.is_registry_address_detail_visible ?? false,
    holdsOutsideGift: holder !== undefined && holdsOutsideGift(state, ownerId, holder),
  });
}

/** She holds one of the owner's gifts from another shop: reserved by her and not yet marked bought. */
function holdsOutsideGift(state: State, ownerId: number, actor: Actor): boolean {
  return state.gifts.some((g) => g.owner_id === ownerId && g.external !== null && !g.is_purchase && isHolder(g.reserved_by, actor));
}

/** An address at a level. Below 'full' no street, postal code or phone; 'masked' gives the first name and city only. */
function addressLabel(state: State, a: AddressRec, level: ShipToVisibility): ShipToLabel {
  const d = state.districts.find((x) => x.id === a.district_id);
  const city = d?.city ?? '';
  if (level === 'masked') {
    return { receiver_name: firstName(a.receiver_name), city, district: null, province: null, address: null, postal_code: null, receiver_phone: null, visibility: 'masked' };
  }
  const area = { receiver_name: a.receiver_name, city, district: d?.name ?? null, province: d?.province ?? null };
  if (level === 'area') return { ...area, address: null, postal_code: null, receiver_phone: null, visibility: 'area' };
  return { ...area, address: a.address, postal_code: a.postal_code, receiver_phone: a.receiver_phone, visibility: 'full' };
}

/** The owner's primary address. */
export function primaryAddress(state: State, ownerId: number): AddressRec | undefined {
  return state.addresses.find((a) => a.user_id === ownerId && a.primary);
}

/**
 * The owner's delivery address as `viewerId` may see it (null when the owner has no primary address).
 * `address` overrides the primary one (an order keeps the address it was placed with).
 */
export function shipToLabel(state: State, ownerId: number, viewerId: number | null, address?: AddressRec): ShipToLabel | null {
  const a = address ?? primaryAddress(state, ownerId);
  return a ? addressLabel(state, a, shipToLevel(state, ownerId, viewerId)) : null;
}

/** The owner's primary address as a giver of her registry sees it in the address book (decision 0530). */
export function giverShipToLabel(state: State, ownerId: number, actor: Actor): ShipToLabel | null {
  const a = primaryAddress(state, ownerId);
  return a ? addressLabel(state, a, shipToLevel(state, ownerId, actor.user?.id ?? null, actor)) : null;
}

/** The full label of the buyer's own address (a regular order). */
export function ownAddressLabel(state: State, a: AddressRec): ShipToLabel {
  return addressLabel(state, a, 'full');
}
