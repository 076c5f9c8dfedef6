import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 30 item 5: no body, however malformed, is answered with a 500 (a property over bodies, types and routes).
const ROUTES = [
  '/v1/login', '/v1/register', '/v1/register-guest', '/v1/refresh-token', '/v1/events', '/v1/sessions/record', '/v1/orders',
  '/v1/orders/quote', '/v1/vouchers/check', '/v2/carts', '/v2/gifts/product', '/v1/products/1/reviews', '/v1/forgot-password',
  '/v1/profile/photo/upload', '/v1/upload/image', '/v1/comment-reviews', '/v1/claim/voucher',
];
const TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', ''];

/** JSON-ish text: random JSON, deep nests, broken fragments and naughty strings. */
const text = fc.oneof(
  fc.json(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer({ min: 1, max: 32_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 1, max: 32_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 1, max: 32_000 }).map((n) => `{"x":${'['.repeat(n)}`),
  fc.constantFrom('{', '"', '{"a":"\\', '\uFEFF{}', 'null', '[]', '{"__proto__":{"x":1}}', '{"star":1e999}', '{"items":[null,{}]}'),
);
const body = fc.oneof(text.map((t) => new TextEncoder().encode(t)), fc.uint8Array({ maxLength: 2048 }));

describe('a malformed body is never a 500', () => {
  const portal = createFakePortal();
  let token = '';
  it('any body, any type, any route: a 2xx or a 4xx with a JSON message', async () => {
    token = await client(portal).login('ibu.demo@kado.test');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.constantFrom(...TYPES), body, fc.boolean(), fc.boolean(), async (route, type, bytes, signedIn, keyed) => {
        const headers: Record<string, string> = { 'x-guest-id': 'propguest1' };
        if (type !== '') headers['content-type'] = type;
        if (signedIn) headers['authorization'] = `Bearer ${token}`;
        if (keyed) headers['idempotency-key'] = 'prop-key';
        const res = await portal.fetch(new Request(`http://kado.test/api${route}`, { method: 'POST', headers, body: bytes }));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
        else await res.body?.cancel();
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
