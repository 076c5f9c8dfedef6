import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 30 item 5: JSON calls take application/json only; size and depth are limited before parsing, with or without
// a Content-Length; a malformed body is never a 500.
const post = (portal: ReturnType<typeof createFakePortal>, path: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) =>
  portal.fetch(new Request(`http://kado.test/api${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));

/** A body that arrives in 16 kB chunks, without a length, and counts how much of it was pulled. */
function trickle(total: number, chunk: (i: number) => Uint8Array = () => new Uint8Array(16 * 1024).fill(0x20)) {
  const seen = { bytes: 0 };
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.bytes >= total) return controller.close();
      const next = chunk(i++);
      seen.bytes += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { stream, seen };
}

describe('a JSON call accepts application/json only', () => {
  it('a cross-site form post (text/plain, urlencoded, multipart) is a 415 and creates no guest account nor event', async () => {
    const portal = createFakePortal();
    const users = portal.state.users.length;
    const events = portal.state.events.length;
    const guest = JSON.stringify({ name: 'Tamu', email: 'tamu@contoh.id' });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post(portal, '/v1/register-guest', guest, { 'content-type': type });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe('Data harus dikirim sebagai JSON (application/json)');
      const ev = await post(portal, '/v1/events', JSON.stringify({ type: 'add-to-cart-non-registry', path: '/', value: { product_id: 1, sku_id: 1 } }), { 'content-type': type, 'x-guest-id': 'abcdef1234' });
      expect(ev.status).toBe(415);
    }
    // A body without any type is refused too; a JSON type with parameters is a JSON type.
    expect((await post(portal, '/v1/register-guest', guest)).status).toBe(415);
    expect(portal.state.users).toHaveLength(users);
    expect(portal.state.events).toHaveLength(events);
    expect((await post(portal, '/v1/register-guest', guest, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('a call without a body still needs no type (a logout, a resend)', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('baru@kado.test');
    const res = await portal.fetch(new Request('http://kado.test/api/v1/resend-otp', { method: 'POST', headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
  });
});

describe('size and depth are limited before parsing', () => {
  it('a 30,000-level body to POST /v1/orders with an Idempotency-Key is a 413, sent once or twice, never a 500', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('ibu.demo@kado.test');
    const deep = `{"cart_ids":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    for (let i = 0; i < 2; i++) {
      const res = await post(portal, '/v1/orders', deep, { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'dalam-1' });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('Data yang dikirim terlalu bertingkat');
    }
    // 17 levels are refused, a body as deep as the portal's own (an order's items) is read.
    expect((await post(portal, '/v1/login', `{"email":${'['.repeat(17)}${']'.repeat(17)}}`, { 'content-type': 'application/json' })).status).toBe(413);
    expect((await post(portal, '/v1/login', '{"email":[[{"a":[1]}]],"password":"x"}', { 'content-type': 'application/json' })).status).toBe(422);
  });

  it('a 20 MB JSON body without a Content-Length is refused after about 64 kB, not read whole', async () => {
    const portal = createFakePortal();
    const { stream, seen } = trickle(20 * 1024 * 1024);
    const res = await post(portal, '/v1/login', stream, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Data yang dikirim terlalu besar');
    expect(seen.bytes).toBeLessThan(256 * 1024);
  });

  it('a declared length above 64 kB is refused before a byte is read', async () => {
    const portal = createFakePortal();
    const { stream, seen } = trickle(1024 * 1024);
    const res = await post(portal, '/v1/login', stream, { 'content-type': 'application/json', 'content-length': String(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(seen.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('a 20 MB upload without a Content-Length is refused after about 5 MB, not read whole', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('baru@kado.test');
    const head = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    const { stream, seen } = trickle(20 * 1024 * 1024, (i) => (i === 0 ? head : new Uint8Array(64 * 1024)));
    const res = await post(portal, '/v1/upload/image', stream, { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Ukuran gambar maksimal 5 MB');
    expect(seen.bytes).toBeLessThan(6 * 1024 * 1024);
    expect(portal.state.uploads).toHaveLength(0);
  });
});
