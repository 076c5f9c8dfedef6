// Dates are ISO 8601 strings as the portal sends them; rules parse them with an injected clock.

/** A shopper's account (spec §3 User). */
export interface User {
  readonly id: string;
  readonly name: string;
  readonly username: string;
  readonly email: string | null;
  readonly emailVerifiedAt: string | null;
  readonly phoneVerifiedAt: string | null;
  readonly phone: string | null;
  readonly createdAt: string;
  /** How often the username was changed; it may be changed once (spec §5). */
  readonly changeUsernameCount: number;
  /** Role names, e.g. 'affiliator' (the wire sends objects with a name). */
  readonly roles: readonly string[];
  readonly photoUrl: string | null;
  readonly hasAddress: boolean;
}

/** The answer of a login: tokens (read from data.access_token) and the user (spec §7). */
export interface AuthSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds until the access token expires. */
  readonly expiresIn: number;
  readonly user: User;
}
