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
