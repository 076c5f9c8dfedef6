import { firstName } from '@kado/domain';
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

/** The level a viewer gets for an owner's address: the owner always 'full', others by the registry's two switches. */
function shipToLevel(state: State, ownerId: number, viewerId: number | null): ShipToVisibility {
  if (viewerId === ownerId) return 'full';
  const r = state.registries.find((x) => x.user_id === ownerId);
  if (!r || !r.is_registry_address_visible) return 'masked';
  return r.is_registry_address_detail_visible ? 'full' : 'area';
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

/** The full label of the buyer's own address (a regular order). */
export function ownAddressLabel(state: State, a: AddressRec): ShipToLabel {
  return addressLabel(state, a, 'full');
}
