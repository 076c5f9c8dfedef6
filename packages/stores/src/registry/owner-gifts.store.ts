import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { domainError, registryBadge, type DomainErrorDetail, type GiftBadge, type GiftProduct, type Page, type RegistryGateway, type UpdateGiftProductInput } from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { Mutation, Query, type LoadStatus, type PagedQuery } from '../async';
import { giftList, rereadGifts } from './gift-list';
import { RegistryOwnerStore } from './registry-owner.store';

/** One item action: the item and the call that changes it (answering the item, or null when it is gone). */
interface ItemCall {
  readonly id: string;
  readonly call: () => Promise<GiftProduct | null>;
}

/**
 * The logged-in owner's gifts: the list (private ones included), one gift opened on its own, and the item actions
 * (spec §4). Every change is applied only from the portal's answer; a failure keeps the list exactly as it was and
 * sets actionError. The registry itself (profile, settings) is RegistryOwnerStore.
 */
@injectable()
export class OwnerGiftsStore {
  /** The owner's gifts as they page (private ones included). */
  private readonly list: PagedQuery<GiftProduct>;

  /** One gift opened on its own (/registry/ucapan/{id}), by id; null once it is gone. A newer opening drops an older answer. */
  private readonly opened = new Query<string, GiftProduct | null>((id) => this.gateway.giftProduct(id));

  /** The item actions: one at a time per item (its buttons disable), the list changed only by the answer. */
  private readonly itemActions = new Mutation<ItemCall, GiftProduct | null>({
    run: ({ call }) => call(),
    key: ({ id }) => id,
    concurrency: 'per-key',
    onSuccess: (answer, { id }) => this.applyAnswer(id, answer),
  });

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(RegistryOwnerStore) private readonly owner: RegistryOwnerStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.list = giftList(gateway, () => this.owner.username, () => this.ownerLoaded());
    makeAutoObservable<OwnerGiftsStore, 'gateway' | 'owner' | 'session' | 'list' | 'itemActions' | 'opened'>(
      this,
      { gateway: false, owner: false, session: false, list: false, itemActions: false, opened: false },
      { autoBind: true },
    );
    // Another account logged in: the previous owner's registry is forgotten, and its gifts with it.
    reaction(
      () => this.owner.registry?.owner.id ?? null,
      (id, previous) => {
        if (previous !== null && id !== previous) this.forget();
      },
    );
  }

  get gifts(): readonly GiftProduct[] {
    return this.list.items;
  }

  /** The gift opened on its own; while it loads (or when its read failed) the list's copy of it, if any. */
  get gift(): GiftProduct | null {
    const id = this.opened.key;
    return this.opened.data ?? (id === null ? null : (this.gifts.find((g) => g.id === id) ?? null));
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

  /** The badge of a gift (spec §4), null while free (decision 0101). */
  badgeOf(gift: GiftProduct): GiftBadge | null {
    return registryBadge(gift);
  }

  /** Ids of items with an action running (their buttons disable). */
  get pendingIds(): ReadonlySet<string> {
    return this.itemActions.pendingKeys;
  }

  /** The failure of the last item action (the list stays as it was). */
  get actionError(): DomainErrorDetail | null {
    return this.itemActions.error;
  }

  isPending(id: string): boolean {
    return this.itemActions.isPending(id);
  }

  /**
   * /my-gift: the registry and the first page of its gifts. With `keep` (coming back, spec §2 page caching) what
   * is already shown for this owner stays, without a call.
   */
  async open(keep = false): Promise<void> {
    const registry = this.owner.registry;
    const shown = registry !== null && registry.owner.id === this.session.user?.id;
    if (keep && shown && this.owner.status === 'ready' && this.giftsStatus === 'ready') return;
    await Promise.all([this.owner.load(), this.loadGifts()]);
  }

  /** Loads the first page of the owner's gifts (private ones included). */
  async loadGifts(): Promise<void> {
    await this.list.reload();
  }

  /** Every page of the owner's gifts (a registry is small), so her checklist can count them; stops at a failed page. */
  async loadAllGifts(): Promise<void> {
    await this.loadGifts();
    while (this.hasMoreGifts && this.giftsStatus === 'ready') await this.loadMoreGifts();
  }

  /** Appends the next page (after a failed page: that page again); does nothing while loading or at the end. */
  async loadMoreGifts(): Promise<void> {
    await (this.list.status === 'error' ? this.list.retry() : this.list.loadMore());
  }

  /**
   * Loads one gift (the detail screen), preferring the copy already in the list while it loads. With `keep`
   * (coming back to /my-gift/{id}, spec §2 page caching) the gift already shown stays, without a call.
   */
  async loadGift(id: string, keep = false): Promise<void> {
    if (keep && this.gift?.id === id && this.giftStatus === 'ready') return;
    await this.opened.fetch(id);
  }

  markPurchased(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.markPurchased(id));
  }

  markNotPurchased(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.markNotPurchased(id));
  }

  markUndelivered(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.markUndelivered(id));
  }

  cancelReservation(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.cancelReservation(id));
  }

  hide(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.setPrivate(id));
  }

  show(id: string): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.setPublic(id));
  }

  edit(id: string, input: UpdateGiftProductInput): Promise<boolean> {
    return this.itemAction(id, () => this.gateway.updateGiftProduct(id, input));
  }

  /** Removes an item; the list loses it only once the portal agreed. */
  remove(id: string): Promise<boolean> {
    return this.itemAction(id, async () => {
      await this.gateway.removeGiftProduct(id);
      return null;
    });
  }

  /** Puts a gift answered elsewhere (an added or edited product) at the top of the list, or in its place. */
  upsertGift(gift: GiftProduct): void {
    if (this.gifts.some((g) => g.id === gift.id)) this.list.update((g) => g.id === gift.id, () => gift);
    else this.list.prepend(gift);
    this.showOpened(gift.id, gift);
  }

  clearActionError(): void {
    this.itemActions.clearError();
  }

  // Live registry (decision 0260): the owner's Lacak Kado keeps up with what guests do, as RegistryLiveStore reads again.
  get shownGiftIds(): ReadonlySet<string> {
    return new Set(this.gifts.map((g) => g.id));
  }

  get loadedGiftPages(): number {
    return this.list.page;
  }

  /** Reads gifts again; one gone meanwhile leaves the list (the gift opened on its own stays as shown). */
  async rereadGifts(ids: readonly string[]): Promise<void> {
    await rereadGifts(this.gateway, this.list, ids, (id, gift) => {
      if (gift !== null) this.showOpened(id, gift);
    });
  }

  async rereadList(): Promise<void> {
    await this.list.refetchLoaded();
  }

  rereadRegistry(): Promise<void> {
    return this.owner.load();
  }

  applyGiftPage(page: number, result: Page<GiftProduct>): void {
    if (!this.list.replacePage(page, result)) void this.rereadList();
  }

  private forget(): void {
    this.list.clear();
    this.opened.reset();
    this.itemActions.clearError();
  }

  /** The gifts are read for the owner's registry: loaded first when not yet, its failure being the list's. */
  private async ownerLoaded(): Promise<void> {
    if (this.owner.registry === null) await this.owner.ensure();
    if (this.owner.registry === null) throw domainError(this.owner.error ?? { kind: 'unexpected' });
  }

  /** Runs one item action (the kit's per-key Mutation): a second tap on the same item while it runs is refused. */
  private itemAction(id: string, call: () => Promise<GiftProduct | null>): Promise<boolean> {
    return this.itemActions.run({ id, call });
  }

  /** The item is replaced by the answer, or (null) leaves the list. */
  private applyAnswer(id: string, answer: GiftProduct | null): void {
    if (answer === null) this.list.remove((g) => g.id === id);
    else this.list.update((g) => g.id === id, () => answer);
    this.showOpened(id, answer);
  }

  /** The gift opened on its own, when it is `id`, shows this answer (null: gone). */
  private showOpened(id: string, gift: GiftProduct | null): void {
    if (this.gift?.id === id) this.opened.setData(gift);
  }
}
