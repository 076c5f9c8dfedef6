import { isPaymentTypeAllowed, type Cart, type CheckoutKind, type CreateOrderInput, type IdGenerator, type PaymentMethod, type VoucherCheckInput } from '@kado/domain';

/**
 * The payment choices a shopper sees: what the portal offers, without card payments unless a card-payment
 * provider is configured (spec §7: its configuration exists, values omitted; absent by default, decision 0142).
 */
export function visiblePaymentMethods(
  methods: readonly PaymentMethod[],
  cardProvider: string | null | undefined,
  kind: CheckoutKind = 'regular',
): readonly PaymentMethod[] {
  const hasCard = typeof cardProvider === 'string' && cardProvider.trim() !== '';
  // No cash on delivery where the payer is not the receiver: a registry gift ships to the parents, a contribution
  // is no parcel at all (decisions 0182, 0400; the domain's rule, which the portal keeps too).
  return methods.filter((method) => (method.type !== 'card' || hasCard) && isPaymentTypeAllowed(method.type, kind));
}

/** What a voucher is applied by: a typed code, or a claimed voucher's id. */
export type VoucherChoice = { readonly code: string } | { readonly id: string };

/** The lines, the address (own shopping only) and the voucher, as both the quote and the order take them. */
export interface OrderChoices {
  readonly cartIds: readonly string[];
  readonly addressId?: string;
  readonly voucherCode?: string;
  readonly voucherId?: string;
}

/** The choices of an order for the booked lines, an address (or none) and a checked voucher (or none). */
export function orderChoices(booked: Cart, addressId: string | null, voucher: { readonly id: string; readonly code?: string | null } | null | undefined): OrderChoices {
  return {
    cartIds: booked.items.map((item) => item.id),
    ...(addressId ? { addressId } : {}),
    ...(voucher?.code ? { voucherCode: voucher.code } : voucher ? { voucherId: voucher.id } : {}),
  };
}

/** Whether the booked lines (each line and its quantity) differ: a checked voucher holds only for the lines it was checked on. */
export function bookedLinesChanged(before: Cart | null, after: Cart | null): boolean {
  const lines = (cart: Cart | null) => JSON.stringify(cart?.items.map((i) => [i.id, i.quantity]) ?? null);
  return lines(before) !== lines(after);
}

/** What the voucher check (POST /v1/vouchers/check) takes for a choice and the booked lines. */
export function voucherCheckInput(booked: Cart | null, choice: VoucherChoice): VoucherCheckInput {
  const items = (booked?.items ?? [])
    .filter((item) => item.variant !== null)
    .map((item) => ({ productId: item.product.id, skuId: item.variant!.skuId, quantity: item.quantity }));
  return 'code' in choice ? { code: choice.code.trim(), items } : { id: choice.id, items };
}

/**
 * The checkout attempt: its Idempotency-Key and the choices it was made for. A retry of the same choices reuses
 * the key, so an order the portal placed though its answer was lost comes back instead of a second one (decision 0213).
 */
export class OrderAttempt {
  private attempt: { readonly key: string; readonly choices: string } | null = null;

  constructor(private readonly ids: IdGenerator) {}

  /** The order with the attempt's key: the same key while the choices stay the same, a new one once they change. */
  keyed(input: CreateOrderInput): CreateOrderInput {
    const choices = JSON.stringify(input);
    if (this.attempt === null || this.attempt.choices !== choices) this.attempt = { key: this.ids.next(), choices };
    return { ...input, idempotencyKey: this.attempt.key };
  }

  /** The order was placed: the next one is a new attempt. */
  end(): void {
    this.attempt = null;
  }
}
