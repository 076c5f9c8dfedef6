import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { domainError, type AffiliateCommission, type AffiliateGateway } from '@kado/domain';
import { AffiliateStore, DEFAULT_COMMISSION_DAYS } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { portal, gateways, session } = await loggedInHarness(email);
  return { gateways, session, portal };
}

describe('AffiliateStore against the fake portal', () => {
  it("the report route's read (decision 0370): commission and first products, a read on its way joined; a new visit reads again", async () => {
    const { gateways, calls } = await loggedInHarness('afiliator@kado.test');
    const store = new AffiliateStore(gateways.AffiliateGateway);
    const before = calls.length;
    await Promise.all([store.ensureReport(), store.ensureReport()]);
    expect([calls.length - before, store.commissionStatus, store.productsStatus]).toEqual([2, 'ready', 'ready']);
    await store.ensureReport();
    expect(calls.length - before).toBe(4);
  });

  it('loads the 30-day commission and reloads it for another window', async () => {
    const { gateways } = await setup('afiliator@kado.test');
    const store = new AffiliateStore(gateways.AffiliateGateway);
    await store.loadCommission();
    expect(store.commissionStatus).toBe('ready');
    expect(store.commission?.duration).toBe(DEFAULT_COMMISSION_DAYS);
    const thirty = store.commission!;
    await store.setDays(7);
    expect(store.commission?.duration).toBe(7);
    expect(store.commission!.transactionAllItemCount).toBeLessThanOrEqual(thirty.transactionAllItemCount);
    await store.setDays(0);
    expect(store.days).toBe(7);
  });

  it('follows links.next page by page without duplicates', async () => {
    const { gateways } = await setup('afiliator@kado.test');
    const store = new AffiliateStore(gateways.AffiliateGateway);
    await store.loadProducts();
    expect(store.products.length).toBeGreaterThan(0);
    const first = store.products.length;
    expect(store.hasMore).toBe(true);
    await store.list.loadMore();
    expect(store.products.length).toBeGreaterThan(first);
    let guard = 0;
    while (store.hasMore && guard++ < 50) await store.list.loadMore();
    expect(store.exhausted).toBe(true);
    expect(new Set(store.products.map((p) => p.id)).size).toBe(store.products.length);
  });

  it('creates a product link once and reuses it', async () => {
    const { gateways } = await setup('afiliator@kado.test');
    const store = new AffiliateStore(gateways.AffiliateGateway);
    await store.loadProducts();
    const slug = store.products[0]!.slug;
    const url = await store.createLink(slug);
    expect(url).toMatch(/^https?:\/\//);
    expect(store.links[slug]).toBe(url);
    expect(await store.createLink(slug)).toBe(url);
  });

  it('a user without the affiliator role gets forbidden', async () => {
    const { gateways } = await setup('ibu.demo@kado.test');
    const store = new AffiliateStore(gateways.AffiliateGateway);
    await store.loadCommission();
    expect(store.commissionError?.kind).toBe('forbidden');
    expect(await store.createLink('apa-saja')).toBeNull();
    expect(store.linkError?.kind).toBe('forbidden');
  });
});

describe('AffiliateStore failures', () => {
  it('a failing next page keeps the rows shown and stops loading', async () => {
    const { gateways } = await setup('afiliator@kado.test');
    let calls = 0;
    const gateway: AffiliateGateway = {
      ...gateways.AffiliateGateway,
      commission: gateways.AffiliateGateway.commission.bind(gateways.AffiliateGateway),
      createLink: () => Promise.reject(domainError({ kind: 'unexpected' })),
      products: (next) => (calls++ === 0 ? gateways.AffiliateGateway.products(next) : Promise.reject(domainError({ kind: 'offline' }))),
    };
    const store = new AffiliateStore(gateway);
    await store.loadProducts();
    const shown = store.products;
    await store.list.loadMore();
    expect(store.productsStatus).toBe('error');
    expect(store.productsError?.kind).toBe('offline');
    expect(store.products).toEqual(shown);
    expect(await store.createLink(shown[0]!.slug)).toBeNull();
    expect(store.links).toEqual({});
    expect(store.creating).toBeNull();
  });

  it('an older window answering last never replaces the newer one; a second link tap is refused', async () => {
    const answers = new Map<number, (c: AffiliateCommission) => void>();
    let links = 0;
    const gateway = {
      commission: (days: number) => new Promise<AffiliateCommission>((resolve) => answers.set(days, resolve)),
      createLink: (slug: string) => { links += 1; return Promise.resolve({ url: `https://kado.test/a/${slug}` }); },
    } as unknown as AffiliateGateway;
    const store = new AffiliateStore(gateway);
    const seven = store.setDays(7);
    const ninety = store.setDays(90);
    const figures = (duration: number) => ({ duration, totalProduct: duration, totalAllCommission: 0, transactionAllItemCount: 0 }) as unknown as AffiliateCommission;
    answers.get(90)!(figures(90));
    await ninety;
    answers.get(7)!(figures(7));
    await seven;
    expect(store.commission?.duration).toBe(90);
    expect(store.commissionStatus).toBe('ready');
    const [first, second] = await Promise.all([store.createLink('popok'), store.createLink('popok')]);
    expect(first).toBe('https://kado.test/a/popok');
    expect(second).toBeNull();
    expect(links).toBe(1);
  });
});
