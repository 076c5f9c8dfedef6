import { describe, expect, it } from 'vitest';
import { visit } from '../../test/route-visit';
import { MiniPointStore, OrderDetailStore, OrderListStore } from '@kado/stores';

// The order pages' data is read by their routes' loaders (order-screen.tsx and mini-point-history-screen.tsx
// routeData): when the router has decided the first page, nothing rendered yet, the store already holds it.

/** The boot container signed in as the demo buyer; the router runs the loaders of `path` without rendering anything. */
async function loadedAt(path: string) {
  return { container: await visit(path, true) };
}

describe('order routes load their data before the page renders', () => {
  it('/order: the first page of orders', async () => {
    const { container } = await loadedAt('/order');
    const list = container.get(OrderListStore).list;
    expect(list.page).toBe(1);
    expect(list.items.length).toBeGreaterThan(0);
  });

  it('/order/{id}, its invoice and group: the order of the path id; /order/{id}/track: with its courier history', async () => {
    // Order 6 of the seed is the demo buyer's, picked up by the courier (it has a waybill).
    for (const path of ['/order/6', '/order/6/invoice', '/order/group/6']) {
      const { container } = await loadedAt(path);
      const store = container.get(OrderDetailStore);
      expect([store.details.key, store.status, store.trackingStatus], path).toEqual(['6', 'ready', 'idle']);
    }
    const { container } = await loadedAt('/order/6/track');
    const store = container.get(OrderDetailStore);
    expect([store.details.key, store.status, store.trackingStatus]).toEqual(['6', 'ready', 'ready']);
    expect(store.tracking?.found).toBe(true);
  });

  it('/profile/mini-point-history: the balance with the first page of the history', async () => {
    const { container } = await loadedAt('/profile/mini-point-history');
    const store = container.get(MiniPointStore);
    expect(store.history.page).toBe(1);
    expect(store.balance).not.toBeNull();
  });
});
