import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  countdownOf, formatCountdown, formatPaymentDeadline, paymentPollDelayMs, paymentRemainingMs,
  type Clock, type DomainErrorDetail, type Order, type OrderGateway, type PaymentInstruction, type PaymentMethod, type Scheduler,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/** What the payment page shows: waiting (instruction and countdown), paid, or ended unpaid (and why). */
type PaymentView = 'waiting' | 'paid' | 'expired' | 'failed' | 'cancelled';

/**
 * One order's payment (/payment/{id}, its guide, /booking-cod and /payment/finish): the order, the gateway's
 * instruction, the time left, and the status as the portal tells it (issue 28). Paid is never decided here: the
 * store reads the order again (polling with backoff while waiting, and on 'Cek status pembayaran').
 */
@injectable()
export class PaymentStore {
  methods: readonly PaymentMethod[] = [];
  /** The clock's reading, moved each second while a payment page is watched (the countdown). */
  nowMs: number;
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
  /** The giver calls off her own unpaid order (its hold on a registry gift goes with it); one at a time. */
  readonly cancellation = new Mutation<string, boolean>(async (orderId) => {
    const cancelled = await this.orders.cancel(orderId);
    if (this.order?.id !== orderId) return false;
    runInAction(() => this.read.setData(cancelled));
    return true;
  });
  /** The status checks of the watched order so far (the backoff's step); reset by 'Cek status pembayaran'. */
  private polls = 0;
  private stopTimers: (() => void) | null = null;
  private watched: string | null = null;

  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.nowMs = clock.now().getTime();
    makeAutoObservable<PaymentStore, 'orders' | 'scheduler' | 'clock' | 'polls' | 'stopTimers' | 'watched'>(
      this,
      { orders: false, scheduler: false, clock: false, polls: false, stopTimers: false, watched: false, read: false, cancellation: false },
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

  /** A status check (or the first read) is on its way. */
  get checking(): boolean {
    return this.read.isFetching;
  }

  /** The method the order is paid with (name and type), when the portal still offers it. */
  get method(): PaymentMethod | null {
    return this.methods.find((m) => m.code === this.order?.paymentMethod) ?? null;
  }

  /** The gateway's instruction for the order shown, or null (an older portal, a fulfilment order). */
  get instruction(): PaymentInstruction | null {
    return this.order?.payment ?? null;
  }

  /** What the page shows, from the portal's word only (order and payment status). */
  get view(): PaymentView | null {
    const order = this.order;
    if (!order) return null;
    if (order.status === 'cancelled') {
      const why = order.payment?.status;
      return why === 'expired' || why === 'failed' ? why : 'cancelled';
    }
    return order.status === 'waiting_payment' ? 'waiting' : 'paid';
  }

  get isPaid(): boolean {
    return this.view === 'paid';
  }

  /** Milliseconds left to pay (never negative), or null without a deadline. */
  get remainingMs(): number | null {
    const expiresAt = this.instruction?.expiresAt;
    return expiresAt ? paymentRemainingMs(expiresAt, this.nowMs) : null;
  }

  /** '23:59:05' while waiting with a deadline, else null. */
  get countdown(): string | null {
    const left = this.remainingMs;
    return this.view === 'waiting' && left !== null ? formatCountdown(countdownOf(left)) : null;
  }

  /** 'Jumat, 28 November 2026, 17.05 WIB': the deadline in Jakarta time, or null. */
  get deadline(): string | null {
    const expiresAt = this.instruction?.expiresAt;
    return expiresAt ? formatPaymentDeadline(expiresAt) : null;
  }

  get cancelling(): boolean {
    return this.cancellation.pending;
  }

  get cancelError(): DomainErrorDetail | null {
    return this.cancellation.error;
  }

  /** Shows an order just answered by the portal (after placing it) without asking again. */
  show(order: Order): void {
    this.read.put(order.id, order);
  }

  load(orderId: string): Promise<boolean> {
    this.cancellation.clearError();
    return this.read.fetch(orderId);
  }

  /** /payment/{id}'s data (its route's loader): the order, read again on each visit; a read on its way is joined (decision 0370). */
  ensurePayment(orderId: string): Promise<boolean> {
    this.cancellation.clearError();
    return this.read.revisit(orderId);
  }

  /**
   * Keeps the payment of `orderId` up to date while its page is open: the countdown each second, and the status read
   * again with backoff (decision 0402) until the portal says it is settled. The answer stops it (leaving the page).
   */
  watch(orderId: string): () => void {
    this.stopWatching();
    this.watched = orderId;
    this.polls = 0;
    const tick = () => {
      runInAction(() => (this.nowMs = this.clock.now().getTime()));
      stopTick = this.scheduler.schedule(tick, 1000);
    };
    let stopTick = this.scheduler.schedule(tick, 1000);
    let stopPoll = this.schedulePoll(orderId, (stop) => (stopPoll = stop));
    this.stopTimers = () => {
      stopTick();
      stopPoll();
    };
    return () => {
      if (this.watched === orderId) this.stopWatching();
    };
  }

  /** 'Cek status pembayaran': reads the order now, and starts the backoff again from its first step. */
  async checkStatus(): Promise<boolean> {
    const id = this.order?.id;
    if (!id) return false;
    this.polls = 0;
    runInAction(() => (this.nowMs = this.clock.now().getTime()));
    return this.read.refresh();
  }

  /** Calls off the order shown (only while it waits for payment). */
  async cancel(): Promise<boolean> {
    const order = this.order;
    if (!order || order.status !== 'waiting_payment') return false;
    const result = await this.cancellation.submit(order.id);
    return result.ok && result.value;
  }

  private schedulePoll(orderId: string, keep: (stop: () => void) => void): () => void {
    const delay = paymentPollDelayMs(this.polls, this.remainingMs ?? Number.POSITIVE_INFINITY);
    return this.scheduler.schedule(() => {
      if (this.watched !== orderId) return;
      if (this.view !== null && this.view !== 'waiting') return;
      this.polls += 1;
      void this.read.refresh().finally(() => {
        if (this.watched === orderId && this.view === 'waiting') keep(this.schedulePoll(orderId, keep));
      });
    }, delay);
  }

  private stopWatching(): void {
    this.stopTimers?.();
    this.stopTimers = null;
    this.watched = null;
  }
}
