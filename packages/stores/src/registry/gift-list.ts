import { runInAction } from 'mobx';
import { type CallOptions, type GiftProduct, type RegistryGateway } from '@kado/domain';
import { PagedQuery, toErrorDetail } from '../async';

// A registry's gift list (the owner's Lacak Kado and the giver's page) is a PagedQuery (decision 0350); what remains
// here is the registry's own lookup and the gift reads that put one row in place.

/** Spec §7/§9: a registry's gift list is read 10 at a time. */
export const GIFT_PAGE_SIZE = 10;

/**
 * The gift list of the registry `username()` names when each page is asked for. `ready` runs before a page is read
 * (the owner's registry loaded first); what it throws is the list's error.
 */
export function giftList(
  gateway: RegistryGateway,
  username: () => string,
  ready?: () => Promise<void>,
  options: () => CallOptions = () => ({}),
): PagedQuery<GiftProduct> {
  return new PagedQuery<GiftProduct>(
    (page) => {
      const read = () => gateway.giftProducts(username(), { page, limit: GIFT_PAGE_SIZE }, options());
      return ready ? ready().then(read) : read();
    },
    { identify: (gift) => gift.id, pageSize: GIFT_PAGE_SIZE },
  );
}

/** The shown gift named by its id (digits only) or by its catalogue product's slug, or null. */
export function namedGift(gifts: readonly GiftProduct[], idOrSlug: string): GiftProduct | null {
  const byId = /^\d+$/.test(idOrSlug);
  return gifts.find((g) => (byId ? g.id === idOrSlug : g.product?.slug === idOrSlug)) ?? null;
}

/**
 * The id of the gift named by its id or its catalogue product's slug. A slug not shown is looked up in the next
 * pages (a registry being small), at most 20 of them; null when none holds it or a page failed.
 */
export async function giftIdOf(list: PagedQuery<GiftProduct>, idOrSlug: string): Promise<string | null> {
  let found = namedGift(list.items, idOrSlug);
  if (found === null && /^\d+$/.test(idOrSlug)) return idOrSlug;
  for (let guard = 0; guard < 20 && found === null && list.pagesLeft; guard++) {
    const loaded = list.status === 'error' ? await list.retry() : await list.loadMore();
    if (!loaded) break;
    found = namedGift(list.items, idOrSlug);
  }
  return found?.id ?? null;
}

/**
 * Reads these gifts again: each answer replaces its row, a gift gone or hidden meanwhile leaves the list.
 * `settled` hears each answer (null: gone), for the store's gift opened on its own.
 */
export async function rereadGifts(
  gateway: RegistryGateway,
  list: PagedQuery<GiftProduct>,
  ids: readonly string[],
  settled: (id: string, gift: GiftProduct | null) => void,
  options: CallOptions = {},
): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        const gift = await gateway.giftProduct(id, options);
        runInAction(() => {
          list.update((g) => g.id === id, () => gift);
          settled(id, gift);
        });
      } catch (error) {
        if (toErrorDetail(error).kind !== 'not-found') return;
        runInAction(() => {
          list.remove((g) => g.id === id);
          settled(id, null);
        });
      }
    }),
  );
}

/**
 * Puts an answered gift in place. A giver who took one unit of a several-unit gift is answered with a new line
 * split from it (decision 0182): it goes right after the line it came from. A gift not shown is not added.
 */
export function placeGift(list: PagedQuery<GiftProduct>, gift: GiftProduct, from?: string): void {
  const gifts = list.items;
  if (gifts.some((g) => g.id === gift.id)) {
    list.update((g) => g.id === gift.id, () => gift);
  } else if (from !== undefined && gifts.some((g) => g.id === from)) {
    const at = gifts.findIndex((g) => g.id === from);
    list.setItems([...gifts.slice(0, at + 1), gift, ...gifts.slice(at + 1)]);
  }
}

