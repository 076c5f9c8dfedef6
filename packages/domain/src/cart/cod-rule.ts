// Who may pay cash on delivery (issue 28, decision 0400); re-exported by payment/payment-rules.ts.
import type { CheckoutKind } from './checkout-kind';

/** The message of the portal's 422 (field `payment_method`) and of the stores when COD is asked where the payer is not the receiver. */
export const COD_NOT_FOR_GIFT_MESSAGE = 'Bayar di tempat (COD) tidak tersedia untuk kado registry atau patungan: yang membayar bukan penerima paket';

/**
 * Cash on delivery only when the payer receives the parcel (decision 0400): never for a registry gift, which
 * ships to the parents (the courier would ask the new mother to pay for her own present), nor for a
 * contribution (no parcel at all), nor for a cart mixing both.
 */
export function isCashOnDeliveryAllowed(kind: CheckoutKind): boolean {
  return kind === 'regular' || kind === 'empty';
}

/** Whether a payment method of `type` may pay a checkout of `kind` (COD rule above; every other method pays any kind). */
export function isPaymentTypeAllowed(type: string, kind: CheckoutKind): boolean {
  return type !== 'cod' || isCashOnDeliveryAllowed(kind);
}
