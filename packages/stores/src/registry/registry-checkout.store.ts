import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CART_BOOKING_KEY, type CartGateway, type CartItem, type DomainErrorDetail, type KeyValueStorage, type RegistryRef } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async';
import { withItem, withoutItem } from './id-sets';

/**
 * /registry/checkout: the registry gifts in the giver's cart (GET v1/carts?type=gift), removable, and booked as
 * 'carts' before /buy (spec §4). Removing a line releases its gift (the portal does it).
 */
@injectable()
export class RegistryCheckoutStore {
  items: readonly CartItem[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  pendingIds: ReadonlySet<string> = new Set();
  actionError: DomainErrorDetail | null = null;

  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<RegistryCheckoutStore, 'carts' | 'storage'>(this, { carts: false, storage: false }, { autoBind: true });
  }

  get total(): number {
    return this.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }

  /** Loads the gift lines, for one registry owner when given. */
  async load(ownerId?: string): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const cart = await this.carts.cart({ type: 'gift', ...(ownerId ? { ownerId } : {}) });
      runInAction(() => {
        this.items = cart.items.filter((i) => i.giftProductId !== null);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  /** Removes one line; the list changes only once the portal agreed. */
  async remove(id: string): Promise<boolean> {
    if (this.pendingIds.has(id)) return false;
    this.pendingIds = withItem(this.pendingIds, id);
    this.actionError = null;
    try {
      await this.carts.removeItems([id]);
      runInAction(() => (this.items = this.items.filter((i) => i.id !== id)));
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pendingIds = withoutItem(this.pendingIds, id)));
    }
  }

  /** Spec §4: saves the gift lines as the booked cart before /buy; false when there is nothing to book. */
  book(registry?: RegistryRef): boolean {
    if (this.items.length === 0) return false;
    this.storage.setItem(CART_BOOKING_KEY, JSON.stringify({ items: this.items, totalPrice: this.total, ...(registry ? { registry } : {}) }));
    return true;
  }
}
