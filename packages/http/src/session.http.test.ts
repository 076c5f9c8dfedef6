import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpSessionGateway against the fake portal', () => {
  it('record sends the path with the guest id while logged out', async () => {
    kit.setGuestId('0123456789abcdef0123456789abcdef');
    await kit.gateways.SessionGateway.record('/registry/bunda-demo', '0123456789abcdef0123456789abcdef');
    expect(portal.state.sessions.at(-1)).toMatchObject({ path: '/registry/bunda-demo', guest_id: '0123456789abcdef0123456789abcdef' });
  });

  it('record without a guest id while logged out is a validation error', async () => {
    await failsWith(kit.gateways.SessionGateway.record('/', null), 'validation');
  });

  it('merge moves the guest sessions to the user after login', async () => {
    const guestId = '0123456789abcdef0123456789abcdef';
    await kit.gateways.SessionGateway.record('/search', guestId);
    await kit.loginAs('maya@kado.test');
    await kit.gateways.SessionGateway.merge(guestId);
    expect(portal.state.sessions.filter((s) => s.guest_id === guestId && s.user_id === null)).toHaveLength(0);
  });

  it('event records a registry tracking event', async () => {
    await kit.loginAs('maya@kado.test');
    await kit.gateways.SessionGateway.event({
      type: 'add-to-cart-registry',
      value: { gift_product_id: '1', owner_id: '1' },
      path: '/registry/bunda-demo',
    });
    expect(portal.state.events.at(-1)).toMatchObject({ type: 'add-to-cart-registry', path: '/registry/bunda-demo' });
    await failsWith(kit.gateways.SessionGateway.event({ type: 'bukan-tipe' as never, value: {}, path: '/' }), 'validation');
  });
});
