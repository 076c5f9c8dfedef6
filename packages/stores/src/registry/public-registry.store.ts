import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  domainError,
  giverShipToLevel,
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
import { toErrorDetail, Query, type LoadStatus, type PagedQuery } from '../async';
import { giftIdOf, giftList, namedGift, placeGift, rereadGifts } from './gift-list';
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

  /** The visible gifts as they page. */
  private readonly list: PagedQuery<GiftProduct>;

  /** Where the gifts ship, cut to what a giver may see (address-book; masked, area or full, decision 0180). */
  address: ShipToLabel | null = null;

  /**
   * One gift opened on its own (/registry/{username}/{product}): by gift id, or by the catalogue product's slug
   * (looked up in the registry's pages, a registry being small); null once it is gone. A newer opening drops an older
   * answer.
   */
  private readonly opened = new Query<string, GiftProduct | null>(async (idOrSlug) => {
    const id = namedGift(this.gifts, idOrSlug)?.id ?? (await giftIdOf(this.list, idOrSlug));
    if (id === null) throw domainError({ kind: 'not-found', message: '', redirectTo404: false });
    return this.gateway.giftProduct(id, this.readOptions);
  });
  /** How many times a registry was opened: what a giver did on the previous opening is over. */
  openings = 0;
  /**
   * The owner's 'Lihat sebagai pemberi kado' (decision 0462): every read goes as a visitor without a session, so the
   * page shows exactly what a giver sees, and nothing she taps acts.
   */
  asVisitor = false;

  private loadSeq = 0;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.AddressGateway) private readonly addresses: AddressGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(GiverHoldsStore) private readonly holds: GiverHoldsStore,
  ) {
    this.list = giftList(gateway, () => this.username, undefined, () => this.readOptions);
    makeAutoObservable<PublicRegistryStore, 'gateway' | 'addresses' | 'session' | 'holds' | 'list' | 'loadSeq' | 'opened'>(
      this,
      { gateway: false, addresses: false, session: false, holds: false, list: false, loadSeq: false, opened: false },
      { autoBind: true },
    );
  }

  get displayName(): string {
    return registryDisplayName(this.registry?.name, this.registry?.owner.name);
  }

  get description(): string {
    return registryDescription(this.registry?.description);
  }

  /** The owner looking at their own public page (not her giver's-eye preview), without the giver actions. */
  get isOwnRegistry(): boolean {
    return !this.asVisitor && this.registry !== null && this.session.user !== null && this.session.user.id === this.registry.owner.id;
  }

  /** The giver's-eye preview of the owner's own registry: shown as a giver sees it, its buttons inert. */
  get isPreview(): boolean {
    return this.asVisitor;
  }

  private get readOptions(): { readonly asVisitor?: boolean } {
    return this.asVisitor ? { asVisitor: true } : {};
  }

  get gifts(): readonly GiftProduct[] {
    return this.list.items;
  }

  /** The gift opened on its own; while it loads (or when its read failed) the list's copy of it, if any. */
  get gift(): GiftProduct | null {
    const key = this.opened.key;
    return this.opened.data ?? (key === null ? null : namedGift(this.gifts, key));
  }

  get giftStatus(): LoadStatus {
    return this.opened.status;
  }

  get giftError(): DomainErrorDetail | null {
    return this.opened.error;
  }

  get giftsStatus(): LoadStatus {
    return this.list.status;
  }

  get giftsError(): DomainErrorDetail | null {
    return this.list.error;
  }

  /** Pages the portal said exist are not all shown, a failed one included (loadMoreGifts asks for it again). */
  get hasMoreGifts(): boolean {
    return this.list.pagesLeft;
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
   * Opens a registry by username: profile, first page of gifts, the visible address, and this giver's holds. The
   * profile, the first gifts and the address are asked for together and shown together: the page paints once with
   * its content, and no section appears later above the gifts (a layout shift, issue 15).
   */
  async load(username: string, { asVisitor = false }: { readonly asVisitor?: boolean } = {}): Promise<void> {
    const seq = ++this.loadSeq;
    this.openings += 1;
    if (username !== this.username || asVisitor !== this.asVisitor) {
      this.registry = null;
      this.list.clear();
      this.address = null;
    }
    this.username = username;
    this.asVisitor = asVisitor;
    this.status = 'loading';
    this.error = null;
    const [registry] = await Promise.allSettled([this.gateway.registry(username, this.readOptions), this.list.reload(), this.loadAddress(seq)]);
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
    if (!asVisitor) await this.holds.load(registry.value.owner.id);
  }

  /** Appends the next page (after a failed page: that page again); does nothing while loading or at the end. */
  async loadMoreGifts(): Promise<void> {
    await (this.list.status === 'error' ? this.list.retry() : this.list.loadMore());
  }

  /** Loads one gift (the product page of a registry, /registry/{username}/{product}): by gift id or by product slug. */
  async loadGift(idOrSlug: string): Promise<void> {
    const gift = (await this.opened.fetch(idOrSlug)) ? this.opened.data : null;
    if (gift) this.place(gift);
  }

  // Live registry (decision 0260): what RegistryLiveStore reads again while the page is open.
  get shownGiftIds(): ReadonlySet<string> {
    return new Set(this.gifts.map((g) => g.id));
  }

  get loadedGiftPages(): number {
    return this.list.page;
  }

  /** Reads gifts again; a gift gone or hidden meanwhile leaves the list (and the page it was opened on). */
  async rereadGifts(ids: readonly string[]): Promise<void> {
    await rereadGifts(this.gateway, this.list, ids, (id, gift) => {
      if (this.gift?.id === id) this.opened.setData(gift);
    }, this.readOptions);
  }

  /** Reads the loaded pages of the list again (after losing a race: what is taken now shows as taken). */
  async rereadList(): Promise<void> {
    await this.list.refetchLoaded();
  }

  /** Reads the registry again; one made private meanwhile shows as not found, like on opening. */
  async rereadRegistry(): Promise<void> {
    const seq = this.loadSeq;
    try {
      const registry = await this.gateway.registry(this.username, this.readOptions);
      if (seq === this.loadSeq) runInAction(() => (this.registry = registry));
    } catch (error) {
      const detail = toErrorDetail(error);
      if (seq !== this.loadSeq || detail.kind !== 'not-found') return;
      runInAction(() => {
        this.registry = null;
        this.list.setItems([]);
        this.error = detail;
        this.status = 'error';
      });
    }
  }

  applyGiftPage(page: number, result: Page<GiftProduct>): void {
    if (!this.list.replacePage(page, result)) void this.rereadList();
  }

  /** Puts an answered gift in place: in the list (a line split from another right after it, decision 0182) and opened. */
  place(gift: GiftProduct, from?: string): void {
    placeGift(this.list, gift, from);
    if (this.gift?.id === gift.id) this.opened.setData(gift);
  }

  /**
   * The giver would see the owner's full address by holding a gift from another shop, and does not see it yet
   * (decision 0530): the owner shows her address, but not in full to everyone.
   */
  get fullAddressOnHold(): boolean {
    const owner = this.registry?.owner;
    if (!owner || this.isOwnRegistry || this.address?.visibility === 'full') return false;
    return giverShipToLevel({ isOwner: false, addressVisible: owner.isRegistryAddressVisible, detailVisible: owner.isRegistryAddressDetailVisible, holdsOutsideGift: true }) === 'full';
  }

  /** Reads the address again: a giver who now holds a gift from another shop sees more of it (decision 0530). */
  async rereadAddress(): Promise<void> {
    await this.loadAddress(this.loadSeq);
  }

  private async loadAddress(seq: number): Promise<void> {
    try {
      const rows = await this.addresses.addressBook(this.username, this.readOptions);
      if (seq !== this.loadSeq) return;
      runInAction(() => (this.address = rows[0] ?? null));
    } catch {
      // The address is a help for givers, not a reason to fail the page.
    }
  }
}
