import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

const OWNER = 'ibu.demo@kado.test';
const start = new Date('2026-11-23T03:00:00Z');

async function setup() {
  const portal = createFakePortal({ now: () => start, controlRoutes: true });
  const api = client(portal);
  const token = await api.login(OWNER);
  return { portal, api, token };
}
const control = (api: ReturnType<typeof client>, path: string, body: unknown) => api.call('POST', `/__control${path}`, { body });

describe('surprise mode (decision 0265)', () => {
  it('hides every giver name from the owner until the reveal day, keeps the count, and guests still see what is taken', async () => {
    const { api, token } = await setup();
    const saved = await api.call('PUT', '/v2/gifts/surprise', { token, body: { is_enabled: true, hide_taken: false, reveal_on: '2026-11-25', due_date: '2027-02-06' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ is_enabled: true, is_names_hidden: true, is_taken_hidden: false, reveal_at: '2026-11-24T17:00:00.000Z' });
    expect(saved.body.data.taken_count).toBeGreaterThan(3);

    const owner = [
      await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token }),
      await api.call('GET', '/v2/gift-products/show/8', { token }),
      await api.call('GET', '/v2/gift-products/show/14', { token }),
      await api.call('GET', '/v2/gifts/thank-you', { token }),
    ];
    for (const answer of owner) {
      expect(answer.status).toBe(200);
      for (const name of ['Tante Rina', 'Om Budi', 'Kak Lina']) expect(JSON.stringify(answer.body)).not.toContain(name);
    }
    const list = owner[0]!.body.data.rows as { id: number; transaction_status: string | null; reserved_by: unknown; surprise_hidden: boolean }[];
    expect(list.find((g) => g.id === 8)).toMatchObject({ transaction_status: 'delivered', reserved_by: null, surprise_hidden: true });
    expect(owner[3]!.body.data).toMatchObject({ is_hidden: true, rows: [] });
    // Greetings stay (they are words to her), but none says which gift its writer gave.
    const greetings = await api.call('GET', '/v2/gifts/greetings', { token });
    expect(greetings.body.data.rows.length).toBeGreaterThan(0);
    expect(greetings.body.data.rows.every((g: { gift_product_id: unknown }) => g.gift_product_id === null)).toBe(true);

    // A guest sees who holds what, so nothing is doubled.
    const guest = await api.call('GET', '/v2/gift-products/bunda-demo?limit=100');
    expect(JSON.stringify(guest.body)).toContain('Tante Rina');
    expect((await api.call('GET', '/v2/gifts/bunda-demo/surprise')).body.data).toEqual({ is_active: true, reveal_at: '2026-11-24T17:00:00.000Z' });

    // The clock reaches 00:00 WIB of the reveal day: everything shows (a refresh renews the expired access token).
    expect((await control(api, '/clock', { advance_days: 2 })).status).toBe(200);
    const again = await api.login(OWNER);
    const after = await api.call('GET', '/v2/gift-products/show/8', { token: again });
    expect(after.body.data.reserved_by).toEqual({ id: 9, name: 'Tante Rina' });
    const thanks = await api.call('GET', '/v2/gifts/thank-you', { token: again });
    expect(thanks.body.data.is_hidden).toBe(false);
    expect(thanks.body.data.rows.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Tante Rina', 'Om Budi']));
  });

  it('hiding taken too leaves no status and no count; a bad setting is refused with the domain message', async () => {
    const { api, token } = await setup();
    await api.call('PUT', '/v2/gifts/surprise', { token, body: { is_enabled: true, hide_taken: true, reveal_on: null, due_date: '2027-02-06' } });
    const s = await api.call('GET', '/v2/gifts/surprise', { token });
    expect(s.body.data).toMatchObject({ is_taken_hidden: true, taken_count: null, reveal_at: '2027-02-05T17:00:00.000Z' });
    const g = await api.call('GET', '/v2/gift-products/show/8', { token });
    expect(g.body.data).toMatchObject({ transaction_status: null, payment_completed: false, reserved_by: null });
    const bad = await api.call('PUT', '/v2/gifts/surprise', { token, body: { is_enabled: true, reveal_on: '2026-11-01', due_date: null } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: 'Tanggal buka kejutan tidak boleh sebelum hari ini', errors: { reveal_on: ['Tanggal buka kejutan tidak boleh sebelum hari ini'] } });
  });
});

describe('proof of an outside purchase (decision 0266)', () => {
  it('the guest who bought adds a resi; the courier moves it to Selesai; a wrong resi tracks with the error flag', async () => {
    const { api, token, portal } = await setup();
    const guest = 'tamuresi000000000001';
    expect((await api.call('POST', '/v2/carts', { guest, body: { gift_product_id: 12, gift_registry_type: 'buy', name: 'Kak Dewi' } })).status).toBe(201);
    const bad = await api.call('POST', '/v2/gift-products/12/external-proof', { guest, body: { courier: 'dhl', awb: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ courier: ['Kurir ini tidak kami kenal; pilih dari daftar'], awb: ['Nomor resi harus 8 sampai 30 karakter'] });
    expect((await api.call('POST', '/v2/gift-products/12/external-proof', { guest: 'tamulain000000000001', body: { courier: 'jnt', awb: 'JP1234567890' } })).status).toBe(403);

    const ok = await api.call('POST', '/v2/gift-products/12/external-proof', { guest, body: { courier: 'jnt', awb: 'jp 1234 5678 90' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.external_proof).toEqual({ courier: 'jnt', awb: 'JP1234567890' });
    expect((await api.call('GET', '/v1/track?courier=jnt&awb=JP1234567890')).body.data.error).toBe(true);

    for (let i = 0; i < 3; i += 1) expect((await control(api, '/parcels/advance', { courier: 'jnt', awb: 'JP1234567890' })).status).toBe(200);
    const owner = await api.call('GET', '/v2/gift-products/show/12', { token });
    expect(owner.body.data).toMatchObject({ is_purchase: true, transaction_status: 'delivered', external_proof: { courier: 'jnt', awb: 'JP1234567890' } });
    const track = await api.call('GET', '/v1/track?courier=jnt&awb=JP1234567890');
    expect(track.body.data).toMatchObject({ error: false, status: 'delivered' });
    expect(track.body.data.history).toHaveLength(3);

    // Corrected to a resi the courier does not know: the gift is back to Dibeli and tracking answers the error flag.
    await api.call('POST', '/v2/gift-products/12/external-proof', { guest, body: { courier: 'jne', awb: 'SALAH0000000' } });
    expect(portal.state.gifts.find((g) => g.id === 12)!.transaction_status).toBeNull();
  });
});

describe('thank-you list (decision 0267)', () => {
  it('lists each giver once with the gifts and phone, and keeps the mark', async () => {
    const { api, token } = await setup();
    const list = await api.call('GET', '/v2/gifts/thank-you', { token });
    const rina = list.body.data.rows.find((r: { name: string }) => r.name === 'Tante Rina');
    expect(rina).toMatchObject({ phone: '081234567809', is_thanked: false });
    expect(rina.gifts.length).toBeGreaterThan(1);
    expect(rina.id).not.toMatch(/u:|^9$/);
    const marked = await api.call('PUT', `/v2/gifts/thank-you/${rina.id}`, { token, body: { is_thanked: true } });
    expect(marked.body.data.is_thanked).toBe(true);
    const again = await api.call('GET', '/v2/gifts/thank-you', { token });
    expect(again.body.data.rows.find((r: { id: string }) => r.id === rina.id).is_thanked).toBe(true);
    expect((await api.call('PUT', '/v2/gifts/thank-you/tidakada', { token, body: { is_thanked: true } })).status).toBe(404);
  });

  it('refuses a mark while the names are hidden', async () => {
    const { api, token } = await setup();
    const rows = (await api.call('GET', '/v2/gifts/thank-you', { token })).body.data.rows;
    await api.call('PUT', '/v2/gifts/surprise', { token, body: { is_enabled: true, reveal_on: '2026-12-01' } });
    const refused = await api.call('PUT', `/v2/gifts/thank-you/${rows[0].id}`, { token, body: { is_thanked: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Mode kejutan aktif: nama pemberi terlihat mulai 1 Desember 2026');
  });
});
