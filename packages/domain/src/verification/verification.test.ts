import { describe, expect, it } from 'vitest';
import { isVerified, unverifiedRedirect, VERIFIED_CUTOFF } from './verification';
import { addressPromptWaitsOn, shouldPromptForAddress } from '../address/address-prompt';

describe('isVerified (spec §4)', () => {
  it('uses the cutoff of spec §9', () => {
    expect(VERIFIED_CUTOFF).toBe('2022-06-17T12:48:31Z');
  });

  it('is verified when email or phone is verified', () => {
    expect(isVerified({ emailVerifiedAt: '2023-01-01T00:00:00Z' })).toBe(true);
    expect(isVerified({ phoneVerifiedAt: '2023-01-01T00:00:00Z', createdAt: '2024-01-01T00:00:00Z' })).toBe(true);
  });

  it('counts a user created on or before 2022-06-17T12:48:31Z with a phone as verified', () => {
    expect(isVerified({ phone: '08123456789', createdAt: '2022-06-17T12:48:31Z' })).toBe(true);
    expect(isVerified({ phone: '08123456789', createdAt: '2022-06-17T12:48:31.000000Z' })).toBe(true);
    expect(isVerified({ phone: '08123456789', createdAt: '2022-06-17T19:48:31+07:00' })).toBe(true);
    expect(isVerified({ phone: '08123456789', createdAt: '2021-01-01T00:00:00Z' })).toBe(true);
  });

  it('does not count one second after the cutoff, nor the cutoff without a phone', () => {
    expect(isVerified({ phone: '08123456789', createdAt: '2022-06-17T12:48:32Z' })).toBe(false);
    expect(isVerified({ phone: null, createdAt: '2021-01-01T00:00:00Z' })).toBe(false);
    expect(isVerified({ phone: '  ', createdAt: '2021-01-01T00:00:00Z' })).toBe(false);
  });

  it('takes another cutoff when given', () => {
    expect(isVerified({ phone: '0812', createdAt: '2023-01-01T00:00:00Z' }, '2023-06-01T00:00:00Z')).toBe(true);
  });

  it('does not trust an unreadable createdAt', () => {
    expect(isVerified({ phone: '0812', createdAt: 'yesterday' })).toBe(false);
  });
});

describe('unverifiedRedirect (spec §4)', () => {
  const late = { phone: '08123456789', createdAt: '2023-01-01T00:00:00Z' };

  it('sends users created after the cutoff with a phone but unverified to guest-user', () => {
    expect(unverifiedRedirect(late, '/cart')).toBe('/guest-user?from=%2Fcart');
  });

  it('lets them stay on the OTP pages', () => {
    expect(unverifiedRedirect(late, '/register/otp')).toBeNull();
    expect(unverifiedRedirect(late, '/register/otp/change-data?x=1')).toBeNull();
    expect(unverifiedRedirect(late, '/guest-user')).toBeNull();
  });

  it('sends users without a phone to /register/complete-registration-data', () => {
    expect(unverifiedRedirect({ createdAt: '2023-01-01T00:00:00Z' }, '/cart')).toBe('/register/complete-registration-data');
    expect(unverifiedRedirect({ phone: '' }, '/register/complete-registration-data')).toBeNull();
  });

  it('sends a verified user without a phone to complete registration too (spec §4: whatever the verification)', () => {
    const emailOnly = { emailVerifiedAt: '2023-01-02T00:00:00Z', createdAt: '2023-01-01T00:00:00Z', phone: null };
    expect(unverifiedRedirect(emailOnly, '/cart')).toBe('/register/complete-registration-data');
    expect(unverifiedRedirect({ ...emailOnly, phone: '  ' }, '/profile')).toBe('/register/complete-registration-data');
    expect(unverifiedRedirect(emailOnly, '/register/complete-registration-data')).toBeNull();
  });

  it('lets a guest giver with only an e-mail stay (decision 0183)', () => {
    const guest = { roles: [{ name: 'guest' }], createdAt: '2026-01-01T00:00:00Z', phone: null };
    expect(unverifiedRedirect(guest, '/buy')).toBeNull();
    expect(unverifiedRedirect({ ...guest, emailVerifiedAt: '2026-01-01T00:00:00Z' }, '/registry/checkout')).toBeNull();
  });

  it('lets verified users and visitors stay', () => {
    expect(unverifiedRedirect({ ...late, phoneVerifiedAt: '2023-01-02T00:00:00Z' }, '/cart')).toBeNull();
    expect(unverifiedRedirect(null, '/cart')).toBeNull();
  });

  it('lets a guest sign-up give and pay without OTP (decision 0183)', () => {
    expect(unverifiedRedirect({ ...late, roles: ['guest'] }, '/buy')).toBeNull();
    expect(unverifiedRedirect({ createdAt: '2026-01-01T00:00:00Z', roles: ['guest'] }, '/registry/checkout')).toBeNull();
    expect(unverifiedRedirect({ ...late, roles: ['user'] }, '/cart')).toBe('/guest-user?from=%2Fcart');
  });
});

describe('the add-address modal (spec §4, decision 0080)', () => {
  it('asks a logged-in user without an address, verified or not, never a guest sign-up', () => {
    expect(shouldPromptForAddress({ hasAddress: false, phone: '0812', createdAt: '2024-01-01T00:00:00Z' })).toBe(true);
    expect(shouldPromptForAddress({ hasAddress: true })).toBe(false);
    expect(shouldPromptForAddress({ hasAddress: false, roles: [{ name: 'guest' }] })).toBe(false);
    expect(shouldPromptForAddress(null)).toBe(false);
  });

  it("waits on a giver's pages, the sign-in steps and the address forms", () => {
    for (const path of ['/registry/bunda-demo', '/registry/bunda-demo/16', '/registry/Bunda.Ani?from=%2F', '/registry/checkout?owner=1', '/registry/external-checkout/12', '/login?from=%2F', '/register/otp', '/register/complete-registration-data', '/guest-user', '/address/add', '/profile/address/3']) {
      expect(addressPromptWaitsOn(path, 'lestari-privat'), path).toBe(true);
    }
  });

  it("opens on the owner's own pages, her own registry and everywhere else", () => {
    for (const path of ['/', '/registry', '/registry/setting', '/registry/list-product?stok=semua', '/registry/lestari-privat', '/registry/Lestari-Privat/', '/profile', '/cart', '/popok-bayi']) {
      expect(addressPromptWaitsOn(path, 'lestari-privat'), path).toBe(false);
    }
  });
});
