import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal({ controlRoutes: true });
let kit: ContractKit;
const registry = () => kit.gateways.RegistryGateway;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpRegistryGateway against the fake portal', () => {
  describe('as the owner ibu.demo', () => {
    beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

    it('myRegistry answers the profile with its owner', async () => {
      const profile = await registry().myRegistry();
      expect(profile).toMatchObject({ name: "Sari's Baby Registry", isPublic: true });
      expect(profile.owner).toMatchObject({ username: 'bunda-demo', isRegistryAddressVisible: true });
    });

    it('updateRegistry saves name, description and visibility', async () => {
      const profile = await registry().updateRegistry({ name: 'Registry Arka', description: 'Doakan kami', isPublic: false });
      expect(profile).toMatchObject({ name: 'Registry Arka', description: 'Doakan kami', isPublic: false });
    });

    it('updateRegistry with a too long name is a validation error', async () => {
      await failsWith(registry().updateRegistry({ name: 'x'.repeat(101), description: '', isPublic: true }), 'validation');
    });

    it('setAddressVisibility hides the address', async () => {
      expect((await registry().setAddressVisibility(false)).owner.isRegistryAddressVisible).toBe(false);
    });

    it('asVisitor reads her public page without her session: a private registry is not found, as for a giver (decision 0462)', async () => {
      await registry().updateRegistry({ name: "Sari's Baby Registry", description: '', isPublic: false });
      await expect(registry().registry('bunda-demo')).resolves.toMatchObject({ isPublic: false });
      await failsWith(registry().registry('bunda-demo', { asVisitor: true }), 'not-found');
      await failsWith(registry().giftProducts('bunda-demo', { page: 1 }, { asVisitor: true }), 'not-found');
    });

    it('setCopyLink records the link', async () => {
      await expect(registry().setCopyLink('https://kado.test/registry/bunda-demo')).resolves.toBeUndefined();
    });

    it('addProduct adds a catalogue variant; the same sku again is a conflict', async () => {
      const page = await kit.gateways.CatalogueGateway.products({ page: 1, keyword: 'selimut' });
      const product = await kit.gateways.CatalogueGateway.product(page.items[0]!.id);
      const variant = product.variants[0]!;
      const gift = await registry().addProduct({ productId: product.id, skuId: variant.skuId, quantity: 1 });
      expect(gift.product?.id).toBe(product.id);
      expect(gift.variant?.skuId).toBe(variant.skuId);
      expect(gift.transactionStatus).toBeNull();
      await failsWith(registry().addProduct({ productId: product.id, skuId: variant.skuId, quantity: 1 }), 'conflict');
    });

    it('addProduct of an unknown product is not found', async () => {
      await failsWith(registry().addProduct({ productId: '999999', skuId: '1', quantity: 1 }), 'not-found');
    });

    it('addExternalProduct and updateExternalProduct keep an external item', async () => {
      const input = {
        name: 'Bouncer Bayi',
        url: 'https://shopee.co.id/bouncer-bayi-i.1.2',
        price: 350000,
        quantity: 1,
        imageUrl: null,
        marketplace: 'shopee',
        note: null,
      };
      const gift = await registry().addExternalProduct(input);
      expect(gift.product).toBeNull();
      expect(gift.externalProduct).toMatchObject({ name: 'Bouncer Bayi', price: 350000, marketplace: 'shopee' });
      const edited = await registry().updateExternalProduct(gift.id, { ...input, name: 'Bouncer Lipat' });
      expect(edited.externalProduct?.name).toBe('Bouncer Lipat');
    });

    it('addExternalProduct without a name is a validation error', async () => {
      const error = await failsWith(
        registry().addExternalProduct({ name: '', url: 'https://shopee.co.id/x', price: 1, quantity: 1, imageUrl: null, marketplace: 'shopee', note: null }),
        'validation',
      );
      expect(error.message).not.toBe('');
    });

    it('giftProduct answers one item with its variants', async () => {
      const gift = await registry().giftProduct('1');
      expect(gift.product).not.toBeNull();
      expect(gift.variants.length).toBeGreaterThan(0);
      expect(gift.note).toBe('Yang ringan untuk dibawa mudik');
    });

    it('crawlUrl reads a shop link; a failing link is a validation error', async () => {
      const crawled = await registry().crawlUrl('https://shopee.co.id/Stroller-Lipat-i.10.20');
      expect(crawled).toMatchObject({ marketplace: 'shopee', url: 'https://shopee.co.id/Stroller-Lipat-i.10.20' });
      expect(crawled.name).not.toBe('');
      await failsWith(registry().crawlUrl('https://shopee.co.id/gagal'), 'validation');
    });

    it('checkExistence answers one row per variant of a product', async () => {
      const gift = await registry().giftProduct('1');
      const checks = await registry().checkExistence(gift.product!.id);
      expect(checks.length).toBe(gift.variants.length);
      expect(checks.every((check) => typeof check.exists === 'boolean' && check.skuId !== '')).toBe(true);
    });

    it('giftProducts shows the owner private items too', async () => {
      const page = await registry().giftProducts('bunda-demo', { page: 1, limit: 50 });
      expect(page.items.some((gift) => gift.isPrivate)).toBe(true);
    });

    it('markPurchased and markNotPurchased set and clear the manual purchase', async () => {
      expect((await registry().markPurchased('2')).manuallyPurchasedAt).not.toBeNull();
      expect((await registry().markNotPurchased('2')).manuallyPurchasedAt).toBeNull();
    });

    it('markUndelivered turns delivered back to pickedup; a not delivered item is a validation error', async () => {
      expect((await registry().markUndelivered('8')).transactionStatus).toBe('pickedup');
      await failsWith(registry().markUndelivered('1'), 'validation');
    });

    it('cancelReservation frees a reserved item', async () => {
      const gift = await registry().cancelReservation('4');
      expect(gift.reservedBy).toBeNull();
      expect(gift.transactionStatus).toBeNull();
    });

    it('removeGiftProduct deletes an item', async () => {
      await registry().removeGiftProduct('3');
      await failsWith(registry().giftProduct('3'), 'not-found');
    });

    it('setPrivate and setPublic toggle an item', async () => {
      expect((await registry().setPrivate('1')).isPrivate).toBe(true);
      expect((await registry().setPublic('1')).isPrivate).toBe(false);
    });

    it('updateGiftProduct changes quantity and note', async () => {
      const gift = await registry().updateGiftProduct('1', { quantity: 2, note: 'Warna abu' });
      expect(gift).toMatchObject({ quantity: 2, note: 'Warna abu' });
      await failsWith(registry().updateGiftProduct('1', { quantity: 0 }), 'validation');
    });

    it('greetings answers the ucapan left for the owner', async () => {
      const page = await registry().greetings(1);
      expect(page.items.length).toBeGreaterThanOrEqual(4);
      expect(page.items[0]).toMatchObject({ senderName: expect.any(String), message: expect.any(String) });
    });
  });

  describe('as a guest or another user', () => {
    it('registry answers a public registry by username', async () => {
      const profile = await registry().registry('bunda-demo');
      expect(profile.owner.username).toBe('bunda-demo');
    });

    it('registry of an unknown or private registry is not found, without a /404 redirect', async () => {
      const error = await failsWith(registry().registry('lestari-privat'), 'not-found');
      expect(error.detail).toMatchObject({ redirectTo404: false });
      await failsWith(registry().registry('tidak-ada-sama-sekali'), 'not-found');
      expect(kit.redirects()).toBe(0);
    });

    it('giftProducts pages a public registry and hides private items', async () => {
      const page = await registry().giftProducts('bunda-demo', { page: 1, limit: 50 });
      expect(page.page).toBe(1);
      expect(page.items.length).toBeGreaterThanOrEqual(12);
      expect(page.items.some((gift) => gift.isPrivate)).toBe(false);
      const statuses = new Set(page.items.map((gift) => gift.transactionStatus));
      expect(statuses).toEqual(new Set([null, 'reserved', 'accepted', 'confirmed', 'pickedup', 'delivered']));
      expect(page.items.some((gift) => gift.isInCart)).toBe(true);
      expect(page.items.some((gift) => gift.manuallyPurchasedAt !== null)).toBe(true);
      expect(page.items.some((gift) => gift.externalProduct !== null && gift.isPurchase)).toBe(true);
    });

    it('giftProducts passes sort (spec §7): by name, by price either way, and an unknown sort is refused', async () => {
      const nameOf = (g: { product: { name: string } | null; externalProduct: { name: string } | null }) => g.product?.name ?? g.externalProduct?.name ?? '';
      const byDefault = (await registry().giftProducts('bunda-demo', { page: 1, limit: 50 })).items.map(nameOf);
      const byName = (await registry().giftProducts('bunda-demo', { page: 1, limit: 50, sort: 'name' })).items.map(nameOf);
      expect(byName).toEqual([...byDefault].sort((a, b) => a.localeCompare(b, 'id')));
      expect(byName).not.toEqual(byDefault);
      const ids = async (sort: string) => (await registry().giftProducts('bunda-demo', { page: 1, limit: 50, sort })).items.map((g) => g.id);
      const cheapFirst = await ids('price');
      const dearFirst = await ids('-price');
      expect(cheapFirst).not.toEqual(dearFirst);
      expect(cheapFirst[0]).toBe(dearFirst[dearFirst.length - 1]);
      await failsWith(registry().giftProducts('bunda-demo', { page: 1, sort: 'acak' }), 'validation');
    });

    it('giftProducts pages by 10 by default', async () => {
      const page = await registry().giftProducts('bunda-demo', { page: 2 });
      expect(page.page).toBe(2);
      expect(page.totalPage).toBeGreaterThanOrEqual(2);
    });

    it('an owner action without a token is unauthorized, and by another user forbidden', async () => {
      await failsWith(registry().markPurchased('1'), 'unauthorized');
      await kit.loginAs('maya@kado.test');
      await failsWith(registry().markPurchased('1'), 'forbidden');
      await failsWith(registry().setPrivate('1'), 'forbidden');
    });

    it('revealContributor shows the calling contributor after a paid contribution', async () => {
      await kit.loginAs('maya@kado.test');
      const target = await registry().giftProduct('14');
      const { item } = await kit.gateways.CartGateway.addItem({
        productId: target.product!.id,
        skuId: target.variant!.skuId,
        giftProductId: '14',
        giftRegistryType: 'buy',
        giftRegistryPayment: 'contribution',
        amount: 20000,
      });
      const order = await kit.gateways.OrderGateway.createOrder({ cartIds: [item!.id], addressId: '3', paymentMethod: 'bca_va' });
      // The gateway settles it (fake portal control route, issue 28).
      await portal.fetch(new Request(`http://kado.test/api/__control/payments/${order.id}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"paid"}' }));
      const gift = await registry().revealContributor('14');
      expect(gift.contributions.find((c) => c.name === 'Maya Lestari')).toMatchObject({ amount: 20000, isRevealed: true });
    });

    it('the owner sees unpaid patungan pledges on a gift nobody holds, and releases them (decision 0403)', async () => {
      await kit.loginAs('maya@kado.test');
      const target = await registry().giftProduct('14');
      expect(target.pendingPledgeAmount).toBe(0);
      const { item } = await kit.gateways.CartGateway.addItem({
        productId: target.product!.id, skuId: target.variant!.skuId, giftProductId: '14', giftRegistryType: 'buy', giftRegistryPayment: 'contribution', amount: 30000,
      });
      await kit.gateways.OrderGateway.createOrder({ cartIds: [item!.id], addressId: '3', paymentMethod: 'bca_va' });
      // A giver never sees it; the owner does.
      expect((await registry().giftProduct('14')).pendingPledgeAmount).toBe(0);
      await kit.loginAs('ibu.demo@kado.test');
      const held = await registry().giftProduct('14');
      expect(held).toMatchObject({ pendingPledgeAmount: 30000, reservedBy: null });
      const released = await registry().cancelReservation('14');
      expect(released.pendingPledgeAmount).toBe(0);
    });

    it('revealContributor by someone who gave nothing is forbidden', async () => {
      await kit.loginAs('maya@kado.test');
      await failsWith(registry().revealContributor('14'), 'forbidden');
    });

    it('sendGreeting leaves an ucapan as a guest', async () => {
      kit.setGuestId('0123456789abcdef0123456789abcdef');
      const greeting = await registry().sendGreeting('bunda-demo', { name: 'Bude Sri', message: 'Selamat, semoga sehat!' });
      expect(greeting).toMatchObject({ senderName: 'Bude Sri', message: 'Selamat, semoga sehat!', giftProductId: null });
    });
  });
});
