import { describe, expect, it } from 'vitest';
import { visit } from '../../test/route-visit';
import { AddressStore, AffiliateStore, ChildrenStore, ProfileStore, SurveyStore } from '@kado/stores';

// The account pages' data is read by their routes' loaders (address-screen.tsx, profile-screen.tsx, child-screen.tsx
// and survey-screen.tsx routeData): when the router has decided the first page, nothing rendered yet, the store
// already holds it.

/** The boot container signed in (the demo buyer by default); the router runs the loaders of `path` without rendering anything. */
async function loadedAt(path: string, email = 'ibu.demo@kado.test') {
  return { container: await visit(path, email) };
}

describe('account routes load their data before the page renders', () => {
  it('/profile/address: the saved addresses', async () => {
    const { container } = await loadedAt('/profile/address');
    const store = container.get(AddressStore);
    expect([store.status, store.addresses.length]).toEqual(['ready', 2]);
  });

  it('/profile/address/{edit} and /address/{edit}: the form of that address; /address/add: a new one', async () => {
    for (const path of ['/profile/address/2', '/address/2']) {
      const { container } = await loadedAt(path);
      const store = container.get(AddressStore);
      expect([store.draftStatus, store.editingId, store.draft?.addressLabel], path).toEqual(['ready', '2', 'Kantor']);
    }
    const { container } = await loadedAt('/address/add');
    const store = container.get(AddressStore);
    expect([store.draftStatus, store.editingId, store.draft?.addressLabel]).toEqual(['ready', null, '']);
  });

  it('/address/pinpoint and /address/search-pinpoint opened without a form: a new address to work on', async () => {
    for (const path of ['/address/pinpoint', '/address/search-pinpoint']) {
      const { container } = await loadedAt(path);
      const store = container.get(AddressStore);
      expect([store.draftStatus, store.editingId, store.draft?.pinpoint], path).toEqual(['ready', null, null]);
    }
  });

  it('/profile and /profile/edit: the mini-point balance and the registry background', async () => {
    for (const path of ['/profile', '/profile/edit']) {
      const { container } = await loadedAt(path);
      const store = container.get(ProfileStore);
      expect([store.extrasStatus, typeof store.miniPoints], path).toEqual(['ready', 'number']);
    }
  });

  it("/report-affiliate: the affiliator's commission and first products", async () => {
    const { container } = await loadedAt('/report-affiliate', 'afiliator@kado.test');
    const store = container.get(AffiliateStore);
    expect([store.commissionStatus, store.productsStatus]).toEqual(['ready', 'ready']);
    expect(store.products.length).toBeGreaterThan(0);
  });

  it('/child and /child/add: the children', async () => {
    for (const path of ['/child', '/child/add']) {
      const { container } = await loadedAt(path);
      const store = container.get(ChildrenStore);
      expect([store.status, store.children.length > 0], path).toEqual(['ready', true]);
    }
  });

  it('/survey and /filter-on-boarding: the saved answers and the category choices', async () => {
    for (const path of ['/survey', '/filter-on-boarding']) {
      const { container } = await loadedAt(path);
      const store = container.get(SurveyStore);
      expect([store.status, store.categoryStatus], path).toEqual(['ready', 'ready']);
    }
  });
});
