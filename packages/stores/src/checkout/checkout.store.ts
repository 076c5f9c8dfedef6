import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CART_BOOKING_KEY,
  type Address, type AddressGateway, type Cart, type DomainErrorDetail, type KeyValueStorage, type Order,
  type OrderGateway, type PaymentMethod, type VoucherCheck, type VoucherGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { NotificationStore } from '../notification.store';
import { toErrorDetail, type LoadStatus } from '../async-state';
import { readBookedCart } from './cart.store';

/**
 * The payment choices a shopper sees: what the portal offers, without card payments unless a card-payment
 * provider is configured (spec §7: its configuration exists, values omitted; absent by default, decision 0142).
 */
export function visiblePaymentMethods(methods: readonly PaymentMethod[], cardProvider: string | null | undefined): readonly PaymentMethod[] {
  const hasCard = typeof cardProvider === 'string' && cardProvider.trim() !== '';
  return methods.filter((method) => method.type !== 'card' || hasCard);
}

/** What a voucher is applied by: a typed code, or a claimed voucher's id. */
export type VoucherChoice = { readonly code: string } | { readonly id: string };

/**
 * The checkout page (/buy): the booked cart read from local storage, the delivery address, the voucher
 * checked against the booked lines, the payment method and placing the order. Placing and applying a
 * voucher are guarded against double submission.
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

  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AddressGateway) private readonly addressGateway: AddressGateway,
    @inject(TOKENS.VoucherGateway) private readonly vouchers: VoucherGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<CheckoutStore, 'storage' | 'addressGateway' | 'vouchers' | 'orders' | 'notifications'>(
      this,
      { storage: false, addressGateway: false, vouchers: false, orders: false, notifications: false },
      { autoBind: true },
    );
  }

  get subtotal(): number {
    return this.booked?.totalPrice ?? 0;
  }

  get discount(): number {
    return this.voucher?.discount ?? 0;
  }

  /** What the goods cost after the voucher; shipping is added by the portal with the order (decision 0144). */
  get totalBeforeShipping(): number {
    return Math.max(0, this.subtotal - this.discount);
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
    return this.booked !== null && this.chosenAddress !== null && this.chosenPaymentMethod !== null && !this.placing && !this.voucherPending;
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
    await Promise.all([this.loadAddresses(), this.loadMethods()]);
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
  }

  /**
   * Places the order for the booked lines (POST /v1/orders); one request however often it is tapped.
   * On success the booked cart is dropped and the order answered; on failure nothing the shopper chose is lost.
   */
  async placeOrder(): Promise<Order | null> {
    if (this.placing) return null;
    const address = this.chosenAddress;
    const method = this.chosenPaymentMethod;
    if (!this.booked || !address || !method) return null;
    this.placing = true;
    this.placeError = null;
    try {
      const voucher = this.voucher?.voucher;
      const order = await this.orders.createOrder({
        cartIds: this.booked.items.map((item) => item.id),
        addressId: address.id,
        paymentMethod: method.code,
        ...(voucher?.code ? { voucherCode: voucher.code } : voucher ? { voucherId: voucher.id } : {}),
      });
      this.storage.removeItem(CART_BOOKING_KEY);
      runInAction(() => {
        this.booked = null;
        this.voucher = null;
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
}
