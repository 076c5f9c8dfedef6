import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, IdGenerator, Order, OrderGateway, PaymentMethod } from '@kado/domain';
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
  /** The payment attempt of one order: a retry after a lost answer reuses its Idempotency-Key (decision 0213). */
  private attempt: { readonly orderId: string; readonly key: string } | null = null;

  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<PaymentStore, 'orders' | 'ids' | 'requestSeq' | 'attempt'>(this, { orders: false, ids: false, requestSeq: false, attempt: false }, { autoBind: true });
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

  /**
   * Pays the loaded order (POST /v1/payments/{id}/pay); ignored while a payment is on its way or once paid. An answer
   * that comes back after another order was shown (load, show) is dropped: it never overwrites that order (issue 17).
   */
  async pay(): Promise<boolean> {
    const order = this.order;
    if (this.paying || !order || order.status !== 'waiting_payment') return false;
    if (this.attempt?.orderId !== order.id) this.attempt = { orderId: order.id, key: this.ids.next() };
    this.paying = true;
    this.payError = null;
    try {
      const paid = await this.orders.pay(order.id, { idempotencyKey: this.attempt.key });
      // The shopper moved on to another order meanwhile: this answer is not about the one on screen.
      if (this.order?.id !== order.id || paid.id !== order.id) return false;
      runInAction(() => {
        this.order = paid;
        this.attempt = null;
      });
      return true;
    } catch (error) {
      if (this.order?.id !== order.id) return false;
      runInAction(() => (this.payError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.paying = false));
    }
  }
}
