import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CART_BOOKING_KEY, checkoutKind, checkoutNeedsOwnAddress, isOutcomeUnknown,
  type Address, type AddressGateway, type Cart, type CheckoutKind, type CreateOrderInput, type DomainErrorDetail, type IdGenerator,
  type KeyValueStorage, type Order,
  type OrderGateway, type OrderQuote, type PaymentMethod, type ShipToLabel, type VoucherCheck, type VoucherGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NotificationStore } from '../notification.store';
import { toErrorDetail, type LoadStatus } from '../async-state';
import { readBookedCart } from './cart.store';

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
  // A contribution is money toward a gift, not a parcel: nothing arrives to pay cash on (decision 0182).
  return methods.filter((method) => (method.type !== 'card' || hasCard) && !(method.type === 'cod' && kind === 'contribution'));
}

/** What a voucher is applied by: a typed code, or a claimed voucher's id. */
export type VoucherChoice = { readonly code: string } | { readonly id: string };

/**
 * The checkout page (/buy): the booked cart read from local storage, where it ships, the voucher checked against
 * the booked lines, the price with shipping quoted before paying, the payment method and placing the order.
 * A registry gift ships to the owner's registry address, chosen by the portal (the giver never picks one); a
 * contribution ships nothing; only the shopper's own shopping asks for her address (decision 0180). Placing and
 * applying a voucher are guarded against double submission.
 */
@injectable()
export class CheckoutStore {
  booked: Cart | null = null;
  addresses: readonly Address[] = [];
  addressStatus: LoadStatus = 'idle';
  addressError: DomainErrorDetail | null = null;
  /** The address the shopper picked; the primary one until then. */
  chosenAddressId: string | null = null;
  methods: readonly PaymentMethod[] = [];
  methodStatus: LoadStatus = 'idle';
  methodError: DomainErrorDetail | null = null;
  chosenMethod: string | null = null;
  voucher: VoucherCheck | null = null;
  voucherPending = false;
  voucherError: DomainErrorDetail | null = null;
  placing = false;
  placeError: DomainErrorDetail | null = null;
  /** The price with shipping for the current choices (POST /v1/orders/quote); what the order will cost. */
  quote: OrderQuote | null = null;
  quoteStatus: LoadStatus = 'idle';
  quoteError: DomainErrorDetail | null = null;
  private quoteSeq = 0;
  private quoting: Promise<boolean> | null = null;
  /**
   * The checkout attempt: its Idempotency-Key and the choices it was made for. A retry of the same choices reuses
   * the key, so an order the portal placed though its answer was lost comes back instead of a second one (decision 0213).
   */
  private attempt: { readonly key: string; readonly choices: string } | null = null;

  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AddressGateway) private readonly addressGateway: AddressGateway,
    @inject(TOKENS.VoucherGateway) private readonly vouchers: VoucherGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<CheckoutStore, 'storage' | 'addressGateway' | 'vouchers' | 'orders' | 'notifications' | 'ids' | 'quoteSeq' | 'quoting' | 'attempt'>(
      this,
      { storage: false, addressGateway: false, vouchers: false, orders: false, notifications: false, ids: false, quoteSeq: false, quoting: false, attempt: false },
      { autoBind: true },
    );
  }

  get subtotal(): number {
    return this.booked?.totalPrice ?? 0;
  }

  get discount(): number {
    return this.voucher?.discount ?? 0;
  }

  /** What the goods cost after the voucher, before shipping. */
  get totalBeforeShipping(): number {
    return Math.max(0, this.subtotal - this.discount);
  }

  /** What the booked lines are: registry gifts, contributions, own shopping, or a mix the portal refuses. */
  get kind(): CheckoutKind {
    return checkoutKind(this.booked?.items ?? []);
  }

  /** The shopper picks an address only for her own shopping. */
  get needsOwnAddress(): boolean {
    return checkoutNeedsOwnAddress(this.kind);
  }

  /** Where the parcel goes as the portal quoted it (the owner's label for a gift); null before the quote or with no parcel. */
  get shipTo(): ShipToLabel | null {
    return this.quote?.shipTo ?? null;
  }

  /** Shipping as quoted; null until the quote answered. */
  get shippingCost(): number | null {
    return this.quote ? this.quote.shippingCost : null;
  }

  /** The price to pay, shipping included (the quote's total), or null until it is known. */
  get total(): number | null {
    return this.quote ? this.quote.total : null;
  }

  get chosenAddress(): Address | null {
    return this.addresses.find((a) => a.id === this.chosenAddressId)
      ?? this.addresses.find((a) => a.primary)
      ?? this.addresses[0]
      ?? null;
  }

  get chosenPaymentMethod(): PaymentMethod | null {
    return this.methods.find((m) => m.code === this.chosenMethod) ?? null;
  }

  /** Everything an order needs is there and nothing is on its way. */
  get canPlace(): boolean {
    return !this.placing && !this.voucherPending && this.hasChoices && this.quote !== null && this.quoteStatus === 'ready';
  }

  /** The order failed with its answer lost (timeout, offline): tapping Bayar again is safe, it places no second order. */
  get placeRetrySafe(): boolean {
    return this.placeError !== null && isOutcomeUnknown(this.placeError);
  }

  /** Lines, a payment method and (for her own shopping) an address: all an order needs besides its quote. */
  private get hasChoices(): boolean {
    if (this.booked === null || this.chosenPaymentMethod === null) return false;
    if (this.kind === 'mixed' || this.kind === 'empty') return false;
    return !(this.needsOwnAddress && this.chosenAddress === null);
  }

  /** Reads the booked cart 'carts' saved when leaving the cart (spec §4). */
  readBooked(): void {
    const booked = readBookedCart(this.storage);
    const changed = JSON.stringify(booked?.items.map((i) => [i.id, i.quantity]) ?? null)
      !== JSON.stringify(this.booked?.items.map((i) => [i.id, i.quantity]) ?? null);
    this.booked = booked;
    if (changed) {
      this.voucher = null;
      this.voucherError = null;
    }
  }

  /** Opens /buy: the booked cart, the saved addresses and the payment methods. */
  async load(): Promise<void> {
    this.readBooked();
    this.placeError = null;
    if (this.booked === null) return;
    if (this.needsOwnAddress) {
      await Promise.all([this.loadAddresses().then(() => this.loadQuote()), this.loadMethods()]);
    } else {
      await Promise.all([this.loadQuote(), this.loadMethods()]);
    }
  }

  /** Prices the booked lines with shipping for the current address and voucher (POST /v1/orders/quote). */
  loadQuote(): Promise<boolean> {
    const call = this.fetchQuote();
    this.quoting = call;
    return call;
  }

  private async fetchQuote(): Promise<boolean> {
    const booked = this.booked;
    if (booked === null) return false;
    const seq = ++this.quoteSeq;
    this.quoteStatus = 'loading';
    this.quoteError = null;
    try {
      const quote = await this.orders.quote(this.orderChoices(booked));
      if (seq !== this.quoteSeq) return false;
      runInAction(() => {
        this.quote = quote;
        this.quoteStatus = 'ready';
      });
      return true;
    } catch (error) {
      if (seq !== this.quoteSeq) return false;
      runInAction(() => {
        this.quote = null;
        this.quoteError = toErrorDetail(error);
        this.quoteStatus = 'error';
      });
      return false;
    }
  }

  /** The lines, the address (own shopping only) and the voucher, as both the quote and the order take them. */
  private orderChoices(booked: Cart): { cartIds: readonly string[]; addressId?: string; voucherCode?: string; voucherId?: string } {
    const address = this.needsOwnAddress ? this.chosenAddress : null;
    const voucher = this.voucher?.voucher;
    return {
      cartIds: booked.items.map((item) => item.id),
      ...(address ? { addressId: address.id } : {}),
      ...(voucher?.code ? { voucherCode: voucher.code } : voucher ? { voucherId: voucher.id } : {}),
    };
  }

  async loadAddresses(): Promise<boolean> {
    this.addressStatus = 'loading';
    this.addressError = null;
    try {
      const addresses = await this.addressGateway.list();
      runInAction(() => {
        this.addresses = addresses;
        if (this.chosenAddressId && !addresses.some((a) => a.id === this.chosenAddressId)) this.chosenAddressId = null;
        this.addressStatus = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.addressError = toErrorDetail(error);
        this.addressStatus = 'error';
      });
      return false;
    }
  }

  async loadMethods(): Promise<boolean> {
    this.methodStatus = 'loading';
    this.methodError = null;
    try {
      const methods = await this.orders.paymentMethods();
      runInAction(() => {
        this.methods = methods;
        if (this.chosenMethod && !methods.some((m) => m.code === this.chosenMethod)) this.chosenMethod = null;
        this.methodStatus = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.methodError = toErrorDetail(error);
        this.methodStatus = 'error';
      });
      return false;
    }
  }

  /** /address/select: the address the order goes to. */
  chooseAddress(id: string): void {
    this.chosenAddressId = id;
    if (this.booked !== null) void this.loadQuote();
  }

  choosePaymentMethod(code: string): void {
    this.chosenMethod = code;
  }

  /** Checks a code or claimed voucher against the booked lines (POST /v1/vouchers/check); guarded. */
  async applyVoucher(choice: VoucherChoice): Promise<boolean> {
    if (this.voucherPending || !this.booked) return false;
    const code = 'code' in choice ? choice.code.trim() : undefined;
    if (code === '') return false;
    this.voucherPending = true;
    this.voucherError = null;
    try {
      const items = this.booked.items
        .filter((item) => item.variant !== null)
        .map((item) => ({ productId: item.product.id, skuId: item.variant!.skuId, quantity: item.quantity }));
      const check = await this.vouchers.check(code !== undefined ? { code, items } : { id: (choice as { id: string }).id, items });
      runInAction(() => (this.voucher = check));
      void this.loadQuote();
      return true;
    } catch (error) {
      runInAction(() => (this.voucherError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.voucherPending = false));
    }
  }

  removeVoucher(): void {
    this.voucher = null;
    this.voucherError = null;
    if (this.booked !== null) void this.loadQuote();
  }

  /**
   * Places the order for the booked lines (POST /v1/orders); one request however often it is tapped.
   * On success the booked cart is dropped and the order answered; on failure nothing the shopper chose is lost.
   */
  async placeOrder(): Promise<Order | null> {
    if (this.placing) return null;
    if (this.placing || this.voucherPending || !this.hasChoices) return null;
    this.placing = true;
    this.placeError = null;
    try {
      // The price she pays is the price she saw: a quote for these choices first (the one on its way, if any).
      if (this.quoteStatus !== 'ready' && this.quoting) await this.quoting;
      const method = this.chosenPaymentMethod;
      if (!this.booked || !method || this.quote === null || this.quoteStatus !== 'ready') {
        // The lines could not be priced (they left the cart, the voucher expired): the same reason stops the order.
        runInAction(() => (this.placeError = this.quoteError ?? { kind: 'unexpected' }));
        return null;
      }
      const order = await this.orders.createOrder(this.keyedOrder({ ...this.orderChoices(this.booked), paymentMethod: method.code }));
      this.storage.removeItem(CART_BOOKING_KEY);
      runInAction(() => {
        this.attempt = null;
        this.booked = null;
        this.voucher = null;
        this.quote = null;
      });
      void this.notifications.load();
      return order;
    } catch (error) {
      runInAction(() => (this.placeError = toErrorDetail(error)));
      return null;
    } finally {
      runInAction(() => (this.placing = false));
    }
  }

  /** The order with the attempt's key: the same key while the choices stay the same, a new one once they change. */
  private keyedOrder(input: CreateOrderInput): CreateOrderInput {
    const choices = JSON.stringify(input);
    if (this.attempt === null || this.attempt.choices !== choices) this.attempt = { key: this.ids.next(), choices };
    return { ...input, idempotencyKey: this.attempt.key };
  }
}
