import { describe, expect, it, vi } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { RegistryGateway } from '@kado/domain';
import { type OwnerGiftsStore } from '@kado/stores';
import { DEMO_OWNER, failing, openBrowser, ownerStores } from '../../kits/registry-test-kit';

async function setup(email = DEMO_OWNER, broken: readonly (keyof RegistryGateway)[] = [], kind: 'unexpected' | 'offline' = 'unexpected') {
  const portal = createFakePortal();
  const browser = await openBrowser(portal, email);
  const real = browser.gateways.RegistryGateway;
  const gateway = broken.length ? failing(real, broken, { kind }) : real;
  const { owner: store, gifts } = ownerStores(browser, gateway);
  return { portal, browser, store, gifts, real };
}

const byName = (store: OwnerGiftsStore, id: string) => store.gifts.find((g) => g.id === id)!;

describe('RegistryOwnerStore: profile', () => {
  it('loads the registry with its name, description and link path (spec §2, §3)', async () => {
    const { store } = await setup();
    expect(store.status).toBe('idle');
    const pending = store.load();
    expect(store.status).toBe('loading');
    await pending;
    expect(store.status).toBe('ready');
    expect(store.displayName).toBe("Sari's Baby Registry");
    expect(store.description.length).toBeGreaterThan(20);
    expect(store.linkPath).toBe('registry/bunda-demo');
  });

  it('forgets the previous account\'s registry when another one logs in', async () => {
    const { store, gifts, browser } = await setup();
    await gifts.loadGifts();
    expect(gifts.gifts.length).toBeGreaterThan(0);
    await browser.session.logout();
    expect(await browser.session.login({ email: 'baru@kado.test', password: 'Rahasia123!' })).toBe(true);
    const pending = store.load();
    expect(store.registry).toBeNull();
    expect(gifts.gifts).toEqual([]);
    await pending;
    expect(store.displayName).toBe("Rina's Baby Registry");
  });

  it('creates a new owner registry with the domain defaults', async () => {
    const { store } = await setup('baru@kado.test');
    await store.load();
    expect(store.displayName).toBe("Rina's Baby Registry");
    expect(store.registry?.isPublic).toBe(true);
  });

  it('a failed load stops loading with the error (spec §8) and a retry recovers', async () => {
    const { store, browser } = await setup(DEMO_OWNER, ['myRegistry'], 'offline');
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('offline');
    expect(store.registry).toBeNull();
    const { owner: healthy } = ownerStores(browser);
    await healthy.load();
    expect(healthy.status).toBe('ready');
  });

  it('saves name and description; toggles private/public and the address visibility', async () => {
    const { store } = await setup();
    await store.load();
    expect(await store.saveProfile({ name: '  Kado untuk Dedek  ', description: 'Terima kasih!' })).toBe(true);
    expect(store.displayName).toBe('Kado untuk Dedek');
    expect(store.description).toBe('Terima kasih!');
    expect(await store.setPublic(false)).toBe(true);
    expect(store.registry?.isPublic).toBe(false);
    expect(store.displayName).toBe('Kado untuk Dedek');
    expect(await store.setPublic(true)).toBe(true);
    expect(store.registry?.isPublic).toBe(true);
    const visible = store.registry!.owner.isRegistryAddressVisible;
    expect(await store.setAddressVisible(!visible)).toBe(true);
    expect(store.registry?.owner.isRegistryAddressVisible).toBe(!visible);
  });

  it('a failed save or toggle keeps the registry exactly as it was', async () => {
    const { store } = await setup(DEMO_OWNER, ['updateRegistry', 'setAddressVisibility']);
    await store.load();
    const before = store.registry;
    expect(await store.saveProfile({ name: 'X', description: 'Y' })).toBe(false);
    expect(await store.setPublic(false)).toBe(false);
    expect(await store.setAddressVisible(false)).toBe(false);
    expect(store.registry).toBe(before);
    expect(store.saveError?.kind).toBe('unexpected');
    expect(store.saving).toBe(false);
  });

  it('changes the username once; the second try is refused without a call (spec §5)', async () => {
    const { store, browser } = await setup();
    await store.load();
    expect(store.canChangeUsername).toBe(true);
    expect(await store.changeUsername('   ')).toBe(false);
    expect(store.usernameError?.kind).toBe('validation');
    expect(await store.changeUsername('sari-bunda')).toBe(true);
    expect(browser.session.user?.username).toBe('sari-bunda');
    expect(store.linkPath).toBe('registry/sari-bunda');
    expect(store.canChangeUsername).toBe(false);
    expect(await store.changeUsername('sari-lagi')).toBe(false);
    expect(store.usernameError?.kind).toBe('forbidden');
    expect(browser.session.user?.username).toBe('sari-bunda');
  });

  it('a refused username (taken) keeps the old one and shows the field error', async () => {
    const { store, browser } = await setup();
    await store.load();
    expect(await store.changeUsername('rina-baru')).toBe(false);
    expect(store.usernameError).toMatchObject({ kind: 'validation', message: 'Username sudah digunakan' });
    expect(browser.session.user?.username).toBe('bunda-demo');
    expect(store.canChangeUsername).toBe(true);
  });

  it('a second change while one is on its way is refused without a call (the kit\'s Mutation)', async () => {
    const { browser, real } = await setup();
    const calls: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gateway: RegistryGateway = Object.assign(Object.create(real) as RegistryGateway, {
      updateRegistry: async (input: Parameters<RegistryGateway['updateRegistry']>[0]) => {
        calls.push('updateRegistry');
        await held;
        return real.updateRegistry(input);
      },
    });
    const { owner } = ownerStores(browser, gateway);
    await owner.load();
    const first = owner.setPublic(false);
    expect(owner.saving).toBe(true);
    expect(await owner.saveProfile({ name: 'Dua kali', description: '' })).toBe(false);
    expect(await owner.changeUsername('sari-bunda')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(calls).toEqual(['updateRegistry']);
    expect(owner.registry?.isPublic).toBe(false);
    expect(owner.saving).toBe(false);
  });

  it('a late answer of an older load never replaces a newer one', async () => {
    const { browser, real } = await setup();
    const answers: Array<() => void> = [];
    const gateway: RegistryGateway = Object.assign(Object.create(real) as RegistryGateway, {
      myRegistry: async () => {
        const registry = await real.myRegistry();
        await new Promise<void>((resolve) => answers.push(resolve));
        return registry;
      },
    });
    const { owner } = ownerStores(browser, gateway);
    const older = owner.load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const newer = owner.load();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await newer;
    const shown = owner.registry;
    expect(shown).not.toBeNull();
    answers[0]!();
    await older;
    expect(owner.registry).toBe(shown);
    expect(owner.status).toBe('ready');
  });

  it('records the copied link; a failure is quiet', async () => {
    const { store, portal } = await setup();
    await store.load();
    expect(await store.recordCopyLink('https://kado.test/registry/bunda-demo?x=1')).toBe(true);
    expect(portal.state.registries.find((r) => r.user_id === 1)?.link).toBe('https://kado.test/registry/bunda-demo?x=1');
    const { store: broken } = await setup(DEMO_OWNER, ['setCopyLink']);
    expect(await broken.recordCopyLink('https://kado.test/registry/bunda-demo')).toBe(false);
  });
});

describe('OwnerGiftsStore: gift list and item actions', () => {
  it('pages the gifts 10 at a time, the owner seeing private ones too', async () => {
    const { store: owner, gifts: store } = await setup();
    await store.loadGifts();
    expect(owner.registry).not.toBeNull();
    expect(store.gifts).toHaveLength(10);
    expect(store.hasMoreGifts).toBe(true);
    await store.loadMoreGifts();
    expect(store.gifts.length).toBeGreaterThan(10);
    expect(new Set(store.gifts.map((g) => g.id)).size).toBe(store.gifts.length);
    expect(store.gifts.some((g) => g.isPrivate)).toBe(true);
  });

  it('on the async kit: a gift opened before another, answering last, never replaces the one opened now; the list copy shows meanwhile', async () => {
    const { browser, real } = await setup();
    const held: { id: string; release: () => void }[] = [];
    const slow: RegistryGateway = Object.assign(Object.create(real) as RegistryGateway, {
      giftProduct: (id: string) => real.giftProduct(id).then((gift) => new Promise<typeof gift>((resolve) => held.push({ id, release: () => resolve(gift) }))),
    });
    const { gifts: store } = ownerStores(browser, slow);
    await store.loadGifts();
    const [a, b] = [store.gifts[1]!.id, store.gifts[2]!.id];
    const first = store.loadGift(a);
    const second = store.loadGift(b);
    expect([store.gift?.id, store.giftStatus]).toEqual([b, 'loading']);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held.find((h) => h.id === b)!.release();
    await second;
    held.find((h) => h.id === a)!.release();
    await first;
    expect([store.gift?.id, store.giftStatus]).toEqual([b, 'ready']);
  });

  it('a failed page keeps what was loaded', async () => {
    const { gifts: store, browser } = await setup();
    await store.loadGifts();
    const before = store.gifts;
    const { gifts: broken } = ownerStores(browser, failing(browser.gateways.RegistryGateway, ['giftProducts'], { kind: 'offline' }));
    await broken.loadGifts();
    expect(broken.giftsStatus).toBe('error');
    expect(broken.giftsError?.kind).toBe('offline');
    expect(store.gifts).toBe(before);
  });

  it('marks purchased then not purchased; the badge follows the answer (spec §4)', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    await store.loadMoreGifts();
    const free = store.gifts.find((g) => store.badgeOf(g) === null && g.externalProduct === null)!;
    expect(await store.markPurchased(free.id)).toBe(true);
    expect(store.badgeOf(byName(store, free.id))).toBe('Selesai');
    expect(await store.markNotPurchased(free.id)).toBe(true);
    expect(store.badgeOf(byName(store, free.id))).toBeNull();
  });

  it('hides and shows an item, cancels a reservation, marks a delivered item not delivered', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    await store.loadMoreGifts();
    const target = store.gifts.find((g) => !g.isPrivate)!;
    expect(await store.hide(target.id)).toBe(true);
    expect(byName(store, target.id).isPrivate).toBe(true);
    expect(await store.show(target.id)).toBe(true);
    expect(byName(store, target.id).isPrivate).toBe(false);

    const reserved = store.gifts.find((g) => g.transactionStatus === 'reserved' && !g.paymentCompleted)!;
    expect(store.badgeOf(reserved)).toBe('Direservasi');
    expect(await store.cancelReservation(reserved.id)).toBe(true);
    expect(byName(store, reserved.id).reservedBy).toBeNull();
    expect(store.badgeOf(byName(store, reserved.id))).toBeNull();

    const delivered = store.gifts.find((g) => g.transactionStatus === 'delivered')!;
    expect(store.badgeOf(delivered)).toBe('Selesai');
    expect(await store.markUndelivered(delivered.id)).toBe(true);
    expect(store.badgeOf(byName(store, delivered.id))).toBe('Dikirim');
  });

  it('edits and deletes an item', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    const free = store.gifts.find((g) => store.badgeOf(g) === null)!;
    expect(await store.edit(free.id, { quantity: 4, note: 'Warna biru' })).toBe(true);
    expect(byName(store, free.id)).toMatchObject({ quantity: 4, note: 'Warna biru' });
    const count = store.gifts.length;
    expect(await store.remove(free.id)).toBe(true);
    expect(store.gifts).toHaveLength(count - 1);
    expect(store.gifts.some((g) => g.id === free.id)).toBe(false);
  });

  it('a refused action (already paid) keeps the list and exposes the server message', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    await store.loadMoreGifts();
    const paid = store.gifts.find((g) => g.paymentCompleted)!;
    const before = store.gifts;
    expect(await store.remove(paid.id)).toBe(false);
    expect(store.gifts).toBe(before);
    expect(store.actionError).toMatchObject({ kind: 'validation', message: 'Kado yang sudah dibayar tidak dapat dihapus' });
  });

  it.each([
    ['markPurchased', 'markPurchased'],
    ['markNotPurchased', 'markNotPurchased'],
    ['markUndelivered', 'markUndelivered'],
    ['cancelReservation', 'cancelReservation'],
    ['hide', 'setPrivate'],
    ['show', 'setPublic'],
    ['remove', 'removeGiftProduct'],
  ] as const)('%s failing (offline) leaves the list exactly as it was', async (action, method) => {
    const { gifts: store } = await setup(DEMO_OWNER, [method], 'offline');
    await store.loadGifts();
    const before = store.gifts;
    const snapshot = JSON.stringify(before);
    const id = before[0]!.id;
    const run = store[action](id);
    expect(store.isPending(id)).toBe(true);
    expect(await store[action](id)).toBe(false); // a double tap is ignored
    expect(await run).toBe(false);
    expect(store.gifts).toBe(before);
    expect(JSON.stringify(store.gifts)).toBe(snapshot);
    expect(store.actionError?.kind).toBe('offline');
    expect(store.isPending(id)).toBe(false);
  });

  it('edit failing with a 422 keeps the item and gives the first field error', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    const item = store.gifts[0]!;
    expect(await store.edit(item.id, { quantity: 500 })).toBe(false);
    expect(byName(store, item.id)).toBe(item);
    expect(store.actionError?.kind).toBe('validation');
  });

  it('loads one gift for its detail screen, and reports an unknown one', async () => {
    const { gifts: store } = await setup();
    await store.loadGifts();
    const id = store.gifts[2]!.id;
    await store.loadGift(id);
    expect(store.giftStatus).toBe('ready');
    expect(store.gift?.id).toBe(id);
    expect(await store.hide(id)).toBe(true);
    expect(store.gift?.isPrivate).toBe(true);
    await store.loadGift('99999');
    expect(store.giftStatus).toBe('error');
    expect(store.giftError?.kind).toBe('not-found');
  });
});

describe('OwnerGiftsStore: page caching of /my-gift (spec §2)', () => {
  /** Counts the registry reads of the owner's screens. */
  function counted(real: RegistryGateway) {
    const calls: string[] = [];
    const gateway = new Proxy(real, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(prop));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { gateway, calls };
  }

  it('coming back keeps the registry, its gifts and an open gift without a call; a fresh visit reads them again', async () => {
    const { browser, real } = await setup();
    const { gateway, calls } = counted(real);
    const { owner, gifts: store } = ownerStores(browser, gateway);
    await store.open();
    expect([...new Set(calls)].sort()).toEqual(['giftProducts', 'myRegistry']);
    const gift = store.gifts[0]!;
    await store.loadGift(gift.id);
    calls.length = 0;
    await store.open(true);
    await store.loadGift(gift.id, true);
    expect(calls).toEqual([]);
    expect(owner.registry).not.toBeNull();
    expect(store.gift?.id).toBe(gift.id);
    await store.open();
    await store.loadGift(gift.id);
    expect([...new Set(calls)].sort()).toEqual(['giftProduct', 'giftProducts', 'myRegistry']);
  });

  it('keeps nothing of another account or of a failed load', async () => {
    const { browser, real } = await setup();
    const { gateway, calls } = counted(real);
    const { gifts: store } = ownerStores(browser, gateway);
    await store.open();
    await browser.session.logout();
    expect(await browser.session.login({ email: 'maya@kado.test', password: 'Rahasia123!' })).toBe(true);
    calls.length = 0;
    await store.open(true);
    expect([...new Set(calls)].sort()).toEqual(['giftProducts', 'myRegistry']);
  });
});

describe('the owner registry routes\' loaders (issue 14 item 3)', () => {
  /** The registry gateway with its calls of `method` counted. */
  async function counted(method: 'myRegistry' | 'giftProducts') {
    const { browser, real } = await setup();
    const calls = { n: 0 };
    const gateway: RegistryGateway = Object.assign(Object.create(real) as RegistryGateway, {
      [method]: (...args: unknown[]) => {
        calls.n += 1;
        return (real[method] as (...a: unknown[]) => Promise<unknown>).apply(real, args);
      },
    });
    return { calls, ...ownerStores(browser, gateway) };
  }

  it('ensure() reads her registry once (a read on its way is joined); load() always reads it again', async () => {
    const { calls, owner } = await counted('myRegistry');
    await Promise.all([owner.ensure(), owner.ensure()]);
    expect(owner.status).toBe('ready');
    expect(calls.n).toBe(1);
    await owner.ensure();
    expect(calls.n).toBe(1);
    await owner.load();
    expect(calls.n).toBe(2);
  });

  it("her gift list joins the layout's read of her registry instead of asking for it a second time", async () => {
    const { calls, owner, gifts } = await counted('myRegistry');
    await Promise.all([owner.load(), gifts.loadGifts()]);
    expect(gifts.giftsStatus).toBe('ready');
    expect(calls.n).toBe(1);
  });

  it("her gift list, asking first, follows the layout's fresher read of her registry that replaced its own", async () => {
    const { browser, real } = await setup();
    const held: Array<() => void> = [];
    const gateway: RegistryGateway = Object.assign(Object.create(real) as RegistryGateway, {
      myRegistry: async () => {
        const registry = await real.myRegistry();
        await new Promise<void>((resolve) => held.push(resolve));
        return registry;
      },
    });
    const { owner, gifts } = ownerStores(browser, gateway);
    const list = gifts.loadGifts();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const fresh = owner.load();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    // The replaced read answers first (its answer is dropped), the fresh one after.
    held[0]!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    held[1]!();
    await Promise.all([fresh, list]);
    expect([gifts.giftsStatus, gifts.gifts.length]).toEqual(['ready', 10]);
  });

  it('loadAllGifts() reads every page of her gifts, so the checklist counts them all', async () => {
    const { calls, gifts } = await counted('giftProducts');
    await gifts.loadAllGifts();
    expect(gifts.hasMoreGifts).toBe(false);
    expect(gifts.gifts.length).toBeGreaterThan(10);
    expect(calls.n).toBe(Math.ceil(gifts.gifts.length / 10));
  });
});
