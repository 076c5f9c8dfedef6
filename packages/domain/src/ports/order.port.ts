import type { Order, OrderQuote, OrderStatus, Page, PaymentMethod, Tracking } from '../model';
import type { CallOptions } from './call-options.port';

/** A checkout of cart lines (POST /v1/orders). */
export interface CreateOrderInput {
  readonly cartIds: readonly string[];
  /** The buyer's own address for regular lines; absent for registry gifts (they ship to the owner) and contributions. */
  readonly addressId?: string;
  readonly paymentMethod: string;
  readonly voucherCode?: string;
  /** A claimed voucher without a code, by id (decision 0143). */
  readonly voucherId?: string;
  readonly courier?: string;
  /**
   * One key per checkout attempt, sent as Idempotency-Key: a retry with the same key after a lost answer gets the
   * order the portal already placed instead of a second one (decision 0213).
   */
  readonly idempotencyKey?: string;
}

/** Checkout, orders, payment and courier tracking (spec §7 track; the rest added, decision 0040). */
export interface OrderGateway {
  /** The ways to pay an order (GET /v1/payment-methods). */
  paymentMethods(options?: CallOptions): Promise<readonly PaymentMethod[]>;
  /** Prices cart lines with shipping before anything is placed (POST /v1/orders/quote); the order then costs the same. */
  quote(input: Omit<CreateOrderInput, 'paymentMethod'>, options?: CallOptions): Promise<OrderQuote>;
  /** Turns cart lines into an order waiting for payment (POST /v1/orders). */
  createOrder(input: CreateOrderInput, options?: CallOptions): Promise<Order>;
  /** One page of the shopper's orders, optionally by status (GET /v1/orders). */
  orders(page: number, status?: OrderStatus, options?: CallOptions): Promise<Page<Order>>;
  /** One order (GET /v1/orders/{id}). */
  order(id: string, options?: CallOptions): Promise<Order>;
  /** The giver calls off her own unpaid order (POST /v1/orders/{id}/cancel): its stock and its registry hold go with it. */
  cancel(orderId: string, options?: CallOptions): Promise<Order>;
  /** A parcel's history by courier and waybill; an unknown waybill answers found false (GET /v1/track). */
  track(courier: string, awb: string, options?: CallOptions): Promise<Tracking>;
}
