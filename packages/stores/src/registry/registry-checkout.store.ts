import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CART_BOOKING_KEY, type CartGateway, type CartItem, type DomainErrorDetail, type KeyValueStorage, type RegistryRef } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/**
 * /registry/checkout: the registry gifts in the giver's cart (GET v1/carts?type=gift), removable, and booked as
 * 'carts' before /buy (spec §4). Removing a line releases its gift (the portal does it).
 */
@injectable()
export class RegistryCheckoutStore {
  /** The gift lines, keyed by the registry owner ('' for all): an older load's late answer is dropped. */
  readonly cart = new Query<string, readonly CartItem[]>({
    fetch: async (ownerId, signal) => {
      const cart = await this.carts.cart({ type: 'gift', ...(ownerId ? { ownerId } : {}) }, { signal });
      return cart.items.filter((i) => i.giftProductId !== null);
    },
    keepPreviousData: true,
  });
  /** Removing a line: one at a time per line (a second tap is refused), others side by side. */
  readonly removal = new Mutation<string, void>({
    run: (id) => this.carts.removeItems([id]),
    key: (id) => id,
    concurrency: 'per-key',
    // The list changes only once the portal agreed.
    onSuccess: (_, id) => this.cart.setData((items) => (items ?? []).filter((i) => i.id !== id)),
  });

  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<RegistryCheckoutStore, 'carts' | 'storage'>(this, { carts: false, storage: false, cart: false, removal: false }, { autoBind: true });
  }

  get items(): readonly CartItem[] {
    return this.cart.data ?? [];
  }

  get status(): LoadStatus {
    return this.cart.status;
  }

  get error(): DomainErrorDetail | null {
    return this.cart.error;
  }

  get pendingIds(): ReadonlySet<string> {
    return this.removal.pendingKeys;
  }

  get actionError(): DomainErrorDetail | null {
    return this.removal.error;
  }

  get total(): number {
    return this.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }

  /** Loads the gift lines, for one registry owner when given. */
  async load(ownerId?: string): Promise<void> {
    await this.cart.fetch(ownerId ?? '');
  }

  /** Removes one line; the list changes only once the portal agreed. */
  remove(id: string): Promise<boolean> {
    return this.removal.run(id);
  }

  /** Spec §4: saves the gift lines as the booked cart before /buy; false when there is nothing to book. */
  book(registry?: RegistryRef): boolean {
    if (this.items.length === 0) return false;
    this.storage.setItem(CART_BOOKING_KEY, JSON.stringify({ items: this.items, totalPrice: this.total, ...(registry ? { registry } : {}) }));
    return true;
  }
}
