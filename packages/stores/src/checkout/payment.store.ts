import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, IdGenerator, Order, OrderGateway, PaymentMethod } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/**
 * One order's payment (/payment/{id}, its guide, /booking-cod and /payment/finish): the order, how it is
 * paid, and paying it — one request however often 'Bayar' is tapped.
 */
@injectable()
export class PaymentStore {
  methods: readonly PaymentMethod[] = [];
  /** The order shown, keyed by its id: a late answer about another order never replaces it. */
  readonly read = new Query<string, Order>(async (orderId) => {
    const [order, methods] = await Promise.all([
      this.orders.order(orderId),
      this.methods.length > 0 ? Promise.resolve(this.methods) : this.orders.paymentMethods().catch(() => [] as readonly PaymentMethod[]),
    ]);
    // The portal's list of methods is the same for every order: an answer about an older order may keep it.
    runInAction(() => (this.methods = methods));
    return order;
  });
  /**
   * Paying the order shown: one at a time (a second tap is refused). An answer that comes back after another order
   * was shown (load, show) is dropped: it never overwrites that order, nor is its failure shown there (issue 17).
   */
  readonly payment = new Mutation<Order, boolean>(async (order) => {
    if (this.attempt?.orderId !== order.id) this.attempt = { orderId: order.id, key: this.ids.next() };
    try {
      const paid = await this.orders.pay(order.id, { idempotencyKey: this.attempt.key });
      // The shopper moved on to another order meanwhile: this answer is not about the one on screen.
      if (this.order?.id !== order.id || paid.id !== order.id) return false;
      runInAction(() => {
        this.read.setData(paid);
        this.attempt = null;
      });
      return true;
    } catch (error) {
      if (this.order?.id !== order.id) return false;
      throw error;
    }
  });
  /** The payment attempt of one order: a retry after a lost answer reuses its Idempotency-Key (decision 0213). */
  private attempt: { readonly orderId: string; readonly key: string } | null = null;

  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<PaymentStore, 'orders' | 'ids' | 'attempt'>(
      this,
      { orders: false, ids: false, attempt: false, read: false, payment: false },
      { autoBind: true },
    );
  }

  get order(): Order | null {
    return this.read.data;
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  get paying(): boolean {
    return this.payment.pending;
  }

  get payError(): DomainErrorDetail | null {
    return this.payment.error;
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
    this.read.put(order.id, order);
  }

  load(orderId: string): Promise<boolean> {
    this.payment.clearError();
    return this.read.fetch(orderId);
  }

  /** /payment/{id}'s data (its route's loader): the order, read again on each visit; a read on its way is joined (decision 0370). */
  ensurePayment(orderId: string): Promise<boolean> {
    this.payment.clearError();
    return this.read.revisit(orderId);
  }

  /** Pays the loaded order (POST /v1/payments/{id}/pay); refused while a payment is on its way, ignored once paid. */
  async pay(): Promise<boolean> {
    const order = this.order;
    if (!order || order.status !== 'waiting_payment') return false;
    const result = await this.payment.submit(order);
    return result.ok && result.value;
  }
}
