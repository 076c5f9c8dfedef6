import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { domainError, type CatalogueGateway, type FaqGateway } from '@kado/domain';
import { ArticleStore, FaqStore } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { portal, gateways, session } = await loggedInHarness(email);
  return { gateways, session, portal };
}

describe('FaqStore against the fake portal', () => {
  it('loads highlighted questions and pages through all of them', async () => {
    const { gateways } = await setup();
    const store = new FaqStore(gateways.FaqGateway);
    await store.loadIndex();
    expect(store.highlighted.items.length).toBeGreaterThan(0);
    expect(store.highlighted.items.every((f) => f.isHighlighted)).toBe(true);
    expect(store.all.items.length).toBeGreaterThan(0);
    let guard = 0;
    while (store.all.hasMore && guard++ < 20) await store.all.loadMore();
    expect(store.all.hasMore).toBe(false);
    expect(new Set(store.all.items.map((f) => f.id)).size).toBe(store.all.items.length);
  });

  it('searches, clears on an empty keyword, and opens one question', async () => {
    const { gateways } = await setup();
    const store = new FaqStore(gateways.FaqGateway);
    await store.search('voucher');
    expect(store.results.items.some((f) => /voucher/i.test(f.question + f.answer))).toBe(true);
    await store.search('  ');
    expect(store.results.items).toEqual([]);
    await store.loadQuestion('1');
    expect(store.detail.data?.question).toBe('Apa itu Baby Registry Kado?');
    await store.loadQuestion('9999');
    expect(store.detail.status).toBe('error');
    expect(store.detail.error?.kind).toBe('not-found');
  });

  it('a failing page keeps what was shown (spec §8: infinite lists stop on error)', async () => {
    const { gateways } = await setup();
    let calls = 0;
    const gateway: FaqGateway = {
      get: gateways.FaqGateway.get.bind(gateways.FaqGateway),
      list: (q) => (calls++ < 2 ? gateways.FaqGateway.list(q) : Promise.reject(domainError({ kind: 'offline' }))),
    };
    const store = new FaqStore(gateway);
    await store.loadIndex();
    const shown = store.all.items;
    await store.all.loadMore();
    expect(store.all.status).toBe('error');
    expect(store.all.items).toEqual(shown);
  });
});

describe('ArticleStore against the fake portal', () => {
  it('lists articles and opens one with its body', async () => {
    const { gateways } = await setup();
    const store = new ArticleStore(gateways.CatalogueGateway);
    await store.loadFirst();
    expect(store.list.items.length).toBeGreaterThan(0);
    const slug = store.list.items[0]!.slug;
    await store.loadArticle(slug);
    expect(store.detail.data?.body.length).toBeGreaterThan(0);
    await store.loadArticle('tidak-ada');
    expect(store.detail.error?.kind).toBe('not-found');
  });

  it('a failed list shows the error kind', async () => {
    const store = new ArticleStore({ articles: () => Promise.reject(domainError({ kind: 'timeout' })) } as unknown as CatalogueGateway);
    await store.loadFirst();
    expect(store.list.status).toBe('error');
    expect(store.list.error?.kind).toBe('timeout');
  });
});
