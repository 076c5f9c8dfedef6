import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { giverGiftState, MY_RESERVATIONS_KEY, type CartGateway, type GiftProduct, type GiverGiftState, type KeyValueStorage } from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { withItem, withoutItem } from './id-sets';

/**
 * What this giver holds on the registry she looks at: the gifts she reserved or put in her gift cart, the lines of
 * that cart, and the gifts she chipped in for. Kept per account or guest id in storage (external reservations and
 * contributions have no cart line); read again when the identity changes.
 */
@injectable()
export class GiverHoldsStore {
  /** Gift ids this giver holds (reserved or in the cart), so only they see "Batalkan". */
  mine: ReadonlySet<string> = new Set();
  /** Gift ids with a line in this giver's gift cart for this registry (reservations, purchases, contributions). */
  inCart: ReadonlySet<string> = new Set();
  /** Gift ids this giver chipped in for from this browser (kept per user): they may show their name to the owner. */
  contributedTo: ReadonlySet<string> = new Set();
  /** Gifts on which she revealed her name to the owner from this browser. */
  namedTo: ReadonlySet<string> = new Set();

  /** The registry owner whose holds are shown. */
  private ownerId: string | null = null;
  private seq = 0;
  /**
   * What she did here while a read of her holds was on its way (a reservation, a gift put in the cart): the read may
   * have left before her change reached the portal and answer after it, so her changes are applied again on top of
   * its answer instead of being lost (the gift cart bar would not show the gift she just put in).
   */
  private journal: (() => void)[] | null = null;

  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<GiverHoldsStore, 'carts' | 'storage' | 'session' | 'ownerId' | 'seq' | 'journal' | 'edit'>(
      this,
      { carts: false, storage: false, session: false, ownerId: false, seq: false, journal: false, edit: false },
      { autoBind: true },
    );
    // A page opened at boot (a reload, a link from WhatsApp) may load before the session is restored: when the
    // identity then arrives, her holds are read again, so her own reservation never reads as taken by someone else.
    reaction(
      () => this.session.user?.id ?? this.session.guestId,
      () => void this.reload(),
    );
  }

  isMine(id: string): boolean {
    return this.mine.has(id);
  }

  /** The giver's state of a gift: her own ('given' or 'held'), someone else's, a patungan, or free (domain rule). */
  giverState(gift: GiftProduct): GiverGiftState {
    return giverGiftState(gift, this.mine.has(gift.id));
  }

  /** Which gifts this giver holds on an owner's registry: her gift cart lines for this owner plus remembered ones. */
  async load(ownerId: string): Promise<void> {
    this.ownerId = ownerId;
    const seq = ++this.seq;
    const journal: (() => void)[] = [];
    this.journal = journal;
    const stored = this.readStored();
    let fromCart: string[] = [];
    if (this.session.isLoggedIn || this.session.guestId) {
      try {
        const cart = await this.carts.cart({ type: 'gift', ownerId });
        fromCart = cart.items.map((i) => i.giftProductId).filter((x): x is string => x !== null);
      } catch {
        // Without the cart only the remembered holds show; the portal still checks every cancel.
      }
    }
    if (seq !== this.seq) return;
    runInAction(() => {
      this.mine = new Set([...stored, ...fromCart]);
      this.inCart = new Set(fromCart);
      this.contributedTo = new Set(this.readStored(this.contributionsKey()));
      this.namedTo = new Set(this.readStored(this.namedKey()));
      for (const change of journal) change();
      this.journal = null;
    });
  }

  /** Reads the holds of the registry shown again (after a sign-in). */
  async reload(): Promise<void> {
    if (this.ownerId !== null) await this.load(this.ownerId);
  }

  /** She holds a gift now; `persist` keeps it across reloads (an external gift has no cart line to find it by). */
  remember(id: string, persist: boolean): void {
    this.edit(() => { this.mine = withItem(this.mine, id); });
    if (persist) this.storage.setItem(this.storageKey(), JSON.stringify([...new Set([...this.readStored(), id])]));
  }

  /** She gave a gift back. */
  forget(id: string): void {
    this.edit(() => {
      this.mine = withoutItem(this.mine, id);
      this.inCart = withoutItem(this.inCart, id);
    });
    this.storage.setItem(this.storageKey(), JSON.stringify(this.readStored().filter((x) => x !== id)));
  }

  /** A gift has a line in her gift cart now. */
  putInCart(id: string): void {
    this.edit(() => { this.inCart = withItem(this.inCart, id); });
  }

  /** She chipped in for a gift from this browser. */
  rememberContribution(id: string): void {
    this.edit(() => { this.contributedTo = withItem(this.contributedTo, id); });
    this.storage.setItem(this.contributionsKey(), JSON.stringify([...new Set([...this.readStored(this.contributionsKey()), id])]));
  }

  /** She revealed her name to the owner on a gift. */
  rememberNamed(id: string): void {
    this.edit(() => { this.namedTo = withItem(this.namedTo, id); });
    this.storage.setItem(this.namedKey(), JSON.stringify([...new Set([...this.readStored(this.namedKey()), id])]));
  }

  /** Applies one of her changes now, and again over the answer of a read of her holds still on its way. */
  private edit(change: () => void): void {
    change();
    this.journal?.push(change);
  }

  private namedKey(): string {
    return `${this.storageKey()}:named`;
  }

  private contributionsKey(): string {
    return `${this.storageKey()}:contributions`;
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
