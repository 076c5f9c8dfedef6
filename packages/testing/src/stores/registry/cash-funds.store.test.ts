import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { CashFundsStore, OwnerFundsStore } from '@kado/stores';
import { openBrowser } from '../../kits/registry-test-kit';

// Cash funds (amplop digital), issue 28 item 4, decision 0404: the giver's and the owner's stores over the fake portal.

describe('CashFundsStore (a giver)', () => {
  it('shows the fund\'s total and givers, offers no COD, checks the form, and a gift counts once the gateway settles it', async () => {
    const portal = createFakePortal();
    const guest = await openBrowser(portal);
    const store = new CashFundsStore(guest.gateways.RegistryGateway, guest.gateways.OrderGateway);
    expect(await store.load('bunda-demo')).toBe(true);
    const fund = store.funds[0]!;
    expect(fund).toMatchObject({ collectedAmount: 1_250_000, giverCount: 8 });
    expect(store.progressOf(fund)).toBe(0.25);
    expect(store.boundsOf(fund)).toEqual({ min: 10_000, max: 3_750_000 });

    await store.loadMethods();
    const methods = store.methods(null);
    expect(methods.map((m) => m.code)).toContain('bca_va');
    expect(methods.map((m) => m.type)).not.toContain('cod');
    expect(methods.map((m) => m.type)).not.toContain('card');

    // Refused here, before any call: nothing is placed.
    expect(store.check(fund, { amount: 5_000, name: ' ', message: '', paymentMethod: '' })).toEqual({ amount: 'below-minimum', name: 'required', paymentMethod: 'required' });
    expect(await store.give(fund, { amount: 4_000_000, name: 'Tante Lia', message: '', paymentMethod: 'bca_va' })).toBeNull();
    expect(portal.state.orders.some((o) => o.fund_gift)).toBe(false);

    const orderId = await store.give(fund, { amount: 100_000, name: 'Tante Lia', message: 'Untuk si kecil', paymentMethod: 'bca_va' });
    expect(orderId).not.toBeNull();
    await store.refresh();
    expect(store.funds[0]).toMatchObject({ collectedAmount: 1_250_000, giverCount: 8, pendingAmount: 100_000 });
    portal.settlePayment(orderId!, 'paid');
    await store.refresh();
    expect(store.funds[0]).toMatchObject({ collectedAmount: 1_350_000, giverCount: 9, pendingAmount: 0 });
  });

  it('keeps the portal\'s refusal as the error to show under the form', async () => {
    const portal = createFakePortal();
    const guest = await openBrowser(portal);
    const store = new CashFundsStore(guest.gateways.RegistryGateway, guest.gateways.OrderGateway);
    await store.load('bunda-demo');
    // The portal's minimum is what counts: a fund read with a lower one still meets the portal's 422.
    const fund = { ...store.funds[0]!, minAmount: 1 };
    expect(await store.give(fund, { amount: 500, name: 'Tante Lia', message: '', paymentMethod: 'bca_va' })).toBeNull();
    expect(store.giveError).toMatchObject({ kind: 'validation', message: 'Jumlah minimal Rp\u00a010.000' });
    store.clearGiveError();
    expect(store.giveError).toBeNull();
  });
});

describe('OwnerFundsStore (the owner)', () => {
  it('reads her funds with their givers, adds one checked by the domain, edits and removes it', async () => {
    const portal = createFakePortal();
    const owner = await openBrowser(portal, 'ibu.demo@kado.test');
    const store = new OwnerFundsStore(owner.gateways.RegistryGateway);
    expect(await store.load()).toBe(true);
    expect(store.funds).toHaveLength(1);
    expect(store.funds[0]!.gifts.map((g) => g.name)).toContain('Eyang Putri');

    expect(store.check({ name: '', goalAmount: null, story: '', allowOverGoal: false })).toEqual({ name: 'required', goalAmount: 'required' });
    expect(await store.save({ name: '', goalAmount: null, story: '', allowOverGoal: false })).toBe(false);
    expect(await store.save({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: 'Syukuran', allowOverGoal: true })).toBe(true);
    const added = store.funds.find((f) => f.name === 'Biaya aqiqah')!;
    expect(added).toMatchObject({ goalAmount: 3_000_000, allowOverGoal: true, collectedAmount: 0 });
    expect(await store.save({ name: 'Biaya aqiqah', goalAmount: 2_000_000, story: '', allowOverGoal: false }, added)).toBe(true);
    expect(store.funds.find((f) => f.id === added.id)).toMatchObject({ goalAmount: 2_000_000, allowOverGoal: false });
    // The goal of the seeded fund cannot go below what came in: refused here, with no call.
    const seeded = store.funds[0]!;
    expect(store.check({ name: seeded.name, goalAmount: 1_000_000, story: '', allowOverGoal: false }, seeded)).toEqual({ goalAmount: 'below-collected' });
    // A fund with gifts stays (the portal's message); an empty one goes.
    expect(await store.remove(seeded.id)).toBe(false);
    expect(store.removeError).toMatchObject({ kind: 'validation', message: 'Dana ini sudah menerima kado, jadi tidak bisa dihapus' });
    expect(await store.remove(added.id)).toBe(true);
    expect(store.funds.map((f) => f.id)).toEqual([seeded.id]);
  });
});
