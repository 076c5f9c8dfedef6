/** An Indonesian district (kecamatan) with its city and province. */
export interface District {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly province: string;
}

/** A saved delivery address (spec §3 Address). */
export interface Address {
  readonly id: string;
  readonly primary: boolean;
  readonly districtId: string;
  readonly district: District | null;
  readonly address: string;
  readonly addressLabel: string;
  readonly receiverName: string;
  readonly receiverPhone: string;
  readonly postalCode: string;
}

/** How much of the owner's address a giver may see (decision 0180): a masked line, the area, or everything. */
export type ShipToVisibility = 'masked' | 'area' | 'full';

/**
 * Where a parcel goes, as the viewer may see it (wire ShipToLabel): for a registry gift the owner's address cut to
 * the level she chose, for the buyer's own order her full address. Street, postal code and phone are null below 'full'.
 */
export interface ShipToLabel {
  readonly receiverName: string;
  readonly city: string;
  readonly district: string | null;
  readonly province: string | null;
  readonly address: string | null;
  readonly postalCode: string | null;
  readonly receiverPhone: string | null;
  readonly visibility: ShipToVisibility;
}
