import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isPaymentTypeAllowed, CART_BOOKING_KEY, CHECKOUT_CHOICES_KEY, checkoutKind, readKeptCheckoutChoices, checkoutNeedsOwnAddress, domainError, isOutcomeUnknown,
  type Address, type AddressGateway, type Cart, type CheckoutKind, type IdGenerator,
  type KeyValueStorage, type Order, type OrderGateway, type OrderQuote, type PaymentMethod, type ShipToLabel, type VoucherCheck,
  type VoucherGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NotificationStore } from '../notification.store';
import { JoinedRead, Mutation, Query, type LoadStatus } from '../async';
import { readBookedCart } from './cart.store';
import { bookedLinesChanged, orderChoices, voucherCheckInput, OrderAttempt, type OrderChoices, type VoucherChoice } from './checkout-choices';

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
  /** The address the shopper picked; the primary one until then. */
  chosenAddressId: string | null = null;
  chosenMethod: string | null = null;
  voucher: VoucherCheck | null = null;
  /** The voucher as she applied it (by code or a claimed one's id), kept for a reload (decision 0532). */
  private voucherChoice: VoucherChoice | null = null;
  /** The saved addresses (a failed reload keeps those shown). */
  readonly addressList = new Query<'mine', readonly Address[]>(() => this.addressGateway.list());
  /** The portal's payment methods. */
  readonly methodList = new Query<'all', readonly PaymentMethod[]>(() => this.orders.paymentMethods());
  /** The price with shipping (POST /v1/orders/quote) keyed by the choices; the last price shows while new ones are priced. */
  readonly quotes = new Query<OrderChoices, OrderQuote>({ fetch: (choices) => this.orders.quote(choices), keepPreviousData: true });
  /** Checking a code or claimed voucher against the booked lines (POST /v1/vouchers/check). */
  readonly voucherCheck = new Mutation<VoucherChoice, VoucherCheck>((choice) => this.vouchers.check(voucherCheckInput(this.booked, choice)));
  /** Placing the order (POST /v1/orders): one request however often it is tapped. */
  readonly placing = new Mutation<void, Order>(() => this.place());
  private readonly attempt: OrderAttempt; // the Idempotency-Key of the checkout attempt (decision 0213)
  private readonly visit = new JoinedRead<'buy' | 'addresses', unknown>();

  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AddressGateway) private readonly addressGateway: AddressGateway,
    @inject(TOKENS.VoucherGateway) private readonly vouchers: VoucherGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(TOKENS.IdGenerator) ids: IdGenerator,
  ) {
    this.attempt = new OrderAttempt(ids);
    makeAutoObservable<CheckoutStore, 'storage' | 'addressGateway' | 'vouchers' | 'orders' | 'notifications' | 'attempt' | 'visit'>(
      this,
      {
        storage: false, addressGateway: false, vouchers: false, orders: false, notifications: false, attempt: false,
        addressList: false, methodList: false, quotes: false, voucherCheck: false, placing: false, visit: false,
      },
      { autoBind: true },
    );
  }

  get addresses(): readonly Address[] {
    return this.addressList.data ?? [];
  }

  /** Read by the giver's checkout test (registry/giver-checkout.store.test.ts). */
  get addressStatus(): LoadStatus {
    return this.addressList.status;
  }

  get methods(): readonly PaymentMethod[] {
    return this.methodList.data ?? [];
  }

  /** What the order will cost for the current choices; null before the quote answered or after it failed. */
  get quote(): OrderQuote | null {
    return this.quotes.status === 'error' ? null : this.quotes.data;
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
    return !this.placing.pending && !this.voucherCheck.pending && this.hasChoices && this.quote !== null && this.quotes.status === 'ready';
  }

  /** The order failed with its answer lost (timeout, offline): tapping Bayar again is safe, it places no second order. */
  get placeRetrySafe(): boolean {
    return this.placing.error !== null && isOutcomeUnknown(this.placing.error);
  }

  /** Lines, a payment method and (for her own shopping) an address: all an order needs besides its quote. */
  private get hasChoices(): boolean {
    if (this.booked === null || this.chosenPaymentMethod === null) return false;
    if (this.kind === 'mixed' || this.kind === 'empty') return false;
    // No cash on delivery where the payer is not the receiver (decision 0400).
    if (!isPaymentTypeAllowed(this.chosenPaymentMethod.type, this.kind)) return false;
    return !(this.needsOwnAddress && this.chosenAddress === null);
  }

  /** Reads the booked cart 'carts' saved when leaving the cart (spec §4). */
  readBooked(): void {
    const booked = readBookedCart(this.storage);
    const changed = bookedLinesChanged(this.booked, booked);
    this.booked = booked;
    if (changed) {
      this.voucher = null;
      this.voucherCheck.clearError();
    }
  }

  /**
   * Opens /buy: the booked cart, the saved addresses and the payment methods; after a reload, what she had chosen
   * (decision 0532: the address, the payment method, and the voucher, checked again).
   */
  async load(): Promise<void> {
    this.readBooked();
    this.placing.clearError();
    if (this.booked === null) return;
    const voucher = this.restoreChoices();
    const quoted = this.needsOwnAddress ? this.loadAddresses().then(() => this.loadQuote()) : this.loadQuote();
    await Promise.all([quoted, this.loadMethods()]);
    if (voucher !== null && this.voucher === null) await this.applyVoucher(voucher);
  }

  /** Takes back the kept choices into a fresh checkout (nothing chosen yet); answers the voucher to check again. */
  private restoreChoices(): VoucherChoice | null {
    if (this.chosenAddressId !== null || this.chosenMethod !== null || this.voucher !== null) return null;
    const kept = readKeptCheckoutChoices(this.storage.getItem(CHECKOUT_CHOICES_KEY));
    if (kept === null) return null;
    this.chosenAddressId = kept.addressId;
    this.chosenMethod = kept.paymentMethod;
    return kept.voucher;
  }

  /** Keeps what she chose beside the booked cart, so a reload of /buy shows the same checkout (decision 0532). */
  private keepChoices(): void {
    this.storage.setItem(CHECKOUT_CHOICES_KEY, JSON.stringify({ addressId: this.chosenAddressId, paymentMethod: this.chosenMethod, voucher: this.voucherChoice }));
  }

  /** A page's data (its route's loader): /buy's, or /address/select's addresses; a read on its way is joined (decision 0370). */
  ensure(page: 'buy' | 'addresses'): Promise<unknown> {
    return this.visit.run(page, () => (page === 'buy' ? this.load() : this.loadAddresses()));
  }
  /** Prices the booked lines with shipping for the current address and voucher (POST /v1/orders/quote). */
  loadQuote(): Promise<boolean> {
    const choices = this.choices();
    return choices === null ? Promise.resolve(false) : this.quotes.fetch(choices);
  }

  /** The choices of an order now (the address only for her own shopping); null without booked lines. */
  private choices(): OrderChoices | null {
    if (this.booked === null) return null;
    const address = this.needsOwnAddress ? this.chosenAddress : null;
    return orderChoices(this.booked, address?.id ?? null, this.voucher?.voucher);
  }

  async loadAddresses(): Promise<boolean> {
    const ok = await this.addressList.fetch('mine');
    if (ok && this.chosenAddressId && !this.addresses.some((a) => a.id === this.chosenAddressId)) runInAction(() => (this.chosenAddressId = null));
    return ok;
  }

  async loadMethods(): Promise<boolean> {
    const ok = await this.methodList.fetch('all');
    if (ok && this.chosenMethod && !this.methods.some((m) => m.code === this.chosenMethod)) runInAction(() => (this.chosenMethod = null));
    return ok;
  }

  /** /address/select: the address the order goes to. */
  chooseAddress(id: string): void {
    this.chosenAddressId = id;
    this.keepChoices();
    if (this.booked !== null) void this.loadQuote();
  }

  choosePaymentMethod(code: string): void {
    this.chosenMethod = code;
    this.keepChoices();
  }

  /** Checks a code or claimed voucher against the booked lines (POST /v1/vouchers/check); guarded. */
  async applyVoucher(choice: VoucherChoice): Promise<boolean> {
    if (this.voucherCheck.pending || !this.booked || ('code' in choice && choice.code.trim() === '')) return false;
    const result = await this.voucherCheck.submit(choice);
    if (!result.ok) return false;
    runInAction(() => {
      this.voucher = result.value;
      this.voucherChoice = 'code' in choice ? { code: choice.code.trim() } : { id: choice.id };
      this.keepChoices();
    });
    void this.loadQuote();
    return true;
  }

  removeVoucher(): void {
    this.voucher = null;
    this.voucherChoice = null;
    this.keepChoices();
    this.voucherCheck.clearError();
    if (this.booked !== null) void this.loadQuote();
  }

  /**
   * Places the order for the booked lines (POST /v1/orders); one request however often it is tapped.
   * On success the booked cart is dropped and the order answered; on failure nothing the shopper chose is lost.
   */
  async placeOrder(): Promise<Order | null> {
    if (this.placing.pending || this.voucherCheck.pending || !this.hasChoices) return null;
    const result = await this.placing.submit();
    return result.ok ? result.value : null;
  }

  private async place(): Promise<Order> {
    // The price she pays is the price she saw: a quote for these choices first (the one on its way, if any).
    if (this.quotes.isFetching && this.quotes.key !== null) await this.quotes.ensure(this.quotes.key);
    const method = this.chosenPaymentMethod;
    const choices = this.choices();
    if (!choices || !method || this.quote === null || this.quotes.status !== 'ready') {
      // The lines could not be priced (they left the cart, the voucher expired): the same reason stops the order.
      throw domainError(this.quotes.error ?? { kind: 'unexpected' });
    }
    const order = await this.orders.createOrder(this.attempt.keyed({ ...choices, paymentMethod: method.code }));
    this.storage.removeItem(CART_BOOKING_KEY);
    this.storage.removeItem(CHECKOUT_CHOICES_KEY);
    runInAction(() => {
      this.attempt.end();
      this.voucherChoice = null;
      this.booked = null;
      this.voucher = null;
      this.quotes.reset();
    });
    void this.notifications.load();
    return order;
  }
}
