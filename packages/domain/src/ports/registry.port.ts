import type {
  CashFund,
  CrawledProduct,
  GiftProduct,
  GiftProductCheck,
  Greeting,
  Order,
  Page,
  RegistryProfile,
} from '../model';
import type { CallOptions } from './call-options.port';

/** Editable registry profile fields (PUT v2/gifts). */
export interface RegistryProfileInput {
  readonly name: string;
  readonly description: string;
  readonly isPublic: boolean;
}

/** A catalogue product added to the registry (POST v2/gifts/product). */
export interface AddGiftProductInput {
  readonly productId: string;
  readonly skuId: string;
  readonly quantity: number;
}

/** An external product added to or edited in the registry (v2/gifts/external-product). */
export interface ExternalProductInput {
  readonly name: string;
  readonly url: string;
  readonly price: number;
  readonly quantity: number;
  readonly imageUrl: string | null;
  /** 'shopee', 'tokopedia', 'tiktok' or 'other'. */
  readonly marketplace: string;
  readonly note: string | null;
}

/** Changes to a registry item (PUT v1/gift-products/{id}). */
export interface UpdateGiftProductInput {
  readonly skuId?: string;
  readonly quantity?: number;
  readonly note?: string;
}

/** A greeting (ucapan) a giver leaves on a registry. */
export interface GreetingInput {
  readonly name: string;
  readonly message: string;
  readonly giftProductId?: string;
}

/** A cash fund the owner adds or edits (POST v2/gifts/funds, PUT v2/gifts/funds/{id}; decision 0404). */
export interface CashFundInput {
  readonly name: string;
  readonly goalAmount: number;
  readonly story: string;
  readonly allowOverGoal: boolean;
}

/** A guest's gift to a fund (POST v2/gift-funds/{id}/gifts): any amount in the fund's bounds, a name and a message. */
export interface FundGiftInput {
  readonly amount: number;
  readonly name: string;
  readonly message: string;
  /** A payment method code of GET v1/payment-methods (never COD: the payer is not the receiver). */
  readonly paymentMethod: string;
}

/** Paging and order of a registry's items (GET v2/gift-products/{userSlug}). */
export interface GiftProductQuery {
  readonly page: number;
  /** Defaults to 10 (spec §7). */
  readonly limit?: number;
  /** '-created_at' (default), 'created_at', 'price', '-price' or 'name'. */
  readonly sort?: string;
  readonly status?: 'available' | 'taken';
}

/** The baby gift registry and its items, for owners and givers (spec §7 Registry). */
export interface RegistryGateway {
  /** The logged-in owner's registry (GET v2/gifts). */
  myRegistry(options?: CallOptions): Promise<RegistryProfile>;
  /** A registry by its owner's username or id, as a giver sees it (GET v2/gifts/{id}). */
  registry(usernameOrId: string, options?: CallOptions): Promise<RegistryProfile>;
  /** Saves name, description and public/private (PUT v2/gifts). */
  updateRegistry(input: RegistryProfileInput, options?: CallOptions): Promise<RegistryProfile>;
  /** Shows or hides the registry address to givers (PUT v2/gifts/address/visibility). */
  setAddressVisibility(visible: boolean, options?: CallOptions): Promise<RegistryProfile>;
  /** With the address shown: whether givers also see the street, postal code and phone (PUT v2/gifts/address/visibility, decision 0180). */
  setAddressDetailVisibility(detailVisible: boolean, options?: CallOptions): Promise<RegistryProfile>;
  /** Records the link the owner copied to share (POST v2/gifts/set-copy-link). */
  setCopyLink(link: string, options?: CallOptions): Promise<void>;
  /** Adds a catalogue product; a sku already in the registry is a conflict (POST v2/gifts/product). */
  addProduct(input: AddGiftProductInput, options?: CallOptions): Promise<GiftProduct>;
  /** Adds an external product (POST v2/gifts/external-product). */
  addExternalProduct(input: ExternalProductInput, options?: CallOptions): Promise<GiftProduct>;
  /** Edits an external product (PUT v2/gifts/external-product/{id}). */
  updateExternalProduct(id: string, input: ExternalProductInput, options?: CallOptions): Promise<GiftProduct>;
  /** One registry item (GET v2/gift-products/show/{id}). */
  giftProduct(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Reads name, price and image from a shop link (GET v2/gift-add-url?url=). */
  crawlUrl(url: string, options?: CallOptions): Promise<CrawledProduct>;
  /** Whether each variant of a product still exists (GET v1/gift-products/{productId}/check-existances). */
  checkExistence(productId: string, options?: CallOptions): Promise<readonly GiftProductCheck[]>;
  /** One page of a registry's items (GET v2/gift-products/{userSlug}, limit 10). */
  giftProducts(userSlug: string, query: GiftProductQuery, options?: CallOptions): Promise<Page<GiftProduct>>;
  /** Shows the calling giver's name on their contributions to a gift (POST v1/gift-product-contributor/{id}/reveal). */
  revealContributor(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Marks an item bought outside the shop (POST v1/gift-product-complete/{id}). */
  markPurchased(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Undoes a manual purchase (POST v1/gift-product-not-complete/{id}). */
  markNotPurchased(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Reports a delivered item as not arrived (POST v1/gift-products/{id}/undelivered). */
  markUndelivered(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Cancels a reservation, by the giver or the owner (DELETE v2/gift-products/cancel-reservations/{id}). */
  cancelReservation(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Removes an item from the registry (DELETE v1/gift-products/{id}). */
  removeGiftProduct(id: string, options?: CallOptions): Promise<void>;
  /** Hides an item from givers (POST v1/gift-products/{id}/set-private). */
  setPrivate(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Shows a hidden item to givers (POST v1/gift-products/{id}/set-public). */
  setPublic(id: string, options?: CallOptions): Promise<GiftProduct>;
  /** Changes variant or quantity of an item (PUT v1/gift-products/{id}). */
  updateGiftProduct(id: string, input: UpdateGiftProductInput, options?: CallOptions): Promise<GiftProduct>;
  /** One page of the greetings (ucapan) givers left for the owner (GET v2/gifts/greetings). */
  greetings(page: number, options?: CallOptions): Promise<Page<Greeting>>;
  /** Leaves a greeting on someone's registry (POST v2/gifts/{username}/greetings). */
  sendGreeting(username: string, input: GreetingInput, options?: CallOptions): Promise<Greeting>;
  /** A registry's cash funds with what was collected, as a giver sees them (GET v2/gifts/{username}/funds). */
  funds(username: string, options?: CallOptions): Promise<readonly CashFund[]>;
  /** The owner's cash funds with their settled gifts, as surprise mode lets her see them (GET v2/gifts/funds). */
  myFunds(options?: CallOptions): Promise<readonly CashFund[]>;
  /** Adds a cash fund to the owner's registry (POST v2/gifts/funds). */
  createFund(input: CashFundInput, options?: CallOptions): Promise<CashFund>;
  /** Edits one; the goal never below what was collected (PUT v2/gifts/funds/{id}). */
  updateFund(id: string, input: CashFundInput, options?: CallOptions): Promise<CashFund>;
  /** Removes a fund no gift was placed for (DELETE v2/gifts/funds/{id}). */
  removeFund(id: string, options?: CallOptions): Promise<void>;
  /** Gives to a fund: an order with the gateway's payment instruction, counted once the gateway settles it (POST v2/gift-funds/{id}/gifts). */
  giveToFund(fundId: string, input: FundGiftInput, options?: CallOptions): Promise<Order>;
}
