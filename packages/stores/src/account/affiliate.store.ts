import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AffiliateCommission, AffiliateGateway, AffiliateProduct, DomainErrorDetail } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async-state';

/** Spec §9: the affiliate commission window defaults to 30 days. */
export const DEFAULT_COMMISSION_DAYS = 30;
/** The windows the report offers (decision 0165). */
export const COMMISSION_WINDOWS = [7, 30, 90] as const;

/** The affiliator's report: commission over a window, promotable products and their links (spec §7 Affiliate). */
@injectable()
export class AffiliateStore {
  days: number = DEFAULT_COMMISSION_DAYS;
  commission: AffiliateCommission | null = null;
  commissionStatus: LoadStatus = 'idle';
  commissionError: DomainErrorDetail | null = null;

  products: readonly AffiliateProduct[] = [];
  next: string | null = null;
  productsStatus: LoadStatus = 'idle';
  productsError: DomainErrorDetail | null = null;
  /** True once the first page answered and `links.next` was null. */
  exhausted = false;

  /** Created links by product slug. */
  links: Readonly<Record<string, string>> = {};
  creating: string | null = null;
  linkError: DomainErrorDetail | null = null;

  private commissionCall = 0;

  constructor(@inject(TOKENS.AffiliateGateway) private readonly gateway: AffiliateGateway) {
    makeAutoObservable<AffiliateStore, 'gateway' | 'commissionCall'>(this, { gateway: false, commissionCall: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.next !== null;
  }

  /** Loads the commission of the current window; a newer window's answer wins over an older one. */
  async loadCommission(): Promise<void> {
    const call = ++this.commissionCall;
    this.commissionStatus = 'loading';
    this.commissionError = null;
    try {
      const commission = await this.gateway.commission(this.days);
      if (call !== this.commissionCall) return;
      runInAction(() => {
        this.commission = commission;
        this.commissionStatus = 'ready';
      });
    } catch (error) {
      if (call !== this.commissionCall) return;
      runInAction(() => {
        this.commissionError = toErrorDetail(error);
        this.commissionStatus = 'error';
      });
    }
  }

  /** Changes the window (whole days, 1 to 365) and reloads the commission. */
  setDays(days: number): Promise<void> {
    if (!Number.isInteger(days) || days < 1 || days > 365) return Promise.resolve();
    this.days = days;
    return this.loadCommission();
  }

  /** The first page of products (again). */
  async loadProducts(): Promise<void> {
    this.products = [];
    this.next = null;
    this.exhausted = false;
    await this.fetchProducts(null);
  }

  /** The following page, by `links.next`; nothing when there is none or a page is loading. */
  async loadMore(): Promise<void> {
    if (this.next === null || this.productsStatus === 'loading') return;
    await this.fetchProducts(this.next);
  }

  /** Creates (or reuses) the affiliate link of a product; answers the URL, or null on failure. */
  async createLink(slug: string): Promise<string | null> {
    const known = this.links[slug];
    if (known) return known;
    if (this.creating !== null) return null;
    this.creating = slug;
    this.linkError = null;
    try {
      const link = await this.gateway.createLink(slug);
      runInAction(() => (this.links = { ...this.links, [slug]: link.url }));
      return link.url;
    } catch (error) {
      runInAction(() => (this.linkError = toErrorDetail(error)));
      return null;
    } finally {
      runInAction(() => (this.creating = null));
    }
  }

  private async fetchProducts(next: string | null): Promise<void> {
    this.productsStatus = 'loading';
    this.productsError = null;
    try {
      const page = await this.gateway.products(next);
      runInAction(() => {
        const seen = new Set(this.products.map((p) => p.id));
        this.products = [...this.products, ...page.items.filter((p) => !seen.has(p.id))];
        this.next = page.next;
        this.exhausted = page.next === null;
        this.productsStatus = 'ready';
      });
    } catch (error) {
      // Spec §8: infinite lists stop loading on error; the rows already shown stay.
      runInAction(() => {
        this.productsError = toErrorDetail(error);
        this.productsStatus = 'error';
      });
    }
  }
}
