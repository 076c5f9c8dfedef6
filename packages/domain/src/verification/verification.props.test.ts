import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasPhone, isVerified, unverifiedRedirect, type VerificationSubject } from './verification';
import { COMPLETE_REGISTRATION_PATH } from '../routing/redirect-paths';
import { pathOnly } from '../text/uri';

const RUNS = { numRuns: 300 };
const CUTOFF_MS = Date.UTC(2022, 5, 17, 12, 48, 31);
const instantArb = fc.oneof(
  fc.integer({ min: CUTOFF_MS - 5 * 365 * 86_400_000, max: CUTOFF_MS + 5 * 365 * 86_400_000 }),
  fc.integer({ min: CUTOFF_MS - 3000, max: CUTOFF_MS + 3000 }),
);
const iso = (ms: number) => new Date(ms).toISOString();
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const userArb: fc.Arbitrary<VerificationSubject> = fc.record({
  emailVerifiedAt: maybe(instantArb.map(iso)),
  phoneVerifiedAt: maybe(instantArb.map(iso)),
  phone: maybe(fc.oneof(fc.constant(''), fc.stringMatching(/^08\d{8,11}$/))),
  createdAt: maybe(fc.oneof(instantArb.map(iso), fc.string())),
});
const pathArb = fc.oneof(fc.constantFrom('/', '/cart', '/register/otp', '/guest-user', COMPLETE_REGISTRATION_PATH), fc.string());

describe('verification properties', { timeout: 60_000 }, () => {
  it('a verified email or phone always verifies', () => {
    fc.assert(fc.property(userArb, instantArb, (user, at) => isVerified({ ...user, emailVerifiedAt: iso(at) }) && isVerified({ ...user, phoneVerifiedAt: iso(at) })), RUNS);
  });

  it('without verification, verified exactly when a phone is present and createdAt <= cutoff', () => {
    fc.assert(
      fc.property(instantArb, fc.stringMatching(/^08\d{8,11}$/), (created, phone) => {
        const user = { phone, createdAt: iso(created) };
        expect(isVerified(user)).toBe(created <= CUTOFF_MS);
        expect(isVerified({ ...user, phone: null })).toBe(false);
      }),
      RUNS,
    );
  });

  it('the redirect is null, the completion page, or guest-user with an encoded from; verified users go only to the completion page', () => {
    fc.assert(
      fc.property(fc.option(userArb, { nil: null }), pathArb, (user, path) => {
        const to = unverifiedRedirect(user, path);
        if (user === null) expect(to).toBeNull();
        if (user !== null && isVerified(user)) expect(to === null || to === COMPLETE_REGISTRATION_PATH).toBe(true);
        if (user !== null && !hasPhone(user) && pathOnly(path) !== COMPLETE_REGISTRATION_PATH) expect(to).toBe(COMPLETE_REGISTRATION_PATH);
        if (to !== null) {
          expect(to === COMPLETE_REGISTRATION_PATH || /^\/guest-user\?from=[A-Za-z0-9%\-_.!~*'()]*$/.test(to)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never redirects to the page the user is already on', () => {
    fc.assert(
      fc.property(userArb, fc.constantFrom(COMPLETE_REGISTRATION_PATH, '/guest-user', '/register/otp'), (user, here) => {
        const to = unverifiedRedirect(user, here);
        if (to !== null) expect(to.split('?')[0]).not.toBe(here);
      }),
      RUNS,
    );
  });
});
