import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { MediaGateway, RegistryGateway } from '@kado/domain';
import { ExternalProductStore } from '@kado/stores';
import { DEMO_OWNER, failing, openBrowser, ownerStores } from '../../kits/registry-test-kit';

const SHOPEE = 'https://shopee.co.id/Stroller-Bayi-Lipat-Ringan-i.123.456';

async function setup(email: string | null = DEMO_OWNER, broken: readonly (keyof RegistryGateway)[] = [], mediaBroken = false) {
  const portal = createFakePortal();
  const browser = await openBrowser(portal, email ?? undefined);
  const real = browser.gateways.RegistryGateway;
  const gateway = broken.length ? failing(real, broken, { kind: 'offline' }) : real;
  const { gifts: owner } = ownerStores(browser, real);
  const realMedia = browser.gateways.MediaGateway;
  const media: MediaGateway = mediaBroken ? failing(realMedia, ['uploadImage'], { kind: 'offline' }) : realMedia;
  const store = new ExternalProductStore(gateway, owner, media);
  store.startAdd();
  return { store, owner, portal };
}

describe('ExternalProductStore', () => {
  it('crawls a Shopee link, prefills the form and adds the product to the owner list', async () => {
    const { store, owner } = await setup();
    await owner.loadGifts();
    store.setField('url', SHOPEE);
    expect(store.marketplace).toBe('shopee');
    expect(await store.crawl()).toBe('filled');
    expect(store.phase).toBe('details');
    expect(store.manualEntry).toBe(false);
    expect(store.draft.name).toContain('Stroller');
    expect(Number(store.draft.price)).toBeGreaterThan(0);
    expect(await store.save()).toBe(true);
    expect(store.saved?.externalProduct?.marketplace).toBe('shopee');
    expect(owner.gifts[0]?.id).toBe(store.saved?.id);
  });

  it('crawls the Shopee app’s own short link (id.shp.ee) like any Shopee link (issue 31)', async () => {
    const { store } = await setup();
    store.setField('url', 'https://id.shp.ee/AbC12xY');
    expect(store.marketplace).toBe('shopee');
    expect(await store.crawl()).toBe('filled');
    expect(store.manualEntry).toBe(false);
    expect(store.phase).toBe('details');
  });

  it('a failed crawl switches to typing by hand and keeps the link and what was typed (spec §6)', async () => {
    const { store } = await setup();
    const url = 'https://shopee.co.id/produk-gagal-i.1.2';
    store.setField('url', url);
    store.setField('name', 'Selimut bayi');
    expect(await store.crawl()).toBe('manual');
    expect(store.manualEntry).toBe(true);
    expect(store.phase).toBe('details');
    expect(store.draft).toMatchObject({ url, name: 'Selimut bayi' });
    store.setField('price', 'Rp 89.000');
    expect(await store.save()).toBe(true);
    expect(store.saved?.externalProduct).toMatchObject({ name: 'Selimut bayi', price: 89000, marketplace: 'shopee' });
  });

  it('a link to an unknown shop is typed in by hand without a call, as marketplace other', async () => {
    const { store } = await setup(DEMO_OWNER, ['crawlUrl']);
    store.setField('url', 'https://tokobayi.example/selimut');
    expect(await store.crawl()).toBe('manual');
    expect(store.marketplace).toBe('other');
  });

  it('a 401 on crawl asks to log in and keeps the link page', async () => {
    const { store } = await setup(null);
    store.setField('url', SHOPEE);
    expect(await store.crawl()).toBe('login');
    expect(store.needsLogin).toBe(true);
    expect(store.phase).toBe('link');
    expect(store.draft.url).toBe(SHOPEE);
  });

  it('refuses an empty or malformed link and an incomplete form before any call', async () => {
    const { store } = await setup(DEMO_OWNER, ['crawlUrl', 'addExternalProduct']);
    expect(await store.crawl()).toBe('invalid');
    expect(store.fieldProblems.url).toBe('required');
    store.setField('url', 'bukan link');
    expect(await store.crawl()).toBe('invalid');
    expect(store.fieldProblems.url).toBe('invalid');
    store.setField('url', SHOPEE);
    expect(store.fieldProblems.url).toBeUndefined();
    store.enterManually();
    expect(await store.save()).toBe(false);
    expect(store.fieldProblems).toMatchObject({ name: 'required', price: 'required' });
    expect(store.error).toBeNull();
  });

  it('a failed save keeps everything typed and exposes the error', async () => {
    const { store, owner } = await setup(DEMO_OWNER, ['addExternalProduct']);
    store.setField('url', SHOPEE);
    store.enterManually();
    store.setField('name', 'Stroller');
    store.setField('price', '1500000');
    store.setField('note', 'Warna abu');
    const draft = store.draft;
    expect(await store.save()).toBe(false);
    expect(store.error?.kind).toBe('offline');
    expect(store.draft).toEqual(draft);
    expect(store.saving).toBe(false);
    expect(owner.gifts).toHaveLength(0);
  });

  it('edits an external item: loads it, saves the change', async () => {
    const { store, owner } = await setup();
    await owner.loadGifts();
    await owner.loadMoreGifts();
    const external = owner.gifts.find((g) => g.externalProduct !== null)!;
    await store.startEdit(external.id);
    expect(store.loadStatus).toBe('ready');
    expect(store.isEditing).toBe(true);
    expect(store.draft.name).toBe(external.externalProduct!.name);
    store.setField('name', 'Nama baru');
    expect(await store.save()).toBe(true);
    expect(owner.gifts.find((g) => g.id === external.id)?.externalProduct?.name).toBe('Nama baru');
  });

  it('editing a catalogue item or an unknown id is an error', async () => {
    const { store, owner } = await setup();
    await owner.loadGifts();
    await store.startEdit(owner.gifts.find((g) => g.externalProduct === null)!.id);
    expect(store.loadStatus).toBe('error');
    await store.startEdit('99999');
    expect(store.loadError?.kind).toBe('not-found');
  });

  it('a second save while one is on its way is refused: the product is added once', async () => {
    const { store, owner, portal } = await setup();
    store.setField('url', SHOPEE);
    store.enterManually();
    store.setField('name', 'Stroller');
    store.setField('price', '1500000');
    const before = portal.state.gifts.length;
    const first = store.save();
    expect(store.saving).toBe(true);
    expect(await store.save()).toBe(false);
    expect(await first).toBe(true);
    expect(portal.state.gifts.length).toBe(before + 1);
    expect(owner.gifts.filter((g) => g.externalProduct?.name === 'Stroller')).toHaveLength(1);
  });

  it('the late answer of an item no longer edited never fills the form', async () => {
    const { store, owner } = await setup();
    await owner.loadGifts();
    await owner.loadMoreGifts();
    const external = owner.gifts.find((g) => g.externalProduct !== null)!;
    const late = store.startEdit(external.id);
    store.startAdd('https://tokopedia.com/toko/produk-baru');
    await late;
    expect(store.isEditing).toBe(false);
    expect(store.loadStatus).toBe('idle');
    expect(store.draft.name).toBe('');
    expect(store.draft.url).toBe('https://tokopedia.com/toko/produk-baru');
  });

  describe('a picture she uploads (issue 31)', () => {
    const png = (bytes = 8) => {
      const data = new Uint8Array(bytes);
      data.set([137, 80, 78, 71, 13, 10, 26, 10]);
      return new Blob([data], { type: 'image/png' });
    };

    it('uploads the picked picture, makes it the product’s picture, and the saved gift carries it', async () => {
      const { store, portal } = await setup();
      store.enterManually();
      store.setField('url', 'https://shopee.co.id/Selimut-i.9.9');
      store.setField('name', 'Selimut bayi');
      store.setField('price', '89000');
      expect(await store.uploadImage(png())).toBe(true);
      expect(store.draft.imageUrl).toMatch(/^\/api\/images\/uploads\//);
      expect(store.draft).toMatchObject({ name: 'Selimut bayi', price: '89000' });
      expect(await store.save()).toBe(true);
      expect(store.saved?.externalProduct?.imageUrl).toBe(store.draft.imageUrl);
      expect(portal.state.uploads).toHaveLength(1);
    });

    it('refuses a file that is not a PNG, JPEG or WebP, or above 5 MB, without a call', async () => {
      const { store, portal } = await setup();
      store.enterManually();
      expect(await store.uploadImage(new Blob(['%PDF'], { type: 'application/pdf' }))).toBe(false);
      expect(store.imageProblem).toBe('type');
      expect(await store.uploadImage(png(5 * 1024 * 1024 + 1))).toBe(false);
      expect(store.imageProblem).toBe('size');
      expect(portal.state.uploads).toHaveLength(0);
      expect(store.draft.imageUrl).toBe('');
    });

    it('a failed upload keeps everything she typed and says why; the next pick may succeed', async () => {
      const { store } = await setup(DEMO_OWNER, [], true);
      store.enterManually();
      store.setField('name', 'Selimut bayi');
      store.setField('imageUrl', 'https://example.com/a.jpg');
      expect(await store.uploadImage(png())).toBe(false);
      expect(store.uploadError?.kind).toBe('offline');
      expect(store.imageProblem).toBeNull();
      expect(store.draft).toMatchObject({ name: 'Selimut bayi', imageUrl: 'https://example.com/a.jpg' });
    });
  });
});

describe("ExternalProductStore: 'Isi manual' chosen is not a failed fetch (QA, 28 November)", () => {
  it('says she chose to type it in, where a failed fetch says the fetch failed', async () => {
    const chosen = await setup();
    chosen.store.startAdd();
    chosen.store.enterManually();
    expect(chosen.store.manualEntry).toBe(true);
    expect(chosen.store.manualChosen).toBe(true);

    const failed = await setup();
    failed.store.startAdd('https://shopee.co.id/gagal-produk');
    expect(await failed.store.crawl()).toBe('manual');
    expect(failed.store.manualEntry).toBe(true);
    expect(failed.store.manualChosen).toBe(false);
  });
});
