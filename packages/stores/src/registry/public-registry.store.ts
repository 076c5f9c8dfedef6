import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  type Analytics,
  CART_BOOKING_KEY,
  checkContribution,
  contributionBounds,
  domainError,
  giftPrice,
  giverGiftState,
  isGiftTaken,
  registryBadge,
  remainingContribution,
  unitsStillNeeded,
  registryDescription,
  registryDisplayName,
  type AddressGateway,
  type ContributionCheck,
  type AddToCartInput,
  type CartGateway,
  type DomainErrorDetail,
  type GiftBadge,
  type GiftProduct,
  type GiverGiftState,
  type KeyValueStorage,
  type Page,
  type RegisterGuestInput,
  type RegistryGateway,
  type RegistryProfile,
  type SessionGateway,
  type ShipToLabel,
  MY_RESERVATIONS_KEY as DOMAIN_RESERVATIONS_KEY,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NO_ANALYTICS, reportEvent } from '../analytics';
import { SessionStore } from '../session.store';
import { toErrorDetail, type LoadStatus, withItem, withoutItem } from '../async-state';
import { GIFT_PAGE_SIZE } from './registry-owner.store';
import { mergePage } from './merge-page';
import { mergeChangedPage } from './live-page';

/** localStorage key of the gifts this browser reserved without a cart line (external gifts); cleared at a session end. */
export const MY_RESERVATIONS_KEY = DOMAIN_RESERVATIONS_KEY;

/** A giver's actions on a gift. */
export type GiverAction = 'reserve' | 'cancel' | 'cart' | 'contribute' | 'bought';

/**
 * A registry as a giver sees it (/registry/{username}): the profile, the visible gifts with their badges,
 * the owner's address only when the owner shows it, and the giver's actions. After every action the gift is
 * read again, so what one giver reserves shows as taken to the next one at once; a 409 shows the portal's
 * message and refreshes the gift.
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

  /** Gift ids this giver holds (reserved or in the cart), so only they see "Batalkan". */
  mine: ReadonlySet<string> = new Set();
  /** Gift ids with a line in this giver's gift cart for this registry (reservations, purchases, contributions). */
  inCart: ReadonlySet<string> = new Set();
  /** Gift ids this giver chipped in for from this browser (kept per user): they may show their name to the owner. */
  contributedTo: ReadonlySet<string> = new Set();
  pendingIds: ReadonlySet<string> = new Set();
  /** The failure of the last action; a 409 carries the portal's message. */
  actionError: DomainErrorDetail | null = null;
  /** The gift the last action failed on. */
  actionErrorGiftId: string | null = null;
  /** Set when an action needs a name first (a visitor who is not signed in). */
  needsIdentity = false;

  private loadSeq = 0;
  /** The registry a boot-time prefetch is loading (and its promise), consumed by the page's first load(). */
  private prefetched: { readonly username: string; readonly done: Promise<void> } | null = null;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.AddressGateway) private readonly addresses: AddressGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.Analytics) @optional() private readonly analytics: Analytics = NO_ANALYTICS,
  ) {
    makeAutoObservable<PublicRegistryStore, 'gateway' | 'carts' | 'addresses' | 'sessions' | 'storage' | 'session' | 'analytics' | 'loadSeq' | 'prefetched'>(
      this,
      { gateway: false, carts: false, addresses: false, sessions: false, storage: false, session: false, analytics: false, loadSeq: false, prefetched: false },
      { autoBind: true },
    );
    // The gifts this giver holds are remembered per account or guest id. A page opened at boot (a reload, a link from
    // WhatsApp) may load before the session is restored: when the identity then arrives, her holds are read again,
    // so her own reservation never reads as taken by someone else.
    reaction(
      () => this.session.user?.id ?? this.session.guestId,
      () => {
        if (this.registry !== null) void this.loadMine(this.loadSeq);
      },
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

  isMine(id: string): boolean {
    return this.mine.has(id);
  }

  /** The giver's state of a gift: her own ('given' or 'held'), someone else's, a patungan, or free (domain rule). */
  giverState(gift: GiftProduct): GiverGiftState {
    return giverGiftState(gift, this.mine.has(gift.id));
  }

  /** '1 dari 3 lagi': units still needed of a several-unit gift, or null. */
  unitsNeeded(gift: GiftProduct): { readonly open: number; readonly wanted: number } | null {
    return unitsStillNeeded(gift);
  }

  /** The range a contribution to this gift must fall in (domain rule; the portal checks the same). */
  contributionRange(gift: GiftProduct): { readonly min: number; readonly max: number } {
    return contributionBounds(giftPrice(gift), gift.contributedAmount);
  }

  /** Why an amount cannot be given to this gift, or 'ok'. */
  checkContribution(gift: GiftProduct, amount: number | null): ContributionCheck {
    return checkContribution(amount, giftPrice(gift), gift.contributedAmount);
  }

  /** True when this giver chipped in for the gift and their name does not show on it yet. */
  canRevealContribution(gift: GiftProduct): boolean {
    return this.contributedTo.has(gift.id) && gift.contributions.some((c) => !c.isRevealed);
  }

  isPending(id: string): boolean {
    return this.pendingIds.has(id);
  }

  /** Rupiah still open for contributions on a gift. */
  remainingFor(gift: GiftProduct): number {
    return remainingContribution(giftPrice(gift), gift.contributedAmount);
  }

  /** A catalogue gift that nobody holds may be shared by several givers (patungan). */
  canContribute(gift: GiftProduct): boolean {
    if (gift.givenByViewer && gift.contributedAmount === 0) return false;
    return gift.externalProduct === null && gift.product !== null && !isGiftTaken(gift) && this.remainingFor(gift) > 0;
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
    this.actionError = null;
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
    await this.loadMine(seq);
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
        this.replace(gift);
      });
    } catch (error) {
      runInAction(() => {
        this.giftError = toErrorDetail(error);
        this.giftStatus = 'error';
      });
    }
  }

  /** Reserves a gift; a visitor who is not signed in gives a name first (quick guest sign-in). */
  reserve(id: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.giverAction(id, guest, async (gift) => {
      const result = await this.carts.addItem(this.cartInput(gift, { giftRegistryType: 'reserve', giftRegistryPayment: 'full', ...this.oneUnit(gift) }));
      this.remember(result.giftProduct?.id ?? id, gift.externalProduct !== null);
      if (result.item) this.addToCartIds(result.giftProduct?.id ?? id);
      return result.giftProduct;
    });
  }

  /** Cancels this giver's reservation (or cart hold) of a gift. */
  cancel(id: string): Promise<boolean> {
    return this.giverAction(id, undefined, async () => {
      const gift = await this.gateway.cancelReservation(id);
      this.forget(id);
      runInAction(() => (this.inCart = withoutItem(this.inCart, id)));
      return gift;
    });
  }

  /** Puts a catalogue gift in the cart to buy it whole, with the add-to-cart-registry event (spec §3). */
  addToCart(id: string, path: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.giverAction(id, guest, async (gift) => {
      const result = await this.carts.addItem(this.cartInput(gift, { giftRegistryType: 'buy', giftRegistryPayment: 'full', ...this.oneUnit(gift) }));
      this.remember(result.giftProduct?.id ?? id, false);
      this.addToCartIds(result.giftProduct?.id ?? id);
      this.track(id, path);
      return result.giftProduct;
    });
  }

  /** Contributes an amount to a gift (patungan); the gift stays open for others. */
  contribute(id: string, amount: number, path: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.giverAction(id, guest, async (gift) => {
      const result = await this.carts.addItem(
        this.cartInput(gift, { giftRegistryType: 'buy', giftRegistryPayment: 'contribution', amount: Math.round(amount) }),
      );
      this.track(id, path);
      this.rememberContribution(id);
      this.addToCartIds(id);
      return result.giftProduct;
    });
  }

  /**
   * Shows this giver's name to the owner on their contributions to a gift (spec §6, the giver reveals the
   * contributor; decision 0042). Contributions are anonymous until then; the portal refuses anyone else (403).
   */
  revealContribution(id: string): Promise<boolean> {
    return this.giverAction(id, undefined, (gift) => this.gateway.revealContributor(gift.id));
  }

  /** Marks an external gift bought at its shop (after /registry/external-checkout/{id}). */
  markExternalBought(id: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.giverAction(id, guest, async (gift) => {
      if (this.mine.has(id) && gift.reservedBy !== null) {
        // The giver reserved it first: release and buy in one go, so it is never free in between for long.
        await this.gateway.cancelReservation(id);
      }
      const result = await this.carts.addItem({ giftProductId: id, giftRegistryType: 'buy' });
      this.remember(id, true);
      return result.giftProduct;
    });
  }

  /** Spec §4: the booked cart is saved before /registry/external-checkout/{id}. */
  async saveBookedCart(): Promise<void> {
    try {
      const cart = await this.carts.cart({ type: 'gift', ...(this.registry ? { ownerId: this.registry.owner.id } : {}) });
      // The same shape the cart saves before /buy: { items, totalPrice } (spec §4 'carts').
      this.storage.setItem(CART_BOOKING_KEY, JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice }));
    } catch {
      // Nothing to book without the cart; the external checkout does not need it.
    }
  }

  /** A visitor gives her name and contact before chipping in (quick guest sign-in, decision 0103); false with the reason in actionError. */
  async identify(guest: RegisterGuestInput): Promise<boolean> {
    if (this.session.isLoggedIn) return true;
    this.actionError = null;
    const ok = await this.session.registerGuest(guest);
    if (!ok) runInAction(() => (this.actionError = this.session.error ?? { kind: 'unexpected' }));
    else void this.loadMine(this.loadSeq);
    return ok;
  }

  clearActionError(): void {
    this.actionError = null;
    this.actionErrorGiftId = null;
    this.needsIdentity = false;
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

  /** A several-unit catalogue gift is given one unit at a time (decision 0182); the portal splits the line. */
  private oneUnit(gift: GiftProduct): Partial<AddToCartInput> {
    return gift.externalProduct === null && gift.quantity > 1 ? { quantity: 1 } : {};
  }

  private cartInput(gift: GiftProduct, extra: Partial<AddToCartInput>): AddToCartInput {
    const catalogue = gift.externalProduct === null && gift.product !== null;
    const skuId = gift.variant?.skuId ?? gift.product?.variants[0]?.skuId;
    return {
      giftProductId: gift.id,
      ...(catalogue ? { productId: gift.product!.id, ...(skuId ? { skuId } : {}) } : {}),
      ...extra,
    };
  }

  private track(id: string, path: string): void {
    const ownerId = this.registry?.owner.id;
    if (!ownerId) return;
    const event = { type: 'add-to-cart-registry', value: { gift_product_id: id, owner_id: ownerId }, path } as const;
    reportEvent(this.analytics, event);
    this.sessions.event(event).catch(() => undefined);
  }

  private async giverAction(
    id: string,
    guest: RegisterGuestInput | undefined,
    call: (gift: GiftProduct) => Promise<GiftProduct | null>,
  ): Promise<boolean> {
    if (this.pendingIds.has(id)) return false;
    // A tap made while a freshly loaded page still restores the session is a signed-in giver's, not a guest's: it
    // waits for the check (a second tap meanwhile finds the gift pending).
    this.pendingIds = withItem(this.pendingIds, id);
    await this.session.signedIn();
    runInAction(() => (this.pendingIds = withoutItem(this.pendingIds, id)));
    const gift = this.gifts.find((g) => g.id === id) ?? (this.gift?.id === id ? this.gift : null);
    if (gift === null) return false;
    this.actionError = null;
    this.actionErrorGiftId = null;
    this.needsIdentity = false;
    if (!this.session.isLoggedIn) {
      if (guest === undefined) {
        this.needsIdentity = true;
        return false;
      }
      this.pendingIds = withItem(this.pendingIds, id);
      const signedIn = await this.session.registerGuest(guest);
      if (!signedIn) {
        runInAction(() => {
          this.actionError = this.session.error ?? { kind: 'unexpected' };
          this.actionErrorGiftId = id;
          this.unpend(id);
        });
        return false;
      }
    } else {
      this.pendingIds = withItem(this.pendingIds, id);
    }
    try {
      const answered = await call(gift);
      if (answered) runInAction(() => this.replace(answered, id));
      await this.refreshGift(id);
      if (answered && answered.id !== id) await this.refreshGift(answered.id);
      return true;
    } catch (error) {
      const detail = toErrorDetail(error);
      runInAction(() => {
        this.actionError = detail;
        this.actionErrorGiftId = id;
      });
      // A conflict (someone else was faster) or a refused state: show the list as it is now, so she can choose again.
      if (detail.kind === 'conflict') await this.refreshList();
      else if (detail.kind === 'validation') await this.refreshGift(id);
      return false;
    } finally {
      runInAction(() => this.unpend(id));
    }
  }

  private addToCartIds(id: string): void {
    runInAction(() => (this.inCart = withItem(this.inCart, id)));
  }

  private unpend(id: string): void {
    this.pendingIds = withoutItem(this.pendingIds, id);
  }

  /** Reads a gift again; a gift gone or hidden meanwhile leaves the list. */
  private async refreshGift(id: string): Promise<void> {
    try {
      const gift = await this.gateway.giftProduct(id);
      runInAction(() => this.replace(gift));
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
  private replace(gift: GiftProduct, from?: string): void {
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

  /** Which gifts this giver holds: their gift cart lines for this owner plus remembered external ones. */
  private async loadMine(seq: number): Promise<void> {
    const stored = this.readStored();
    let fromCart: string[] = [];
    const ownerId = this.registry?.owner.id;
    if (ownerId && (this.session.isLoggedIn || this.session.guestId)) {
      try {
        const cart = await this.carts.cart({ type: 'gift', ownerId });
        fromCart = cart.items.map((i) => i.giftProductId).filter((x): x is string => x !== null);
      } catch {
        // Without the cart only the remembered holds show; the portal still checks every cancel.
      }
    }
    if (seq !== this.loadSeq) return;
    runInAction(() => {
      this.mine = new Set([...stored, ...fromCart]);
      this.inCart = new Set(fromCart);
      this.contributedTo = new Set(this.readStored(this.contributionsKey()));
    });
  }

  private rememberContribution(id: string): void {
    runInAction(() => (this.contributedTo = withItem(this.contributedTo, id)));
    this.storage.setItem(this.contributionsKey(), JSON.stringify([...new Set([...this.readStored(this.contributionsKey()), id])]));
  }

  private contributionsKey(): string {
    return `${this.storageKey()}:contributions`;
  }

  private remember(id: string, persist: boolean): void {
    runInAction(() => (this.mine = withItem(this.mine, id)));
    if (persist) this.storage.setItem(this.storageKey(), JSON.stringify([...new Set([...this.readStored(), id])]));
  }

  private forget(id: string): void {
    runInAction(() => (this.mine = withoutItem(this.mine, id)));
    this.storage.setItem(this.storageKey(), JSON.stringify(this.readStored().filter((x) => x !== id)));
  }

  private storageKey(): string {
    return `${MY_RESERVATIONS_KEY}:${this.session.user?.id ?? this.session.guestId}`;
  }

  private readStored(key = this.storageKey()): string[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  }
}
