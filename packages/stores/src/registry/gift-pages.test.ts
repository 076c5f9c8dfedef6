import { describe, expect, it } from 'vitest';
import { domainError, type GiftProduct, type GiftProductQuery, type Page, type RegistryGateway } from '@kado/domain';
import { GIFT_PAGE_SIZE, GiftPages } from './gift-pages';

const gift = (id: string, slug = `p-${id}`) => ({ id, product: { slug } }) as unknown as GiftProduct;

/** 25 gifts (three pages); every page read waits until the test answers it. */
class SlowGateway {
  gifts = Array.from({ length: 25 }, (_, i) => gift(String(i + 1)));
  waiting: (() => void)[] = [];
  giftProducts(_username: string, query: GiftProductQuery): Promise<Page<GiftProduct>> {
    const page = query.page ?? 1;
    const items = this.gifts.slice((page - 1) * GIFT_PAGE_SIZE, page * GIFT_PAGE_SIZE);
    const answer = { items, page, totalPage: Math.ceil(this.gifts.length / GIFT_PAGE_SIZE) } as unknown as Page<GiftProduct>;
    return new Promise((resolve) => this.waiting.push(() => resolve(answer)));
  }
  giftProduct(id: string): Promise<GiftProduct> {
    const found = this.gifts.find((g) => g.id === id);
    return found ? Promise.resolve(found) : Promise.reject(domainError({ kind: 'not-found', message: '', redirectTo404: false }));
  }
  async answerAll(): Promise<void> {
    while (this.waiting.length > 0) {
      this.waiting.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  }
}

const listOf = (gateway: SlowGateway, generation?: () => number) =>
  new GiftPages(gateway as unknown as RegistryGateway, { username: () => 'ibu', ...(generation ? { generation } : {}) });

/** A list with its first page answered. */
async function firstPageLoaded(): Promise<{ gateway: SlowGateway; list: GiftPages }> {
  const gateway = new SlowGateway();
  const list = listOf(gateway);
  const first = list.load(1);
  await gateway.answerAll();
  await first;
  return { gateway, list };
}

describe('GiftPages', () => {
  it('pages ten at a time and stops at the last page', async () => {
    const { gateway, list } = await firstPageLoaded();
    for (let i = 0; i < 3; i++) {
      const more = list.loadMore();
      await gateway.answerAll();
      await more;
    }
    expect(list.gifts.map((g) => g.id)).toEqual(gateway.gifts.map((g) => g.id));
    expect(list.hasMore).toBe(false);
  });

  it('without a generation, only the latest read is applied', async () => {
    const gateway = new SlowGateway();
    const list = listOf(gateway);
    const stale = list.load(2);
    const latest = list.load(1);
    await gateway.answerAll();
    await Promise.all([stale, latest]);
    expect(list.page).toBe(1);
    expect(list.gifts).toHaveLength(10);
  });

  it('with a generation, an answer asked for in an earlier opening is ignored', async () => {
    const gateway = new SlowGateway();
    let opening = 1;
    const list = listOf(gateway, () => opening);
    const read = list.load(1);
    opening = 2;
    await gateway.answerAll();
    await read;
    expect(list.gifts).toEqual([]);
  });

  it('finds a slug on a later page, and answers null for one no page holds', async () => {
    const { gateway, list } = await firstPageLoaded();
    const found = list.idOf('p-23');
    await gateway.answerAll();
    expect(await found).toBe('23');
    expect(list.page).toBe(3);
    expect(await list.idOf('p-missing')).toBeNull();
    expect(await list.idOf('7')).toBe('7');
  });

  it('puts a changed page in place, and says so when the list has shifted', async () => {
    const { gateway, list } = await firstPageLoaded();
    const changed = gateway.gifts.slice(0, 10).map((g) => ({ ...g, reservedBy: { name: 'Tante' } }) as unknown as GiftProduct);
    expect(list.applyChangedPage(1, { items: changed, page: 1, totalPage: 3 } as unknown as Page<GiftProduct>)).toBe(true);
    expect(list.gifts[0]).toEqual(changed[0]);
    const shifted = gateway.gifts.slice(1, 11);
    expect(list.applyChangedPage(1, { items: shifted, page: 1, totalPage: 3 } as unknown as Page<GiftProduct>)).toBe(false);
    expect(list.gifts.map((g) => g.id)).toEqual(changed.map((g) => g.id));
  });

  it('a gift read again replaces its row; one gone leaves the list', async () => {
    const { gateway, list } = await firstPageLoaded();
    gateway.gifts = gateway.gifts.filter((g) => g.id !== '2').map((g) => (g.id === '1' ? ({ ...g, reservedBy: { name: 'Tante' } } as unknown as GiftProduct) : g));
    const heard: [string, GiftProduct | null][] = [];
    await list.reread(['1', '2'], (id, g) => heard.push([id, g]));
    expect(list.gifts.map((g) => g.id)).not.toContain('2');
    expect(heard).toContainEqual(['2', null]);
    expect(list.gifts[0]).toEqual(gateway.gifts[0]);
    expect(heard).toContainEqual(['1', gateway.gifts[0]]);
  });

  it('a line split from another goes right after it', async () => {
    const { list } = await firstPageLoaded();
    list.put(gift('99'), '3');
    expect(list.gifts.slice(2, 5).map((g) => g.id)).toEqual(['3', '99', '4']);
  });
});
