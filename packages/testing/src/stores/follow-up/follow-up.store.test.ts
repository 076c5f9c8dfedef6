import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { Clock, GiftFollowUpGateway, GiftProduct, OrderGateway, Tracking } from '@kado/domain';
import { DEMO_OWNER, failing, openBrowser } from '../../kits/registry-test-kit';
import { ExternalProofStore, SurpriseStore, ThankYouStore } from '@kado/stores';

const start = new Date('2026-11-23T03:00:00Z');
const fixed: Clock = { now: () => start };

describe('SurpriseStore (decision 0265)', () => {
  it('saves a surprise; the portal then hides names and keeps the count', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const owner = await openBrowser(portal, DEMO_OWNER);
    const store = new SurpriseStore(owner.gateways.GiftFollowUpGateway, fixed);
    await store.load();
    expect(store.state?.settings.enabled).toBe(false);
    expect(store.state?.settings.dueDate).toMatch(/^2027-02-0\d$/);
    expect(await store.save({ enabled: true, hideTaken: false, revealOn: null, dueDate: '2027-02-06' })).toBe(true);
    expect(store.state).toMatchObject({ namesHidden: true, takenHidden: false, revealAt: '2027-02-05T17:00:00.000Z' });
    expect(store.state?.takenCount).toBeGreaterThan(0);
  });

  it('a past day is refused by the domain rule without a call, and the portal is never asked', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const owner = await openBrowser(portal, DEMO_OWNER);
    const store = new SurpriseStore(failing(owner.gateways.GiftFollowUpGateway, ['saveSurprise']), fixed);
    expect(await store.save({ enabled: true, hideTaken: false, revealOn: '2026-11-20', dueDate: null })).toBe(false);
    expect(store.fieldErrors).toEqual({ reveal_on: 'Tanggal buka kejutan tidak boleh sebelum hari ini' });
    expect(store.saveError).toBeNull();
  });

  it('a giver learns until when a revealed name waits', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const owner = await openBrowser(portal, DEMO_OWNER);
    await new SurpriseStore(owner.gateways.GiftFollowUpGateway, fixed).save({ enabled: true, hideTaken: false, revealOn: '2026-12-01', dueDate: null });
    const guest = await openBrowser(portal);
    let calls = 0;
    const counted = { ...guest.gateways.GiftFollowUpGateway, registrySurprise: (u: string) => { calls += 1; return guest.gateways.GiftFollowUpGateway.registrySurprise(u); } };
    const store = new SurpriseStore(counted, fixed);
    await Promise.all([store.loadFor('bunda-demo'), store.loadFor('bunda-demo'), store.loadFor('bunda-demo')]);
    expect(calls).toBe(1);
    expect(store.revealWaitsUntil('bunda-demo')).toBe('2026-11-30T17:00:00.000Z');
    expect(store.revealWaitsUntil('lain')).toBeNull();
  });
});

describe('ThankYouStore (decision 0267)', () => {
  it('lists givers and keeps a mark only from the portal answer', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const owner = await openBrowser(portal, DEMO_OWNER);
    const store = new ThankYouStore(owner.gateways.GiftFollowUpGateway);
    await store.load();
    const rina = store.list!.givers.find((g) => g.name === 'Tante Rina')!;
    expect(rina.isThanked).toBe(false);
    const before = store.leftToThank;
    expect(await store.setThanked(rina.id, true)).toBe(true);
    expect(store.leftToThank).toBe(before - 1);
    const again = new ThankYouStore(owner.gateways.GiftFollowUpGateway);
    await again.load();
    expect(again.list!.givers.find((g) => g.id === rina.id)!.isThanked).toBe(true);

    const broken = new ThankYouStore(failing(owner.gateways.GiftFollowUpGateway, ['setThanked'], { kind: 'offline' }));
    await broken.load();
    expect(await broken.setThanked(rina.id, false)).toBe(false);
    expect(broken.markError?.kind).toBe('offline');
    expect(broken.list!.givers.find((g) => g.id === rina.id)!.isThanked).toBe(true);
  });
});

describe('ExternalProofStore (decision 0266)', () => {
  it('checks the resi first, sends it, and the owner tracks it; an unknown resi clears the log', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const guest = await openBrowser(portal);
    await guest.session.registerGuest({ name: 'Kak Dewi', email: 'dewi.tamu@kado.test' });
    await guest.gateways.CartGateway.addItem({ giftProductId: '12', giftRegistryType: 'buy' });
    const giver = new ExternalProofStore(guest.gateways.GiftFollowUpGateway, guest.gateways.OrderGateway);
    expect(await giver.submit('12', { courier: '', awb: '12' })).toBe(false);
    expect(giver.fieldErrors).toEqual({ courier: 'Pilih kurir pengiriman', awb: 'Nomor resi harus 8 sampai 30 karakter' });
    expect(await giver.submit('12', { courier: 'jnt', awb: 'jp1234567890' })).toBe(true);
    expect(giver.saved?.externalProof).toEqual({ courier: 'jnt', awb: 'JP1234567890' });

    const advance = () => portal.fetch(new Request('http://kado.test/api/__control/parcels/advance', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ courier: 'jnt', awb: 'JP1234567890' }) }));
    await advance();
    await advance();
    const owner = await openBrowser(portal, DEMO_OWNER);
    const tracker = new ExternalProofStore(owner.gateways.GiftFollowUpGateway, owner.gateways.OrderGateway);
    const gift = await owner.gateways.RegistryGateway.giftProduct('12');
    await tracker.track(gift);
    expect(tracker.parcel('12')).toMatchObject({ status: 'ready', unknownAwb: false });
    expect(tracker.parcel('12').tracking?.history).toHaveLength(2);

    await tracker.track({ ...gift, externalProof: { courier: 'jne', awb: 'SALAH0000000' } });
    expect(tracker.parcel('12')).toMatchObject({ status: 'ready', unknownAwb: true });
    expect(tracker.parcel('12').tracking?.history).toEqual([]);
  });
});

describe('ExternalProofStore tracking on the kit', () => {
  it("a gift's older courier read answering last never replaces the newer one; another gift's read runs beside it", async () => {
    const held: { awb: string; release: () => void }[] = [];
    const orders = {
      track: (courier: string, awb: string) => new Promise<Tracking>((resolve) => held.push({ awb, release: () => resolve({ found: true, courier, awb, status: awb, history: [{ at: '2026-11-23T03:00:00Z', description: awb }] }) })),
    } as unknown as OrderGateway;
    const tracker = new ExternalProofStore({} as GiftFollowUpGateway, orders);
    const gift = (id: string, awb: string) => ({ id, externalProof: { courier: 'jnt', awb } }) as unknown as GiftProduct;
    const older = tracker.track(gift('12', 'JP1111111111'));
    const newer = tracker.track(gift('12', 'JP2222222222'));
    const other = tracker.track(gift('13', 'JP3333333333'));
    expect([tracker.parcel('12').status, tracker.parcel('13').status]).toEqual(['loading', 'loading']);
    held[1]!.release();
    held[2]!.release();
    await Promise.all([newer, other]);
    held[0]!.release();
    await older;
    expect(tracker.parcel('12')).toMatchObject({ status: 'ready', unknownAwb: false, tracking: { awb: 'JP2222222222' } });
    expect(tracker.parcel('13')).toMatchObject({ status: 'ready', tracking: { awb: 'JP3333333333' } });
  });
});

describe('follow-up writes on the kit: a double submission is refused', () => {
  it('one mark per giver at a time (two givers side by side), one surprise save and one proof at a time', async () => {
    const portal = createFakePortal({ now: () => start, controlRoutes: true });
    const owner = await openBrowser(portal, DEMO_OWNER);
    const thanks = new ThankYouStore(owner.gateways.GiftFollowUpGateway);
    await thanks.load();
    const [a, b] = thanks.list!.givers;
    const first = thanks.setThanked(a!.id, true);
    const other = thanks.setThanked(b!.id, true);
    expect([...thanks.pendingIds].sort()).toEqual([a!.id, b!.id].sort());
    expect(await thanks.setThanked(a!.id, false)).toBe(false);
    expect(await Promise.all([first, other])).toEqual([true, true]);
    expect(thanks.pendingIds.size).toBe(0);

    const surprise = new SurpriseStore(owner.gateways.GiftFollowUpGateway, fixed);
    const saved = surprise.save({ enabled: true, hideTaken: false, revealOn: null, dueDate: '2027-02-06' });
    expect(surprise.saving).toBe(true);
    expect(await surprise.save({ enabled: false, hideTaken: false, revealOn: null, dueDate: null })).toBe(false);
    expect(await saved).toBe(true);
    expect(surprise.state?.settings.enabled).toBe(true);

    const guest = await openBrowser(portal);
    await guest.session.registerGuest({ name: 'Kak Dewi', email: 'dewi.dua@kado.test' });
    await guest.gateways.CartGateway.addItem({ giftProductId: '12', giftRegistryType: 'buy' });
    const giver = new ExternalProofStore(guest.gateways.GiftFollowUpGateway, guest.gateways.OrderGateway);
    const sent = giver.submit('12', { courier: 'jnt', awb: 'jp1234567890' });
    expect(giver.submitting).toBe(true);
    expect(await giver.submit('12', { courier: 'jne', awb: 'jn1234567890' })).toBe(false);
    expect(await sent).toBe(true);
    expect(giver.saved?.externalProof).toEqual({ courier: 'jnt', awb: 'JP1234567890' });
  });
});
