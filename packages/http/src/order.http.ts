import { orderQuoteRequest, placeOrderRequest, orderQuery, trackQuery } from '@kado/contract';
import type { CallOptions, CreateOrderInput, Order, OrderGateway, OrderQuote, OrderStatus, Page, PaymentMethod, Tracking } from '@kado/domain';
import { orderDto, orderQuoteDto, paymentMethodDto, trackingDto } from './order.dto';
import type { PortalClient } from './portal-client';
import { pageDto, rowsDto } from './wire.dto';

const orderPageDto = pageDto(orderDto);
const paymentRowsDto = rowsDto(paymentMethodDto);
const at = (id: string): string => encodeURIComponent(id);
/** The Idempotency-Key header of a writing call, when the caller gave a key (decision 0213). */
const keyed = (key: string | undefined): { headers?: Record<string, string> } => (key ? { headers: { 'idempotency-key': key } } : {});

/** The body shared by the quote and the order (JSON drops the undefined fields). */
function orderBody(input: Omit<CreateOrderInput, 'paymentMethod'>): Record<string, unknown> {
  return {
    cart_ids: input.cartIds.map(Number),
    address_id: input.addressId === undefined ? undefined : Number(input.addressId),
    voucher_code: input.voucherCode,
    voucher_id: input.voucherId === undefined ? undefined : Number(input.voucherId),
    courier: input.courier,
  };
}

/** OrderGateway over the portal API (GET v1/track of spec §7; checkout calls of decision 0040). */
export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly client: PortalClient) {}

  paymentMethods(options?: CallOptions): Promise<readonly PaymentMethod[]> {
    return this.client.data('v1/payment-methods', paymentRowsDto, { signal: options?.signal });
  }

  quote(input: Omit<CreateOrderInput, 'paymentMethod'>, options?: CallOptions): Promise<OrderQuote> {
    return this.client.data('v1/orders/quote', orderQuoteDto, { method: 'post', json: orderBody(input), request: orderQuoteRequest, signal: options?.signal });
  }

  createOrder(input: CreateOrderInput, options?: CallOptions): Promise<Order> {
    return this.client.data('v1/orders', orderDto, {
      method: 'post',
      json: { ...orderBody(input), payment_method: input.paymentMethod },
      request: placeOrderRequest,
      ...keyed(input.idempotencyKey),
      signal: options?.signal,
    });
  }

  orders(page: number, status?: OrderStatus, options?: CallOptions): Promise<Page<Order>> {
    return this.client.data('v1/orders', orderPageDto, {
      query: { page, 'filter[status]': status },
      querySchema: orderQuery,
      signal: options?.signal,
    });
  }

  order(id: string, options?: CallOptions): Promise<Order> {
    return this.client.data(`v1/orders/${at(id)}`, orderDto, { signal: options?.signal });
  }

  cancel(orderId: string, options?: CallOptions): Promise<Order> {
    return this.client.data(`v1/orders/${at(orderId)}/cancel`, orderDto, { method: 'post', json: {}, signal: options?.signal });
  }

  track(courier: string, awb: string, options?: CallOptions): Promise<Tracking> {
    return this.client.data('v1/track', trackingDto, { query: { courier, awb }, querySchema: trackQuery, signal: options?.signal });
  }
}
