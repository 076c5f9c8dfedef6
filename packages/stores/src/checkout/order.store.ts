import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { trackingSteps, type DomainErrorDetail, type Order, type OrderGateway, type PaymentMethod, type Tracking, type TrackingStepView } from '@kado/domain';
import { TOKENS } from '../tokens';
import { isAbort, toErrorDetail, type LoadStatus } from '../async-state';
import { PagedList } from './paged-list';

/** The shopper's orders (/order), newest first, paged as the user scrolls. */
@injectable()
export class OrderListStore {
  readonly list: PagedList<Order>;

  constructor(@inject(TOKENS.OrderGateway) orders: OrderGateway) {
    this.list = new PagedList<Order>((page) => orders.orders(page));
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }
}

/**
 * One order (/order/{id}, its invoice and /order/{id}/track): the order, its tracking steps Lunas, Diproses,
 * Dikirim, Sampai (spec §4) and the courier history; a tracking answer with the error flag clears the log (spec §8).
 */
@injectable()
export class OrderDetailStore {
  order: Order | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  tracking: Tracking | null = null;
  trackingStatus: LoadStatus = 'idle';
  trackingError: DomainErrorDetail | null = null;
  /** The portal's payment methods, to name an order's method; empty until known (a failure leaves the code shown). */
  paymentMethods: readonly PaymentMethod[] = [];
  private requestSeq = 0;
  private trackingController: AbortController | null = null;

  constructor(@inject(TOKENS.OrderGateway) private readonly orders: OrderGateway) {
    makeAutoObservable<OrderDetailStore, 'orders' | 'requestSeq' | 'trackingController'>(
      this,
      { orders: false, requestSeq: false, trackingController: false },
      { autoBind: true },
    );
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

  async load(id: string): Promise<boolean> {
    const seq = ++this.requestSeq;
    if (this.order?.id !== id) {
      this.order = null;
      this.tracking = null;
      this.trackingStatus = 'idle';
    }
    this.status = 'loading';
    this.error = null;
    if (this.paymentMethods.length === 0) void this.loadPaymentMethods();
    try {
      const order = await this.orders.order(id);
      if (seq !== this.requestSeq) return false;
      runInAction(() => {
        this.order = order;
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      if (seq !== this.requestSeq) return false;
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
      return false;
    }
  }

  private async loadPaymentMethods(): Promise<void> {
    try {
      const methods = await this.orders.paymentMethods();
      runInAction(() => (this.paymentMethods = methods));
    } catch {
      // The code stays shown instead of the name.
    }
  }

  /** Loads the order, then its courier history when it has a waybill. */
  async loadWithTracking(id: string): Promise<boolean> {
    const ok = await this.load(id);
    if (ok) await this.loadTracking();
    return ok;
  }

  /** Asks the courier (GET /v1/track); the error flag clears the log, a failure keeps the last one with an error. */
  async loadTracking(): Promise<boolean> {
    const order = this.order;
    if (!order?.courier || !order.awb) {
      this.tracking = null;
      this.trackingStatus = 'idle';
      return false;
    }
    this.trackingController?.abort();
    const controller = new AbortController();
    this.trackingController = controller;
    this.trackingStatus = 'loading';
    this.trackingError = null;
    try {
      const tracking = await this.orders.track(order.courier, order.awb, { signal: controller.signal });
      if (controller.signal.aborted) return false;
      runInAction(() => {
        this.tracking = tracking.found ? tracking : { ...tracking, history: [] };
        this.trackingStatus = 'ready';
      });
      return true;
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return false;
      runInAction(() => {
        this.trackingError = toErrorDetail(error);
        this.trackingStatus = 'error';
      });
      return false;
    }
  }
}
