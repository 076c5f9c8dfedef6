import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, GiftProduct, Page, RegistryGateway } from '@kado/domain';
import { toErrorDetail, type LoadStatus } from '../async';
import { mergePage } from './merge-page';
import { mergeChangedPage } from './live-page';

/** Spec §7/§9: a registry's gift list is read 10 at a time. */
export const GIFT_PAGE_SIZE = 10;

export interface GiftPagesOptions {
  /** The registry whose gifts are read, as each page is asked for. */
  readonly username: () => string;
  /** Runs before a page is read; a failure it answers stops the read and is shown as the list's error. */
  readonly ready?: () => Promise<DomainErrorDetail | null>;
  /**
   * The opening of the page: an answer is applied while it is the same as when its read was asked for. Without it,
   * only the latest read's answer is applied.
   */
  readonly generation?: () => number;
}

/**
 * A registry's gift list as it pages (the owner's Lacak Kado and the giver's page share it): the pages loaded so far,
 * the loaded pages read again, and the live changes (decision 0260) put in place. Spec §8: a failed page stops the
 * paging and what was loaded stays.
 */
export class GiftPages {
  gifts: readonly GiftProduct[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  /** The last page loaded, 0 before the first. */
  page = 0;
  totalPage = 0;
  /** Without a generation, the latest read (only its answer is applied). */
  private seq = 0;

  constructor(
    private readonly gateway: RegistryGateway,
    private readonly options: GiftPagesOptions,
  ) {
    makeAutoObservable<GiftPages, 'gateway' | 'options' | 'seq'>(this, { gateway: false, options: false, seq: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.page < this.totalPage;
  }

  get ids(): ReadonlySet<string> {
    return new Set(this.gifts.map((g) => g.id));
  }

  /** Forgets the list (another registry, or another account). */
  clear(): void {
    this.gifts = [];
    this.page = 0;
    this.totalPage = 0;
  }

  /** Reads one page and merges it into the list (page 1 replaces it); `wanted` says whether its answer still is. */
  async load(page: number, wanted = this.check()): Promise<void> {
    this.status = 'loading';
    this.error = null;
    const unready = this.options.ready ? await this.options.ready() : null;
    if (unready !== null) {
      runInAction(() => this.fail(unready));
      return;
    }
    try {
      const result = await this.gateway.giftProducts(this.options.username(), { page, limit: GIFT_PAGE_SIZE });
      if (!wanted()) return;
      runInAction(() => {
        this.gifts = mergePage(this.gifts, page, result.items);
        this.page = result.page;
        this.totalPage = result.totalPage;
        this.status = 'ready';
      });
    } catch (error) {
      if (!wanted()) return;
      runInAction(() => this.fail(toErrorDetail(error)));
    }
  }

  /** Appends the next page; does nothing while loading or at the end. */
  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    await this.load(this.page + 1);
  }

  /** The shown gift named by its id (digits only) or by its catalogue product's slug, or null. */
  named(idOrSlug: string): GiftProduct | null {
    const byId = /^\d+$/.test(idOrSlug);
    return this.gifts.find((g) => (byId ? g.id === idOrSlug : g.product?.slug === idOrSlug)) ?? null;
  }

  /**
   * The id of the gift named by its id or its catalogue product's slug. A slug not shown is looked up in the next
   * pages (a registry being small), at most 20 of them; null when none holds it or a page failed.
   */
  async idOf(idOrSlug: string): Promise<string | null> {
    let found = this.named(idOrSlug);
    if (found === null && /^\d+$/.test(idOrSlug)) return idOrSlug;
    for (let guard = 0; guard < 20 && found === null && this.hasMore; guard++) {
      await this.load(this.page + 1);
      if (this.status === 'error') break;
      found = this.named(idOrSlug);
    }
    return found?.id ?? null;
  }

  /** Reads the loaded pages again, one after the other (after losing a race: what is taken now shows as taken). */
  async rereadLoaded(): Promise<void> {
    const pages = Math.max(1, this.page);
    // With a generation, the whole read-again is for the opening it started in.
    const wanted = this.options.generation ? this.check() : undefined;
    for (let page = 1; page <= pages; page++) await this.load(page, wanted);
  }

  /**
   * Reads these gifts again: each answer replaces its row, a gift gone or hidden meanwhile leaves the list.
   * `settled` hears each answer (null: gone), for the store's gift opened on its own.
   */
  async reread(ids: readonly string[], settled: (id: string, gift: GiftProduct | null) => void): Promise<void> {
    await Promise.all(
      ids.map(async (id) => {
        try {
          const gift = await this.gateway.giftProduct(id);
          runInAction(() => {
            this.replace(gift);
            settled(id, gift);
          });
        } catch (error) {
          if (toErrorDetail(error).kind !== 'not-found') return;
          runInAction(() => {
            this.remove(id);
            settled(id, null);
          });
        }
      }),
    );
  }

  /**
   * Puts a page read again by the live registry in place. Answers false when the list has shifted (a gift added,
   * removed or moved to another page) and the loaded pages should be read again instead.
   */
  applyChangedPage(page: number, result: Page<GiftProduct>): boolean {
    const merged = mergeChangedPage(this.gifts, page, GIFT_PAGE_SIZE, result.items);
    if (merged !== null) this.gifts = merged;
    return merged !== null;
  }

  /** The row with the gift's id takes the answer (a gift not shown is not added). */
  replace(gift: GiftProduct): void {
    this.gifts = this.gifts.map((g) => (g.id === gift.id ? gift : g));
  }

  /**
   * Puts an answered gift in place. A giver who took one unit of a several-unit gift is answered with a new line
   * split from it (decision 0182): it goes right after the line it came from.
   */
  put(gift: GiftProduct, from?: string): void {
    if (this.gifts.some((g) => g.id === gift.id)) {
      this.replace(gift);
    } else if (from !== undefined && this.gifts.some((g) => g.id === from)) {
      const at = this.gifts.findIndex((g) => g.id === from);
      this.gifts = [...this.gifts.slice(0, at + 1), gift, ...this.gifts.slice(at + 1)];
    }
  }

  remove(id: string): void {
    this.gifts = this.gifts.filter((g) => g.id !== id);
  }

  /** Whether an answer to a read asked for now will still be wanted when it comes. */
  private check(): () => boolean {
    const { generation } = this.options;
    if (generation) {
      const opening = generation();
      return () => opening === generation();
    }
    const seq = ++this.seq;
    return () => seq === this.seq;
  }

  private fail(error: DomainErrorDetail): void {
    this.error = error;
    this.status = 'error';
  }
}
