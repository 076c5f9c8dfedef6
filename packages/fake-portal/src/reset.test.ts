import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

describe('reset', () => {
  it('POST /api/__control/reset restores the seed', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    const token = await api.login('ibu.demo@kado.test');
    const before = await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token });
    expect((await api.call('DELETE', '/v1/gift-products/1', { token })).status).toBe(200);
    expect((await api.call('POST', '/v1/children', { token, body: { name: 'Bayi Baru' } })).status).toBe(201);
    expect((await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token })).body).not.toEqual(before.body);
    expect((await api.call('POST', '/__control/reset')).status).toBe(200);
    const again = await api.login('ibu.demo@kado.test');
    expect((await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token: again })).body).toEqual(before.body);
    expect((await api.call('GET', '/v1/children', { token: again })).body.data.rows).toHaveLength(2);
    // Tokens from before the reset are gone.
    expect((await api.call('GET', '/v1/me', { token })).status).toBe(401);
  });

  it('has no control routes unless asked for (decision 0230)', async () => {
    const api = client(createFakePortal());
    for (const path of ['/__control/reset', '/__control/expire-tokens', '/__control/orders/4/advance', '/__control/gifts/17/advance']) {
      expect((await api.call('POST', path, { body: {} })).status, path).toBe(404);
    }
    expect((await api.call('POST', '/__control/reset', { body: {} })).status).toBe(404);
    expect((await client(createFakePortal({ controlRoutes: true })).call('POST', '/__control/reset')).status).toBe(200);
  });

  it('reset() gives a deep copy: two portals never share state', async () => {
    const a = createFakePortal();
    const b = createFakePortal();
    a.state.variants[0]!.stock = 0;
    a.state.vouchers[0]!.name = 'ubah';
    a.reset();
    expect(a.state.variants[0]!.stock).toBe(b.state.variants[0]!.stock);
    expect(a.state.vouchers[0]!.name).toBe(b.state.vouchers[0]!.name);
    const one = await client(a).login('ibu.demo@kado.test');
    const two = await client(b).login('ibu.demo@kado.test');
    // Tokens are 256 random bits (issue 17): two portals, or two logins, never hand out the same or a derivable one.
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(two).not.toBe(one);
    expect(await client(a).login('ibu.demo@kado.test')).not.toBe(one);
    const prefixed = await client(createFakePortal({ idPrefix: 'x' })).login('ibu.demo@kado.test');
    expect(prefixed).toMatch(/^x[0-9a-f]{64}$/);
  });
});
