import { describe, expect, it } from 'vitest';
import { domainError, type GiftProduct, type GiftProductQuery, type Page, type RegistryGateway } from '@kado/domain';
import type { PagedQuery } from '../async';
import { GIFT_PAGE_SIZE, giftIdOf, giftList, placeGift, rereadGifts } from './gift-list';

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

const listOf = (gateway: SlowGateway) => giftList(gateway as unknown as RegistryGateway, () => 'ibu');

/** A list with its first page answered. */
async function firstPageLoaded(): Promise<{ gateway: SlowGateway; list: PagedQuery<GiftProduct> }> {
  const gateway = new SlowGateway();
  const list = listOf(gateway);
  const first = list.loadMore();
  await gateway.answerAll();
  await first;
  return { gateway, list };
}

// The registry's gift list on the kit's PagedQuery (decision 0350; these were GiftPages' tests, same assertions).
describe('the registry gift list', () => {
  it('pages ten at a time and stops at the last page', async () => {
    const { gateway, list } = await firstPageLoaded();
    for (let i = 0; i < 3; i++) {
      const more = list.loadMore();
      await gateway.answerAll();
      await more;
    }
    expect(list.items.map((g) => g.id)).toEqual(gateway.gifts.map((g) => g.id));
    expect(list.hasMore).toBe(false);
  });

  it('only the latest read is applied (a later page asked for before page 1 again is dropped)', async () => {
    const { gateway, list } = await firstPageLoaded();
    const stale = list.loadMore();
    const latest = list.reload();
    await gateway.answerAll();
    await Promise.all([stale, latest]);
    expect(list.page).toBe(1);
    expect(list.items).toHaveLength(10);
  });

  it('an answer asked for before the list was opened again is ignored', async () => {
    const gateway = new SlowGateway();
    const list = listOf(gateway);
    const read = list.loadMore();
    list.clear();
    await gateway.answerAll();
    await read;
    expect(list.items).toEqual([]);
  });

  it('finds a slug on a later page, and answers null for one no page holds', async () => {
    const { gateway, list } = await firstPageLoaded();
    const found = giftIdOf(list, 'p-23');
    await gateway.answerAll();
    expect(await found).toBe('23');
    expect(list.page).toBe(3);
    expect(await giftIdOf(list, 'p-missing')).toBeNull();
    expect(await giftIdOf(list, '7')).toBe('7');
  });

  it('puts a changed page in place, and says so when the list has shifted', async () => {
    const { gateway, list } = await firstPageLoaded();
    const changed = gateway.gifts.slice(0, 10).map((g) => ({ ...g, reservedBy: { name: 'Tante' } }) as unknown as GiftProduct);
    expect(list.replacePage(1, { items: changed, page: 1, totalPage: 3 } as unknown as Page<GiftProduct>)).toBe(true);
    expect(list.items[0]).toEqual(changed[0]);
    const shifted = gateway.gifts.slice(1, 11);
    expect(list.replacePage(1, { items: shifted, page: 1, totalPage: 3 } as unknown as Page<GiftProduct>)).toBe(false);
    expect(list.items.map((g) => g.id)).toEqual(changed.map((g) => g.id));
  });

  it('a gift read again replaces its row; one gone leaves the list', async () => {
    const { gateway, list } = await firstPageLoaded();
    gateway.gifts = gateway.gifts.filter((g) => g.id !== '2').map((g) => (g.id === '1' ? ({ ...g, reservedBy: { name: 'Tante' } } as unknown as GiftProduct) : g));
    const heard: [string, GiftProduct | null][] = [];
    await rereadGifts(gateway as unknown as RegistryGateway, list, ['1', '2'], (id, g) => heard.push([id, g]));
    expect(list.items.map((g) => g.id)).not.toContain('2');
    expect(heard).toContainEqual(['2', null]);
    expect(list.items[0]).toEqual(gateway.gifts[0]);
    expect(heard).toContainEqual(['1', gateway.gifts[0]]);
  });

  it('a line split from another goes right after it', async () => {
    const { list } = await firstPageLoaded();
    placeGift(list, gift('99'), '3');
    expect(list.items.slice(2, 5).map((g) => g.id)).toEqual(['3', '99', '4']);
  });

  it('reads the loaded pages again in place: the rows below stay shown until their page answers', async () => {
    const { gateway, list } = await firstPageLoaded();
    const second = list.loadMore();
    await gateway.answerAll();
    await second;
    gateway.gifts = gateway.gifts.map((g) => (g.id === '12' ? ({ ...g, reservedBy: { name: 'Tante' } } as unknown as GiftProduct) : g));
    const again = list.refetchLoaded();
    gateway.waiting.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(list.items).toHaveLength(20);
    expect(list.items[11]).not.toHaveProperty('reservedBy');
    await gateway.answerAll();
    expect(await again).toBe(true);
    expect(list.items[11]).toHaveProperty('reservedBy');
    expect([list.page, list.status]).toEqual([2, 'ready']);
  });
});
