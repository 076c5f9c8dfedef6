import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { keywordSuggestions, showsMerchant } from '@kado/domain';
import type { Autocomplete, DomainErrorDetail, Merchant, Product, Scheduler, SearchGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { isAbort, toErrorDetail, type LoadStatus } from './async-state';

/** Spec §9: search input is debounced by 400 ms; 'Terakhir dilihat' holds up to 6 items. */
export const SEARCH_DEBOUNCE_MS = 400;
export const LAST_SEEN_LIMIT = 6;

/**
 * The global search popup: the keyword, autocomplete suggestions (limit 5 per group), and the last-seen
 * products for logged-in users. A newer keyword aborts the older request, and an older answer never
 * replaces a newer one.
 */
@injectable()
export class SearchStore {
  keyword = '';
  result: Autocomplete | null = null;
  /** The keyword `result` answers (the screen highlights this one, not a newer one still being typed). */
  resultKeyword = '';
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  lastSeen: readonly Product[] = [];
  private cancelTimer: (() => void) | null = null;
  private controller: AbortController | null = null;
  private requestSeq = 0;

  constructor(
    @inject(TOKENS.SearchGateway) private readonly search: SearchGateway,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<SearchStore, 'search' | 'scheduler' | 'session' | 'cancelTimer' | 'controller' | 'requestSeq'>(
      this,
      { search: false, scheduler: false, session: false, cancelTimer: false, controller: false, requestSeq: false },
      { autoBind: true },
    );
  }

  /** 'Terakhir dilihat' shows only for logged-in users while the keyword is empty (spec §2). */
  get showsLastSeen(): boolean {
    return this.session.isLoggedIn && this.keyword.trim() === '' && this.lastSeen.length > 0;
  }

  /** Keyword suggestions built from the answer's product, merchant and registry names (the domain's rule). */
  get suggestions(): readonly string[] {
    return keywordSuggestions(this.result, this.resultKeyword);
  }

  /** The Brand section: the answer's merchants, only those with an image (spec §9). */
  get brands(): readonly Merchant[] {
    return (this.result?.merchants ?? []).filter(showsMerchant);
  }

    /** Typing: debounce, then search; an empty keyword clears the results (spec §5). */
  setKeyword(keyword: string): void {
    this.keyword = keyword;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.controller?.abort();
    this.controller = null;
    // Any answer still on its way is for an older keyword: ignore it even if the abort is not honoured.
    this.requestSeq += 1;
    if (keyword.trim() === '') {
      this.result = null;
      this.resultKeyword = '';
      this.status = 'idle';
      this.error = null;
      return;
    }
    this.cancelTimer = this.scheduler.schedule(() => void this.runSearch(keyword.trim()), SEARCH_DEBOUNCE_MS);
  }

  /** Searches now (the retry button, or the submit key). */
  async searchNow(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const keyword = this.keyword.trim();
    if (keyword !== '') await this.runSearch(keyword);
  }

  /** Loads 'Terakhir dilihat' for a logged-in user; quietly keeps the old list on failure. */
  async loadLastSeen(): Promise<void> {
    if (!this.session.isLoggedIn) {
      this.lastSeen = [];
      return;
    }
    try {
      const products = await this.search.productHistory();
      runInAction(() => (this.lastSeen = products.slice(0, LAST_SEEN_LIMIT)));
    } catch {
      // The slider is a nicety: no error for it.
    }
  }

  clear(): void {
    this.setKeyword('');
  }

  private async runSearch(keyword: string): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const seq = ++this.requestSeq;
    this.status = 'loading';
    this.error = null;
    try {
      const result = await this.search.autocomplete(keyword, null, { signal: controller.signal });
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.result = result;
        this.resultKeyword = keyword;
        this.status = 'ready';
      });
    } catch (error) {
      if (seq !== this.requestSeq || isAbort(error)) return;
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}
