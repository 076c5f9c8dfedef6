import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { DomainError } from '@kado/domain';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

// Cash funds (amplop digital), issue 28 item 4, decision 0404: RegistryGateway's fund calls against the fake portal.
const portal = createFakePortal({ controlRoutes: true });
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

/** The field errors of a validation failure. */
const fieldOf = (error: DomainError): Readonly<Record<string, readonly string[]>> => (error.detail.kind === 'validation' ? error.detail.fieldErrors : {});

const settle = (orderId: string, status: 'paid' | 'failed') => portal.fetch(new Request(`http://kado.test/api/__control/payments/${orderId}/settle`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }),
}));

describe('HttpRegistryGateway cash funds against the fake portal', () => {
  it('funds answers bunda-demo\'s seeded fund with its total and giver count, and no giver\'s name', async () => {
    kit.setGuestId('fundguest0001');
    const [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo');
    expect(fund).toMatchObject({ name: 'Tabungan pendidikan si kecil', goalAmount: 5_000_000, collectedAmount: 1_250_000, giverCount: 8, minAmount: 10_000, allowOverGoal: false, gifts: [] });
    await failsWith(kit.gateways.RegistryGateway.funds('tidak-ada-registry'), 'not-found');
  });

  it('giveToFund answers an order with the gateway\'s instruction; the gift counts only once the gateway settles it', async () => {
    kit.setGuestId('fundguest0002');
    const order = await kit.gateways.RegistryGateway.giveToFund('1', { amount: 75_000, name: 'Tante Lia', message: 'Untuk si kecil', paymentMethod: 'bca_va' });
    expect(order).toMatchObject({ status: 'waiting_payment', total: 75_000, shippingCost: 0, items: [], shipTo: null, fund: { id: '1', name: 'Tabungan pendidikan si kecil' } });
    expect(order.payment).toMatchObject({ status: 'pending', type: 'va', amount: 75_000 });
    let [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo');
    expect(fund).toMatchObject({ collectedAmount: 1_250_000, giverCount: 8, pendingAmount: 75_000 });
    expect((await settle(order.id, 'paid')).status).toBe(200);
    [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo');
    expect(fund).toMatchObject({ collectedAmount: 1_325_000, giverCount: 9, pendingAmount: 0 });
    // A failed payment never counts.
    const failed = await kit.gateways.RegistryGateway.giveToFund('1', { amount: 20_000, name: 'Om Ari', message: '', paymentMethod: 'qris' });
    expect((await settle(failed.id, 'failed')).status).toBe(200);
    [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo');
    expect(fund).toMatchObject({ collectedAmount: 1_325_000, giverCount: 9 });
  });

  it('giveToFund refuses COD, an amount under the minimum or past what is left, with the field\'s message', async () => {
    kit.setGuestId('fundguest0003');
    const gift = { name: 'Tante Lia', message: '' };
    const cod = await failsWith(kit.gateways.RegistryGateway.giveToFund('1', { ...gift, amount: 50_000, paymentMethod: 'cod' }), 'validation');
    expect(fieldOf(cod).payment_method?.[0]).toMatch(/COD/);
    const low = await failsWith(kit.gateways.RegistryGateway.giveToFund('1', { ...gift, amount: 5_000, paymentMethod: 'bca_va' }), 'validation');
    expect(fieldOf(low).amount?.[0]).toBe('Jumlah minimal Rp\u00a010.000');
    const high = await failsWith(kit.gateways.RegistryGateway.giveToFund('1', { ...gift, amount: 3_750_001, paymentMethod: 'bca_va' }), 'validation');
    expect(fieldOf(high).amount?.[0]).toBe('Jumlah melebihi sisa target dana: paling banyak Rp\u00a03.750.000');
    await failsWith(kit.gateways.RegistryGateway.giveToFund('999', { ...gift, amount: 50_000, paymentMethod: 'bca_va' }), 'not-found');
  });

  it('the owner creates, edits and removes a fund; her list shows the settled gifts with their names and messages', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const [seeded] = await kit.gateways.RegistryGateway.myFunds();
    expect(seeded!.gifts).toHaveLength(8);
    expect(seeded!.gifts.find((g) => g.name === 'Eyang Putri')).toMatchObject({ amount: 300_000, message: 'Untuk cucu tersayang, semoga jadi anak pintar.' });
    const created = await kit.gateways.RegistryGateway.createFund({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: 'Syukuran si kecil', allowOverGoal: true });
    expect(created).toMatchObject({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: 'Syukuran si kecil', allowOverGoal: true, collectedAmount: 0, giverCount: 0 });
    const edited = await kit.gateways.RegistryGateway.updateFund(created.id, { name: 'Biaya aqiqah', goalAmount: 4_000_000, story: '', allowOverGoal: false });
    expect(edited).toMatchObject({ goalAmount: 4_000_000, allowOverGoal: false });
    // The goal never below what came in; a fund with gifts stays.
    const below = await failsWith(kit.gateways.RegistryGateway.updateFund(seeded!.id, { name: seeded!.name, goalAmount: 1_000_000, story: '', allowOverGoal: false }), 'validation');
    expect(fieldOf(below).goal_amount?.[0]).toMatch(/tidak boleh kurang/);
    await failsWith(kit.gateways.RegistryGateway.removeFund(seeded!.id), 'validation');
    await kit.gateways.RegistryGateway.removeFund(created.id);
    expect((await kit.gateways.RegistryGateway.myFunds()).map((f) => f.id)).toEqual([seeded!.id]);
    await failsWith(kit.gateways.RegistryGateway.createFund({ name: '', goalAmount: 0, story: '', allowOverGoal: false }), 'validation');
  });

  it('while surprise mode hides the names, the owner gets no giver names; with hide-taken, no total either', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const dueDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await kit.gateways.GiftFollowUpGateway.saveSurprise({ enabled: true, hideTaken: false, revealOn: null, dueDate });
    let [fund] = await kit.gateways.RegistryGateway.myFunds();
    expect(fund).toMatchObject({ gifts: [], collectedAmount: 1_250_000 });
    await kit.gateways.GiftFollowUpGateway.saveSurprise({ enabled: true, hideTaken: true, revealOn: null, dueDate });
    [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo');
    expect(fund).toMatchObject({ gifts: [], collectedAmount: null, giverCount: null });
    // Her giver's-eye preview reads as a visitor: the total a giver sees.
    [fund] = await kit.gateways.RegistryGateway.funds('bunda-demo', { asVisitor: true });
    expect(fund).toMatchObject({ collectedAmount: 1_250_000, giverCount: 8 });
  });

  it('the thank-you list names each fund giver with the fund and the amount', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const list = await kit.gateways.GiftFollowUpGateway.thankYouList();
    const eyang = list.givers.find((g) => g.name === 'Eyang Putri');
    expect(eyang?.gifts).toEqual([{ giftProductId: 'fund-1', name: 'Tabungan pendidikan si kecil', contribution: 300_000, isFundGift: true }]);
  });
});
