/**
 * Issue 30 item 1 (decision 0423): the session's tokens live in HttpOnly cookies (`kado_at`, `kado_rt`) that the app
 * server sets and reads; the script reads and writes these script-readable markers in their place, which hold the
 * stand-ins the server answers (`cookie:` and a digest), never a token. Shared by the web's cookie jar and the server.
 */
export const SESSION_MARKERS: Readonly<Record<string, string>> = { kado_at: 'kado_as', kado_rt: 'kado_rs' };
/**
 * The header with which the web app asks the app server to keep a login's tokens in HttpOnly cookies and answer it
 * stand-ins; a call without it (a test's API request, a script of its own) gets the portal's answer as it is.
 */
export const SESSION_MODE_HEADER = 'x-kado-session';

/** The browser's fetch with the session mode header on every portal call of the app. */
export function cookieSessionFetch(send: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set(SESSION_MODE_HEADER, 'cookie');
    return send(request);
  };
}
