// The fake portal's stand-in for a Google ID token (docs/api-contract.md POST /v1/login-google, decision 0184).
// Real Google credentials are JWTs signed by Google; this one is signed with a secret each portal draws at start,
// so a credential cannot be made from an address alone: only the portal (and tests through its helper) can mint one.

/** The prefix of a dev credential: `kado-dev-google.{payload}.{signature}`, both parts base64url. */
const DEV_GOOGLE_PREFIX = 'kado-dev-google';

/** What a dev credential says about its Google account. */
interface GoogleIdentity {
  readonly email: string;
  readonly name?: string;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Signs and checks dev credentials with one random secret (HMAC-SHA256 through Web Crypto). */
export interface GoogleCredentials {
  /** A credential for the account, as Google Identity Services would hand the app one. */
  mint(identity: GoogleIdentity): Promise<string>;
  /** The identity of a credential this portal minted, or null for anything else (a bare e-mail included). */
  verify(credential: string): Promise<GoogleIdentity | null>;
}

/** A signer with a fresh random secret (kept for the portal's life, across resets). */
export function createGoogleCredentials(): GoogleCredentials {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const signed = (payload: string) => `${DEV_GOOGLE_PREFIX}.${payload}`;
  return {
    async mint(identity) {
      const payload = base64url(encoder.encode(JSON.stringify({ email: identity.email, ...(identity.name ? { name: identity.name } : {}) })));
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(signed(payload))));
      return `${signed(payload)}.${base64url(signature)}`;
    },
    async verify(credential) {
      const parts = credential.split('.');
      if (parts.length !== 3 || parts[0] !== DEV_GOOGLE_PREFIX) return null;
      const signature = fromBase64url(parts[2]!);
      const payload = fromBase64url(parts[1]!);
      if (!signature || !payload) return null;
      const ok = await crypto.subtle.verify('HMAC', await key, signature as Uint8Array<ArrayBuffer>, encoder.encode(signed(parts[1]!)));
      if (!ok) return null;
      try {
        const value: unknown = JSON.parse(new TextDecoder().decode(payload));
        if (typeof value !== 'object' || value === null) return null;
        const { email, name } = value as { email?: unknown; name?: unknown };
        if (typeof email !== 'string') return null;
        return typeof name === 'string' ? { email, name } : { email };
      } catch {
        return null;
      }
    },
  };
}
