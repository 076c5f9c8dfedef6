// The redirect forms of spec §2 and the sign-in steps' paths: small on purpose, since the session's start (in the
// boot file) needs the login form while the guards and the verification rules load with the routes (issue 15).
import { encodeComponent } from '../text/uri';

/** The OTP pages an unverified user may stay on (spec §2 nested routes). */
export const OTP_PATHS = ['/register/otp', '/register/otp/change-data'] as const;

/** Where a user without a phone completes registration (spec §4). */
export const COMPLETE_REGISTRATION_PATH = '/register/complete-registration-data';

/** The login redirect form of spec §2: /login?from={fullPath}, the from value URL-encoded. */
export function loginRedirectPath(fullPath: string): string {
  return `/login?from=${encodeComponent(fullPath)}`;
}

/** The registry redirect form of spec §2: /registry/{username}?from={path}, both parts URL-encoded. */
export function registryRedirectPath(username: string, path: string): string {
  return `/registry/${encodeComponent(username)}?from=${encodeComponent(path)}`;
}

/** The query of the owner's giver's-eye preview of her registry (decision 0462): `?sebagai=pemberi`. */
export const GIVER_VIEW_PARAM = 'sebagai';
export const GIVER_VIEW_VALUE = 'pemberi';

/** The owner's 'Lihat sebagai pemberi kado': her public page read as a giver sees it, back to `path` (decision 0462). */
export function giverViewPath(username: string, path: string): string {
  return `${registryRedirectPath(username, path)}&${GIVER_VIEW_PARAM}=${GIVER_VIEW_VALUE}`;
}

/** The guest redirect form of spec §2: /guest-user?from={path}, the from value URL-encoded. */
export function guestUserRedirectPath(path: string): string {
  return `/guest-user?from=${encodeComponent(path)}`;
}
