import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AffiliateCommission, AffiliateGateway, AffiliateProduct, DomainErrorDetail, Page } from '@kado/domain';
import { TOKENS } from '../tokens';
import { JoinedRead, Mutation, PagedQuery, Query, type LoadStatus } from '../async';

/** Spec §9: the affiliate commission window defaults to 30 days. */
export const DEFAULT_COMMISSION_DAYS = 30;
/** The windows the report offers (decision 0165). */
export const COMMISSION_WINDOWS = [7, 30, 90] as const;

/** The affiliator's report: commission over a window, promotable products and their links (spec §7 Affiliate). */
@injectable()
export class AffiliateStore {
  days: number = DEFAULT_COMMISSION_DAYS;
  /** The commission, keyed by its window: a newer window's answer wins over an older one; the old figures stay shown meanwhile. */
  readonly report = new Query<number, AffiliateCommission>({
    fetch: (days, signal) => this.gateway.commission(days, { signal }),
    keepPreviousData: true,
  });
  /** The promotable products, page by page (the portal pages them by `links.next`; a row seen again is not repeated). */
  readonly list = new PagedQuery<AffiliateProduct>((page, signal) => this.productPage(page, signal), { identify: (p) => p.id });
  /** Creating a product's link: one at a time (a second tap is refused). */
  readonly linking = new Mutation<string, string>({
    run: async (slug) => (await this.gateway.createLink(slug)).url,
    key: (slug) => slug,
    onSuccess: (url, slug) => {
      runInAction(() => (this.links = { ...this.links, [slug]: url }));
    },
  });

  /** Created links by product slug. */
  links: Readonly<Record<string, string>> = {};
  /** The `links.next` cursor that reads each page after the first. */
  private readonly cursors = new Map<number, string>();
  private readonly visit = new JoinedRead<'report', unknown>();

  constructor(@inject(TOKENS.AffiliateGateway) private readonly gateway: AffiliateGateway) {
    makeAutoObservable<AffiliateStore, 'gateway' | 'cursors' | 'visit'>(
      this,
      { gateway: false, cursors: false, report: false, list: false, linking: false, visit: false },
      { autoBind: true },
    );
  }

  get commission(): AffiliateCommission | null {
    return this.report.data;
  }

  get commissionStatus(): LoadStatus {
    return this.report.status;
  }

  get commissionError(): DomainErrorDetail | null {
    return this.report.error;
  }

  get products(): readonly AffiliateProduct[] {
    return this.list.items;
  }

  get productsStatus(): LoadStatus {
    return this.list.status;
  }

  get productsError(): DomainErrorDetail | null {
    return this.list.error;
  }

  /** A page answered with a `links.next` (a failed page does not end the list). */
  get hasMore(): boolean {
    return this.list.page > 0 && this.list.page < this.list.totalPage;
  }

  /** True once a page answered and `links.next` was null. */
  get exhausted(): boolean {
    return this.list.page > 0 && !this.hasMore;
  }

  /** The product whose link is being created, if any. */
  get creating(): string | null {
    return this.linking.pendingKey;
  }

  get linkError(): DomainErrorDetail | null {
    return this.linking.error;
  }

  /** Loads the commission of the current window. */
  async loadCommission(): Promise<void> {
    await this.report.fetch(this.days);
  }

  /** Changes the window (whole days, 1 to 365) and reloads the commission. */
  setDays(days: number): Promise<void> {
    if (!Number.isInteger(days) || days < 1 || days > 365) return Promise.resolve();
    this.days = days;
    return this.loadCommission();
  }

  /** /report-affiliate's data (its route's loader): the commission and the first products, read again on each visit; a read on its way is joined. */
  ensureReport(): Promise<unknown> {
    return this.visit.run('report', () => Promise.all([this.loadCommission(), this.loadProducts()]));
  }

  /** The first page of products (again). */
  async loadProducts(): Promise<void> {
    this.cursors.clear();
    await this.list.reset();
  }

  /** Creates (or reuses) the affiliate link of a product; answers the URL, or null on failure. */
  async createLink(slug: string): Promise<string | null> {
    const known = this.links[slug];
    if (known) return known;
    const result = await this.linking.submit(slug);
    return result.ok ? result.value : null;
  }

  /** One page as the kit counts them: page n is read with the cursor page n - 1 answered. */
  private async productPage(page: number, signal: AbortSignal): Promise<Page<AffiliateProduct>> {
    const answer = await this.gateway.products(page === 1 ? null : this.cursors.get(page) ?? null, { signal });
    if (answer.next !== null) this.cursors.set(page + 1, answer.next);
    return { items: answer.items, page, totalPage: answer.next === null ? page : page + 1 };
  }
}
