import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Issue 31 (decision 0530): the giver who holds a gift from another shop must type the owner's address into that shop's
// form, so she alone, while she holds it, sees the street and phone, when the owner shows her address.
describe('the address book for the giver who holds an outside-shop gift', () => {
  const GIFT = 12; // bunda-demo's TikTok gift, free in the seed; her address is shown at the area level.
  const setup = () => {
    const portal = createFakePortal();
    const api = client(portal);
    const book = async (guest: string) => (await api.call<{ data: { rows: { address: string | null; receiver_phone: string | null; visibility: string }[] } }>('GET', '/v1/order-group/address-book?key=bunda-demo', { guest })).body.data.rows[0]!;
    const reserve = (guest: string) => api.call('POST', '/v2/carts', { guest, body: { gift_product_id: GIFT, gift_registry_type: 'reserve', name: 'Kak Dewi' } });
    return { portal, api, book, reserve };
  };
  const holder = 'tamuluarkado00000001';
  const other = 'tamuluarkado00000002';

  it('the holder sees the street and phone; another giver still sees the area only', async () => {
    const { book, reserve } = setup();
    expect(await book(holder)).toMatchObject({ visibility: 'area', address: null, receiver_phone: null });
    expect((await reserve(holder)).status).toBe(201);
    expect(await book(holder)).toMatchObject({ visibility: 'full', address: 'Jl. Melawai Raya No. 12, RT 02/RW 04', receiver_phone: '081234567801' });
    expect(await book(other)).toMatchObject({ visibility: 'area', address: null, receiver_phone: null });
    expect((await reserve(other)).status).toBe(409);
    expect(await book(other)).toMatchObject({ visibility: 'area', address: null, receiver_phone: null });
  });

  it('no longer once she lets it go, nor once she has marked it bought', async () => {
    const { api, book, reserve } = setup();
    await reserve(holder);
    expect((await api.call('DELETE', `/v2/gift-products/cancel-reservations/${GIFT}`, { guest: holder })).status).toBe(200);
    expect(await book(holder)).toMatchObject({ visibility: 'area', address: null, receiver_phone: null });
    expect((await api.call('POST', '/v2/carts', { guest: holder, body: { gift_product_id: GIFT, gift_registry_type: 'buy', name: 'Kak Dewi' } })).status).toBe(201);
    expect(await book(holder)).toMatchObject({ visibility: 'area', address: null });
  });

  it('never without the owner’s consent: with her address hidden the holder sees the first name and city only', async () => {
    const { api, book, reserve } = setup();
    const token = await api.login('ibu.demo@kado.test');
    expect((await api.call('PUT', '/v2/gifts/address/visibility', { token, body: { is_registry_address_visible: false } })).status).toBe(200);
    await reserve(holder);
    expect(await book(holder)).toMatchObject({ visibility: 'masked', address: null, receiver_phone: null });
  });

  it('a catalogue gift held gives no more than the area (its parcel is sent by Kado)', async () => {
    const { portal, api, book } = setup();
    const g = portal.state.gifts.find((x) => x.owner_id === 1 && x.product_id !== null && x.reserved_by === null && !x.is_in_cart && x.transaction_status === null && !x.is_private && !x.is_purchase && !portal.state.contributions.some((c) => c.gift_id === x.id))!;
    expect((await api.call('POST', '/v2/carts', { guest: holder, body: { product_id: g.product_id, sku_id: g.sku_id, gift_product_id: g.id, gift_registry_type: 'reserve', gift_registry_payment: 'full' } })).status).toBe(201);
    expect(await book(holder)).toMatchObject({ visibility: 'area', address: null });
  });
});
