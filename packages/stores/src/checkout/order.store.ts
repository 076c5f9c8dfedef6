import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  contributionGiftOf, giftPrice, registryBadge, trackingSteps,
  type DomainErrorDetail, type GiftBadge, type GiftProduct, type Order, type OrderGateway, type PaymentMethod, type RegistryGateway, type Tracking, type TrackingStepView,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { JoinedRead, PagedQuery, Query, type LoadStatus } from '../async';

/** The shopper's orders (/order), newest first, paged as the user scrolls. */
@injectable()
export class OrderListStore {
  readonly list: PagedQuery<Order>;

  constructor(@inject(TOKENS.OrderGateway) orders: OrderGateway) {
    this.list = new PagedQuery<Order>((page) => orders.orders(page));
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }
}

/** Which waybill to ask the courier about. */
interface Waybill {
  readonly courier: string;
  readonly awb: string;
}

/**
 * One order (/order/{id}, its invoice and /order/{id}/track): the order, its tracking steps Lunas, Diproses,
 * Dikirim, Sampai (spec §4) and the courier history; a tracking answer with the error flag clears the log (spec §8).
 */
@injectable()
export class OrderDetailStore {
  /** The order, keyed by its id: another order never shows under this one's page, a failed reload keeps it shown. */
  readonly details = new Query<string, Order>((id) => this.orders.order(id));
  /** The courier's answer for the order's waybill (GET /v1/track); a newer call aborts the older one. */
  readonly courier = new Query<Waybill, Tracking>(async ({ courier, awb }, signal) => {
    const tracking = await this.orders.track(courier, awb, { signal });
    return tracking.found ? tracking : { ...tracking, history: [] };
  });
  /** The portal's payment methods, to name an order's method; empty until known (a failure leaves the code shown). */
  paymentMethods: readonly PaymentMethod[] = [];
  /** The page's read (its route's loader), by order id and whether the courier history comes with it. */
  private readonly visit = new JoinedRead<readonly [string, boolean], boolean>();

  constructor(@inject(TOKENS.OrderGateway) private readonly orders: OrderGateway) {
    makeAutoObservable<OrderDetailStore, 'orders' | 'visit'>(this, { orders: false, details: false, courier: false, visit: false }, { autoBind: true });
  }

  get order(): Order | null {
    return this.details.data;
  }

  get status(): LoadStatus {
    return this.details.status;
  }

  get error(): DomainErrorDetail | null {
    return this.details.error;
  }

  get tracking(): Tracking | null {
    return this.courier.data;
  }

  get trackingStatus(): LoadStatus {
    return this.courier.status;
  }

  get trackingError(): DomainErrorDetail | null {
    return this.courier.error;
  }

  /** The four steps with those the order has reached; none for an order not paid (or cancelled). */
  get steps(): readonly TrackingStepView[] {
    return trackingSteps(this.order?.status ?? null);
  }

  /** The courier's history, newest first; empty when the courier knows no such waybill. */
  get history(): Tracking['history'] {
    if (!this.tracking || !this.tracking.found) return [];
    return [...this.tracking.history].sort((a, b) => b.at.localeCompare(a.at));
  }

  /** The name of the order's payment method ('BCA Virtual Account'), else its code. */
  get paymentMethodName(): string | null {
    const code = this.order?.paymentMethod;
    if (!code) return null;
    return this.paymentMethods.find((m) => m.code === code)?.name ?? code;
  }

  get canTrack(): boolean {
    return Boolean(this.order?.courier && this.order.awb);
  }

  /** Reads the order (again); another order first forgets the one shown and its tracking. */
  load(id: string): Promise<boolean> {
    if (!this.details.is(id)) this.courier.reset();
    if (this.paymentMethods.length === 0) void this.loadPaymentMethods();
    return this.details.fetch(id);
  }

  private async loadPaymentMethods(): Promise<void> {
    try {
      const methods = await this.orders.paymentMethods();
      runInAction(() => (this.paymentMethods = methods));
    } catch {
      // The code stays shown instead of the name.
    }
  }

  /** An order page's data (its route's loader): the order, with its courier history on the track page; a read on its way is joined. */
  ensureOrder(id: string, withTracking = false): Promise<boolean> {
    return this.visit.run([id, withTracking], () => (withTracking ? this.loadWithTracking(id) : this.load(id)));
  }

  /** Loads the order, then its courier history when it has a waybill. */
  async loadWithTracking(id: string): Promise<boolean> {
    const ok = await this.load(id);
    if (ok) await this.loadTracking();
    return ok;
  }

  /** Asks the courier (GET /v1/track); the error flag clears the log, a failure keeps the last one with an error. */
  loadTracking(): Promise<boolean> {
    const order = this.order;
    if (!order?.courier || !order.awb) {
      this.courier.reset();
      return Promise.resolve(false);
    }
    return this.courier.fetch({ courier: order.courier, awb: order.awb });
  }
}

/** How far the registry gift a patungan went to has come: collected of its price, and its badge once taken. */
interface ContributionGiftProgress {
  readonly gift: GiftProduct;
  readonly collected: number;
  readonly price: number;
  readonly badge: GiftBadge | null;
}

/**
 * The registry gift of a contribution order (issue 31: a patungan's tracking waited for a resi that never comes): its
 * own progress, read with GET v2/gift-products/show/{id}, in place of a courier's history.
 */
@injectable()
export class OrderGiftStore {
  readonly read = new Query<string, GiftProduct>((id, signal) => this.registry.giftProduct(id, { signal }));

  constructor(@inject(TOKENS.RegistryGateway) private readonly registry: RegistryGateway) {
    makeAutoObservable<OrderGiftStore, 'registry'>(this, { registry: false, read: false }, { autoBind: true });
  }

  /** Reads the gift of the order when it is a contribution order (`contributionGiftOf`); nothing for a parcel. */
  ensureFor(order: Order | null): Promise<boolean> {
    const giftId = order ? contributionGiftOf(order) : null;
    if (giftId === null) return Promise.resolve(false);
    return this.read.fetch(giftId);
  }

  /** The progress of the gift of `order`, once read. */
  progressOf(order: Order): ContributionGiftProgress | null {
    const giftId = contributionGiftOf(order);
    const gift = giftId !== null && this.read.is(giftId) ? this.read.data : null;
    if (!gift) return null;
    return { gift, collected: Math.min(gift.contributedAmount, giftPrice(gift)), price: giftPrice(gift), badge: registryBadge(gift) };
  }
}
