import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import {
  AddressStore,
  GreetingsStore,
  OwnerGiftsStore,
  PublicRegistryStore,
  RegistryCatalogueStore,
  RegistryChecklistStore,
  RegistryOwnerStore,
  SurpriseStore,
  ThankYouStore,
  ExternalProductStore,
} from '@kado/stores';
import { createRoutes } from '../../app/routes';
import { renderSignedIn } from '../../test/signed-in';

// Routes own their data (issue 14 item 3): each registry route's loader reads what its screen shows before the screen
// renders. The router here is never rendered, so no screen (and no effect of one) can have asked: once the router is
// initialized, the stores hold what the routes' loaders read (or are reading, past the loader's 800 ms wait).

vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

/** The owner ibu.demo signed in, with every store module bound; nothing of the registry read yet. */
async function signedInContainer() {
  const { container } = await renderSignedIn('/', { routeTable: [{ path: '*', element: null }] });
  cleanup();
  return container;
}

/** The router's first page loaded at `path` (its loaders run), without rendering it. */
async function loadedAt(path: string) {
  const container = await signedInContainer();
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  expect(router.state.location.pathname).toBe(path);
  return { container, router };
}

/** Asked for by a loader: read, or still on its way. */
const asked = (status: string) => expect(['loading', 'ready']).toContain(status);

describe("the owner's registry layout and Checklist tab load with their routes", () => {
  it('/registry/pratinjau: the layout reads her registry; the tab the categories, the collections and her gifts', async () => {
    const { container, router } = await loadedAt('/registry/pratinjau');
    asked(container.get(RegistryOwnerStore).status);
    const checklist = container.get(RegistryChecklistStore);
    asked(checklist.categoriesStatus);
    asked(checklist.collectionsStatus);
    asked(container.get(OwnerGiftsStore).giftsStatus);
    router.dispose();
  });

  it('a category, a collection and a product of the Checklist are read by their routes', async () => {
    const category = await loadedAt('/registry/pratinjau/perlengkapan-tidur');
    expect(category.container.get(RegistryChecklistStore).category?.slug).toBe('perlengkapan-tidur');
    asked(category.container.get(RegistryCatalogueStore).status);
    expect(category.container.get(RegistryCatalogueStore).filter.category).toBe('perlengkapan-tidur');
    asked(category.container.get(OwnerGiftsStore).giftsStatus);
    category.router.dispose();

    const collection = await loadedAt('/registry/pratinjau/collection/3');
    asked(collection.container.get(RegistryChecklistStore).collectionStatus);
    collection.router.dispose();

    const product = await loadedAt('/registry/pratinjau/collection/products/5');
    asked(product.container.get(RegistryCatalogueStore).productStatus);
    product.router.dispose();
  });
});

describe("the owner's Atur Registry and Lacak Kado tabs load with their routes", () => {
  it('/registry/setting: her gifts and her surprise settings', async () => {
    const { container, router } = await loadedAt('/registry/setting');
    asked(container.get(OwnerGiftsStore).giftsStatus);
    asked(container.get(SurpriseStore).status);
    router.dispose();
  });

  it('/registry/ucapan: her gifts, the surprise state, who gave what and the greetings; a gift with its greetings', async () => {
    const track = await loadedAt('/registry/ucapan');
    asked(track.container.get(OwnerGiftsStore).giftsStatus);
    asked(track.container.get(SurpriseStore).status);
    asked(track.container.get(ThankYouStore).status);
    asked(track.container.get(GreetingsStore).status);
    track.router.dispose();

    const gift = await loadedAt('/registry/ucapan/9');
    asked(gift.container.get(OwnerGiftsStore).giftStatus);
    asked(gift.container.get(GreetingsStore).status);
    gift.router.dispose();
  });
});

describe("the owner's other registry pages load with their routes", () => {
  it('/my-gift, /my-gift/create and /my-gift/{id}: her registry, her gifts, one gift', async () => {
    const mine = await loadedAt('/my-gift');
    asked(mine.container.get(RegistryOwnerStore).status);
    asked(mine.container.get(OwnerGiftsStore).giftsStatus);
    mine.router.dispose();

    const create = await loadedAt('/my-gift/create');
    asked(create.container.get(RegistryOwnerStore).status);
    create.router.dispose();

    const gift = await loadedAt('/my-gift/9');
    asked(gift.container.get(OwnerGiftsStore).giftStatus);
    asked(gift.container.get(GreetingsStore).status);
    gift.router.dispose();
  });

  it('/registry/address-book, /registry-inspiration and /registry/external-checkout/{id}', async () => {
    const book = await loadedAt('/registry/address-book');
    asked(book.container.get(AddressStore).status);
    asked(book.container.get(RegistryOwnerStore).status);
    book.router.dispose();

    const ideas = await loadedAt('/registry-inspiration');
    asked(ideas.container.get(RegistryChecklistStore).collectionsStatus);
    ideas.router.dispose();

    const external = await loadedAt('/registry/external-checkout/7');
    asked(external.container.get(PublicRegistryStore).giftStatus);
    external.router.dispose();
  });
});

describe('an outside gift to edit loads with its route', () => {
  it('/registry/create-external-product/edit/{id}: the gift is opened by the loader', async () => {
    const { container, router } = await loadedAt('/registry/create-external-product/edit/5');
    const store = container.get(ExternalProductStore);
    expect(store.editingId).toBe('5');
    expect(store.editing.key).toBe('5');
    expect(store.editing.status).not.toBe('idle');
    router.dispose();
  });
});
