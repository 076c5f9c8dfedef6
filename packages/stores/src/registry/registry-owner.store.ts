import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  canChangeUsername,
  registryDescription,
  registryDisplayName,
  registryLinkPath,
  type DomainErrorDetail,
  type GiftBadge,
  type GiftProduct,
  type Page,
  type ProfileGateway,
  type RegistryGateway,
  type RegistryProfile,
  type UpdateGiftProductInput,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { toErrorDetail, type LoadStatus, withItem, withoutItem } from '../async-state';
import { registryBadge } from '@kado/domain';
import { mergePage } from './merge-page';
import { mergeChangedPage } from './live-page';

/** Spec §7/§9: a registry's gift list is read 10 at a time. */
export const GIFT_PAGE_SIZE = 10;

/** Editable text of the registry profile. */
export interface RegistryProfileDraft {
  readonly name: string;
  readonly description: string;
}

/**
 * The logged-in owner's registry: the profile with its spec §3 defaults, public/private and address
 * visibility, the one-time username change, and the gift list with the item actions. Every change is
 * applied only from the portal's answer; a failure keeps the state exactly as it was and sets an error.
 */
@injectable()
export class RegistryOwnerStore {
  registry: RegistryProfile | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  gifts: readonly GiftProduct[] = [];
  giftsStatus: LoadStatus = 'idle';
  giftsError: DomainErrorDetail | null = null;
  giftsPage = 0;
  giftsTotalPage = 0;

  /** One gift opened on its own (/registry/ucapan/{id}). */
  gift: GiftProduct | null = null;
  giftStatus: LoadStatus = 'idle';
  giftError: DomainErrorDetail | null = null;

  /** A profile save, visibility toggle or username change is running. */
  saving = false;
  saveError: DomainErrorDetail | null = null;
  usernameError: DomainErrorDetail | null = null;

  /** Ids of items with an action running (their buttons disable). */
  pendingIds: ReadonlySet<string> = new Set();
  /** The failure of the last item action (the list stays as it was). */
  actionError: DomainErrorDetail | null = null;

  private loadSeq = 0;
  private giftsSeq = 0;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<RegistryOwnerStore, 'gateway' | 'profiles' | 'session' | 'loadSeq' | 'giftsSeq'>(
      this,
      { gateway: false, profiles: false, session: false, loadSeq: false, giftsSeq: false },
      { autoBind: true },
    );
  }

  /** Spec §3: the registry's name, or "{first name}'s Baby Registry". */
  get displayName(): string {
    return registryDisplayName(this.registry?.name, this.registry?.owner.name ?? this.session.user?.name);
  }

  /** Spec §3: the registry's description, or the default Indonesian one. */
  get description(): string {
    return registryDescription(this.registry?.description);
  }

  get username(): string {
    return this.registry?.owner.username ?? this.session.user?.username ?? '';
  }

  /** Spec §2: the link path 'registry/{username}'. */
  get linkPath(): string {
    return registryLinkPath(this.username);
  }

  /** Spec §5: the username may be changed once. */
  get canChangeUsername(): boolean {
    return canChangeUsername(this.session.user?.changeUsernameCount);
  }

  get hasMoreGifts(): boolean {
    return this.giftsPage < this.giftsTotalPage;
  }

  /** The badge of a gift (spec §4), null while free (decision 0101). */
  badgeOf(gift: GiftProduct): GiftBadge | null {
    return registryBadge(gift);
  }

  isPending(id: string): boolean {
    return this.pendingIds.has(id);
  }

  /** Loads the owner's registry (created by the portal with the defaults on first call). */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    // Another account logged in meanwhile: forget the previous owner's registry before showing anything.
    if (this.registry !== null && this.registry.owner.id !== this.session.user?.id) this.forget();
    this.status = 'loading';
    this.error = null;
    try {
      const registry = await this.gateway.myRegistry();
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.registry = registry;
        this.status = 'ready';
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      // Spec §8: a failed registry load just stops the loading state (the screen offers a retry).
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  /**
   * /my-gift: the registry and the first page of its gifts. With `keep` (coming back, spec §2 page caching) what
   * is already shown for this owner stays, without a call.
   */
  async open(keep = false): Promise<void> {
    const shown = this.registry !== null && this.registry.owner.id === this.session.user?.id;
    if (keep && shown && this.status === 'ready' && this.giftsStatus === 'ready') return;
    await Promise.all([this.load(), this.loadGifts()]);
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

  /** Saves name and description; the visibility stays as it is. */
  saveProfile(draft: RegistryProfileDraft): Promise<boolean> {
    return this.runSave(async () => {
      const current = this.registry;
      const registry = await this.gateway.updateRegistry({
        name: draft.name.trim(),
        description: draft.description.trim(),
        isPublic: current?.isPublic ?? true,
      });
      runInAction(() => (this.registry = registry));
    });
  }

  /** Spec §4: the registry visibility toggles is_public. */
  setPublic(isPublic: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const current = this.registry;
      const registry = await this.gateway.updateRegistry({
        name: current?.name ?? '',
        description: current?.description ?? '',
        isPublic,
      });
      runInAction(() => (this.registry = registry));
    });
  }

  /** Spec §4: the address visibility toggles shown/hidden. */
  setAddressVisible(visible: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const registry = await this.gateway.setAddressVisibility(visible);
      runInAction(() => (this.registry = registry));
    });
  }

  /** With the address shown: whether givers also see the street, postal code and phone (decision 0180). */
  setAddressDetailVisible(detailVisible: boolean): Promise<boolean> {
    return this.runSave(async () => {
      const registry = await this.gateway.setAddressDetailVisibility(detailVisible);
      runInAction(() => (this.registry = registry));
    });
  }

  /**
   * Spec §5: changes the username once. An empty name or a second change is refused here without a call
   * (the screen shows the 'Username sudah diubah' popup before ever calling this).
   */
  async changeUsername(username: string): Promise<boolean> {
    const wanted = username.trim();
    if (this.saving) return false;
    if (wanted === '') {
      this.usernameError = { kind: 'validation', message: '', fieldErrors: {} };
      return false;
    }
    if (!this.canChangeUsername) {
      this.usernameError = { kind: 'forbidden' };
      return false;
    }
    this.saving = true;
    this.usernameError = null;
    try {
      const user = await this.profiles.updateProfile({ username: wanted });
      runInAction(() => {
        this.session.setUser(user);
        if (this.registry) {
          this.registry = { ...this.registry, owner: { ...this.registry.owner, username: user.username } };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => (this.usernameError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  clearUsernameError(): void {
    this.usernameError = null;
  }

  /** Records the link the owner copied (POST v2/gifts/set-copy-link); a failure never blocks the copy. */
  async recordCopyLink(link: string): Promise<boolean> {
    try {
      await this.gateway.setCopyLink(link);
      return true;
    } catch {
      return false;
    }
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
    this.actionError = null;
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
    return this.load();
  }

  applyGiftPage(page: number, result: Page<GiftProduct>): void {
    const merged = mergeChangedPage(this.gifts, page, GIFT_PAGE_SIZE, result.items);
    if (merged === null) void this.rereadList();
    else this.gifts = merged;
  }

  private forget(): void {
    this.registry = null;
    this.gifts = [];
    this.giftsPage = 0;
    this.giftsTotalPage = 0;
    this.giftsStatus = 'idle';
    this.gift = null;
    this.actionError = null;
    this.saveError = null;
    this.usernameError = null;
  }

  private async fetchGifts(page: number): Promise<void> {
    const seq = ++this.giftsSeq;
    this.giftsStatus = 'loading';
    this.giftsError = null;
    if (this.registry === null) await this.load();
    if (this.registry === null) {
      runInAction(() => {
        this.giftsError = this.error ?? { kind: 'unexpected' };
        this.giftsStatus = 'error';
      });
      return;
    }
    const username = this.username;
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

  private async runSave(call: () => Promise<void>): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => (this.saveError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Runs one item action: on success the item is replaced by (or, for null, removed per) the answer. */
  private async itemAction(id: string, call: () => Promise<GiftProduct | null>): Promise<boolean> {
    if (this.pendingIds.has(id)) return false;
    this.pendingIds = withItem(this.pendingIds, id);
    this.actionError = null;
    try {
      const answer = await call();
      runInAction(() => {
        if (answer === null) {
          this.gifts = this.gifts.filter((g) => g.id !== id);
          if (this.gift?.id === id) this.gift = null;
        } else {
          this.gifts = this.gifts.map((g) => (g.id === id ? answer : g));
          if (this.gift?.id === id) this.gift = answer;
        }
      });
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pendingIds = withoutItem(this.pendingIds, id)));
    }
  }
}
