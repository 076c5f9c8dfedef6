import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { DomainError } from '@kado/domain';
import { createHttpGateways } from './gateways';
import { createPortalClient } from './portal-client';

// Decision 0520: an adapter checks its body with the request schema of @kado/contract before sending. A body the
// portal would refuse is not sent, and the call fails exactly as the portal's 422 would have made it fail.
function adapters() {
  const portal = createFakePortal();
  const sent: string[] = [];
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return portal.fetch(request);
    },
    getAccessToken: () => null,
    retryDelayMs: () => 0,
  });
  return { gateways: createHttpGateways(client), sent, portal };
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const reason = await promise.then(() => new Error('the call succeeded'), (error: unknown) => error);
  if (!(reason instanceof DomainError)) throw reason;
  return reason;
}

/** The portal's own 422 to the same body, sent as it is (what the app showed before the adapters checked). */
async function portal422(portal: ReturnType<typeof createFakePortal>, path: string, body: unknown): Promise<unknown> {
  const answer = await portal.fetch(new Request(`http://kado.test/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  expect(answer.status).toBe(422);
  const json = (await answer.json()) as { message: string; errors: Record<string, string[]> };
  return { kind: 'validation', message: json.message, fieldErrors: json.errors };
}

describe('a body its request schema refuses is not sent', () => {
  it('registration with a malformed e-mail and a short password: no request, the portal 422\'s error', async () => {
    const { gateways, sent, portal } = adapters();
    const input = { name: 'Ani', email: 'ani@kado', phone: '081234567890', password: 'pendek' };
    const error = await rejection(gateways.AuthGateway.register(input));
    expect(sent).toEqual([]);
    expect(error.detail).toEqual({ kind: 'validation', message: 'Format email tidak valid', fieldErrors: { email: ['Format email tidak valid'], password: ['Kata sandi minimal 8 karakter'] } });
    expect(error.detail).toEqual(await portal422(portal, 'v1/register', input));
  });

  it('a guest holding a gift with a quantity of 0: no request, "Jumlah minimal 1"', async () => {
    const { gateways, sent } = adapters();
    const error = await rejection(gateways.CartGateway.addItem({ giftProductId: '16', giftRegistryType: 'reserve', quantity: 0 }));
    expect(sent).toEqual([]);
    expect(error.detail).toEqual({ kind: 'validation', message: 'Jumlah minimal 1', fieldErrors: { quantity: ['Jumlah minimal 1'] } });
  });

  it('an address with a four-digit postal code and a landline: both field errors, nothing sent', async () => {
    const { gateways, sent } = adapters();
    const input = { districtId: '1', primary: false, address: 'Jl. Melati 1', addressLabel: 'Rumah', receiverName: 'Ani', receiverPhone: '0211234567', postalCode: '1234' };
    const error = await rejection(gateways.AddressGateway.create(input));
    expect(sent).toEqual([]);
    expect(error.detail).toEqual({
      kind: 'validation', message: 'Format nomor HP tidak valid',
      fieldErrors: { receiver_phone: ['Format nomor HP tidak valid'], postal_code: ['Kode pos harus 5 angka'] },
    });
  });

  it('a body the schema accepts is sent as it is (spaces included: the portal trims)', async () => {
    const { gateways, sent } = adapters();
    const session = await gateways.AuthGateway.register({ name: '  Ani  ', email: 'ani.baru@kado.test', phone: '081234567899', password: 'Rahasia123!' });
    expect(sent).toEqual(['POST /api/v1/register']);
    expect(session.user.name).toBe('Ani');
  });
});

/** The portal's own 422 to the same query, sent as it is. */
async function portalQuery422(portal: ReturnType<typeof createFakePortal>, pathAndQuery: string): Promise<unknown> {
  const answer = await portal.fetch(new Request(`http://kado.test/api/${pathAndQuery}`));
  expect(answer.status).toBe(422);
  const json = (await answer.json()) as { message: string; errors: Record<string, string[]> };
  return { kind: 'validation', message: json.message, fieldErrors: json.errors };
}

// Decision 0521: the same for a query (paging, filters, sorts), checked as it goes out: as text.
describe('a query its schema refuses is not sent', () => {
  it('a product search with a negative lowest price, a page of 51 and an unknown sort: nothing sent, the portal 422\'s error', async () => {
    const { gateways, sent, portal } = adapters();
    const error = await rejection(gateways.CatalogueGateway.products({ page: 1, limit: 51, minPrice: -1, sort: 'termurah' }));
    expect(sent).toEqual([]);
    expect(error.detail).toEqual({
      kind: 'validation', message: 'Batas maksimal 50',
      fieldErrors: { limit: ['Batas maksimal 50'], sort: ['Urutan harus salah satu dari: -created_at, price, -price, -sold_count, -discount'], 'filter[min_price]': ['Harga minimal minimal 0'] },
    });
    expect(error.detail).toEqual(await portalQuery422(portal, 'v5/products?limit=51&filter[min_price]=-1&sort=termurah'));
  });

  it('page 0 of a registry\'s gifts, read as it changes (a raw response): nothing sent, "Halaman minimal 1"', async () => {
    const { gateways, sent } = adapters();
    const error = await rejection(gateways.RegistryLiveGateway.giftsIfChanged('bunda-demo', { page: 0 }, null));
    expect(sent).toEqual([]);
    expect(error.detail).toEqual({ kind: 'validation', message: 'Halaman minimal 1', fieldErrors: { page: ['Halaman minimal 1'] } });
  });

  it('a parcel with no waybill and a search word of 101 letters: nothing sent', async () => {
    const { gateways, sent } = adapters();
    expect((await rejection(gateways.OrderGateway.track('jne', '  '))).detail).toEqual({ kind: 'validation', message: 'Nomor resi wajib diisi', fieldErrors: { awb: ['Nomor resi wajib diisi'] } });
    expect((await rejection(gateways.SearchGateway.autocomplete('a'.repeat(101)))).detail).toMatchObject({ kind: 'validation', message: 'Kata kunci maksimal 100 karakter' });
    expect(sent).toEqual([]);
  });

  it('a query the schema accepts is sent', async () => {
    const { gateways, sent } = adapters();
    const page = await gateways.CatalogueGateway.products({ page: 1, limit: 50, minPrice: 0, sort: 'price', inStock: true });
    expect(sent).toEqual(['GET /api/v5/products']);
    expect(page.items.length).toBeGreaterThan(0);
  });
});
