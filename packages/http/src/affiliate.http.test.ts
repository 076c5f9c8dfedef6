import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpAffiliateGateway against the fake portal', () => {
  it('needs the affiliator role', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    await failsWith(kit.gateways.AffiliateGateway.commission(), 'forbidden');
    await failsWith(kit.gateways.AffiliateGateway.products(), 'forbidden');
  });

  describe('as afiliator', () => {
    beforeEach(() => kit.loginAs('afiliator@kado.test'));

    it('products follows links.next page by page', async () => {
      const first = await kit.gateways.AffiliateGateway.products();
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.items[0]).toMatchObject({ commission: expect.any(Number), slug: expect.any(String) });
      expect(first.next).not.toBeNull();
      const second = await kit.gateways.AffiliateGateway.products(first.next);
      expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    });

    it('createLink answers a shareable URL; an unknown product is not found', async () => {
      const { items } = await kit.gateways.AffiliateGateway.products();
      const link = await kit.gateways.AffiliateGateway.createLink(items[0]!.slug);
      expect(link.url).toMatch(/^https?:\/\//);
      await failsWith(kit.gateways.AffiliateGateway.createLink('tidak-ada'), 'not-found');
    });

    it('commission answers the 30-day report by default', async () => {
      const report = await kit.gateways.AffiliateGateway.commission();
      expect(report.duration).toBe(30);
      expect(report.totalAllCommission).toBeGreaterThanOrEqual(0);
      expect((await kit.gateways.AffiliateGateway.commission(7)).duration).toBe(7);
    });
  });
});
