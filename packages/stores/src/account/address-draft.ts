// The address form's rules (spec §3 Address, §5 "other validation not shown": decision 0160).
import type { Address, AddressInput, District } from '@kado/domain';

/** A point on the map picked on /address/pinpoint. */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** What the address form holds while the user types (it survives a trip to the pinpoint screens). */
export interface AddressDraft {
  readonly district: District | null;
  readonly address: string;
  readonly addressLabel: string;
  readonly receiverName: string;
  readonly receiverPhone: string;
  readonly postalCode: string;
  readonly primary: boolean;
  readonly pinpoint: GeoPoint | null;
}

/** The text fields of the form. */
export type AddressTextField = 'address' | 'addressLabel' | 'receiverName' | 'receiverPhone' | 'postalCode';
/** Fields a problem can be reported on. */
export type AddressField = AddressTextField | 'district';
/** Why a field is not accepted; screens turn it into Indonesian text. */
export type AddressProblem = 'required' | 'too-short' | 'too-long' | 'phone-format' | 'postal-format';

/** Indonesian mobile number as the portal accepts it: 08…, 628… or +628…, 10 to 15 digits. */
const PHONE_PATTERN = /^(\+62|62|0)8\d{7,12}$/;
/** Indonesian postal codes have five digits. */
const POSTAL_PATTERN = /^\d{5}$/;
const ADDRESS_MIN = 5;
const ADDRESS_MAX = 500;
const LABEL_MAX = 50;
const RECEIVER_MAX = 100;

/** An empty form. */
export function emptyAddressDraft(): AddressDraft {
  return { district: null, address: '', addressLabel: '', receiverName: '', receiverPhone: '', postalCode: '', primary: false, pinpoint: null };
}

/** The form filled from a saved address. */
export function draftFromAddress(address: Address, pinpoint: GeoPoint | null): AddressDraft {
  return {
    district: address.district ?? { id: address.districtId, name: '', city: '', province: '' },
    address: address.address,
    addressLabel: address.addressLabel,
    receiverName: address.receiverName,
    receiverPhone: address.receiverPhone,
    postalCode: address.postalCode,
    primary: address.primary,
    pinpoint,
  };
}

/** Checks the form before it reaches the portal; an empty object means it may be sent. */
export function validateAddressDraft(draft: AddressDraft): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const address = draft.address.trim();
  const label = draft.addressLabel.trim();
  const receiver = draft.receiverName.trim();
  const phone = normalisePhone(draft.receiverPhone);
  const postal = draft.postalCode.trim();
  if (!draft.district) problems.district = 'required';
  if (!address) problems.address = 'required';
  else if (address.length < ADDRESS_MIN) problems.address = 'too-short';
  else if (address.length > ADDRESS_MAX) problems.address = 'too-long';
  if (!label) problems.addressLabel = 'required';
  else if (label.length > LABEL_MAX) problems.addressLabel = 'too-long';
  if (!receiver) problems.receiverName = 'required';
  else if (receiver.length > RECEIVER_MAX) problems.receiverName = 'too-long';
  if (!phone) problems.receiverPhone = 'required';
  else if (!PHONE_PATTERN.test(phone)) problems.receiverPhone = 'phone-format';
  if (!postal) problems.postalCode = 'required';
  else if (!POSTAL_PATTERN.test(postal)) problems.postalCode = 'postal-format';
  return problems;
}

/** Spaces and dashes people type in phone numbers are dropped. */
function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** The body for the portal from a valid form. */
export function addressInputOf(draft: AddressDraft): AddressInput {
  return {
    districtId: draft.district?.id ?? '',
    primary: draft.primary,
    address: draft.address.trim(),
    addressLabel: draft.addressLabel.trim(),
    receiverName: draft.receiverName.trim(),
    receiverPhone: normalisePhone(draft.receiverPhone),
    postalCode: draft.postalCode.trim(),
  };
}

/** The body that keeps an address as it is and only makes it primary. */
export function primaryInputOf(address: Address): AddressInput {
  return {
    districtId: address.districtId,
    primary: true,
    address: address.address,
    addressLabel: address.addressLabel,
    receiverName: address.receiverName,
    receiverPhone: address.receiverPhone,
    postalCode: address.postalCode,
  };
}
