import type { Address, District, ShipToLabel } from '../model';
import type { CallOptions } from './call-options.port';

/** Fields of a saved address (body of PUT /v1/profile/user-address/{id}). */
export interface AddressInput {
  readonly districtId: string;
  readonly primary: boolean;
  readonly address: string;
  readonly addressLabel: string;
  readonly receiverName: string;
  readonly receiverPhone: string;
  readonly postalCode: string;
}

/** Saved delivery addresses and the registry address book (spec §7 Addresses). */
export interface AddressGateway {
  /** All saved addresses (GET /v1/profile/user-address, data.rows). */
  list(options?: CallOptions): Promise<readonly Address[]>;
  /** One saved address (GET /v1/profile/user-address/{id}). */
  get(id: string, options?: CallOptions): Promise<Address>;
  /** Saves a new address; a new primary unsets the old one (POST /v1/profile/user-address). */
  create(input: AddressInput, options?: CallOptions): Promise<Address>;
  /** Changes an address (PUT /v1/profile/user-address/{id}). */
  update(id: string, input: AddressInput, options?: CallOptions): Promise<Address>;
  /** Deletes an address (DELETE /v1/profile/user-address/{id}). */
  remove(id: string, options?: CallOptions): Promise<void>;
  /**
   * Where a registry's gifts ship, cut to what the viewer may see (masked, area or full, decision 0180); key is the
   * registry username (GET /v1/order-group/address-book?key=). Empty when the owner has no address yet.
   */
  addressBook(key: string, options?: CallOptions): Promise<readonly ShipToLabel[]>;
  /** Districts whose name matches a keyword, for the address form (GET v1/districts?filter[name]=). */
  searchDistricts(keyword: string, options?: CallOptions): Promise<readonly District[]>;
}
