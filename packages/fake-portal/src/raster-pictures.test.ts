import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { client } from './test-client';

// Decision 0546: every picture that is a photo in production (a banner, a person's photo and cover, a category, a
// collection, an article, a merchant, a review, an outside shop's product) comes as a raster picture (PNG), as the
// shop's product pictures did since issue 15; only the payment methods' logos stay SVG, as real logos are.
const { call, login } = client(createFakePortal());
const urlsIn = (body: unknown): string[] => JSON.stringify(body).match(/\/api\/images\/[a-z]+\/[^"?]+/g) ?? [];

describe('pictures that are photos in production are raster pictures (decision 0546)', () => {
  it.each([
    ['/v1/banners', 'banners'],
    ['/v1/categories', 'categories'],
    ['/v1/groups/products/all', 'groups'],
    ['/v1/articles', 'articles'],
    ['/v1/merchants', 'merchants'],
    ['/v2/gift-products/bunda-demo', 'external'],
    ['/v2/gifts', 'users'],
    ['/v2/gifts', 'banners'],
  ])('%s names its %s pictures as PNG', async (path, kind) => {
    const token = path === '/v2/gifts' ? await login('ibu.demo@kado.test') : undefined;
    const res = await call('GET', path, token ? { token } : {});
    expect(res.status).toBe(200);
    const urls = urlsIn(res.body).filter((u) => u.startsWith(`/api/images/${kind}/`));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/\.png$/);
  });

  it('serves such a picture as a PNG, and a payment logo still as SVG', async () => {
    const banner = await call('GET', '/v1/banners');
    const [url] = urlsIn(banner.body);
    const picture = await createFakePortal().fetch(new Request(`http://kado.test${url!}`));
    expect(picture.headers.get('content-type')).toBe('image/png');
    const methods = await call('GET', '/v1/payment-methods');
    expect(urlsIn(methods.body).every((u) => u.endsWith('.svg'))).toBe(true);
  });
});
