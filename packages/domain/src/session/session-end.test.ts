import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_BOOKING_KEY, CHECKOUT_CHOICES_KEY } from '../cart/cart-booking';
import type { DomainErrorKind } from '../errors/domain-error';
import { ADDRESS_PINPOINTS_KEY, isRefreshRefusal, MY_RESERVATIONS_KEY, pathAfterSessionEnd, sessionDataKeys } from './session-end';

describe('sessionDataKeys', () => {
  it("lists the booked cart, the checkout's kept choices, the pinpoints and the user's and the guest's holds", () => {
    expect(sessionDataKeys({ userId: '7', guestId: 'abc12345' })).toEqual([
      CART_BOOKING_KEY,
      CHECKOUT_CHOICES_KEY,
      ADDRESS_PINPOINTS_KEY,
      `${MY_RESERVATIONS_KEY}:7`,
      `${MY_RESERVATIONS_KEY}:7:contributions`,
      `${MY_RESERVATIONS_KEY}:abc12345`,
      `${MY_RESERVATIONS_KEY}:abc12345:contributions`,
    ]);
  });

  it('without a known user lists only the device-wide and guest keys', () => {
    const keys = sessionDataKeys({ userId: null, guestId: 'abc12345' });
    expect(keys).toContain(CART_BOOKING_KEY);
    expect(keys.some((k) => k.startsWith(`${MY_RESERVATIONS_KEY}:null`))).toBe(false);
  });

  it('never lists the guest id key itself', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.string(), (userId, guestId) => {
      expect(sessionDataKeys({ userId, guestId })).not.toContain('guest_id');
    }));
  });
});

describe('isRefreshRefusal', () => {
  it.each<[DomainErrorKind, boolean]>([
    ['unauthorized', true], ['forbidden', true], ['validation', true], ['bad-request', true],
    ['offline', false], ['timeout', false], ['unexpected', false],
  ])('%s -> %s', (kind, refused) => {
    expect(isRefreshRefusal(kind)).toBe(refused);
  });
});

describe('pathAfterSessionEnd', () => {
  it('goes home after a logout', () => {
    expect(pathAfterSessionEnd('logout', '/profile')).toBe('/');
  });

  it('goes to /login?from={fullPath} when the session expired (spec §2 redirect form)', () => {
    expect(pathAfterSessionEnd('expired', '/cart?x=1#a')).toBe('/login?from=%2Fcart%3Fx%3D1%23a');
  });

  it('stays on /login when already there', () => {
    expect(pathAfterSessionEnd('expired', '/login?from=%2Fcart')).toBe('/login?from=%2Fcart');
  });
});
