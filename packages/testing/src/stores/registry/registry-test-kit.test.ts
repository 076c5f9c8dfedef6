// The registry test kit checks itself.
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { DEMO_OWNER, failing, openBrowser } from '../../kits/registry-test-kit';

describe('registry test kit', () => {
  it('gives each browser its own guest id and session over one shared portal', async () => {
    const portal = createFakePortal();
    const a = await openBrowser(portal);
    const b = await openBrowser(portal, DEMO_OWNER);
    expect(a.session.guestId).not.toBe(b.session.guestId);
    expect(a.session.isLoggedIn).toBe(false);
    expect(b.session.user?.username).toBe('bunda-demo');
  });

  it('makes only the named methods fail', async () => {
    const b = await openBrowser(createFakePortal(), DEMO_OWNER);
    const broken = failing(b.gateways.RegistryGateway, ['myRegistry'], { kind: 'offline' });
    await expect(broken.myRegistry()).rejects.toMatchObject({ detail: { kind: 'offline' } });
    await expect(broken.registry('bunda-demo')).resolves.toMatchObject({ name: "Sari's Baby Registry" });
  });
});
