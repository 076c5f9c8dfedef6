import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { domainError, type ProfileGateway, type RegistryGateway } from '@kado/domain';
import { ProfileStore } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { portal, gateways, session } = await loggedInHarness(email);
  return { gateways, session, portal };
}

const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

describe('ProfileStore against the fake portal', () => {
  it('loads the mini-point balance and the registry background', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    await store.loadExtras();
    expect(typeof store.miniPoints).toBe('number');
    expect(store.backgroundUrl).toContain('/images/');
  });

  it("the profile routes' read (decision 0370): a read on its way is joined, a new visit reads again", async () => {
    const { gateways, session } = await setup();
    let calls = 0;
    const counted = <T extends object>(gateway: T): T => new Proxy(gateway, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (...args: unknown[]) => ((calls += 1), (value as (...a: unknown[]) => unknown).apply(target, args)) : value;
      },
    });
    const store = new ProfileStore(session, counted(gateways.ProfileGateway), counted(gateways.RegistryGateway));
    await Promise.all([store.ensureExtras(), store.ensureExtras()]);
    expect([calls, typeof store.miniPoints]).toEqual([2, 'number']);
    await store.ensureExtras();
    expect(calls).toBe(4);
  });

  it('changes the name without touching the username', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    expect(await store.updateProfile({ name: 'Sari W.', username: 'bunda-demo' })).toBe(true);
    expect(store.lastChange).toBe('profile');
    expect(session.user?.name).toBe('Sari W.');
    expect(session.user?.changeUsernameCount).toBe(0);
  });

  it('changes the username once; a second change is refused without a call (spec §5)', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    expect(store.canChangeUsername).toBe(true);
    expect(await store.updateProfile({ name: 'Sari', username: 'bunda-sari' })).toBe(true);
    expect(store.lastChange).toBe('username');
    expect(session.user?.username).toBe('bunda-sari');
    expect(store.canChangeUsername).toBe(false);
    expect(await store.updateProfile({ name: 'Sari', username: 'bunda-lagi' })).toBe(false);
    expect(session.user?.username).toBe('bunda-sari');
  });

  it('shows the portal validation message for a bad username', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    expect(await store.updateProfile({ name: 'Sari', username: 'A B!' })).toBe(false);
    expect(store.error?.kind).toBe('validation');
    expect(session.user?.username).toBe('bunda-demo');
  });

  it('uploads and removes the photo and the background', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    expect(await store.deletePhoto()).toBe(true);
    expect(session.user?.photoUrl).toBeNull();
    expect(await store.uploadPhoto(png())).toBe(true);
    expect(store.lastChange).toBe('photo');
    expect(session.user?.photoUrl).toBeTruthy();
    expect(await store.uploadBackground(png())).toBe(true);
    expect(store.backgroundUrl).toBeTruthy();
    expect(await store.deleteBackground()).toBe(true);
    expect(store.lastChange).toBe('background-removed');
    expect(store.backgroundUrl).toBeNull();
  });

  it('changes the password; a wrong current password is a validation error', async () => {
    const { gateways, session } = await setup();
    const store = new ProfileStore(session, gateways.ProfileGateway, gateways.RegistryGateway);
    expect(await store.changePassword({ currentPassword: 'salah-sekali', password: 'BaruSekali1!', passwordConfirmation: 'BaruSekali1!' })).toBe(false);
    expect(store.error?.kind).toBe('validation');
    expect(await store.changePassword({ currentPassword: 'Rahasia123!', password: 'BaruSekali1!', passwordConfirmation: 'BaruSekali1!' })).toBe(true);
    expect(store.lastChange).toBe('password');
  });
});

describe('ProfileStore double submission', () => {
  it('refuses a second change while one is pending (one request, the first one\'s toast)', async () => {
    const { gateways, session } = await setup();
    let calls = 0;
    const gateway: ProfileGateway = { ...gateways.ProfileGateway, deletePhoto: () => { calls += 1; return gateways.ProfileGateway.deletePhoto(); } };
    const store = new ProfileStore(session, gateway, gateways.RegistryGateway);
    const first = store.deletePhoto();
    expect(store.pending).toBe(true);
    expect(await store.deletePhoto()).toBe(false);
    expect(await store.uploadBackground(png())).toBe(false);
    expect(await first).toBe(true);
    expect(calls).toBe(1);
    expect(store.pending).toBe(false);
    expect(store.lastChange).toBe('photo-removed');
  });
});

describe('ProfileStore failures', () => {
  it('a failed upload keeps the old photo and reports the kind', async () => {
    const { gateways, session } = await setup();
    const reject = () => Promise.reject(domainError({ kind: 'offline' }));
    const gateway: ProfileGateway = { ...gateways.ProfileGateway, uploadPhoto: reject, deletePhoto: reject, updateProfile: reject, miniPointHistory: reject };
    const registry = { myRegistry: reject } as unknown as RegistryGateway;
    const store = new ProfileStore(session, gateway, registry);
    const photo = session.user?.photoUrl;
    expect(await store.uploadPhoto(png())).toBe(false);
    expect(await store.deletePhoto()).toBe(false);
    expect(await store.updateProfile({ name: 'X', username: 'bunda-demo' })).toBe(false);
    expect(store.error?.kind).toBe('offline');
    expect(store.lastChange).toBeNull();
    expect(session.user?.photoUrl).toBe(photo);
    expect(session.user?.name).toBe('Sari Wulandari');
    await store.loadExtras();
    expect(store.extrasStatus).toBe('error');
    expect(store.miniPoints).toBeNull();
  });
  it('on the async kit: an older read of the extras answering last never replaces the newer balance and background', async () => {
    const { gateways, session } = await setup();
    const balances: ((balance: number) => void)[] = [];
    const backgrounds: ((url: string) => void)[] = [];
    const gateway = { ...gateways.ProfileGateway, miniPointHistory: () => new Promise((resolve) => balances.push((balance) => resolve({ balance } as never))) } as ProfileGateway;
    const registry = { myRegistry: () => new Promise((resolve) => backgrounds.push((url) => resolve({ owner: { backgroundUrl: url } } as never))) } as unknown as RegistryGateway;
    const store = new ProfileStore(session, gateway, registry);
    const older = store.loadExtras();
    const newer = store.loadExtras();
    balances[1]!(20);
    backgrounds[1]!('/images/baru.png');
    await newer;
    balances[0]!(10);
    backgrounds[0]!('/images/lama.png');
    await older;
    expect([store.miniPoints, store.backgroundUrl, store.extrasStatus]).toEqual([20, '/images/baru.png', 'ready']);
  });
});
