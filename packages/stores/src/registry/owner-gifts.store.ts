import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { registryBadge, type DomainErrorDetail, type GiftBadge, type GiftProduct, type Page, type RegistryGateway, type UpdateGiftProductInput } from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { toErrorDetail, type LoadStatus } from '../async-state';
import { Mutation } from '../async';
import { mergePage } from './merge-page';
import { mergeChangedPage } from './live-page';
import { RegistryOwnerStore } from './registry-owner.store';

/** Spec §7/§9: a registry's gift list is read 10 at a time. */
export const GIFT_PAGE_SIZE = 10;

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
  gifts: readonly GiftProduct[] = [];
  giftsStatus: LoadStatus = 'idle';
  giftsError: DomainErrorDetail | null = null;
  giftsPage = 0;
  giftsTotalPage = 0;

  /** One gift opened on its own (/registry/ucapan/{id}). */
  gift: GiftProduct | null = null;
  giftStatus: LoadStatus = 'idle';
  giftError: DomainErrorDetail | null = null;

  /** The item actions: one at a time per item (its buttons disable), the list changed only by the answer. */
  private readonly itemActions = new Mutation<ItemCall, GiftProduct | null>({
    run: ({ call }) => call(),
    key: ({ id }) => id,
    concurrency: 'per-key',
    onSuccess: (answer, { id }) => this.applyAnswer(id, answer),
  });

  private giftsSeq = 0;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(RegistryOwnerStore) private readonly owner: RegistryOwnerStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<OwnerGiftsStore, 'gateway' | 'owner' | 'session' | 'giftsSeq' | 'itemActions'>(
      this,
      { gateway: false, owner: false, session: false, giftsSeq: false, itemActions: false },
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

  get hasMoreGifts(): boolean {
    return this.giftsPage < this.giftsTotalPage;
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
    await this.fetchGifts(1);
  }

  /** Appends the next page; does nothing while loading or at the end. */
  async loadMoreGifts(): Promise<void> {
    if (this.giftsStatus === 'loading' || !this.hasMoreGifts) return;
    await this.fetchGifts(this.giftsPage + 1);
  }

  /**
   * Loads one gift (the detail screen), preferring the copy already in the list while it loads. With `keep`
   * (coming back to /my-gift/{id}, spec §2 page caching) the gift already shown stays, without a call.
   */
  async loadGift(id: string, keep = false): Promise<void> {
    if (keep && this.gift?.id === id && this.giftStatus === 'ready') return;
    this.gift = this.gifts.find((g) => g.id === id) ?? null;
    this.giftStatus = 'loading';
    this.giftError = null;
    try {
      const gift = await this.gateway.giftProduct(id);
      runInAction(() => {
        this.gift = gift;
        this.giftStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.giftError = toErrorDetail(error);
        this.giftStatus = 'error';
      });
    }
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
    const exists = this.gifts.some((g) => g.id === gift.id);
    this.gifts = exists ? this.gifts.map((g) => (g.id === gift.id ? gift : g)) : [gift, ...this.gifts];
    if (this.gift?.id === gift.id) this.gift = gift;
  }

  clearActionError(): void {
    this.itemActions.clearError();
  }

  // Live registry (decision 0260): the owner's Lacak Kado keeps up with what guests do, as RegistryLiveStore reads again.
  get shownGiftIds(): ReadonlySet<string> {
    return new Set(this.gifts.map((g) => g.id));
  }

  get loadedGiftPages(): number {
    return this.giftsPage;
  }

  async rereadGifts(ids: readonly string[]): Promise<void> {
    await Promise.all(
      ids.map(async (id) => {
        try {
          const gift = await this.gateway.giftProduct(id);
          runInAction(() => {
            this.gifts = this.gifts.map((g) => (g.id === id ? gift : g));
            if (this.gift?.id === id) this.gift = gift;
          });
        } catch (error) {
          if (toErrorDetail(error).kind === 'not-found') runInAction(() => (this.gifts = this.gifts.filter((g) => g.id !== id)));
        }
      }),
    );
  }

  async rereadList(): Promise<void> {
    const pages = Math.max(1, this.giftsPage);
    for (let page = 1; page <= pages; page++) await this.fetchGifts(page);
  }

  rereadRegistry(): Promise<void> {
    return this.owner.load();
  }

  applyGiftPage(page: number, result: Page<GiftProduct>): void {
    const merged = mergeChangedPage(this.gifts, page, GIFT_PAGE_SIZE, result.items);
    if (merged === null) void this.rereadList();
    else this.gifts = merged;
  }

  private forget(): void {
    this.gifts = [];
    this.giftsPage = 0;
    this.giftsTotalPage = 0;
    this.giftsStatus = 'idle';
    this.gift = null;
    this.itemActions.clearError();
  }

  private async fetchGifts(page: number): Promise<void> {
    const seq = ++this.giftsSeq;
    this.giftsStatus = 'loading';
    this.giftsError = null;
    if (this.owner.registry === null) await this.owner.load();
    if (this.owner.registry === null) {
      runInAction(() => {
        this.giftsError = this.owner.error ?? { kind: 'unexpected' };
        this.giftsStatus = 'error';
      });
      return;
    }
    const username = this.owner.username;
    try {
      const result = await this.gateway.giftProducts(username, { page, limit: GIFT_PAGE_SIZE });
      if (seq !== this.giftsSeq) return;
      runInAction(() => {
        this.gifts = mergePage(this.gifts, page, result.items);
        this.giftsPage = result.page;
        this.giftsTotalPage = result.totalPage;
        this.giftsStatus = 'ready';
      });
    } catch (error) {
      if (seq !== this.giftsSeq) return;
      // Spec §8: an infinite list stops loading on error; what was loaded stays.
      runInAction(() => {
        this.giftsError = toErrorDetail(error);
        this.giftsStatus = 'error';
      });
    }
  }

  /** Runs one item action (the kit's per-key Mutation): a second tap on the same item while it runs is refused. */
  private itemAction(id: string, call: () => Promise<GiftProduct | null>): Promise<boolean> {
    return this.itemActions.run({ id, call });
  }

  /** The item is replaced by the answer, or (null) leaves the list. */
  private applyAnswer(id: string, answer: GiftProduct | null): void {
    if (answer === null) {
      this.gifts = this.gifts.filter((g) => g.id !== id);
      if (this.gift?.id === id) this.gift = null;
    } else {
      this.gifts = this.gifts.map((g) => (g.id === id ? answer : g));
      if (this.gift?.id === id) this.gift = answer;
    }
  }
}
