import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { giftDisplayStatus } from '@kado/domain';
import { connect } from './testing/contract-kit';

/** The fake portal's answers, with every gift's transaction_status rewritten as a newer portal might send it. */
function portalSending(status: string | null) {
  const portal = createFakePortal();
  return connect(async (request) => {
    const response = await portal.fetch(request);
    if (!new URL(request.url).pathname.startsWith('/api/v2/gift-products/') || !response.ok) return response;
    const body = (await response.json()) as { data: { rows: { transaction_status?: string | null }[] } };
    for (const gift of body.data.rows) gift.transaction_status = status;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  });
}

describe('gift transaction_status (spec §4)', () => {
  it("an unknown state keeps the whole list and shows 'Direservasi'", async () => {
    const gifts = await portalSending('on_hold_by_courier').gateways.RegistryGateway.giftProducts('bunda-demo', { page: 1, limit: 10 });
    expect(gifts.items.length).toBeGreaterThan(0);
    for (const gift of gifts.items) {
      expect(gift.transactionStatus).toBe('reserved');
    }
    const catalogueGifts = gifts.items.filter((g) => g.externalProduct === null && g.manuallyPurchasedAt === null);
    expect(catalogueGifts.length).toBeGreaterThan(0);
    for (const gift of catalogueGifts) expect(giftDisplayStatus({ ...gift, paymentCompleted: true })).toBe('Direservasi');
  });

  it('a known state in another case is read as itself', async () => {
    const gifts = await portalSending(' Delivered ').gateways.RegistryGateway.giftProducts('bunda-demo', { page: 1, limit: 10 });
    expect(gifts.items.every((g) => g.transactionStatus === 'delivered')).toBe(true);
  });
});
