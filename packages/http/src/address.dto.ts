import * as v from 'valibot';
import type { Address, AddressInput, District, ShipToLabel } from '@kado/domain';
import { idDto } from './wire.dto';

/** Wire district. */
export const districtDto = v.pipe(
  v.object({ id: idDto, name: v.string(), city: v.string(), province: v.string() }),
  v.transform((dto): District => ({ id: dto.id, name: dto.name, city: dto.city, province: dto.province })),
);

/** Wire address (spec §3). */
export const addressDto = v.pipe(
  v.object({
    id: idDto,
    primary: v.boolean(),
    district_id: idDto,
    district: v.nullish(districtDto),
    address: v.string(),
    address_label: v.string(),
    receiver_name: v.string(),
    receiver_phone: v.string(),
    postal_code: v.string(),
  }),
  v.transform(
    (dto): Address => ({
      id: dto.id,
      primary: dto.primary,
      districtId: dto.district_id,
      district: dto.district ?? null,
      address: dto.address,
      addressLabel: dto.address_label,
      receiverName: dto.receiver_name,
      receiverPhone: dto.receiver_phone,
      postalCode: dto.postal_code,
    }),
  ),
);

/** Wire ship-to label: the owner's registry address as the viewer may see it (decision 0180). */
export const shipToDto = v.pipe(
  v.object({
    receiver_name: v.string(),
    city: v.string(),
    district: v.nullish(v.string(), null),
    province: v.nullish(v.string(), null),
    address: v.nullish(v.string(), null),
    postal_code: v.nullish(v.string(), null),
    receiver_phone: v.nullish(v.string(), null),
    visibility: v.picklist(['masked', 'area', 'full']),
  }),
  v.transform(
    (dto): ShipToLabel => ({
      receiverName: dto.receiver_name,
      city: dto.city,
      district: dto.district,
      province: dto.province,
      address: dto.address,
      postalCode: dto.postal_code,
      receiverPhone: dto.receiver_phone,
      visibility: dto.visibility,
    }),
  ),
);

/** The address body of spec §7 (district_id, primary, address, address_label, receiver_name, receiver_phone, postal_code). */
export function addressBody(input: AddressInput): Record<string, unknown> {
  return {
    district_id: Number(input.districtId),
    primary: input.primary,
    address: input.address,
    address_label: input.addressLabel,
    receiver_name: input.receiverName,
    receiver_phone: input.receiverPhone,
    postal_code: input.postalCode,
  };
}
