import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';
import { sniffImage } from './routes/media';

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
  it('serves a product image as a PNG at the width asked for: a thumbnail (w, h, q) 300 px, at quality 50 the full 600 px (issue 15)', async () => {
    const portal = createFakePortal();
    const id = portal.state.products[0]!.id;
    const widthOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16);
    for (const [query, width] of [['', 600], ['?w=300&h=300&q=80', 300], ['?q=50', 600], ['?w=9999', 1200]] as const) {
      const res = await portal.fetch(new Request(`http://kado.test/api/images/products/${id}.png${query}`));
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(sniffImage(bytes)).toBe('image/png');
      expect(widthOf(bytes), query).toBe(width);
    }
  });

  it('names product images as PNG files in the catalogue', async () => {
    const portal = createFakePortal();
    const res = await portal.fetch(new Request('http://kado.test/api/v1/groups/products/all'));
    const body: unknown = await res.json();
    expect(JSON.stringify(body)).toMatch(/\/api\/images\/products\/\d+(-\d)?\.png/);
  });
});
