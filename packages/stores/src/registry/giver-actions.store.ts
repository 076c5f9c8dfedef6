import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  CART_BOOKING_KEY, domainError, giverOptions, type AddToCartInput, type Analytics, type CartGateway, type DomainErrorDetail,
  type GiftProduct, type GiverOptions, type KeyValueStorage, type RegisterGuestInput, type RegistryGateway, type SessionGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NO_ANALYTICS, reportEvent } from '../analytics';
import { SessionStore } from '../session.store';
import { toErrorDetail, Mutation } from '../async';
import { PublicRegistryStore } from './public-registry.store';
import { GiverHoldsStore } from './giver-holds.store';

/**
 * What a giver does on the registry page: reserve, buy, chip in, cancel her hold, mark an outside purchase, reveal
 * her name on a contribution. A visitor who is not signed in gives a name first (quick guest sign-in). After every
 * action the gift is read again, so what one giver reserves shows as taken to the next one at once; a 409 shows
 * the portal's message and reads the list again.
 */
@injectable()
export class GiverActionsStore {
  /** The actions on gifts: one at a time per gift (a second tap on that gift is refused), others side by side. */
  readonly actions = new Mutation<GiftAction, boolean>({
    run: (action) => this.perform(action),
    key: ({ id }) => id,
    concurrency: 'per-key',
  });
  /** Set when an action needs a name first (a visitor who is not signed in). */
  needsIdentity = false;
  /** Why the quick guest sign-in of `identify` failed. */
  private identityError: DomainErrorDetail | null = null;

  constructor(
    @inject(PublicRegistryStore) private readonly page: PublicRegistryStore,
    @inject(GiverHoldsStore) private readonly holds: GiverHoldsStore,
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.Analytics) @optional() private readonly analytics: Analytics = NO_ANALYTICS,
  ) {
    makeAutoObservable<GiverActionsStore, 'page' | 'holds' | 'gateway' | 'carts' | 'sessions' | 'storage' | 'session' | 'analytics' | 'perform'>(
      this,
      {
        page: false, holds: false, gateway: false, carts: false, sessions: false, storage: false, session: false, analytics: false,
        actions: false, perform: false,
      },
      { autoBind: true },
    );
    // Opening a registry (again) starts without the failure of an action on the previous opening.
    reaction(
      () => this.page.openings,
      () => {
        this.actions.clearError();
        this.identityError = null;
      },
    );
  }

  /** Gifts with an action on its way. */
  get pendingIds(): ReadonlySet<string> {
    return this.actions.pendingKeys;
  }

  /** The failure of the last action (or of the quick guest sign-in); a 409 carries the portal's message. */
  get actionError(): DomainErrorDetail | null {
    return this.actions.error ?? this.identityError;
  }

  /** The gift the last action failed on. */
  get actionErrorGiftId(): string | null {
    return this.actions.errorKey;
  }

  /** What this giver may do on a gift (the domain's giverOptions); `queued` when her reservation waits for the connection. */
  options(gift: GiftProduct, queued = false): GiverOptions {
    return giverOptions(gift, { isOwner: this.page.isOwnRegistry, holds: this.holds.isMine(gift.id), contributed: this.holds.contributedTo.has(gift.id), named: this.holds.namedTo.has(gift.id), queued });
  }

  isPending(id: string): boolean {
    return this.actions.isPending(id);
  }

  /** Reserves a gift; a visitor who is not signed in gives a name first (quick guest sign-in). */
  reserve(id: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.run(id, guest, async (gift) => {
      const result = await this.carts.addItem(this.cartInput(gift, { giftRegistryType: 'reserve', giftRegistryPayment: 'full', ...this.oneUnit(gift) }));
      this.holds.remember(result.giftProduct?.id ?? id, gift.externalProduct !== null);
      if (result.item) this.holds.putInCart(result.giftProduct?.id ?? id);
      return result.giftProduct;
    });
  }

  /** Cancels this giver's reservation (or cart hold) of a gift. */
  cancel(id: string): Promise<boolean> {
    return this.run(id, undefined, async () => {
      const gift = await this.gateway.cancelReservation(id);
      this.holds.forget(id);
      return gift;
    });
  }

  /** Puts a catalogue gift in the cart to buy it whole, with the add-to-cart-registry event (spec §3). */
  addToCart(id: string, path: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.run(id, guest, async (gift) => {
      const result = await this.carts.addItem(this.cartInput(gift, { giftRegistryType: 'buy', giftRegistryPayment: 'full', ...this.oneUnit(gift) }));
      this.holds.remember(result.giftProduct?.id ?? id, false);
      this.holds.putInCart(result.giftProduct?.id ?? id);
      this.track(id, path);
      return result.giftProduct;
    });
  }

  /**
   * Contributes an amount to a gift (patungan); the gift stays open for others. Her name goes to the owner once paid
   * unless she hides it (`showName` false; decision 0465).
   */
  contribute(id: string, amount: number, path: string, guest?: RegisterGuestInput, showName = true): Promise<boolean> {
    return this.run(id, guest, async (gift) => {
      const result = await this.carts.addItem(
        this.cartInput(gift, { giftRegistryType: 'buy', giftRegistryPayment: 'contribution', amount: Math.round(amount), showName }),
      );
      this.track(id, path);
      this.holds.rememberContribution(id);
      this.holds.putInCart(id);
      return result.giftProduct;
    });
  }

  /**
   * Shows this giver's name to the owner on their contributions to a gift (spec §6, the giver reveals the
   * contributor; decision 0042). Contributions are anonymous until then; the portal refuses anyone else (403).
   */
  async revealContribution(id: string): Promise<boolean> {
    const ok = await this.run(id, undefined, (gift) => this.gateway.revealContributor(gift.id));
    if (ok) this.holds.rememberNamed(id);
    return ok;
  }

  /** Marks an external gift bought at its shop (after /registry/external-checkout/{id}). */
  markExternalBought(id: string, guest?: RegisterGuestInput): Promise<boolean> {
    return this.run(id, guest, async (gift) => {
      if (this.holds.isMine(id) && gift.reservedBy !== null) {
        // The giver reserved it first: release and buy in one go, so it is never free in between for long.
        await this.gateway.cancelReservation(id);
      }
      const result = await this.carts.addItem({ giftProductId: id, giftRegistryType: 'buy' });
      this.holds.remember(id, true);
      return result.giftProduct;
    });
  }

  /** Spec §4: the booked cart is saved before /registry/external-checkout/{id}. */
  async saveBookedCart(): Promise<void> {
    try {
      const registry = this.page.registry;
      const cart = await this.carts.cart({ type: 'gift', ...(registry ? { ownerId: registry.owner.id } : {}) });
      // The same shape the cart saves before /buy: { items, totalPrice } (spec §4 'carts').
      this.storage.setItem(CART_BOOKING_KEY, JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice }));
    } catch {
      // Nothing to book without the cart; the external checkout does not need it.
    }
  }

  /** A visitor gives her name and contact before chipping in (quick guest sign-in, decision 0103); false with the reason in actionError. */
  async identify(guest: RegisterGuestInput): Promise<boolean> {
    if (this.session.isLoggedIn) return true;
    this.actions.clearError();
    this.identityError = null;
    const ok = await this.session.registerGuest(guest);
    if (!ok) runInAction(() => (this.identityError = this.session.error ?? { kind: 'unexpected' }));
    else void this.holds.reload();
    return ok;
  }

  clearActionError(): void {
    this.actions.clearError();
    this.identityError = null;
    this.needsIdentity = false;
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
    const ownerId = this.page.registry?.owner.id;
    if (!ownerId) return;
    const event = { type: 'add-to-cart-registry', value: { gift_product_id: id, owner_id: ownerId }, path } as const;
    reportEvent(this.analytics, event);
    this.sessions.event(event).catch(() => undefined);
  }

  /** Runs one action on a gift; false when it was refused (that gift busy), needs a name first, or failed. */
  private async run(id: string, guest: RegisterGuestInput | undefined, call: GiftAction['call']): Promise<boolean> {
    const result = await this.actions.submit({ id, guest, call });
    return result.ok && result.value;
  }

  /** One action, inside its gift's pending window: a name first for a visitor, the gift read again after. */
  private async perform({ id, guest, call }: GiftAction): Promise<boolean> {
    // A tap made while a freshly loaded page still restores the session is a signed-in giver's, not a guest's: it
    // waits for the check (a second tap meanwhile finds the gift pending).
    await this.session.signedIn();
    const gift = this.page.giftById(id);
    if (gift === null) return false;
    runInAction(() => {
      this.identityError = null;
      this.needsIdentity = false;
    });
    if (!this.session.isLoggedIn) {
      if (guest === undefined) {
        runInAction(() => (this.needsIdentity = true));
        return false;
      }
      if (!(await this.session.registerGuest(guest))) throw domainError(this.session.error ?? { kind: 'unexpected' });
    }
    try {
      const answered = await call(gift);
      if (answered) runInAction(() => this.page.place(answered, id));
      await this.page.rereadGifts([id]);
      if (answered && answered.id !== id) await this.page.rereadGifts([answered.id]);
      return true;
    } catch (error) {
      const kind = toErrorDetail(error).kind;
      // A conflict (someone else was faster) or a refused state: show the list as it is now, so she can choose again.
      if (kind === 'conflict') await this.page.rereadList();
      else if (kind === 'validation') await this.page.rereadGifts([id]);
      throw error;
    }
  }
}

/** One action of a giver on a gift: its id, her name when she is a visitor, and the call that changes the gift. */
interface GiftAction {
  readonly id: string;
  readonly guest: RegisterGuestInput | undefined;
  readonly call: (gift: GiftProduct) => Promise<GiftProduct | null>;
}
