import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Decision 0250: any writing call with an Idempotency-Key is carried out once per key.
describe('Idempotency-Key on every writing call', () => {
  async function setup() {
    const portal = createFakePortal();
    const token = await client(portal).login('ibu.demo@kado.test');
    const post = async (path: string, body: unknown, key?: string) => {
      const res = await portal.fetch(new Request(`http://kado.test/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      }));
      return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as unknown };
    };
    return { portal, post };
  }

  it('a child added twice with one key is added once, and answered the same', async () => {
    const { portal, post } = await setup();
    const before = portal.state.children.length;
    const child = { name: 'Bima', gender: 'male', birth_date: '2025-01-02', is_default: false };
    const first = await post('/v1/children', child, 'key-1');
    expect(first.status).toBeLessThan(300);
    const again = await post('/v1/children', { is_default: false, birth_date: '2025-01-02', gender: 'male', name: 'Bima' }, 'key-1');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(portal.state.children.length).toBe(before + 1);
    // Another body with the same key is refused; without a key it is a new child.
    expect((await post('/v1/children', { ...child, name: 'Sekar' }, 'key-1')).status).toBe(422);
    expect((await post('/v1/children', child)).status).toBeLessThan(300);
    expect(portal.state.children.length).toBe(before + 2);
  });

  it('a refused call is not kept: its retry with the key is checked afresh', async () => {
    const { portal, post } = await setup();
    const before = portal.state.children.length;
    expect((await post('/v1/children', { name: '' }, 'key-2')).status).toBe(422);
    expect((await post('/v1/children', { name: '' }, 'key-2')).status).toBe(422);
    expect(portal.state.children.length).toBe(before);
  });
});
