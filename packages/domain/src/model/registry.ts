import type { Product, ProductVariant } from './catalogue';

/** The owner shown on a registry (spec §3 Registry profile owner). */
export interface RegistryOwner {
  readonly id: string;
  readonly name: string;
  readonly username: string;
  readonly photoUrl: string | null;
  readonly backgroundUrl: string | null;
  readonly isRegistryAddressVisible: boolean;
  /** With the address visible: also the street, postal code and phone (otherwise receiver, district and city). */
  readonly isRegistryAddressDetailVisible: boolean;
}

/** A baby gift registry (spec §3 Registry profile). */
export interface RegistryProfile {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly isPublic: boolean;
  readonly owner: RegistryOwner;
}

/** Transaction states of a bought gift (spec §4 gift item display status). */
export type TransactionStatus = 'pending' | 'reserved' | 'paid' | 'accepted' | 'confirmed' | 'pickedup' | 'delivered' | 'cancelled';

/** A product from outside the catalogue (Shopee, Tokopedia, TikTok or any shop link). */
export interface ExternalProduct {
  readonly name: string;
  readonly url: string;
  readonly price: number;
  readonly imageUrl: string | null;
  /** 'shopee', 'tokopedia', 'tiktok' or 'other'. */
  readonly marketplace: string;
}

/** One item of a registry with its status fields (spec §3 Gift product, §4). */
export interface GiftProduct {
  readonly id: string;
  /** The catalogue product; null for an external item. */
  readonly product: Product | null;
  readonly variant: ProductVariant | null;
  readonly quantity: number;
  readonly subtotalPrice: number;
  readonly transactionStatus: TransactionStatus | null;
  readonly paymentCompleted: boolean;
  /** Display name of whoever reserved it, null when free. */
  readonly reservedBy: string | null;
  /** True while the gift sits in a giver's cart (badge 'Di Keranjang'). */
  readonly isInCart: boolean;
  readonly externalProduct: ExternalProduct | null;
  /** For an external item: true once bought. */
  readonly isPurchase: boolean;
  readonly manuallyPurchasedAt: string | null;
  readonly isPrivate: boolean;
  /** Variants of the product with their stock. */
  readonly variants: readonly ProductVariant[];
  /** The owner's note on the item. */
  readonly note: string | null;
  /** Rupiah given so far by contributions. */
  readonly contributedAmount: number;
  readonly contributions: readonly GiftContribution[];
  /** The line this one was split from when a giver took some of its units (itself otherwise). */
  readonly groupId: string;
  /** Units the owner wants in all, over the lines of the group ('Jumlah'). */
  readonly quantityWanted: number;
  /** Units of the group nobody has taken yet. */
  readonly quantityOpen: number;
  /** True when the viewer is the one who reserved, bought or chipped in for this line. */
  readonly givenByViewer: boolean;
  /** When an unpaid hold (reservation or cart) ends and the gift is free again (decision 0185); null otherwise. */
  readonly reservedUntil?: string | null;
  /** The courier and resi a giver added for an external gift she bought (decision 0266). */
  readonly externalProof?: { readonly courier: string; readonly awb: string } | null;
  /** The courier and resi of a gift bought on Kado, from the giver's order, shown to the owner only (issue 31). */
  readonly shipment?: { readonly courier: string; readonly awb: string } | null;
  /** True when surprise mode keeps the givers' names of this gift from the owner (decision 0265). */
  readonly surpriseHidden?: boolean;
  /** For the owner: rupiah of patungan pledges on it not paid yet (in a giver's cart or an order waiting for payment; decision 0403). */
  readonly pendingPledgeAmount?: number;
}

/** A giver's contribution to a gift; the name shows once the giver reveals it. */
export interface GiftContribution {
  readonly id: string;
  readonly name: string | null;
  readonly amount: number;
  readonly isRevealed: boolean;
  readonly createdAt: string;
}

/** Whether one variant of a gift product still exists (spec §3 Gift product check). */
export interface GiftProductCheck {
  readonly skuId: string;
  readonly exists: boolean;
}

/** A product found by crawling an external link (GET v2/gift-add-url). */
export interface CrawledProduct {
  readonly name: string;
  readonly url: string;
  readonly price: number | null;
  readonly imageUrl: string | null;
  readonly marketplace: string;
}

/** A greeting (ucapan) a giver left with a gift. */
export interface Greeting {
  readonly id: string;
  readonly senderName: string;
  readonly message: string;
  readonly giftProductId: string | null;
  readonly createdAt: string;
}
