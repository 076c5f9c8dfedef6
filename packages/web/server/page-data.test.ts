// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { ALL_STORE_MODULES, HomeStore, ProductStore, PublicRegistryStore } from '@kado/stores';
import { createAppContainer } from '../src/app/container';
import { renderFirstScreen, serverPlatform } from '../src/entry-server';
import { answersElement, createPageContent } from './page-data';

const PRODUCT_PATH = '/babynesia/piring-hisap-silikon-kayu-babynesia';

function setup() {
  const portal = createFakePortal();
  const calls: string[] = [];
  const content = createPageContent({
    portalFetch: (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return portal.fetch(request);
    },
    timeoutMs: 5_000,
    render: () => renderFirstScreen,
  });
  const pageData = async (pathname: string, cookieHeader?: string) => (await content(pathname, cookieHeader)).answers;
  return { portal, calls, pageData };
}

/** A browser-side container whose network fails: anything it shows came from the answers. */
function offlineContainer(answers: Record<string, string>) {
  return createAppContainer({
    baseUrl: 'http://kado.test/api',
    fetch: () => Promise.reject(new TypeError('offline')),
    storeModules: ALL_STORE_MODULES,
    platform: serverPlatform(),
    primedAnswers: answers,
  });
}

describe('createPageContent: the answers', () => {
  it('answers the home page sections, which the app then shows without a call', async () => {
    const { pageData } = setup();
    const answers = await pageData('/');
    expect(Object.keys(answers).sort()).toEqual([
      'GET v1/articles?page=1',
      'GET v1/banners',
      'GET v1/categories?filter%5Bis_root%5D=1',
      'GET v1/groups/products/all',
    ]);
    const home = offlineContainer(answers).get(HomeStore);
    await home.load();
    expect(home.banners.data?.length).toBeGreaterThan(0);
    expect(home.collections.data?.length).toBeGreaterThan(0);
    expect(home.categories.status).toBe('ready');
  });

  it('answers a product page with the product and its review summary', async () => {
    const { pageData } = setup();
    const answers = await pageData(PRODUCT_PATH);
    expect(Object.keys(answers)).toEqual([
      'POST v1/products/slug {"slug":"piring-hisap-silikon-kayu-babynesia"}',
      expect.stringMatching(/^GET v1\/review-summary\/\d+$/),
    ]);
    const store = offlineContainer(answers).get(ProductStore);
    expect(await store.ensureProduct('babynesia', 'piring-hisap-silikon-kayu-babynesia')).toBe(true);
    expect(store.product.data?.name).toBe('Piring Hisap Silikon Kayu BabyNesia');
  });

  it('answers a public registry with its profile, first gifts and the address, shown without a call (issue 15)', async () => {
    const { pageData } = setup();
    const answers = await pageData('/registry/bunda-demo');
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(3);
    const store = offlineContainer(answers).get(PublicRegistryStore);
    await store.load('bunda-demo');
    expect(store.status).toBe('ready');
    expect(store.displayName).toBe("Sari's Baby Registry");
    expect(store.gifts).toHaveLength(10);
    expect(store.address).not.toBeNull();
  });

  it('sends nothing for a visitor with a session, nor for pages without boot-time data', async () => {
    const { pageData, calls } = setup();
    expect(await pageData('/', 'theme=x; kado_at=token')).toEqual({});
    expect(await pageData('/cart')).toEqual({});
    expect(await pageData('/tidak/ada/halaman/ini')).toEqual({});
    expect(calls).toEqual([]);
  });

  it('sends an unknown product as no answer: the page asks the portal and shows its own not-found', async () => {
    const { pageData } = setup();
    expect(await pageData('/babynesia/produk-yang-tidak-ada')).toEqual({});
  });
});

describe('answersElement', () => {
  it('escapes every < so no answer can close the script element', () => {
    const html = answersElement({ 'GET v1/x': '{"data":"</script><script>alert(1)</script>"}' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ 'GET v1/x': '{"data":"</script><script>alert(1)</script>"}' });
  });

  it('is empty when there is nothing to send', () => {
    expect(answersElement({})).toBe('');
  });
});
