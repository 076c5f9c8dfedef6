// The security headers the app server sends with every answer (docs/security.md).
import type { MiddlewareHandler } from 'hono';

/** Third parties the page may talk to, each only when the deployment configures it. */
export interface CspOptions {
  /** Google Identity Services for 'Masuk dengan Google' (VITE_GOOGLE_CLIENT_ID). */
  readonly googleSignIn?: boolean;
  /** Google Tag Manager (VITE_GTM_ID). */
  readonly tagManager?: boolean;
  /** The map tile server of the address pinpoint (VITE_MAP_TILE_URL), as a URL template. */
  readonly mapTileUrl?: string | null;
  /**
   * The server is reached over TLS (a TLS-terminating proxy in front, or an https PUBLIC_ORIGIN): every answer says
   * so with HSTS for two years, subdomains included (issue 30 item 8). Never over plain http: a browser would then
   * refuse the site on http until the age runs out.
   */
  readonly hsts?: boolean;
}

/** Issue 30 item 8: two years, the subdomains too (what the HTTP Observatory asks for an A+). */
const HSTS = 'max-age=63072000; includeSubDomains';

function originOf(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy: scripts only from this origin (no 'unsafe-inline', no 'unsafe-eval'; the page data
 * travels in a non-executable `<script type="application/json">`), no plugins, no <base>, never framed. Styles allow
 * inline style attributes (React `style`, the map), which cannot run code.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const google = options.googleSignIn === true;
  const gtm = options.tagManager === true;
  const tiles = originOf(options.mapTileUrl);
  const list = (...items: (string | false | null)[]) => items.filter((x): x is string => typeof x === 'string' && x !== '').join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", google && 'https://accounts.google.com/gsi/client', gtm && 'https://www.googletagmanager.com'),
    'style-src': list("'self'", "'unsafe-inline'", google && 'https://accounts.google.com/gsi/style'),
    'img-src': list("'self'", 'data:', 'blob:', tiles, gtm && 'https://www.googletagmanager.com'),
    'font-src': "'self'",
    'connect-src': list("'self'", google && 'https://accounts.google.com/gsi/', gtm && 'https://www.google-analytics.com https://*.google-analytics.com'),
    'frame-src': google ? 'https://accounts.google.com/gsi/' : "'none'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives).map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Only what the product uses: geolocation for the address pinpoint, on this origin. No `bluetooth`: Chromium does not
 * know that feature in this header and warns of it on every page (e2e/server-html.spec.ts). */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), interest-cohort=()';

/** The security headers by name, for an answer that is built whole (the app server's pages) and for the middleware. */
export function securityHeaderRecord(options: CspOptions = {}): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin',
    ...(options.hsts === true ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Sets the security headers on every answer of the app server (pages, assets and the portal under /api). */
export function securityHeaders(options: CspOptions = {}): MiddlewareHandler {
  const headers = Object.entries(securityHeaderRecord(options));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.header(name, value);
  };
}
