import type { FakePortal } from './index';

interface Answer<T = unknown> { status: number; body: T }

/** A tiny in-process client for tests: JSON in, JSON out, no socket. */
export function client(portal: FakePortal) {
  const call = async <T = any>(method: string, path: string, opts: { body?: unknown; raw?: string; token?: string; guest?: string } = {}): Promise<Answer<T>> => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = {};
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    if (opts.guest) headers['x-guest-id'] = opts.guest;
    const res = await portal.fetch(new Request(`http://kado.test/api${path}`, { method, headers, body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) }));
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON (an SVG) */
    }
    return { status: res.status, body: body as T };
  };
  const login = async (email: string, password = 'Rahasia123!'): Promise<string> => {
    const res = await call<{ data: { access_token: string } }>('POST', '/v1/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status}`);
    return res.body.data.access_token;
  };
  return { call, login };
}
