import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../kits/portal-harness';
import { domainError, type Child, type ChildGateway } from '@kado/domain';
import { ChildrenStore } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { gateways, session } = await loggedInHarness(email);
  return { store: new ChildrenStore(session, gateways.ChildGateway), session, gateways };
}

describe('ChildrenStore against the fake portal', () => {
  it("the /child route's read (decision 0370): a read on its way is joined, a new visit reads again", async () => {
    const { gateways, session, calls } = await loggedInHarness('ibu.demo@kado.test');
    const store = new ChildrenStore(session, gateways.ChildGateway);
    const before = calls.length;
    await Promise.all([store.ensureChildren(), store.ensureChildren()]);
    expect([calls.length - before, store.status]).toEqual([1, 'ready']);
    await store.ensureChildren();
    expect(calls.length - before).toBe(2);
  });

  it('whenLoaded waits for the read in flight (one call), so a cart line asked during it names the default child', async () => {
    const { gateways, session } = await loggedInHarness('ibu.demo@kado.test');
    let calls = 0;
    const counting: ChildGateway = Object.assign(Object.create(gateways.ChildGateway) as ChildGateway, {
      list: () => {
        calls += 1;
        return gateways.ChildGateway.list();
      },
    });
    const store = new ChildrenStore(session, counting);
    const first = store.load();
    expect(store.status).toBe('loading');
    await store.whenLoaded();
    expect(store.status).toBe('ready');
    expect(store.defaultChild).not.toBeNull();
    await first;
    await store.whenLoaded();
    expect(calls).toBe(1);
  });

  it('loads nothing while logged out (spec §4)', async () => {
    const { store, session } = await setup();
    await session.logout();
    await store.load();
    expect(store.status).toBe('idle');
    expect(store.children).toEqual([]);
  });

  it('adds a child, makes it the default (the old default loses it), edits and deletes it', async () => {
    const { store } = await setup();
    await store.load();
    const before = store.children.length;
    const oldDefault = store.defaultChild;
    expect(await store.create({ name: 'Raka', birthDate: '2024-02-01', gender: 'male', isDefault: false })).toBe(true);
    const raka = store.children.find((c) => c.name === 'Raka')!;
    expect(store.children).toHaveLength(before + 1);
    expect(raka.isDefault).toBe(before === 0);

    expect(await store.setDefault(raka.id)).toBe(true);
    expect(store.defaultChild?.id).toBe(raka.id);
    expect(store.children.filter((c) => c.isDefault)).toHaveLength(1);
    if (oldDefault) expect(store.byId(oldDefault.id)?.isDefault).toBe(false);

    expect(await store.update(raka.id, { name: 'Raka Putra', birthDate: '2024-02-01', gender: 'male', isDefault: true })).toBe(true);
    expect(store.byId(raka.id)?.name).toBe('Raka Putra');

    expect(await store.remove(raka.id)).toBe(true);
    expect(store.byId(raka.id)).toBeNull();
    await store.load();
    expect(store.children.some((c) => c.id === raka.id)).toBe(false);
  });

  it('a new child created as default unsets the previous default', async () => {
    const { store } = await setup();
    await store.load();
    expect(await store.create({ name: 'Nara', birthDate: null, gender: null, isDefault: true })).toBe(true);
    expect(store.defaultChild?.name).toBe('Nara');
    expect(store.children.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('a 422 for an empty name comes back as a validation error', async () => {
    const { store } = await setup();
    await store.load();
    const before = store.children;
    expect(await store.create({ name: '', birthDate: null, gender: null, isDefault: false })).toBe(false);
    expect(store.actionError?.kind).toBe('validation');
    expect(store.children).toEqual(before);
  });
});

describe('ChildrenStore failures', () => {
  const a: Child = { id: '1', name: 'A', isDefault: true, birthDate: null, gender: null };
  const b: Child = { id: '2', name: 'B', isDefault: false, birthDate: null, gender: null };
  const reject = () => Promise.reject(domainError({ kind: 'offline' }));
  const gateway: ChildGateway = { list: async () => [a, b], create: reject, update: reject, remove: reject, setDefault: reject };

  it('failed changes leave the list as it was and report the kind', async () => {
    const { session } = await setup();
    const store = new ChildrenStore(session, gateway);
    await store.load();
    expect(await store.setDefault('2')).toBe(false);
    expect(await store.remove('1')).toBe(false);
    expect(await store.update('1', { name: 'X', birthDate: null, gender: null, isDefault: true })).toBe(false);
    expect(await store.create({ name: 'X', birthDate: null, gender: null, isDefault: true })).toBe(false);
    expect(store.children).toEqual([a, b]);
    expect(store.actionError?.kind).toBe('offline');
    expect(store.pending).toBe(false);
  });

  it('a failed load shows the error', async () => {
    const { session } = await setup();
    const store = new ChildrenStore(session, { ...gateway, list: reject });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('offline');
  });

  it('ignores a second change while one is pending', async () => {
    const { session } = await setup();
    let release: () => void = () => undefined;
    const slow: ChildGateway = { ...gateway, setDefault: () => new Promise((r) => (release = () => r({ ...b, isDefault: true }))) };
    const store = new ChildrenStore(session, slow);
    await store.load();
    const first = store.setDefault('2');
    expect(await store.remove('1')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(store.defaultChild?.id).toBe('2');
  });
});
