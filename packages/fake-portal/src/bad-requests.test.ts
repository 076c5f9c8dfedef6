import { beforeAll, describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import type { State } from './state';
import { client } from './test-client';

/** Everything but tokens, as JSON (Maps and Sets spelled out), to prove a rejected request changed nothing. */
function dump(state: State): string {
  return JSON.stringify(state, (key, value: unknown) => {
    if (key === 'tokens') return undefined;
    if (value instanceof Map) return [...value.entries()];
    if (value instanceof Set) return [...value.values()];
    if (value instanceof Uint8Array) return [...value];
    return value;
  });
}

const INDONESIAN = /(wajib|tidak|harus|silakan|format|minimal|maksimal|hanya|sudah|kado|data|salah|anda|mohon|halaman|belum|khusus|ditemukan)/i;

describe('bad requests get a 4xx with an Indonesian message and change nothing', () => {
  const portal = createFakePortal({ controlRoutes: true });
  const api = client(portal);
  let ibu = '';
  let baru = '';
  let otherAddress = 0;
  let otherChild = 0;

  beforeAll(async () => {
    ibu = await api.login('ibu.demo@kado.test');
    baru = await api.login('baru@kado.test');
    otherAddress = portal.state.addresses.find((a) => a.user_id === 6)!.id;
    otherChild = portal.state.children.find((c) => c.user_id === 6)!.id;
  });

  type Case = [string, string, string, { body?: unknown; raw?: string; token?: 'ibu' | 'baru' | 'bad'; guest?: string }, number];
  const cases: Case[] = [
    ['malformed JSON on login', 'POST', '/v1/login', { raw: '{"email": ' }, 400],
    ['a JSON array as body', 'POST', '/v1/login', { raw: '[1,2]' }, 400],
    ['missing login fields', 'POST', '/v1/login', { body: {} }, 422],
    ['wrong types on register', 'POST', '/v1/register', { body: { name: 5, email: true, phone: [], password: {} } }, 422],
    ['taken email on register', 'POST', '/v1/register', { body: { name: 'X', email: 'ibu.demo@kado.test', phone: '081299999999', password: 'Rahasia123!' } }, 422],
    ['register-guest without contact', 'POST', '/v1/register-guest', { body: { name: 'Tamu' } }, 422],
    ['me without a token', 'GET', '/v1/me', {}, 401],
    ['me with a bad token', 'GET', '/v1/me', { token: 'bad' }, 401],
    ['profile: username taken', 'PUT', '/v1/profile', { token: 'baru', body: { username: 'bunda-demo' } }, 422],
    ['profile: username with spaces', 'PUT', '/v1/profile', { token: 'baru', body: { username: 'ada spasi' } }, 422],
    ['registry: PUT with wrong type', 'PUT', '/v2/gifts', { token: 'ibu', body: { is_public: 'kadang' } }, 422],
    ['registry: PUT without token', 'PUT', '/v2/gifts', { body: { name: 'Curi' } }, 401],
    ['registry: address visibility with no setting', 'PUT', '/v2/gifts/address/visibility', { token: 'ibu', body: {} }, 422],
    ['registry: address detail visibility not a boolean', 'PUT', '/v2/gifts/address/visibility', { token: 'ibu', body: { is_registry_address_detail_visible: 'ya' } }, 422],
    ['registry: add unknown product', 'POST', '/v2/gifts/product', { token: 'ibu', body: { product_id: 999999, sku_id: 1 } }, 404],
    ['registry: add with string ids', 'POST', '/v2/gifts/product', { token: 'ibu', body: { product_id: 'satu', sku_id: null } }, 422],
    ['registry: add with a sku of another product', 'POST', '/v2/gifts/product', { token: 'ibu', body: { product_id: 1, sku_id: 99999999 } }, 422],
    ['registry: external without price', 'POST', '/v2/gifts/external-product', { token: 'ibu', body: { url: 'https://shopee.co.id/x', name: 'X', marketplace: 'shopee' } }, 422],
    ['registry: external with a picture address that is not a link (QA, 28 November)', 'POST', '/v2/gifts/external-product', { token: 'ibu', body: { url: 'https://x.test/a', name: 'X', price: 1000, marketplace: 'other', image_url: 'bukan link' } }, 422],
    ['registry: external with a protocol-relative picture address', 'POST', '/v2/gifts/external-product', { token: 'ibu', body: { url: 'https://x.test/a', name: 'X', price: 1000, marketplace: 'other', image_url: '//evil.example/x.png' } }, 422],
    ['registry: external with a bad marketplace', 'POST', '/v2/gifts/external-product', { token: 'ibu', body: { url: 'https://x.test/a', name: 'X', price: 1000, marketplace: 'amazon' } }, 422],
    ['crawl: unrecognised host', 'GET', '/v2/gift-add-url?url=https%3A%2F%2Fexample.com%2Fbarang', { token: 'ibu' }, 422],
    ['crawl: a "gagal" URL', 'GET', '/v2/gift-add-url?url=https%3A%2F%2Fshopee.co.id%2Fgagal-produk', { token: 'ibu' }, 422],
    ['crawl: no token', 'GET', '/v2/gift-add-url?url=https%3A%2F%2Fshopee.co.id%2Fa-b', {}, 401],
    ['gift: complete someone else\'s gift', 'POST', '/v1/gift-product-complete/1', { token: 'baru' }, 403],
    ['gift: delete someone else\'s gift', 'DELETE', '/v1/gift-products/1', { token: 'baru' }, 403],
    ['gift: set-private on someone else\'s gift', 'POST', '/v1/gift-products/1/set-private', { token: 'baru' }, 403],
    ['gift: edit someone else\'s gift', 'PUT', '/v1/gift-products/1', { token: 'baru', body: { quantity: 5 } }, 403],
    ['gift: edit with quantity 0', 'PUT', '/v1/gift-products/1', { token: 'ibu', body: { quantity: 0 } }, 422],
    ['gift: unknown id', 'POST', '/v1/gift-product-complete/999999', { token: 'ibu' }, 404],
    ['gift: non-numeric id', 'DELETE', '/v1/gift-products/abc', { token: 'ibu' }, 404],
    ['gift: guest tries to edit', 'PUT', '/v1/gift-products/1', { guest: 'tamuiseng00000001', body: { quantity: 2 } }, 401],
    ['gift: undelivered when not delivered', 'POST', '/v1/gift-products/1/undelivered', { token: 'ibu' }, 422],
    ['gift: cancel a reservation of another giver', 'DELETE', '/v2/gift-products/cancel-reservations/4', { guest: 'tamuiseng00000001' }, 403],
    ['gift: cancel a paid gift', 'DELETE', '/v2/gift-products/cancel-reservations/6', { token: 'ibu' }, 422],
    ['cart: reserve a taken gift', 'POST', '/v2/carts', { guest: 'tamuiseng00000001', body: { product_id: 0, sku_id: 0, gift_product_id: 4, gift_registry_type: 'reserve', gift_registry_payment: 'full' } }, 422],
    ['cart: reserve a reserved gift', 'POST', '/v2/carts', { guest: 'tamuiseng00000001', body: { product_id: '$P4', sku_id: '$S4', gift_product_id: 4, gift_registry_type: 'reserve', gift_registry_payment: 'full' } }, 409],
    ['cart: more units than the gift line has', 'POST', '/v2/carts', { guest: 'tamuiseng00000001', body: { product_id: '$P3', sku_id: '$S3', gift_product_id: 3, gift_registry_type: 'reserve', gift_registry_payment: 'full', quantity: 3 } }, 422],
    ['cart: bad gift_registry_type', 'POST', '/v2/carts', { guest: 'tamuiseng00000001', body: { product_id: 1, sku_id: 1, gift_product_id: 1, gift_registry_type: 'steal' } }, 422],
    ['cart: no identity', 'POST', '/v2/carts', { body: { product_id: 1, sku_id: 1 } }, 401],
    ['cart: owner buys own gift', 'POST', '/v2/carts', { token: 'ibu', body: { product_id: '$P1', sku_id: '$S1', gift_product_id: 1, gift_registry_type: 'buy', gift_registry_payment: 'full' } }, 422],
    ['cart: delete rows of someone else', 'DELETE', '/v1/carts', { guest: 'tamuiseng00000001', body: { carts: [1] } }, 404],
    ['cart: delete with a string list', 'DELETE', '/v1/carts', { token: 'ibu', body: { carts: 'semua' } }, 422],
    ['cart: delete with malformed JSON', 'DELETE', '/v1/carts', { token: 'ibu', raw: '{carts:' }, 400],
    ['address: read another user\'s', 'GET', '/v1/profile/user-address/$OA', { token: 'ibu' }, 404],
    ['address: change another user\'s', 'PUT', '/v1/profile/user-address/$OA', { token: 'ibu', body: { district_id: 3171010, address: 'Jl. Curian No. 1', address_label: 'X', receiver_name: 'X', receiver_phone: '081200000000', postal_code: '12345' } }, 404],
    ['address: delete another user\'s', 'DELETE', '/v1/profile/user-address/$OA', { token: 'ibu' }, 404],
    ['address: missing fields', 'POST', '/v1/profile/user-address', { token: 'ibu', body: { address: 'Jl.' } }, 422],
    ['address: unknown district and bad postal code', 'PUT', '/v1/profile/user-address/1', { token: 'ibu', body: { district_id: 1, address: 'Jl. Melawai', address_label: 'Rumah', receiver_name: 'Sari', receiver_phone: '081234567801', postal_code: '12' } }, 422],
    ['child: change another user\'s', 'PUT', '/v1/children/$OC', { token: 'ibu', body: { name: 'Bukan' } }, 404],
    ['child: delete another user\'s', 'DELETE', '/v1/children/$OC', { token: 'ibu' }, 404],
    ['child: set-default on another user\'s', 'POST', '/v1/children/$OC/set-default', { token: 'ibu' }, 404],
    ['child: bad birth date', 'POST', '/v1/children', { token: 'ibu', body: { name: 'Bayi', birth_date: '14-02-2024' } }, 422],
    ['voucher: claim a code voucher', 'POST', '/v1/claim/voucher', { token: 'ibu', body: { voucher_id: 6 } }, 422],
    ['voucher: claim twice', 'POST', '/v1/claim/voucher', { token: 'ibu', body: { voucher_id: 1 } }, 422],
    ['voucher: unknown', 'POST', '/v1/claim/voucher', { token: 'ibu', body: { voucher_id: 9999 } }, 404],
    ['review: star 0', 'POST', '/v1/products/2/reviews', { token: 'ibu', body: { star: 0 } }, 422],
    ['review: unknown product', 'POST', '/v1/products/99999/reviews', { token: 'ibu', body: { star: 5 } }, 404],
    ['review: helpful without a boolean', 'POST', '/v1/reviews/1/helpfull', { token: 'ibu', body: { is_helpfull: 'ya' } }, 422],
    ['order: someone else\'s cart', 'POST', '/v1/orders', { token: 'baru', body: { cart_ids: [2], address_id: 1, payment_method: 'gopay' } }, 404],
    ['order: unknown payment method', 'POST', '/v1/orders', { token: 'ibu', body: { cart_ids: [2], address_id: 1, payment_method: 'hutang' } }, 422],
    ['order: regular lines without an address', 'POST', '/v1/orders', { token: 'ibu', body: { cart_ids: [2], payment_method: 'gopay' } }, 422],
    ['order: regular lines to another user\'s address', 'POST', '/v1/orders', { token: 'ibu', body: { cart_ids: [2], address_id: 3, payment_method: 'gopay' } }, 422],
    ['quote: someone else\'s cart', 'POST', '/v1/orders/quote', { token: 'baru', body: { cart_ids: [2] } }, 404],
    ['quote: another user\'s address', 'POST', '/v1/orders/quote', { token: 'ibu', body: { cart_ids: [2, 3], address_id: 3 } }, 422],
    ['quote: no identity', 'POST', '/v1/orders/quote', { body: { cart_ids: [2] } }, 401],
    ['control: advance without a JSON content type', 'POST', '/__control/orders/4/advance', {}, 415],
    ['control: advance an unknown gift', 'POST', '/__control/gifts/999999/advance', { body: {} }, 404],
    ['order: cancel someone else\'s order', 'POST', '/v1/orders/8/cancel', { token: 'baru' }, 404],
    ['affiliate: not an affiliator', 'POST', '/v1/affiliator/anything/affiliate', { token: 'ibu' }, 403],
    ['adviser: empty message', 'POST', '/v1/adviser/chats', { token: 'ibu', body: { uuid: 'abcdefgh-1', message: '' } }, 422],
    ['survey: wrong types', 'POST', '/v1/survey', { token: 'ibu', body: { is_pregnant: 'mungkin', needs: 'semua' } }, 422],
    ['session: no guest id and no token', 'POST', '/v1/sessions/record', { body: { path: '/' } }, 422],
    ['event: unknown type', 'POST', '/v1/events', { body: { type: 'hack', value: {}, path: '/' } }, 422],
    ['event: value lacks fields', 'POST', '/v1/events', { body: { type: 'add-to-cart-registry', value: { gift_product_id: 1 }, path: '/' } }, 422],
    ['greeting: private registry', 'POST', '/v2/gifts/lestari-privat/greetings', { guest: 'tamuiseng00000001', body: { name: 'A', message: 'B' } }, 404],
    ['unknown route', 'GET', '/v1/tidak-ada', {}, 404],
    ['product by unknown slug is 490', 'POST', '/v1/products/slug', { body: { slug: 'tidak-ada' } }, 490],
  ];

  it.each(cases)('%s', async (_name, method, rawPath, opts, status) => {
    const gift = (n: number) => portal.state.gifts.find((g) => g.id === n)!;
    const fill = (s: string) => s.replace('$OA', String(otherAddress)).replace('$OC', String(otherChild));
    const path = fill(rawPath);
    let body = opts.body;
    if (body && typeof body === 'object') {
      body = JSON.parse(JSON.stringify(body).replace(/"\$P(\d+)"/g, (_m, n: string) => String(gift(Number(n)).product_id)).replace(/"\$S(\d+)"/g, (_m, n: string) => String(gift(Number(n)).sku_id)));
    }
    const token = opts.token === 'ibu' ? ibu : opts.token === 'baru' ? baru : opts.token === 'bad' ? 'tidak-valid' : undefined;
    const before = dump(portal.state);
    const snapshotBefore = await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token: ibu });
    const res = await api.call('' + method, path, { ...(body !== undefined ? { body } : {}), ...(opts.raw !== undefined ? { raw: opts.raw } : {}), ...(token ? { token } : {}), ...(opts.guest ? { guest: opts.guest } : {}) });
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).toMatch(INDONESIAN);
    if (status === 422) expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    expect(dump(portal.state)).toBe(before);
    expect(await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token: ibu })).toEqual(snapshotBefore);
  });

  it('never answers 500 to odd input anywhere (an all-optional body may succeed)', async () => {
    const odd = ['null', '"teks"', '123', '{"__proto__":{"x":1}}', '{"name":"\u0000"}'];
    const routes: [string, string][] = [['POST', '/v1/login'], ['POST', '/v2/carts'], ['PUT', '/v2/gifts'], ['POST', '/v1/children'], ['POST', '/v1/survey'], ['POST', '/v1/orders'], ['POST', '/v1/orders/quote'], ['POST', '/v1/vouchers/check'], ['POST', '/__control/orders/99999/advance']];
    for (const [method, path] of routes) {
      for (const raw of odd) {
        const res = await api.call(method, path, { raw, token: ibu });
        expect(res.status, `${method} ${path} ${raw}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
