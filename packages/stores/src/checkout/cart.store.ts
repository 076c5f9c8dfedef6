import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CART_BOOKING_KEY, orderFollowUps,
  type AddToCartInput, type Order, type Cart, type CartGateway, type CartItem, type DomainErrorDetail, type KeyValueStorage,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NotificationStore } from '../notification.store';
import { Mutation, Query, type LoadStatus } from '../async';

/** The most of one product a cart line holds (POST v2/carts: quantity 1..99). */
export const MAX_LINE_QUANTITY = 99;

/** The shopper's booked cart as kept in local storage under 'carts' (spec §3/§4). */
export function readBookedCart(storage: KeyValueStorage): Cart | null {
  const raw = storage.getItem(CART_BOOKING_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Cart>;
    if (!Array.isArray(parsed.items) || parsed.items.length === 0) return null;
    // A booking saved before contributions were told apart has no `contribution`: such a line buys units.
    const items = (parsed.items as readonly CartItem[]).map((item) => ({ ...item, contribution: item.contribution ?? null }));
    const registry = parsed.registry && typeof parsed.registry.username === 'string' && typeof parsed.registry.ownerId === 'string'
      ? { username: parsed.registry.username, ownerId: parsed.registry.ownerId }
      : undefined;
    return { items, totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0), ...(registry ? { registry } : {}) };
  } catch {
    return null;
  }
}

/** One change of the cart, and what repairs the lines shown when it fails. */
interface CartChange {
  readonly change: () => Promise<void>;
  readonly onFailure?: () => Promise<void>;
}

/**
 * The cart page (/cart): the regular lines of the shopper's cart, which of them are selected for checkout,
 * quantities and removal. Every change is guarded: while one runs, further calls are ignored (ten quick
 * taps give one request), and a failure leaves the lines as they were.
 */
@injectable()
export class CartStore {
  items: readonly CartItem[] = [];
  /** The read of the regular cart (one key): a newer read drops an older one's answer. */
  private readonly read = new Query<'regular', Cart>(() => this.carts.cart({ type: 'regular' }));
  /** Ids of the lines chosen for checkout. */
  selectedIds: readonly string[] = [];
  /** A change of the cart: one at a time (further calls are refused); a failure runs its own repair before it ends. */
  readonly changes = new Mutation<CartChange, void>({
    run: async ({ change, onFailure }) => {
      try {
        await change();
      } catch (error) {
        if (onFailure) await onFailure();
        throw error;
      }
    },
    onSuccess: () => void this.notifications.load(),
  });
  private loadedOnce = false;

  constructor(
    @inject(TOKENS.CartGateway) private readonly carts: CartGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<CartStore, 'carts' | 'storage' | 'notifications' | 'loadedOnce' | 'read'>(
      this,
      { carts: false, storage: false, notifications: false, loadedOnce: false, changes: false, read: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  /** True while a change of the cart is on its way. */
  get busy(): boolean {
    return this.changes.pending;
  }

  /** The failure of the last change (add, quantity, remove). */
  get actionError(): DomainErrorDetail | null {
    return this.changes.error;
  }

  get selectedItems(): readonly CartItem[] {
    return this.items.filter((item) => this.selectedIds.includes(item.id));
  }

  get allSelected(): boolean {
    return this.items.length > 0 && this.selectedItems.length === this.items.length;
  }

  /** Sum of the selected lines. */
  get selectedTotal(): number {
    return this.selectedItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }

  get selectedCount(): number {
    return this.selectedItems.reduce((sum, item) => sum + item.quantity, 0);
  }

  /** Loads the cart's regular lines (gift lines are checked out from the registry). New lines start selected. */
  async load(): Promise<boolean> {
    return this.show(await this.read.fetch('regular'));
  }

  /** /cart's data (its route's loader): the cart, read again on each visit; a read on its way is joined (decision 0370). */
  async ensureCart(): Promise<boolean> {
    return this.show(await this.read.revisit('regular'));
  }

  /** Shows the cart just read (when the read produced one); answers whether it did. */
  private show(read: boolean): boolean {
    const cart = read ? this.read.data : null;
    if (cart === null) return false;
    this.adopt(cart.items);
    return true;
  }

  toggle(id: string): void {
    this.selectedIds = this.selectedIds.includes(id) ? this.selectedIds.filter((x) => x !== id) : [...this.selectedIds, id];
  }

  selectAll(on: boolean): void {
    this.selectedIds = on ? this.items.map((item) => item.id) : [];
  }

  /** Puts a product in the cart (product page 'add to cart' or 'buy now'); returns the line, or null. */
  async add(input: AddToCartInput): Promise<CartItem | null> {
    let added: CartItem | null = null;
    const ok = await this.guarded(async () => {
      const result = await this.carts.addItem(input);
      added = result.item;
      if (result.item) {
        const item = result.item;
        runInAction(() => {
          this.items = [item, ...this.items.filter((x) => x.id !== item.id)];
          if (!this.selectedIds.includes(item.id)) this.selectedIds = [...this.selectedIds, item.id];
        });
      }
    });
    return ok ? added : null;
  }

  /**
   * 'Beli lagi' (issue 31): puts an ended order's own lines back in the cart, each with its variant and quantity
   * (`orderFollowUps`), then reads the cart so it shows them selected. The cart ends holding at least the order's
   * quantity of each line (what it already holds counts), so a second tap after a failure half-way adds nothing twice.
   * False, with the reason in actionError, when a line could not be added (out of stock, gone).
   */
  async buyAgain(order: Pick<Order, 'status' | 'items'>): Promise<boolean> {
    const lines = orderFollowUps(order).buyAgain;
    if (lines.length === 0) return false;
    return this.guarded(async () => {
      const before = await this.carts.cart({ type: 'regular' });
      for (const line of lines) {
        const held = before.items.filter((item) => item.variant?.skuId === line.skuId).reduce((n, item) => n + item.quantity, 0);
        if (held < line.quantity) await this.carts.addItem({ ...line, quantity: line.quantity - held });
      }
      const cart = await this.carts.cart({ type: 'regular' });
      runInAction(() => {
        this.read.put('regular', cart);
        this.adopt(cart.items);
        const again = cart.items.filter((item) => lines.some((line) => line.skuId === item.variant?.skuId)).map((item) => item.id);
        this.selectedIds = [...new Set([...this.selectedIds, ...again])];
      });
    });
  }

  /**
   * Sets a line's quantity (1..99). The portal only adds to a line (POST v2/carts raises the quantity of the
   * same sku), so a lower quantity removes the line and puts it back with the new quantity (decision 0141).
   */
  async setQuantity(id: string, quantity: number): Promise<boolean> {
    const line = this.items.find((item) => item.id === id);
    if (!line || !line.variant || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY || quantity === line.quantity) {
      return false;
    }
    const skuId = line.variant.skuId;
    return this.guarded(async () => {
      if (quantity > line.quantity) {
        const result = await this.carts.addItem({ productId: line.product.id, skuId, quantity: quantity - line.quantity });
        runInAction(() => this.replace(id, result.item ?? { ...line, quantity }));
        return;
      }
      const index = this.items.findIndex((item) => item.id === id);
      const wasSelected = this.selectedIds.includes(id);
      await this.carts.removeItems([id]);
      const result = await this.carts.addItem({ productId: line.product.id, skuId, quantity });
      runInAction(() => {
        const item = result.item ?? { ...line, quantity };
        const rest = this.items.filter((x) => x.id !== id && x.id !== item.id);
        rest.splice(Math.min(index, rest.length), 0, item);
        this.items = rest;
        const others = this.selectedIds.filter((x) => x !== id && x !== item.id);
        this.selectedIds = wasSelected ? [...others, item.id] : others;
      });
    }, () => this.reconcile());
  }

  /** Removes lines ('Barang dihapus dari keranjang' on success). */
  async remove(ids: readonly string[]): Promise<boolean> {
    const drop = ids.filter((id) => this.items.some((item) => item.id === id));
    if (drop.length === 0) return false;
    return this.guarded(async () => {
      await this.carts.removeItems(drop);
      runInAction(() => {
        this.items = this.items.filter((item) => !drop.includes(item.id));
        this.selectedIds = this.selectedIds.filter((id) => !drop.includes(id));
      });
    });
  }

  /** Spec §4: moving from the cart to /buy saves the selected lines as the booked cart 'carts'. */
  bookSelected(): boolean {
    return this.book(this.selectedItems);
  }

  /** Saves given lines as the booked cart (the product page's 'buy now' books its one line). */
  book(items: readonly CartItem[]): boolean {
    if (items.length === 0) return false;
    const cart: Cart = { items, totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0) };
    this.storage.setItem(CART_BOOKING_KEY, JSON.stringify(cart));
    return true;
  }

  clearActionError(): void {
    this.changes.clearError();
  }

  private adopt(items: readonly CartItem[]): void {
    const known = new Set(this.items.map((item) => item.id));
    const kept = this.selectedIds.filter((id) => items.some((item) => item.id === id));
    const fresh = items.filter((item) => !known.has(item.id) || !this.loadedOnce).map((item) => item.id);
    this.items = items;
    this.selectedIds = [...new Set([...kept, ...fresh])];
    this.loadedOnce = true;
  }

  private replace(id: string, item: CartItem | null): void {
    this.items = item ? this.items.map((x) => (x.id === id ? item : x)) : this.items.filter((x) => x.id !== id);
  }

  /** After a half-done change (removed, not re-added) the portal's cart is the truth. */
  private async reconcile(): Promise<void> {
    try {
      const cart = await this.carts.cart({ type: 'regular' });
      runInAction(() => {
        this.read.put('regular', cart);
        this.adopt(cart.items);
      });
    } catch {
      // Keep what we show; the error of the change is already reported.
    }
  }

  /** One cart change at a time: calls during a running one are refused and answer false. */
  private guarded(change: () => Promise<void>, onFailure?: () => Promise<void>): Promise<boolean> {
    return this.changes.run(onFailure ? { change, onFailure } : { change });
  }
}
