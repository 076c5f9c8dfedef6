// Cart booking lifecycle, spec §4 "Cart to buy" (decision 0008).
import { pathOnly } from '../text/uri';

/** The local storage key of the booked cart (spec §3, §4). */
export const CART_BOOKING_KEY = 'carts';

/**
 * Routes on which a booked cart is kept (spec §4: buy, voucher, address-select, address-add; plus external checkout,
 * decision 0008). Adding a first address passes through the district search and the pin (decision 0180), so those
 * keep it too: a shopper who adds an address comes back to the same /buy.
 */
export const CART_BOOKING_KEEP_PATHS = ['/buy', '/voucher', '/address/select', '/address/add', '/address/search-pinpoint', '/address/pinpoint'] as const;

function isExternalCheckout(path: string): boolean {
  return /^\/registry\/external-checkout(\/[^/]+)?$/.test(path);
}

/** Spec §4: moving to /buy, or to /registry/external-checkout/{id}, saves the booked cart first. */
export function shouldSaveBookedCart(toPath: string): boolean {
  const path = pathOnly(toPath);
  return path === '/buy' || isExternalCheckout(path);
}

/** Spec §4: the booked cart is removed on any route other than buy, voucher, address-select, address-add (and external checkout). */
export function shouldClearBookedCart(path: string): boolean {
  const bare = pathOnly(path);
  return !(CART_BOOKING_KEEP_PATHS as readonly string[]).includes(bare) && !isExternalCheckout(bare);
}

/**
 * The local storage key of what the shopper chose on /buy: the address, the payment method and the voucher (issue 31:
 * a reload of /buy lost them). Kept and cleared with the booked cart, on the same routes (decision 0532).
 */
export const CHECKOUT_CHOICES_KEY = 'carts-choices';

/** What the shopper chose on /buy, as kept across a reload (decision 0532). */
export interface KeptCheckoutChoices {
  readonly addressId: string | null;
  readonly paymentMethod: string | null;
  /** The voucher as she applied it: by code, or a claimed one by id; checked again on the reload. */
  readonly voucher: { readonly code: string } | { readonly id: string } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' && value.length <= 100 ? value : null);

/** The kept choices from their stored text; whatever is missing or malformed reads as not chosen. */
export function readKeptCheckoutChoices(raw: string | null): KeptCheckoutChoices | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  const voucher = typeof kept['voucher'] === 'object' && kept['voucher'] !== null ? (kept['voucher'] as Record<string, unknown>) : null;
  const code = text(voucher?.['code']);
  const id = text(voucher?.['id']);
  return {
    addressId: text(kept['addressId']),
    paymentMethod: text(kept['paymentMethod']),
    voucher: code !== null ? { code } : id !== null ? { id } : null,
  };
}
