import { describe, expect, it } from 'vitest';
import { loggedInHarness, portalHarness } from '../kits/portal-harness';
import type { NotificationCounts, SearchGateway } from '@kado/domain';
import { NotificationStore } from '@kado/stores';

describe('NotificationStore against the fake portal (spec §4: notification counts load only when logged in)', () => {
  it('sends no call while logged out and shows no badge', async () => {
    const h = portalHarness();
    const session = h.session();
    const store = new NotificationStore(session, h.gateways.SearchGateway);
    await store.load();
    expect(h.calls.filter((c) => c.includes('notification-count'))).toEqual([]);
    expect(store.status).toBe('idle');
    expect(store.counts).toBeNull();
    expect(store.badgeCount).toBeNull();
  });

  it('loads cart_count and order_count when logged in; the badge is the cart count', async () => {
    const h = await loggedInHarness();
    const store = new NotificationStore(h.session, h.gateways.SearchGateway);
    await store.load();
    expect(h.calls).toContain('GET /v1/notification-count');
    expect(store.status).toBe('ready');
    expect(store.counts).not.toBeNull();
    expect(store.badgeCount).toBe(store.counts?.cartCount);
  });

  it('after a logout the next load clears the counts without a call', async () => {
    const h = await loggedInHarness();
    const store = new NotificationStore(h.session, h.gateways.SearchGateway);
    await store.load();
    expect(store.counts).not.toBeNull();
    await h.session.logout();
    const before = h.calls.length;
    await store.load();
    expect(h.calls.slice(before).filter((c) => c.includes('notification-count'))).toEqual([]);
    expect(store.counts).toBeNull();
    expect(store.status).toBe('idle');
    expect(store.badgeCount).toBeNull();
  });

  it('a newer read wins over an older one that answers last (counts after two quick cart changes)', async () => {
    const h = await loggedInHarness();
    const answers: ((counts: NotificationCounts) => void)[] = [];
    const gateway = { notificationCounts: () => new Promise<NotificationCounts>((resolve) => answers.push(resolve)) } as unknown as SearchGateway;
    const store = new NotificationStore(h.session, gateway);
    const older = store.load();
    const newer = store.load();
    answers[1]!({ cartCount: 2, orderCount: 0 });
    await newer;
    answers[0]!({ cartCount: 1, orderCount: 0 });
    await older;
    expect(store.badgeCount).toBe(2);
    expect(store.status).toBe('ready');
  });
});
