import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Order, OrderGateway, PaymentMethod } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async-state';

/**
 * One order's payment (/payment/{id}, its guide, /booking-cod and /payment/finish): the order, how it is
 * paid, and paying it — one request however often 'Bayar' is tapped.
 */
@injectable()
export class PaymentStore {
  order: Order | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  methods: readonly PaymentMethod[] = [];
  paying = false;
  payError: DomainErrorDetail | null = null;
  private requestSeq = 0;

  constructor(@inject(TOKENS.OrderGateway) private readonly orders: OrderGateway) {
    makeAutoObservable<PaymentStore, 'orders' | 'requestSeq'>(this, { orders: false, requestSeq: false }, { autoBind: true });
  }

  /** The method the order is paid with (name and type), when the portal still offers it. */
  get method(): PaymentMethod | null {
    return this.methods.find((m) => m.code === this.order?.paymentMethod) ?? null;
  }

  get isPaid(): boolean {
    return this.order !== null && this.order.status !== 'waiting_payment' && this.order.status !== 'cancelled';
  }

  /** Shows an order just answered by the portal (after placing it) without asking again. */
  show(order: Order): void {
    this.requestSeq += 1;
    this.order = order;
    this.status = 'ready';
    this.error = null;
  }

  async load(orderId: string): Promise<boolean> {
    const seq = ++this.requestSeq;
    if (this.order?.id !== orderId) this.order = null;
    this.status = 'loading';
    this.error = null;
    this.payError = null;
    try {
      const [order, methods] = await Promise.all([
        this.orders.order(orderId),
        this.methods.length > 0 ? Promise.resolve(this.methods) : this.orders.paymentMethods().catch(() => [] as readonly PaymentMethod[]),
      ]);
      if (seq !== this.requestSeq) return false;
      runInAction(() => {
        this.order = order;
        this.methods = methods;
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

  /** Pays the loaded order (POST /v1/payments/{id}/pay); ignored while a payment is on its way or once paid. */
  async pay(): Promise<boolean> {
    const order = this.order;
    if (this.paying || !order || order.status !== 'waiting_payment') return false;
    this.paying = true;
    this.payError = null;
    try {
      const paid = await this.orders.pay(order.id);
      runInAction(() => (this.order = paid));
      return true;
    } catch (error) {
      runInAction(() => (this.payError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.paying = false));
    }
  }
}
