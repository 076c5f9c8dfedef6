import * as v from 'valibot';
import type { Order, OrderQuote, OrderStatus, PaymentInstruction, PaymentMethod, PaymentStatus, PaymentType, Tracking } from '@kado/domain';
import { productDto, variantDto } from './catalogue.dto';
import { idDto, optionalIdDto, optionalString } from './wire.dto';
import { addressDto, shipToDto } from './address.dto';

const orderStatuses: readonly OrderStatus[] = ['waiting_payment', 'paid', 'accepted', 'pickedup', 'delivered', 'cancelled'];

const paymentTypes: readonly PaymentType[] = ['va', 'ewallet', 'qris', 'cod', 'card'];
const paymentStatuses: readonly PaymentStatus[] = ['pending', 'paid', 'failed', 'expired', 'cancelled'];

/** Wire payment instruction (issue 28, docs/api-contract.md "Payments"). */
const paymentInstructionDto = v.pipe(
  v.object({
    status: v.picklist(paymentStatuses),
    type: v.picklist(paymentTypes),
    amount: v.number(),
    expires_at: optionalString,
    bank: optionalString,
    va_number: optionalString,
    deeplink_url: optionalString,
    redirect_url: optionalString,
    qr_string: optionalString,
  }),
  v.transform((dto): PaymentInstruction => ({
    status: dto.status, type: dto.type, amount: dto.amount, expiresAt: dto.expires_at, bank: dto.bank, vaNumber: dto.va_number,
    deeplinkUrl: dto.deeplink_url, redirectUrl: dto.redirect_url, qrString: dto.qr_string,
  })),
);

/** Wire order. */
export const orderDto = v.pipe(
  v.object({
    id: idDto,
    invoice: v.string(),
    status: v.picklist(orderStatuses),
    payment_method: v.string(),
    items: v.array(
      v.object({
        product: productDto,
        variant: v.nullish(variantDto),
        quantity: v.number(),
        price: v.number(),
        gift_product_id: optionalIdDto,
        contribution: v.nullish(v.number(), null),
      }),
    ),
    courier: optionalString,
    awb: optionalString,
    subtotal: v.number(),
    shipping_cost: v.number(),
    discount: v.number(),
    total: v.number(),
    created_at: v.string(),
    paid_at: optionalString,
    address: v.nullish(addressDto),
    voucher_code: optionalString,
    ship_to: v.nullish(shipToDto, null),
    registry: v.nullish(v.object({ username: v.string(), name: v.string() }), null),
    payment: v.nullish(paymentInstructionDto, null),
    fund: v.nullish(v.object({ id: idDto, name: v.string() }), null),
  }),
  v.transform(
    (dto): Order => ({
      id: dto.id,
      invoice: dto.invoice,
      status: dto.status,
      paymentMethod: dto.payment_method,
      subtotal: dto.subtotal,
      shippingCost: dto.shipping_cost,
      discount: dto.discount,
      total: dto.total,
      items: dto.items.map((item) => ({
        productId: item.product.id,
        skuId: item.variant?.skuId ?? null,
        name: item.product.name,
        variantName: item.variant?.name ?? null,
        quantity: item.quantity,
        price: item.price,
        imageUrl: item.product.images[0]?.imageUrl ?? null,
        giftProductId: item.gift_product_id,
        contribution: item.contribution,
      })),
      courier: dto.courier,
      awb: dto.awb,
      createdAt: dto.created_at,
      paidAt: dto.paid_at,
      address: dto.address ?? null,
      voucherCode: dto.voucher_code,
      shipTo: dto.ship_to,
      registry: dto.registry,
      payment: dto.payment,
      fund: dto.fund,
    }),
  ),
);

/** Wire quote: the price of cart lines with shipping before the order (decision 0181). */
export const orderQuoteDto = v.pipe(
  v.object({
    subtotal: v.number(),
    shipping_cost: v.number(),
    discount: v.number(),
    total: v.number(),
    ship_to: v.nullish(shipToDto, null),
    needs_address: v.optional(v.boolean(), false),
  }),
  v.transform(
    (dto): OrderQuote => ({
      subtotal: dto.subtotal,
      shippingCost: dto.shipping_cost,
      discount: dto.discount,
      total: dto.total,
      shipTo: dto.ship_to,
      needsAddress: dto.needs_address,
    }),
  ),
);

/** Wire payment method. */
export const paymentMethodDto = v.pipe(
  v.object({ code: v.string(), name: v.string(), type: v.string(), image_url: optionalString }),
  v.transform((dto): PaymentMethod => ({ code: dto.code, name: dto.name, type: dto.type, imageUrl: dto.image_url })),
);

/** Wire tracking; the error flag means an unknown waybill and clears the log (spec §8). */
export const trackingDto = v.pipe(
  v.object({
    error: v.boolean(),
    status: v.nullish(v.string(), ''),
    courier: v.string(),
    awb: v.string(),
    history: v.array(v.object({ date: v.string(), description: v.string() })),
  }),
  v.transform(
    (dto): Tracking => ({
      found: !dto.error,
      courier: dto.courier,
      awb: dto.awb,
      status: dto.status,
      history: dto.error ? [] : dto.history.map((event) => ({ at: event.date, description: event.description })),
    }),
  ),
);
