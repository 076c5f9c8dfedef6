import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createPortalClient } from './portal-client';

// Decision 0250: every writing call carries an Idempotency-Key; the same call after an unknown outcome, the same key.
describe('Idempotency-Key of writing calls', () => {
  function setup(answers: ((request: Request) => Promise<Response>)[]) {
    const keys: (string | null)[] = [];
    const client = createPortalClient({
      baseUrl: 'http://kado.test/api',
      getAccessToken: () => null,
      timeoutMs: 50,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        keys.push(request.headers.get('idempotency-key'));
        return answers.shift()!(request);
      },
    });
    return { client, keys };
  }
  const ok = () => Promise.resolve(new Response(JSON.stringify({ data: { id: 1 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  const refused = () => Promise.resolve(new Response(JSON.stringify({ message: 'x', errors: { a: ['Wajib'] } }), { status: 422 }));
  const dropped = () => Promise.reject(new TypeError('Failed to fetch'));
  const never = (request: Request) => new Promise<Response>((_r, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
  const dto = v.object({ id: v.number() });
  const add = (client: ReturnType<typeof setup>['client'], quantity = 1) =>
    client.data('v2/carts', dto, { method: 'post', json: { sku_id: 7, quantity } }).then(() => 'ok', () => 'failed');

  it('the same call after a dropped connection or a timeout goes with the first key; then a fresh one', async () => {
    const { client, keys } = setup([dropped, never, ok, ok]);
    expect(await add(client)).toBe('failed');
    expect(await add(client)).toBe('failed');
    expect(await add(client)).toBe('ok');
    expect(await add(client)).toBe('ok');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // Settled: the next tap is a new request.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a refused call, another body, a GET and a call naming its own key get no reused key', async () => {
    const { client, keys } = setup([refused, refused, ok, dropped, ok, ok]);
    expect(await add(client)).toBe('failed');
    expect(await add(client)).toBe('failed');
    expect(keys[1]).not.toBe(keys[0]);
    await client.data('v1/me', dto);
    expect(keys[2]).toBeNull();
    expect(await add(client, 1)).toBe('failed');
    expect(await add(client, 2)).toBe('ok');
    expect(keys[4]).not.toBe(keys[3]);
    await client.data('v1/orders', dto, { method: 'post', json: {}, headers: { 'idempotency-key': 'mine' } });
    expect(keys[5]).toBe('mine');
  });
});
