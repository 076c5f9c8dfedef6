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
