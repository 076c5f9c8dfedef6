import { safeRedirect, unverifiedRedirect, type User } from '@kado/domain';

/** Client-side checks before anything reaches the portal (clear Indonesian messages come from i18n keys). */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;
export const PHONE = /^(\+62|62|0)8\d{7,12}$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Where to go after signing in: the safe `from` path, or the verification step the user still owes (spec §4). */
export function afterSignIn(user: User, from: string | null): string {
  const target = safeRedirect(from ?? '/');
  return unverifiedRedirect(user, target) ?? target;
}
