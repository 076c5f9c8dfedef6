import { describe, expect, it } from 'vitest';
import { createFakePortal, type FakePortal } from './index';
import { client } from './test-client';

// Issue 30 item 4 (decision 0426): a private registry's images only to its owner. The cover of a registry that is not
// public, the pictures of its outside gifts and of a gift its owner made private answer 404 to anyone else (a stranger,
// another account, an ended token), as if they did not exist; the owner keeps seeing them.

const png = () => {
  const bytes = new Uint8Array(32);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  bytes[31] = 7;
  return bytes;
};
const multipart = () => {
  const form = new FormData();
  form.append('image', new File([png()], 'foto.png', { type: 'image/png' }));
  return form;
};
const post = (portal: FakePortal, path: string, token: string) => portal.fetch(new Request(`http://kado.test/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: multipart() }));
/** The status a request for a picture gets, with a token or none. */
const read = async (portal: FakePortal, url: string, token?: string) => (await portal.fetch(new Request(`http://kado.test${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))).status;

describe("a private registry's images are its owner's alone", () => {
  it('the cover of a registry made private: 404 to a stranger, another account and an ended token; the owner sees it; public again, anyone', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const owner = await api.login('ibu.demo@kado.test');
    const other = await api.login('lama@kado.test');
    const cover = ((await (await post(portal, '/v1/profile/background-image/upload', owner)).json()) as { data: { background_url: string } }).data.background_url;
    expect(cover).toMatch(/^\/api\/images\/uploads\//);
    expect(await read(portal, cover)).toBe(200);

    expect((await api.call('PUT', '/v2/gifts', { token: owner, body: { is_public: false } })).status).toBe(200);
    expect(await read(portal, cover)).toBe(404);
    expect(await read(portal, cover, other)).toBe(404);
    expect(await read(portal, cover, 'token-yang-tidak-ada')).toBe(404);
    const mine = await portal.fetch(new Request(`http://kado.test${cover}`, { headers: { authorization: `Bearer ${owner}` } }));
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(png());
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    expect((await api.call('PUT', '/v2/gifts', { token: owner, body: { is_public: true } })).status).toBe(200);
    expect(await read(portal, cover)).toBe(200);
  });

  it("an outside gift's uploaded picture: owner-only in a private registry, and in a public one once the gift is made private", async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const owner = await api.login('ibu.demo@kado.test');
    const picture = ((await (await post(portal, '/v1/upload/image', owner)).json()) as { data: { image_url: string } }).data.image_url;
    const gift = await api.call<{ data: { id: number } }>('POST', '/v2/gifts/external-product', {
      token: owner,
      body: { url: 'https://shopee.co.id/Gendongan-Bayi-Ergonomis-i.1.2', name: 'Gendongan Bayi', price: 250000, marketplace: 'shopee', image_url: `http://kado.test${picture}` },
    });
    expect(gift.status).toBe(201);
    expect(await read(portal, picture)).toBe(200);
    expect((await api.call('POST', `/v1/gift-products/${gift.body.data.id}/set-private`, { token: owner })).status).toBe(200);
    expect(await read(portal, picture)).toBe(404);
    expect(await read(portal, picture, owner)).toBe(200);

    // In a registry nobody else may open (the seed's lestari-privat), every outside gift's picture is hers alone.
    const lestari = await api.login('lestari@kado.test');
    const hers = ((await (await post(portal, '/v1/upload/image', lestari)).json()) as { data: { image_url: string } }).data.image_url;
    const added = await api.call('POST', '/v2/gifts/external-product', { token: lestari, body: { url: 'https://www.tokopedia.com/toko/botol-susu-bayi', name: 'Botol Susu', price: 90000, marketplace: 'tokopedia', image_url: hers } });
    expect(added.status).toBe(201);
    expect(await read(portal, hers)).toBe(404);
    expect(await read(portal, hers, owner)).toBe(404);
    expect(await read(portal, hers, lestari)).toBe(200);
  });

  it("the account's photo stays readable (her reviews show it too), and so does any upload a private registry does not show", async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const lestari = await api.login('lestari@kado.test');
    const photo = ((await (await post(portal, '/v1/profile/photo/upload', lestari)).json()) as { data: { photo_url: string } }).data.photo_url;
    const loose = ((await (await post(portal, '/v1/upload/image', lestari)).json()) as { data: { image_url: string } }).data.image_url;
    expect(await read(portal, photo)).toBe(200);
    expect(await read(portal, loose)).toBe(200);
  });
});
