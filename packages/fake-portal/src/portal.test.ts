import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

const CUTOFF = Date.parse('2022-06-17T12:48:31Z');

/** Spec §4 display status, restated here to check the seed covers every one. */
function badge(g: { manually_purchased_at: string | null; external_product: unknown; is_purchase: boolean; reserved_by: unknown; transaction_status: string | null; payment_completed: boolean; is_in_cart: boolean }): string {
  if (g.manually_purchased_at) return g.external_product ? 'Dibeli' : 'Selesai';
  if (g.external_product) return g.is_purchase ? 'Dibeli' : g.reserved_by ? 'Direservasi' : 'available';
  if (g.is_in_cart) return 'Di Keranjang';
  if (g.transaction_status === 'delivered' && g.payment_completed) return 'Selesai';
  if (g.transaction_status === 'pickedup' && g.payment_completed) return 'Dikirim';
  if ((g.transaction_status === 'accepted' || g.transaction_status === 'confirmed') && g.payment_completed) return 'Dikemas';
  if (g.transaction_status === 'reserved' || g.reserved_by) return 'Direservasi';
  return 'available';
}

describe('demo accounts', () => {
  const portal = createFakePortal();
  const api = client(portal);

  it.each([
    ['ibu.demo@kado.test', (u: any) => expect(u.email_verified_at).not.toBeNull()], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['baru@kado.test', (u: any) => { expect(Date.parse(u.created_at)).toBeGreaterThan(CUTOFF); expect(u.phone).toBeTruthy(); expect(u.email_verified_at ?? u.phone_verified_at).toBeNull(); }], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['lama@kado.test', (u: any) => { expect(Date.parse(u.created_at)).toBeLessThan(CUTOFF); expect(u.phone).toBeTruthy(); expect(u.email_verified_at ?? u.phone_verified_at).toBeNull(); }], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['tanpa-hp@kado.test', (u: any) => expect(u.phone).toBeNull()], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['afiliator@kado.test', (u: any) => expect(u.roles).toContainEqual({ name: 'affiliator' })], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('%s logs in with the demo password and has its traits', async (email, check) => {
    const login = await api.call('POST', '/v1/login', { body: { email, password: 'Rahasia123!' } });
    expect(login.status).toBe(200);
    expect(login.body.data.expires_in).toBe(3600);
    const me = await api.call('GET', '/v1/me', { token: login.body.data.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    check(me.body.data);
  });

  it('rejects a wrong password with an Indonesian field error', async () => {
    const res = await api.call('POST', '/v1/login', { body: { email: 'ibu.demo@kado.test', password: 'salah' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toMatch(/salah/);
  });

  it('logs in by phone too', async () => {
    const res = await api.call('POST', '/v1/login', { body: { email: '081234567801', password: 'Rahasia123!' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe('bunda-demo');
  });

  it('expires the access token after 3600 s (spec §9) and refreshes it', async () => {
    let t = Date.parse('2025-01-01T00:00:00Z');
    const timed = createFakePortal({ now: () => new Date(t) });
    const c = client(timed);
    const login = await c.call('POST', '/v1/login', { body: { email: 'baru@kado.test', password: 'Rahasia123!' } });
    t += 3599_000;
    expect((await c.call('GET', '/v1/me', { token: login.body.data.access_token })).status).toBe(200);
    t += 2_000;
    expect((await c.call('GET', '/v1/me', { token: login.body.data.access_token })).status).toBe(401);
    const refreshed = await c.call('POST', '/v1/refresh-token', { body: { refresh_token: login.body.data.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await c.call('GET', '/v1/me', { token: refreshed.body.data.access_token })).status).toBe(200);
  });

  it('verifies with OTP 123456 and not with another code', async () => {
    const token = await api.login('baru@kado.test');
    expect((await api.call('POST', '/v1/verify-otp', { token, body: { otp: '000000' } })).status).toBe(422);
    const ok = await api.call('POST', '/v1/otp-whatsapp/verification', { token, body: { otp: '123456' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.phone_verified_at).not.toBeNull();
  });

  it('lets a username change once only', async () => {
    const token = await api.login('lama@kado.test');
    expect((await api.call('PUT', '/v1/profile', { token, body: { username: 'dewi-baru' } })).status).toBe(200);
    const again = await api.call('PUT', '/v1/profile', { token, body: { username: 'dewi-lagi' } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Username hanya dapat diubah satu kali');
  });
});

describe('seed', () => {
  const portal = createFakePortal();
  const api = client(portal);

  it('has at least 150 products over 12 categories and 15 merchants', async () => {
    const products = await api.call('GET', '/v5/products?limit=50');
    expect(products.body.data.pagination.total).toBeGreaterThanOrEqual(150);
    const cats = await api.call('GET', '/v1/categories?filter[is_root]=0');
    expect(cats.body.data.rows.length).toBeGreaterThanOrEqual(12);
    const merchants = await api.call('GET', '/v2/merchants?limit=100');
    expect(merchants.body.data.pagination.total).toBeGreaterThanOrEqual(15);
    const rows = merchants.body.data.rows as { image_url: string | null }[];
    expect(rows.some((m) => m.image_url === null)).toBe(true);
    expect(rows.filter((m) => m.image_url !== null).length).toBeGreaterThanOrEqual(15);
  });

  it('has discounted, out-of-stock and multi-variant products', () => {
    const s = portal.state;
    expect(s.variants.some((v) => v.old_price !== null && v.old_price > v.price)).toBe(true);
    expect(s.products.some((p) => s.variants.filter((v) => v.product_id === p.id).every((v) => v.stock === 0))).toBe(true);
    expect(s.products.some((p) => s.variants.filter((v) => v.product_id === p.id).length > 1)).toBe(true);
    expect(s.variants.every((v) => Number.isInteger(v.price) && v.price > 0)).toBe(true);
  });

  it('gives bunda-demo at least 12 gifts covering every display status', async () => {
    const token = await api.login('ibu.demo@kado.test');
    const list = await api.call('GET', '/v2/gift-products/bunda-demo?limit=100', { token });
    const gifts = list.body.data.rows as Parameters<typeof badge>[0][];
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    const badges = new Set(gifts.map(badge));
    for (const b of ['Selesai', 'Dibeli', 'Di Keranjang', 'Direservasi', 'Dikemas', 'Dikirim', 'available']) expect(badges).toContain(b);
    const any = gifts as unknown as { external_product: unknown; is_purchase: boolean; reserved_by: unknown; manually_purchased_at: string | null; product: unknown }[];
    expect(any.some((g) => g.external_product && g.is_purchase)).toBe(true);
    expect(any.some((g) => g.external_product && !g.is_purchase && g.reserved_by)).toBe(true);
    expect(any.some((g) => g.manually_purchased_at && g.product)).toBe(true);
  });

  it('hides private gifts from guests and answers 404 for a private registry', async () => {
    const asGuest = await api.call('GET', '/v2/gift-products/bunda-demo?limit=100');
    expect((asGuest.body.data.rows as { is_private: boolean }[]).every((g) => !g.is_private)).toBe(true);
    expect((await api.call('GET', '/v2/gifts/lestari-privat')).status).toBe(404);
    expect((await api.call('GET', '/v2/gift-products/lestari-privat')).status).toBe(404);
  });

  it('serves generated SVG images', async () => {
    const res = await portal.fetch(new Request('http://kado.test/api/images/products/1.svg'));
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('has greetings, children, a primary address, mini points and tracking', async () => {
    const token = await api.login('ibu.demo@kado.test');
    expect((await api.call('GET', '/v2/gifts/greetings', { token })).body.data.rows.length).toBeGreaterThan(0);
    expect((await api.call('GET', '/v1/children', { token })).body.data.rows).toHaveLength(2);
    const addresses = (await api.call('GET', '/v1/profile/user-address', { token })).body.data.rows as { primary: boolean }[];
    expect(addresses.filter((a) => a.primary)).toHaveLength(1);
    expect((await api.call('GET', '/v1/me', { token })).body.data.mini_points).toBeGreaterThan(0);
    const orders = (await api.call('GET', '/v1/orders', { token })).body.data.rows as { courier: string; awb: string | null }[];
    const shipped = orders.find((o) => o.awb)!;
    const track = await api.call('GET', `/v1/track?courier=${shipped.courier}&awb=${shipped.awb}`);
    expect(track.body.data.error).toBe(false);
    expect(track.body.data.history.length).toBeGreaterThan(0);
  });

  it('gives the affiliator products with links.next and a commission summary', async () => {
    const token = await api.login('afiliator@kado.test');
    const page = await api.call('GET', '/v1/affiliator/products', { token });
    expect(page.body.links.next).toMatch(/page=2/);
    const summary = await api.call('GET', '/v1/affiliator', { token });
    expect(summary.body.data.total_all_commision).toBeGreaterThan(0);
    expect(summary.body.data.duration).toBe(30);
    const other = await api.login('ibu.demo@kado.test');
    expect((await api.call('GET', '/v1/affiliator', { token: other })).status).toBe(403);
  });
});
