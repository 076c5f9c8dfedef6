// Route guards, spec §6 "Guards" and the redirect forms of spec §2 (decision 0004).
import { pathOnly } from '../text/uri';
import { loginRedirectPath } from './redirect-paths';
import { unverifiedRedirect, isVerified, type VerificationSubject } from '../verification/verification';

/** The five guards of spec §6. */
export const GUARD_NAMES = ['authz', 'guestAuth', 'affiliator', 'verified', 'unverified'] as const;

/** One of the guards of spec §6. */
export type GuardName = (typeof GUARD_NAMES)[number];

/** True for a guard name of spec §6; a route naming any other guard is an error (spec §8: unknown middleware gives 500). */
export function isGuardName(value: unknown): value is GuardName {
  return typeof value === 'string' && (GUARD_NAMES as readonly string[]).includes(value);
}

/** The user fields a guard reads (the model's User fits); roles as names or as the wire's objects with a name. */
export interface GuardUser extends VerificationSubject {
  readonly roles?: readonly (string | { readonly name: string })[] | null;
}

/** What a guard sees: the logged-in user (or null) and the route being entered. */
export interface GuardContext {
  readonly user: GuardUser | null;
  /** The full path with query and hash, as the router reports it. */
  readonly fullPath: string;
}

/** The event a guard asks the caller to log (spec §6: authz logs a page access). */
export interface GuardEvent {
  readonly type: 'page-access';
  readonly path: string;
}

/** A guard's answer: let the navigation through, or go elsewhere (optionally logging an event). */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly event?: GuardEvent };

/** True when the user holds the named role (spec §3: roles are objects with a name). */
export function hasRole(user: GuardUser | null, role: string): boolean {
  return user?.roles?.some((r) => (typeof r === 'string' ? r : r.name) === role) ?? false;
}

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string, event?: GuardEvent): GuardDecision => (event ? { kind: 'redirect', to, event } : { kind: 'redirect', to });

/** The single pure decision behind every route guard of spec §6. */
export function guardDecision(guard: GuardName, context: GuardContext): GuardDecision {
  const { user, fullPath } = context;
  switch (guard) {
    case 'authz':
      return user === null ? redirect(loginRedirectPath(fullPath), { type: 'page-access', path: fullPath }) : ALLOW;
    case 'guestAuth':
      return user === null ? ALLOW : redirect('/');
    case 'affiliator':
      return hasRole(user, 'affiliator') ? ALLOW : redirect('/profile');
    case 'verified':
      if (user === null) return redirect('/login');
      return isVerified(user) ? redirect('/') : ALLOW;
    case 'unverified': {
      const to = unverifiedRedirect(user, fullPath);
      return to === null || pathOnly(to) === pathOnly(fullPath) ? ALLOW : redirect(to);
    }
  }
}
