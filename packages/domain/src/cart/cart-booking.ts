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
