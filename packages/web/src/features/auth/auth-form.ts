import { safeRedirect, unverifiedRedirect, type User } from '@kado/domain';

/** Where to go after signing in: the safe `from` path, or the verification step the user still owes (spec §4). */
export function afterSignIn(user: User, from: string | null): string {
  const target = safeRedirect(from ?? '/');
  return unverifiedRedirect(user, target) ?? target;
}
