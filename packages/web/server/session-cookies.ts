// Issue 30 item 1 (decision 0423): the session's tokens live in HttpOnly cookies that this server sets and reads; the
// browser's script holds only stand-ins ("cookie:" and a short digest) and script-readable marker cookies that say a
// session exists. Every /api call passes through here on its way to the portal.
import { createHash } from 'node:crypto';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@kado/stores';
import type { PortalFetch } from './portal';
import { SESSION_MARKERS, SESSION_MODE_HEADER } from '../src/platform/session-markers';

/** The device cookie: the portal's device token of the last sign-in (issue 30 item 2: the owner is never locked out). */
const DEVICE_COOKIE = 'kado_dev';
/** The prefix of a stand-in the script sends where a token would go; this server puts the cookie's token there. */
const STAND_IN = 'cookie:';

const ACCESS_MAX_AGE = 3600;
const REFRESH_MAX_AGE = 1_209_600;
const DEVICE_MAX_AGE = 400 * 86_400;
/** The calls whose answer carries a new pair of tokens. */
const ISSUING = new Set(['/api/v1/login', '/api/v1/register', '/api/v1/register-guest', '/api/v1/login-google', '/api/v1/refresh-token']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORBIDDEN_ORIGIN = 'Permintaan dari situs lain ditolak';
/** Uploaded pictures (the portal's `/images/uploads/<key>`). */
const UPLOADS = '/api/images/uploads/';

interface SessionCookieOptions {
  /** The site's public origin (PUBLIC_ORIGIN); a state-changing call must come from it (or from the request's own origin). */
  readonly publicOrigin?: string;
}

/** A stand-in for a token: it changes when the token does (a tab sees another tab's renewal), and names nothing. */
export function standIn(token: string): string {
  return `${STAND_IN}${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Cookies are Secure except over plain http to a host other than this machine (a phone on the LAN in development). */
function secureFor(url: URL): boolean {
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function setCookie(name: string, value: string, maxAge: number, httpOnly: boolean, secure: boolean): string {
  return [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', ...(httpOnly ? ['HttpOnly'] : []), ...(secure ? ['Secure'] : [])].join('; ');
}

/** Set-Cookie lines that end the session's cookies (the device cookie stays: the device did sign in). */
function clearedSession(secure: boolean): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE].flatMap((name) => [setCookie(name, '', 0, true, secure), setCookie(SESSION_MARKERS[name]!, '', 0, false, secure)]);
}

/**
 * Whether a state-changing call comes from this site: its Origin is the public origin or the request's own; without an
 * Origin, Sec-Fetch-Site must not say another site. Same-site cookies are the first defence, this check the second.
 */
function sameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === new URL(request.url).origin || (publicOrigin !== undefined && origin === new URL(publicOrigin).origin);
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The request as the portal must see it: the cookies' tokens in place of the stand-ins, the device token for a login;
 * `cookieMode` when the answer's tokens must go to cookies (the app asked, or a stand-in was sent for a token).
 */
async function towardPortal(request: Request, cookies: string | null): Promise<{ request: Request; cookieMode: boolean }> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  let cookieMode = headers.get(SESSION_MODE_HEADER) === 'cookie';
  headers.delete(SESSION_MODE_HEADER);
  const auth = headers.get('authorization');
  if (auth !== null && /^Bearer\s+cookie:/i.test(auth.trim())) {
    const access = cookieValue(cookies, ACCESS_COOKIE);
    // No live access cookie: the call goes without a token, and the portal's 401 starts the client's renewal.
    if (access) headers.set('authorization', `Bearer ${access}`);
    else headers.delete('authorization');
  }
  // Issue 30 item 4 (decision 0426): a picture the page shows with <img> carries no header; the access cookie goes
  // with an upload's request, so a private registry's pictures, which the portal answers to their owner only, still
  // reach her. Another site's <img> gets nothing: SameSite=Lax cookies are not sent with it.
  if (auth === null && SAFE_METHODS.has(request.method) && url.pathname.startsWith(UPLOADS)) {
    const access = cookieValue(cookies, ACCESS_COOKIE);
    if (access) headers.set('authorization', `Bearer ${access}`);
  }
  if (url.pathname === '/api/v1/login') {
    const device = cookieValue(cookies, DEVICE_COOKIE);
    if (device) headers.set('x-device-token', device);
  }
  let body: BodyInit | null = request.body;
  if (url.pathname === '/api/v1/refresh-token' && request.method === 'POST') {
    const text = await request.text();
    body = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed) && typeof parsed['refresh_token'] === 'string' && parsed['refresh_token'].startsWith(STAND_IN)) {
        // No refresh cookie left: a token no session has, so the portal answers its 401 of an ended session.
        body = JSON.stringify({ ...parsed, refresh_token: cookieValue(cookies, REFRESH_COOKIE) ?? 'tidak-ada' });
        // Whoever sent a stand-in never gets the tokens it stands for: the new pair goes to cookies.
        cookieMode = true;
      }
    } catch {
      // Not JSON: the portal refuses it as it is.
    }
    headers.delete('content-length');
  }
  const forwarded = new Request(request.url, { method: request.method, headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);
  return { request: forwarded, cookieMode };
}

/** A token-issuing answer for the browser: the tokens go to HttpOnly cookies, the body keeps stand-ins only. */
async function towardBrowser(answer: Response, secure: boolean): Promise<Response> {
  const text = await answer.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(text, { status: answer.status, headers: answer.headers });
  }
  const data = isRecord(parsed) ? parsed['data'] : undefined;
  if (!isRecord(data) || typeof data['access_token'] !== 'string' || typeof data['refresh_token'] !== 'string') {
    return new Response(text, { status: answer.status, headers: answer.headers });
  }
  const access = data['access_token'];
  const refresh = data['refresh_token'];
  const accessAge = typeof data['expires_in'] === 'number' ? data['expires_in'] : ACCESS_MAX_AGE;
  const refreshAge = typeof data['refresh_expires_in'] === 'number' ? data['refresh_expires_in'] : REFRESH_MAX_AGE;
  const { device_token: device, ...rest } = data;
  const shown = { ...(parsed as JsonRecord), data: { ...rest, access_token: standIn(access), refresh_token: standIn(refresh) } };
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  headers.set('cache-control', 'no-store');
  headers.append('set-cookie', setCookie(ACCESS_COOKIE, access, accessAge, true, secure));
  headers.append('set-cookie', setCookie(REFRESH_COOKIE, refresh, refreshAge, true, secure));
  headers.append('set-cookie', setCookie(SESSION_MARKERS[ACCESS_COOKIE]!, standIn(access), accessAge, false, secure));
  headers.append('set-cookie', setCookie(SESSION_MARKERS[REFRESH_COOKIE]!, standIn(refresh), refreshAge, false, secure));
  if (typeof device === 'string') headers.append('set-cookie', setCookie(DEVICE_COOKIE, device, DEVICE_MAX_AGE, true, secure));
  return new Response(JSON.stringify(shown), { status: answer.status, headers });
}

/**
 * The app server's side of the session (decision 0423) around its portal seam: refuses a state-changing call from
 * another site (403), puts the HttpOnly cookies' tokens where the script sent stand-ins, moves the tokens of a
 * login, sign-up or renewal answer into cookies, and clears them on logout or a refused renewal.
 */
export function withSessionCookies(portal: PortalFetch, options: SessionCookieOptions = {}): PortalFetch {
  return async (request, env) => {
    const url = new URL(request.url);
    if (!SAFE_METHODS.has(request.method) && !sameOrigin(request, options.publicOrigin)) {
      return new Response(JSON.stringify({ message: FORBIDDEN_ORIGIN }), { status: 403, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
    }
    const sent = await towardPortal(request, request.headers.get('cookie'));
    const answer = await portal(sent.request, env);
    const secure = secureFor(url);
    if (ISSUING.has(url.pathname) && request.method === 'POST' && answer.ok && sent.cookieMode) return towardBrowser(answer, secure);
    // A renewal refused (or impossible: no refresh cookie left) ends the session's cookies too.
    const ends = (url.pathname === '/api/v1/logout' && request.method === 'POST') || (url.pathname === '/api/v1/refresh-token' && !answer.ok && sent.cookieMode);
    if (!ends) return answer;
    const headers = new Headers(answer.headers);
    for (const line of clearedSession(secure)) headers.append('set-cookie', line);
    return new Response(answer.body, { status: answer.status, headers });
  };
}
