import type { Address, ShipToLabel } from './address';

/** The instruction shapes a gateway answers: a bank's virtual account, an e-wallet hand-off, a QRIS code, cash or card. */
export type PaymentType = 'va' | 'ewallet' | 'qris' | 'cod' | 'card';

/** Where one payment is: waiting for money, paid, refused by the gateway, past its deadline, or called off by the giver. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';

/** Where an order is in its life. */
export type OrderStatus = 'waiting_payment' | 'paid' | 'accepted' | 'pickedup' | 'delivered' | 'cancelled';

/** One line of an order. */
export interface OrderItem {
  readonly productId: string;
  /** The variant bought ('Beli lagi' puts the same one back in the cart); absent from an older portal. */
  readonly skuId?: string | null;
  readonly name: string;
  readonly variantName: string | null;
  readonly quantity: number;
  readonly price: number;
  readonly imageUrl: string | null;
  /** The registry gift line this item buys or chips in for. */
  readonly giftProductId?: string | null;
  /** The amount of a contribution (patungan); null when the item buys units. */
  readonly contribution?: number | null;
}

/** A shopper's order. */
export interface Order {
  readonly id: string;
  readonly invoice: string;
  readonly status: OrderStatus;
  readonly paymentMethod: string;
  readonly subtotal: number;
  readonly shippingCost: number;
  readonly discount: number;
  readonly total: number;
  readonly items: readonly OrderItem[];
  readonly courier: string | null;
  readonly awb: string | null;
  readonly createdAt: string;
  readonly paidAt: string | null;
  /** Where the parcel goes (the invoice shows it); absent when the portal sent none. */
  readonly address?: Address | null;
  /** The code of the voucher used, if any. */
  readonly voucherCode?: string | null;
  /** Where the parcel goes as this viewer may see it; null for a contribution-only order (no parcel). */
  readonly shipTo?: ShipToLabel | null;
  /** The registry a gift order is for. */
  readonly registry?: { readonly username: string; readonly name: string } | null;
  /** How to pay it, as the gateway answered when the order was placed (decision 0401); absent from an older portal. */
  readonly payment?: PaymentInstruction | null;
  /** The registry cash fund a fund gift's order pays into (decision 0404); absent or null for any other order. */
  readonly fund?: { readonly id: string; readonly name: string } | null;
}

/**
 * A gateway's payment instruction (issue 28, docs/api-contract.md "Payments"): the amount to pay exactly, the
 * deadline, and by type a virtual account number, an e-wallet hand-off or a QRIS string. Paid is what the portal
 * says (status), never what a tap decides.
 */
export interface PaymentInstruction {
  readonly status: PaymentStatus;
  readonly type: PaymentType;
  readonly amount: number;
  /** When the instruction stops being payable (ISO); null for cash on delivery and card. */
  readonly expiresAt: string | null;
  /** The bank of a virtual account ('BCA'), else null. */
  readonly bank: string | null;
  /** The virtual account number to transfer to, else null. */
  readonly vaNumber: string | null;
  /** An e-wallet's app link (gojek://…), else null. */
  readonly deeplinkUrl: string | null;
  /** An e-wallet's web checkout page, else null. */
  readonly redirectUrl: string | null;
  /** The QRIS payload to draw as a QR code, else null. */
  readonly qrString: string | null;
}

/** What an order will cost before it is placed (POST /v1/orders/quote, decision 0181): the price paid is this one. */
export interface OrderQuote {
  readonly subtotal: number;
  readonly shippingCost: number;
  readonly discount: number;
  readonly total: number;
  readonly shipTo: ShipToLabel | null;
  /** Regular lines sent without an address: the shopper still has to choose one. */
  readonly needsAddress: boolean;
}

/** A way to pay (bank transfer, e-wallet, card). */
export interface PaymentMethod {
  readonly code: string;
  readonly name: string;
  /** 'va', 'ewallet', 'card' or 'cod'. */
  readonly type: string;
  readonly imageUrl: string | null;
}

/** One event of a parcel's journey. */
export interface TrackingEvent {
  readonly at: string;
  readonly description: string;
}

/** A courier tracking answer (spec §3 Tracking: courier, awb, history, status). */
export interface Tracking {
  /** False when the courier knows no such waybill (the wire's error flag); history is then empty. */
  readonly found: boolean;
  readonly courier: string;
  readonly awb: string;
  readonly status: string;
  readonly history: readonly TrackingEvent[];
}
