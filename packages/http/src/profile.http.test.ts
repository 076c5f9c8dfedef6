import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

// A PNG signature: the portal reads the type from the bytes (SVG is refused, issue 17).
const png = (): Blob => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0])], { type: 'image/png' });

describe('HttpProfileGateway against the fake portal', () => {
  beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

  it('updateProfile changes the name and, once, the username', async () => {
    const profile = kit.gateways.ProfileGateway;
    expect((await profile.updateProfile({ name: 'Sari W.' })).name).toBe('Sari W.');
    const changed = await profile.updateProfile({ username: 'bunda-arka' });
    expect(changed).toMatchObject({ username: 'bunda-arka', changeUsernameCount: 1 });
    const error = await failsWith(profile.updateProfile({ username: 'bunda-lagi' }), 'validation');
    expect(error.message).toBe('Username hanya dapat diubah satu kali');
  });

  it('changePassword needs the current password', async () => {
    const profile = kit.gateways.ProfileGateway;
    await failsWith(profile.changePassword({ currentPassword: 'salah', password: 'Baru12345!', passwordConfirmation: 'Baru12345!' }), 'validation');
    await profile.changePassword({ currentPassword: 'Rahasia123!', password: 'Baru12345!', passwordConfirmation: 'Baru12345!' });
    await expect(kit.gateways.AuthGateway.login({ email: 'ibu.demo@kado.test', password: 'Baru12345!' })).resolves.toBeTruthy();
  });

  it('uploadPhoto and deletePhoto', async () => {
    const url = await kit.gateways.ProfileGateway.uploadPhoto(png());
    expect(url).toMatch(/\S/);
    await kit.gateways.ProfileGateway.deletePhoto();
    expect((await kit.gateways.AuthGateway.me()).photoUrl).toBeNull();
  });

  it('uploadBackgroundImage and deleteBackgroundImage', async () => {
    expect(await kit.gateways.ProfileGateway.uploadBackgroundImage(png())).toMatch(/\S/);
    await kit.gateways.ProfileGateway.deleteBackgroundImage();
    expect((await kit.gateways.RegistryGateway.myRegistry()).owner.backgroundUrl).toBeNull();
  });

  it('uploading a file that is not an image is a validation error', async () => {
    await failsWith(kit.gateways.ProfileGateway.uploadPhoto(new Blob(['halo'], { type: 'text/plain' })), 'validation');
  });

  it('miniPointHistory answers a page with the balance', async () => {
    const page = await kit.gateways.ProfileGateway.miniPointHistory(1);
    expect(page.items.length).toBeGreaterThanOrEqual(4);
    expect(page.balance).toBe(page.items.reduce((sum, entry) => sum + entry.points, 0));
  });

  it('a logged-out profile change is unauthorized', async () => {
    kit.logout();
    await failsWith(kit.gateways.ProfileGateway.updateProfile({ name: 'X' }), 'unauthorized');
  });
});

describe('HttpMediaGateway against the fake portal', () => {
  it('uploadImage answers the id (as a guest too)', async () => {
    kit.setGuestId('0123456789abcdef0123456789abcdef');
    const image = await kit.gateways.MediaGateway.uploadImage(png());
    expect(image.id).toMatch(/^\d+$/);
  });

  it('uploadImage of a non-image is a validation error', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    await failsWith(kit.gateways.MediaGateway.uploadImage(new Blob(['x'], { type: 'text/plain' })), 'validation');
  });
});
