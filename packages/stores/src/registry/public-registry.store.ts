import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  domainError,
  isGiftTaken,
  registryBadge,
  unitsStillNeeded,
  registryDescription,
  registryDisplayName,
  type AddressGateway,
  type DomainErrorDetail,
  type GiftBadge,
  type GiftProduct,
  type Page,
  type RegistryGateway,
  type RegistryProfile,
  type ShipToLabel,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { toErrorDetail, type LoadStatus } from '../async-state';
import { GIFT_PAGE_SIZE } from './owner-gifts.store';
import { mergePage } from './merge-page';
import { mergeChangedPage } from './live-page';
import { GiverHoldsStore } from './giver-holds.store';

/**
 * A registry as a giver sees it (/registry/{username}): the profile, the visible gifts with their badges, the
 * owner's address only when the owner shows it, and one gift opened on its own. What the giver holds is
 * GiverHoldsStore, what she does GiverActionsStore; both keep this page's gifts up to date through it.
 */
@injectable()
export class PublicRegistryStore {
  username = '';
  registry: RegistryProfile | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  gifts: readonly GiftProduct[] = [];
  giftsStatus: LoadStatus = 'idle';
  giftsError: DomainErrorDetail | null = null;
  giftsPage = 0;
  giftsTotalPage = 0;

  /** Where the gifts ship, cut to what a giver may see (address-book; masked, area or full, decision 0180). */
  address: ShipToLabel | null = null;

  /** One gift opened on its own (/registry/{username}/{product}). */
  gift: GiftProduct | null = null;
  giftStatus: LoadStatus = 'idle';
  giftError: DomainErrorDetail | null = null;
  /** How many times a registry was opened: what a giver did on the previous opening is over. */
  openings = 0;

  private loadSeq = 0;
  /** The registry a boot-time prefetch is loading (and its promise), consumed by the page's first load(). */
  private prefetched: { readonly username: string; readonly done: Promise<void> } | null = null;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.AddressGateway) private readonly addresses: AddressGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(GiverHoldsStore) private readonly holds: GiverHoldsStore,
  ) {
    makeAutoObservable<PublicRegistryStore, 'gateway' | 'addresses' | 'session' | 'holds' | 'loadSeq' | 'prefetched'>(
      this,
      { gateway: false, addresses: false, session: false, holds: false, loadSeq: false, prefetched: false },
      { autoBind: true },
    );
  }

  get displayName(): string {
    return registryDisplayName(this.registry?.name, this.registry?.owner.name);
  }

  get description(): string {
    return registryDescription(this.registry?.description);
  }

  /** The owner looking at their own public page sees it as givers do, without the giver actions. */
  get isOwnRegistry(): boolean {
    return this.registry !== null && this.session.user !== null && this.session.user.id === this.registry.owner.id;
  }

  get hasMoreGifts(): boolean {
    return this.giftsPage < this.giftsTotalPage;
  }

  badgeOf(gift: GiftProduct): GiftBadge | null {
    return registryBadge(gift);
  }

  isTaken(gift: GiftProduct): boolean {
    return isGiftTaken(gift);
  }

  /** '1 dari 3 lagi': units still needed of a several-unit gift, or null. */
  unitsNeeded(gift: GiftProduct): { readonly open: number; readonly wanted: number } | null {
    return unitsStillNeeded(gift);
  }

  /** The gift with this id as the page shows it (in the list or opened on its own), or null. */
  giftById(id: string): GiftProduct | null {
    return this.gifts.find((g) => g.id === id) ?? (this.gift?.id === id ? this.gift : null);
  }

  /**
   * Starts loading a registry while the app boots (the page a WhatsApp link opens, issue 15); the screen's first
   * load() of the same username takes this load instead of asking the portal again.
   */
  prefetch(username: string): Promise<void> {
    const done = this.load(username);
    this.prefetched = { username, done };
    return done;
  }

  /**
   * Opens a registry by username: profile, first page of gifts, the visible address, and this giver's holds. The
   * profile, the first gifts and the address are asked for together and shown together: the page paints once with
   * its content, and no section appears later above the gifts (a layout shift, issue 15).
   */
  async load(username: string): Promise<void> {
    const prefetched = this.prefetched;
    this.prefetched = null;
    if (prefetched?.username === username) return prefetched.done;
    const seq = ++this.loadSeq;
    this.openings += 1;
    if (username !== this.username) {
      this.registry = null;
      this.gifts = [];
      this.address = null;
      this.giftsPage = 0;
      this.giftsTotalPage = 0;
    }
    this.username = username;
    this.status = 'loading';
    this.error = null;
    const [registry] = await Promise.allSettled([this.gateway.registry(username), this.fetchGifts(1, seq), this.loadAddress(seq)]);
    if (seq !== this.loadSeq) return;
    if (registry.status === 'rejected') {
      runInAction(() => {
        this.error = toErrorDetail(registry.reason);
        this.status = 'error';
      });
      return;
    }
    runInAction(() => {
      this.registry = registry.value;
      this.status = 'ready';
    });
    await this.holds.load(registry.value.owner.id);
  }

  async loadMoreGifts(): Promise<void> {
    if (this.giftsStatus === 'loading' || !this.hasMoreGifts) return;
    await this.fetchGifts(this.giftsPage + 1, this.loadSeq);
  }

  /**
   * Loads one gift (the product page of a registry, /registry/{username}/{product}): by gift id, or by the
   * catalogue product's slug (looked up in the registry's pages, a registry being small).
   */
  async loadGift(idOrSlug: string): Promise<void> {
    const byId = /^\d+$/.test(idOrSlug);
    const known = this.gifts.find((g) => (byId ? g.id === idOrSlug : g.product?.slug === idOrSlug)) ?? null;
    this.gift = known;
    this.giftStatus = 'loading';
    this.giftError = null;
    try {
      let id = known?.id ?? (byId ? idOrSlug : null);
      if (id === null) {
        for (let guard = 0; guard < 20 && id === null && this.hasMoreGifts; guard++) {
          await this.fetchGifts(this.giftsPage + 1, this.loadSeq);
          if (this.giftsStatus === 'error') break;
          id = this.gifts.find((g) => g.product?.slug === idOrSlug)?.id ?? null;
        }
      }
      if (id === null) throw domainError({ kind: 'not-found', message: '', redirectTo404: false });
      const gift = await this.gateway.giftProduct(id);
      runInAction(() => {
        this.gift = gift;
        this.giftStatus = 'ready';
        this.place(gift);
      });
    } catch (error) {
      runInAction(() => {
        this.giftError = toErrorDetail(error);
        this.giftStatus = 'error';
      });
    }
  }

  // Live registry (decision 0260): what RegistryLiveStore reads again while the page is open.
  get shownGiftIds(): ReadonlySet<string> {
    return new Set(this.gifts.map((g) => g.id));
  }

  get loadedGiftPages(): number {
    return this.giftsPage;
  }

  async rereadGifts(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.refreshGift(id)));
  }

  rereadList(): Promise<void> {
    return this.refreshList();
  }

  /** Reads the registry again; one made private meanwhile shows as not found, like on opening. */
  async rereadRegistry(): Promise<void> {
    const seq = this.loadSeq;
    try {
      const registry = await this.gateway.registry(this.username);
      if (seq === this.loadSeq) runInAction(() => (this.registry = registry));
    } catch (error) {
      const detail = toErrorDetail(error);
      if (seq !== this.loadSeq || detail.kind !== 'not-found') return;
      runInAction(() => {
        this.registry = null;
        this.gifts = [];
        this.error = detail;
        this.status = 'error';
      });
    }
  }

  applyGiftPage(page: number, result: Page<GiftProduct>): void {
    const merged = mergeChangedPage(this.gifts, page, GIFT_PAGE_SIZE, result.items);
    if (merged === null) void this.refreshList();
    else this.gifts = merged;
  }

  /** Reads a gift again; a gift gone or hidden meanwhile leaves the list. */
  private async refreshGift(id: string): Promise<void> {
    try {
      const gift = await this.gateway.giftProduct(id);
      runInAction(() => this.place(gift));
    } catch (error) {
      const detail = toErrorDetail(error);
      if (detail.kind === 'not-found') {
        runInAction(() => {
          this.gifts = this.gifts.filter((g) => g.id !== id);
          if (this.gift?.id === id) this.gift = null;
        });
      }
    }
  }

  /**
   * Puts an answered gift in place. A giver who took one unit of a several-unit gift is answered with a new line
   * split from it (decision 0182): it goes right after the line it came from.
   */
  place(gift: GiftProduct, from?: string): void {
    if (this.gifts.some((g) => g.id === gift.id)) {
      this.gifts = this.gifts.map((g) => (g.id === gift.id ? gift : g));
    } else if (from !== undefined && this.gifts.some((g) => g.id === from)) {
      const at = this.gifts.findIndex((g) => g.id === from);
      this.gifts = [...this.gifts.slice(0, at + 1), gift, ...this.gifts.slice(at + 1)];
    }
    if (this.gift?.id === gift.id) this.gift = gift;
  }

  /** Reads the loaded pages of the list again (after losing a race: what is taken now shows as taken). */
  private async refreshList(): Promise<void> {
    const pages = Math.max(1, this.giftsPage);
    const seq = this.loadSeq;
    for (let page = 1; page <= pages; page++) await this.fetchGifts(page, seq);
  }

  private async fetchGifts(page: number, seq: number): Promise<void> {
    const username = this.username;
    this.giftsStatus = 'loading';
    this.giftsError = null;
    try {
      const result = await this.gateway.giftProducts(username, { page, limit: GIFT_PAGE_SIZE });
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.gifts = mergePage(this.gifts, page, result.items);
        this.giftsPage = result.page;
        this.giftsTotalPage = result.totalPage;
        this.giftsStatus = 'ready';
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.giftsError = toErrorDetail(error);
        this.giftsStatus = 'error';
      });
    }
  }

  private async loadAddress(seq: number): Promise<void> {
    try {
      const rows = await this.addresses.addressBook(this.username);
      if (seq !== this.loadSeq) return;
      runInAction(() => (this.address = rows[0] ?? null));
    } catch {
      // The address is a help for givers, not a reason to fail the page.
    }
  }
}
