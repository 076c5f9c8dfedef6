import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GUARD_NAMES, guardDecision, type GuardUser } from './guards';
import { safeRedirect } from './safe-redirect';

const RUNS = { numRuns: 300 };
const ts = fc.option(fc.constantFrom('2021-01-01T00:00:00Z', '2023-01-01T00:00:00Z'), { nil: null });
const userArb: fc.Arbitrary<GuardUser> = fc.record({
  emailVerifiedAt: ts,
  phoneVerifiedAt: ts,
  phone: fc.option(fc.constantFrom('', '08123456789'), { nil: null }),
  createdAt: ts,
  roles: fc.array(fc.oneof(fc.constantFrom('affiliator', 'buyer', 'admin'), fc.record({ name: fc.constantFrom('affiliator', 'buyer', 'admin') })), { maxLength: 3 }),
});
const pathArb = fc.oneof(
  fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
  fc.constantFrom('/register/otp', '/cart?x=1&y=%2F', '/guest-user'),
);
const ctxArb = fc.record({ user: fc.option(userArb, { nil: null }), fullPath: pathArb });

describe('guardDecision properties', { timeout: 60_000 }, () => {
  it('always answers allow or a redirect to a same-origin path that safeRedirect accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GUARD_NAMES), ctxArb, (guard, ctx) => {
        const d = guardDecision(guard, ctx);
        if (d.kind === 'redirect') {
          expect(d.to.startsWith('/')).toBe(true);
          expect(safeRedirect(d.to)).toBe(d.to);
        } else {
          expect(d).toEqual({ kind: 'allow' });
        }
      }),
      RUNS,
    );
  });

  it('authz round trip: the login from parameter decodes back to the full path', () => {
    fc.assert(
      fc.property(pathArb, (fullPath) => {
        const d = guardDecision('authz', { user: null, fullPath });
        expect(d.kind).toBe('redirect');
        if (d.kind === 'redirect') {
          expect(d.to.startsWith('/login?from=')).toBe(true);
          expect(decodeURIComponent(d.to.slice('/login?from='.length))).toBe(fullPath);
          expect(d.event).toEqual({ type: 'page-access', path: fullPath });
        }
      }),
      RUNS,
    );
  });

  it('a logged-in user always passes authz and never passes guestAuth', () => {
    fc.assert(
      fc.property(userArb, pathArb, (user, fullPath) => {
        expect(guardDecision('authz', { user, fullPath }).kind).toBe('allow');
        expect(guardDecision('guestAuth', { user, fullPath })).toEqual({ kind: 'redirect', to: '/' });
      }),
      RUNS,
    );
  });

  it('affiliator allows exactly the users holding the affiliator role', () => {
    fc.assert(
      fc.property(userArb, pathArb, (user, fullPath) => {
        const holds = (user.roles ?? []).some((r) => r === 'affiliator' || (typeof r === 'object' && r.name === 'affiliator'));
        expect(guardDecision('affiliator', { user, fullPath }).kind === 'allow').toBe(holds);
      }),
      RUNS,
    );
  });

  it('the page unverified redirects to is itself allowed by unverified (no redirect loop)', () => {
    fc.assert(
      fc.property(userArb, pathArb, (user, fullPath) => {
        const d = guardDecision('unverified', { user, fullPath });
        if (d.kind === 'redirect') expect(guardDecision('unverified', { user, fullPath: d.to }).kind).toBe('allow');
      }),
      RUNS,
    );
  });
});
