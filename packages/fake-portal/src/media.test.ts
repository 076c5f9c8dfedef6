import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

describe('media', () => {
  it('uploads an image, sets it as the profile photo, serves it back, and rejects a non-image', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const token = await api.login('baru@kado.test');
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'foto.png', { type: 'image/png' }));
    const up = await portal.fetch(new Request('http://kado.test/api/v1/upload/image', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
    expect(up.status).toBe(201);
    const { data } = (await up.json()) as { data: { id: number; image_url: string } };
    const me = await api.call('POST', '/v1/profile/photo/upload', { token, body: { image: data.id } });
    expect(me.body.data.photo_url).toBe(data.image_url);
    const served = await portal.fetch(new Request(`http://kado.test${data.image_url}`));
    expect(served.headers.get('content-type')).toBe('image/png');

    const bad = new FormData();
    bad.append('image', new File(['halo'], 'catatan.txt', { type: 'text/plain' }));
    const rejected = await portal.fetch(new Request('http://kado.test/api/v1/upload/image', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: bad }));
    expect(rejected.status).toBe(422);
    expect(((await rejected.json()) as { message: string }).message).toBe('File harus berupa gambar');
    expect(portal.state.uploads).toHaveLength(1);
  });
});

describe('images with the spec §9 size parameters', () => {
  it('serves a product image asked as a thumbnail (w, h, q) or at quality 50, as without them', async () => {
    const portal = createFakePortal();
    const id = portal.state.products[0]!.id;
    for (const query of ['', '?w=300&h=300&q=80', '?q=50']) {
      const res = await portal.fetch(new Request(`http://kado.test/api/images/products/${id}.svg${query}`));
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});
