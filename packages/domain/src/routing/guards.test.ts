import { describe, expect, it } from 'vitest';
import { guardDecision } from './guards';
import { giverViewPath, guestUserRedirectPath, loginRedirectPath, registryRedirectPath } from './redirect-paths';

const verifiedUser = { emailVerifiedAt: '2023-01-01T00:00:00Z', roles: ['buyer'] };
const affiliator = { ...verifiedUser, roles: ['affiliator'] };
const wireAffiliator = { ...verifiedUser, roles: [{ name: 'affiliator' }] };
const unverifiedUser = { phone: '08123456789', createdAt: '2023-01-01T00:00:00Z' };

describe('redirect forms (spec §2)', () => {
  it('builds /login?from={fullPath} with from URL-encoded', () => {
    expect(loginRedirectPath('/order/12?tab=2')).toBe('/login?from=%2Forder%2F12%3Ftab%3D2');
  });
  it('builds guest-user?from={path} and /registry/{username}?from={path}', () => {
    expect(guestUserRedirectPath('/cart')).toBe('/guest-user?from=%2Fcart');
    expect(registryRedirectPath('sari', '/registry/sari/12')).toBe('/registry/sari?from=%2Fregistry%2Fsari%2F12');
    // The owner's 'Lihat sebagai pemberi kado' (decision 0462): the same form, read as a giver.
    expect(giverViewPath('sari', '/registry/setting')).toBe('/registry/sari?from=%2Fregistry%2Fsetting&sebagai=pemberi');
  });
});

describe('guardDecision (spec §6)', () => {
  it('authz: visitors go to /login?from={fullPath} and a page-access event is logged', () => {
    expect(guardDecision('authz', { user: null, fullPath: '/order?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Forder%3Fpage%3D2',
      event: { type: 'page-access', path: '/order?page=2' },
    });
    expect(guardDecision('authz', { user: verifiedUser, fullPath: '/order' })).toEqual({ kind: 'allow' });
  });

  it('guestAuth: logged-in users go to /', () => {
    expect(guardDecision('guestAuth', { user: verifiedUser, fullPath: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('guestAuth', { user: null, fullPath: '/login' })).toEqual({ kind: 'allow' });
  });

  it("affiliator: users lacking the 'affiliator' role go to /profile", () => {
    expect(guardDecision('affiliator', { user: verifiedUser, fullPath: '/report-affiliate' })).toEqual({ kind: 'redirect', to: '/profile' });
    expect(guardDecision('affiliator', { user: null, fullPath: '/report-affiliate' })).toEqual({ kind: 'redirect', to: '/profile' });
    expect(guardDecision('affiliator', { user: affiliator, fullPath: '/report-affiliate' })).toEqual({ kind: 'allow' });
    expect(guardDecision('affiliator', { user: wireAffiliator, fullPath: '/report-affiliate' })).toEqual({ kind: 'allow' });
  });

  it('verified: visitors go to /login, verified users go to /', () => {
    expect(guardDecision('verified', { user: null, fullPath: '/register/otp' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardDecision('verified', { user: verifiedUser, fullPath: '/register/otp' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('verified', { user: unverifiedUser, fullPath: '/register/otp' })).toEqual({ kind: 'allow' });
  });

  it('unverified: as described in spec §4', () => {
    expect(guardDecision('unverified', { user: unverifiedUser, fullPath: '/cart' })).toEqual({ kind: 'redirect', to: '/guest-user?from=%2Fcart' });
    expect(guardDecision('unverified', { user: unverifiedUser, fullPath: '/register/otp' })).toEqual({ kind: 'allow' });
    expect(guardDecision('unverified', { user: { name: 'x' } as never, fullPath: '/cart' })).toEqual({ kind: 'redirect', to: '/register/complete-registration-data' });
    expect(guardDecision('unverified', { user: { ...verifiedUser, phone: '08123456789' }, fullPath: '/cart' })).toEqual({ kind: 'allow' });
    // Spec §4: without a phone, complete registration whatever the verification state.
    expect(guardDecision('unverified', { user: verifiedUser, fullPath: '/cart' })).toEqual({ kind: 'redirect', to: '/register/complete-registration-data' });
  });
});
