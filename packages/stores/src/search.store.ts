import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { keywordSuggestions, lastSeenOf, showsMerchant } from '@kado/domain';
import type { Autocomplete, DomainErrorDetail, Merchant, Product, Scheduler, SearchGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { Query, type LoadStatus } from './async';

/** Spec §9: search input is debounced by 400 ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The global search popup: the keyword, autocomplete suggestions (limit 5 per group), and the last-seen
 * products for logged-in users. A newer keyword aborts the older request, and an older answer never
 * replaces a newer one.
 */
@injectable()
export class SearchStore {
  keyword = '';
  /** The answer, keyed by the keyword: a newer keyword aborts the older request and its late answer is ignored. */
  readonly answer = new Query<string, { readonly keyword: string; readonly result: Autocomplete }>({
    fetch: async (keyword, signal) => ({ keyword, result: await this.search.autocomplete(keyword, null, { signal }) }),
    // The last answer stays shown while the next keyword loads.
    keepPreviousData: true,
  });
  lastSeen: readonly Product[] = [];
  private cancelTimer: (() => void) | null = null;

  constructor(
    @inject(TOKENS.SearchGateway) private readonly search: SearchGateway,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<SearchStore, 'search' | 'scheduler' | 'session' | 'cancelTimer'>(
      this,
      { search: false, scheduler: false, session: false, cancelTimer: false, answer: false },
      { autoBind: true },
    );
  }

  get result(): Autocomplete | null {
    return this.answer.data?.result ?? null;
  }

  /** The keyword `result` answers (the screen highlights this one, not a newer one still being typed). */
  get resultKeyword(): string {
    return this.answer.data?.keyword ?? '';
  }

  get status(): LoadStatus {
    return this.answer.status;
  }

  get error(): DomainErrorDetail | null {
    return this.answer.error;
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
    if (keyword.trim() === '') {
      this.answer.reset();
      return;
    }
    // Any answer still on its way is for an older keyword: abort it, and ignore it even if the abort is not honoured.
    this.answer.cancel();
    this.cancelTimer = this.scheduler.schedule(() => void this.answer.fetch(keyword.trim()), SEARCH_DEBOUNCE_MS);
  }

  /** Searches now (the retry button, or the submit key). */
  async searchNow(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const keyword = this.keyword.trim();
    if (keyword !== '') await this.answer.fetch(keyword);
  }

  /** Loads 'Terakhir dilihat' for a logged-in user; quietly keeps the old list on failure. */
  async loadLastSeen(): Promise<void> {
    if (!this.session.isLoggedIn) {
      this.lastSeen = [];
      return;
    }
    try {
      const products = await this.search.productHistory();
      runInAction(() => (this.lastSeen = lastSeenOf(products)));
    } catch {
      // The slider is a nicety: no error for it.
    }
  }

  clear(): void {
    this.setKeyword('');
  }
}
