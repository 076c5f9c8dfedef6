import { addressRequest, shipToQuery, districtQuery } from '@kado/contract';
import type { Address, AddressGateway, AddressInput, CallOptions, District, ShipToLabel } from '@kado/domain';
import { addressBody, addressDto, districtDto, shipToDto } from './address.dto';
import type { PortalClient } from './portal-client';
import { rowsDto } from './wire.dto';

const addressRowsDto = rowsDto(addressDto);
const shipToRowsDto = rowsDto(shipToDto);
const districtRowsDto = rowsDto(districtDto);
const at = (id: string): string => encodeURIComponent(id);

/** AddressGateway over the portal API (spec §7 Addresses). */
export class HttpAddressGateway implements AddressGateway {
  constructor(private readonly client: PortalClient) {}

  list(options?: CallOptions): Promise<readonly Address[]> {
    return this.client.data('v1/profile/user-address', addressRowsDto, { signal: options?.signal });
  }

  get(id: string, options?: CallOptions): Promise<Address> {
    return this.client.data(`v1/profile/user-address/${at(id)}`, addressDto, { signal: options?.signal });
  }

  create(input: AddressInput, options?: CallOptions): Promise<Address> {
    return this.client.data('v1/profile/user-address', addressDto, {
      method: 'post',
      json: addressBody(input),
      request: addressRequest,
      signal: options?.signal,
    });
  }

  update(id: string, input: AddressInput, options?: CallOptions): Promise<Address> {
    return this.client.data(`v1/profile/user-address/${at(id)}`, addressDto, {
      method: 'put',
      json: addressBody(input),
      request: addressRequest,
      signal: options?.signal,
    });
  }

  remove(id: string, options?: CallOptions): Promise<void> {
    return this.client.send(`v1/profile/user-address/${at(id)}`, { method: 'delete', signal: options?.signal });
  }

  addressBook(key: string, options?: CallOptions): Promise<readonly ShipToLabel[]> {
    return this.client.data('v1/order-group/address-book', shipToRowsDto, { query: { key }, querySchema: shipToQuery, signal: options?.signal, withoutSession: options?.asVisitor });
  }

  searchDistricts(keyword: string, options?: CallOptions): Promise<readonly District[]> {
    return this.client.data('v1/districts', districtRowsDto, {
      query: { 'filter[name]': keyword || undefined },
      querySchema: districtQuery,
      signal: options?.signal,
    });
  }
}
