import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 31 (decision 0531): a new mother's registry was public and empty before she had added anything.
describe('a new registry opens to givers with its first gift', () => {
  it("a visitor meets 'not ready' until the first gift; the owner always sees hers; hiding every gift closes it again", async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await api.login('baru@kado.test'); // rina-baru: no registry yet
    expect((await api.call('GET', '/v2/gifts', { token })).status).toBe(200); // her first registry page makes it
    expect(portal.state.registries.find((r) => r.user_id === 2)?.is_public).toBe(true);

    const visitor = await api.call<{ message: string }>('GET', '/v2/gifts/rina-baru');
    expect(visitor.status).toBe(404);
    expect(visitor.body.message).toBe('Registry ini belum siap. Pemiliknya belum menambahkan kado pertama, coba buka lagi nanti.');
    expect((await api.call('GET', '/v2/gift-products/rina-baru')).status).toBe(404);
    expect((await api.call('GET', '/v2/gifts/rina-baru', { token })).status).toBe(200);

    const variant = portal.state.variants.find((v) => v.stock > 0)!;
    const added = await api.call<{ data: { id: number } }>('POST', '/v2/gifts/product', { token, body: { product_id: variant.product_id, sku_id: variant.sku_id } });
    expect(added.status).toBe(201);
    expect((await api.call('GET', '/v2/gifts/rina-baru')).status).toBe(200);
    expect((await api.call('GET', '/v2/gift-products/rina-baru')).status).toBe(200);

    expect((await api.call('POST', `/v1/gift-products/${added.body.data.id}/set-private`, { token })).status).toBe(200);
    expect((await api.call('GET', '/v2/gifts/rina-baru')).status).toBe(404);
  });

  it('a private registry stays not found, whatever it holds', async () => {
    const api = client(createFakePortal());
    const answer = await api.call<{ message: string }>('GET', '/v2/gifts/lestari-privat');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Registry tidak ditemukan');
  });
});
