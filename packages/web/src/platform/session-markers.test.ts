import { describe, expect, it } from 'vitest';
import { DocumentCookieJar } from './browser-platform';
import { cookieSessionFetch, SESSION_MODE_HEADER } from './session-markers';

// Issue 30 item 1 (decision 0423): the script reads and writes the session's markers, never the token cookies.
describe('the web cookie jar and the session mode', () => {
  it('reads and writes the markers under the token names: a token cookie is never what the script reads', () => {
    document.cookie = 'kado_at=rahasia-token-asli';
    document.cookie = `kado_as=${encodeURIComponent('cookie:abc123abc123')}`;
    const jar = new DocumentCookieJar();
    expect(jar.get('kado_at')).toBe('cookie:abc123abc123');
    jar.set('kado_rt', 'cookie:def456def456', { maxAgeSeconds: 60 });
    expect(document.cookie).toContain(`kado_rs=${encodeURIComponent('cookie:def456def456')}`);
    expect(document.cookie).not.toContain('kado_rt=');
  });

  it('every portal call of the app asks for the session mode', async () => {
    const seen: string[] = [];
    const send = cookieSessionFetch(async (input) => {
      seen.push((input as Request).headers.get(SESSION_MODE_HEADER) ?? '');
      return new Response('{}');
    });
    await send('http://kado.test/api/v1/login', { method: 'POST', body: '{}' });
    expect(seen).toEqual(['cookie']);
  });
});
