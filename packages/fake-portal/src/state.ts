/** In-memory records of the fake portal. Wire shapes are built from these in `present.ts`. */
import type { PaymentStatus, PaymentType } from '@kado/domain';

type RoleName = 'user' | 'guest' | 'affiliator';
export type TransactionStatus = 'reserved' | 'accepted' | 'confirmed' | 'pickedup' | 'delivered';
export type OrderStatus = 'waiting_payment' | 'paid' | 'accepted' | 'pickedup' | 'delivered' | 'cancelled';
export type Marketplace = 'shopee' | 'tokopedia' | 'tiktok' | 'other';

export interface UserRec {
  id: number; name: string; username: string; email: string | null; phone: string | null; password: string;
  email_verified_at: string | null; phone_verified_at: string | null; created_at: string;
  change_username_count: number; roles: RoleName[]; photo_url: string | null; background_url: string | null;
  is_guest: boolean;
}
export interface MerchantRec { id: number; name: string; slug: string; has_image: boolean; description: string; city: string }
export interface CategoryRec { id: number; name: string; slug: string; parent_id: number | null }
export interface VariantRec { sku_id: number; product_id: number; name: string; price: number; old_price: number | null; stock: number }
export interface ProductRec {
  id: number; name: string; slug: string; merchant_id: number; category_id: number; description: string;
  image_count: number; sold_count: number; created_at: string; commission_rate: number;
}
export interface DistrictRec { id: number; name: string; city: string; province: string }
export interface AddressRec {
  id: number; user_id: number; primary: boolean; district_id: number; address: string; address_label: string;
  receiver_name: string; receiver_phone: string; postal_code: string; created_at: string;
}
export interface ChildRec { id: number; user_id: number; name: string; is_default: boolean; birth_date: string | null; gender: 'male' | 'female' | null }
export interface RegistryRec {
  id: number; user_id: number; name: string; description: string; is_public: boolean;
  /** Givers see the owner's city only (false), or name, district, city and province (true). */
  is_registry_address_visible: boolean;
  /** With `is_registry_address_visible`: givers also see the street, postal code and phone (the 'full' level). */
  is_registry_address_detail_visible: boolean;
  link: string | null;
}
export interface ExternalRec { id: number; url: string; name: string; price: number; image_url: string | null; marketplace: Marketplace }
/** Who holds a gift; `since` (ISO) is when a giver's unpaid hold began: it expires (decision 0185). Seeded holds have none. */
export interface Holder { user_id: number | null; guest_id: string | null; name: string; since?: string }
export interface GiftRec {
  id: number; owner_id: number; product_id: number | null; sku_id: number | null; external: ExternalRec | null;
  quantity: number; note: string | null; transaction_status: TransactionStatus | null; payment_completed: boolean;
  reserved_by: Holder | null; is_in_cart: boolean; is_purchase: boolean; manually_purchased_at: string | null;
  is_private: boolean; created_at: string;
  /** Lines split from one wish share its group (a unit reserved apart is a line of its own); seeded lines: their id. */
  group_id: number;
}
export interface ContributionRec {
  id: number; gift_id: number; user_id: number | null; guest_id: string | null; name: string; amount: number;
  is_revealed: boolean; created_at: string;
}
/** A registry cash fund (amplop digital, decision 0404). */
export interface FundRec {
  id: number; owner_id: number; name: string; goal: number; story: string; allow_over_goal: boolean; created_at: string;
}
/** A gift to a fund the gateway settled (a waiting one is its order, `OrderRec.fund_gift`). */
export interface FundGiftRec {
  id: number; fund_id: number; order_id: number | null; user_id: number | null; guest_id: string | null;
  name: string; message: string; amount: number; created_at: string;
}
export interface CartRec {
  id: number; owner_key: string; product_id: number; sku_id: number; quantity: number; gift_id: number | null;
  child_id: number | null; gift_registry_type: 'reserve' | 'buy' | null;
  gift_registry_payment: 'full' | 'contribution' | null; amount: number | null; holder_name: string; created_at: string;
  /** A contribution the giver asked to be named on (issue 31, decision 0465); absent: anonymous, as before. */
  show_name?: boolean;
}
export interface OrderItemRec {
  id: number; product_id: number; sku_id: number; quantity: number; price: number; gift_id: number | null; contribution: number | null;
  /** The contribution is named to the owner once paid (decision 0465). */
  show_name?: boolean;
}
/** Where an order's parcel goes: the buyer's own address, the registry owner's primary address, or nowhere (patungan only). */
export type ShipTo = 'buyer' | 'registry' | 'none';
export interface OrderRec {
  id: number; invoice: string;
  /** `u:{id}` or `g:{guest id}`; a fulfilment order of a patungan gift has `registry:{ownerId}` (nobody's order). */
  buyer_key: string; status: OrderStatus; payment_method: string; items: OrderItemRec[];
  /** The buyer's address ('buyer'), the owner's primary address at order time ('registry'), else null. */
  address_id: number | null; ship_to: ShipTo; registry_owner_id: number | null;
  courier: string; awb: string | null; subtotal: number; shipping_cost: number;
  discount: number; total: number; voucher_code: string | null; created_at: string; paid_at: string | null;
  /** When the shop took the order in (the courier history's 'Pesanan diproses penjual' once a waybill exists). */
  accepted_at?: string;
  /** The voucher this order spent (decision 0241): used up by the order unless it is cancelled. */
  voucher_id?: number | null;
  /** The gateway's payment instruction (issue 28, decision 0401); absent from a fulfilment order (nobody pays it). */
  payment?: PaymentRec | null;
  /** Who pays, as a contribution of this order is named once paid ('Tamu' for a guest). */
  buyer_name?: string;
  /** A gift to a registry cash fund: the fund, and the name and message the giver wrote (decision 0404). */
  fund_gift?: { fund_id: number; name: string; message: string } | null;
  /** The client address the order was placed from (the cap of unpaid registry orders per client, decision 0403). */
  client?: string;
}
/** A gateway's payment of one order: what to pay, until when, and how (by type). */
export interface PaymentRec {
  status: PaymentStatus; type: PaymentType; amount: number; expires_at: string | null; bank: string | null;
  va_number: string | null; deeplink_url: string | null; redirect_url: string | null; qr_string: string | null;
}
export interface TrackingRec { courier: string; awb: string; status: string; history: { date: string; description: string }[] }
export interface VoucherRec {
  id: number; code: string | null; name: string; description: string; type: 'percentage' | 'fixed'; value: number;
  max_discount: number; min_purchase: number; is_claimable: 0 | 1; expired_at: string;
}
export interface ReviewRec {
  id: number; product_id: number; user_id: number; order_id: number | null; star: number; review: string;
  is_publish: boolean; image_urls: string[]; variant_name: string | null; created_at: string;
}
export interface CommentRec { id: number; review_id: number; user_id: number; comment: string; is_merchant: boolean; created_at: string }
export interface FaqRec { id: number; question: string; answer: string; category: string; is_highlighted: boolean }
export interface ArticleRec { id: number; slug: string; title: string; excerpt: string; body: string; category: string; author: string; published_at: string }
export interface BannerRec { id: number; title: string; description: string; link: string | null; product_ids: number[] }
export interface GroupRec { id: number; name: string; slug: string; description: string; product_ids: number[] }
export interface GreetingRec { id: number; owner_id: number; name: string; message: string; gift_id: number | null; created_at: string }
export interface ChatRec {
  id: number; user_id: number; uuid: string; message: string; sender: 'user' | 'adviser'; status: 'sent' | 'draft';
  feedback: { type: 'like' | 'dislike'; message: string | null } | null; created_at: string;
}
export interface SurveyRec {
  has_filled: boolean; is_pregnant: boolean | null; is_first_pregnancy: boolean | null; has_child: boolean | null;
  child_name: string | null; feels: string | null; shopping_elsewhere: string[]; needs: string[]; child_needs: string[];
  categories: number[];
}
interface SessionRec { id: number; path: string; guest_id: string | null; user_id: number | null; created_at: string }
interface EventRec { id: number; type: string; value: Record<string, unknown>; path: string; user_id: number | null; guest_id: string | null; created_at: string }
/** `key`: the upload's unguessable name in its URL (issue 30: never its sequential id); `id` names it to its owner only. */
interface UploadRec { id: number; key: string; mime: string; bytes: Uint8Array; owner_key: string }
export interface MiniPointRec { id: number; user_id: number; points: number; description: string; order_id: number | null; created_at: string }
export interface AffiliateSaleRec { user_id: number; product_id: number; quantity: number; commission: number; created_at: string }
/** The owner's surprise mode (decision 0265); dates are Jakarta days 'yyyy-mm-dd'. */
export interface SurpriseRec { owner_id: number; enabled: boolean; hide_taken: boolean; reveal_on: string | null; due_date: string | null }
/** A giver's courier and resi for an external gift she bought (decision 0266). */
interface ProofRec { gift_id: number; courier: string; awb: string; giver_key: string; created_at: string }
/** `family`: the session a token belongs to, from its login through every refresh (issue 30: a replay ends it all). */
interface TokenRec { user_id: number; kind: 'access' | 'refresh'; expires_at: number; pair: string; family: string }
/** A refresh token already exchanged: kept until it would have expired, so a replay is recognised. */
interface SpentRefreshRec { family: string; expires_at: number; spent_at: number }

/** Everything the portal knows; rebuilt from the seed on reset. */
export interface State {
  users: UserRec[];
  merchants: MerchantRec[];
  categories: CategoryRec[];
  products: ProductRec[];
  variants: VariantRec[];
  districts: DistrictRec[];
  addresses: AddressRec[];
  children: ChildRec[];
  registries: RegistryRec[];
  gifts: GiftRec[];
  contributions: ContributionRec[];
  /** Registry cash funds and their settled gifts (decision 0404). */
  funds: FundRec[];
  fundGifts: FundGiftRec[];
  carts: CartRec[];
  orders: OrderRec[];
  tracking: TrackingRec[];
  vouchers: VoucherRec[];
  voucherClaims: Set<string>;
  reviews: ReviewRec[];
  helpful: Map<number, Map<number, boolean>>;
  comments: CommentRec[];
  faqs: FaqRec[];
  articles: ArticleRec[];
  banners: BannerRec[];
  groups: GroupRec[];
  greetings: GreetingRec[];
  chats: ChatRec[];
  surveys: Map<number, SurveyRec>;
  sessions: SessionRec[];
  events: EventRec[];
  uploads: UploadRec[];
  miniPoints: MiniPointRec[];
  affiliateSales: AffiliateSaleRec[];
  favorites: Set<string>;
  history: Map<number, number[]>;
  tokens: Map<string, TokenRec>;
  /** Refresh tokens already exchanged, by token (issue 30): replaying one revokes its whole family. */
  spentRefresh: Map<string, SpentRefreshRec>;
  otpRequests: Map<string, number>;
  seq: Map<string, number>;
  /** Surprise mode per owner id (decision 0265); none means off. */
  surprises: Map<number, SurpriseRec>;
  /** Givers the owner marked 'Sudah berterima kasih', as `{owner id}:{giver id}` (decision 0267). */
  thanked: Set<string>;
  /** Resi of external gifts bought outside (decision 0266). */
  proofs: ProofRec[];
}

/** Next id of a table: one more than the highest seeded or created. */
export function nextId(state: State, table: string): number {
  const n = (state.seq.get(table) ?? 0) + 1;
  state.seq.set(table, n);
  return n;
}

/** Sets each table's counter past its seeded ids. */
export function primeSequences(state: State): void {
  const tables: Record<string, { id: number }[]> = {
    users: state.users, addresses: state.addresses, children: state.children, registries: state.registries,
    gifts: state.gifts, contributions: state.contributions, funds: state.funds, fundGifts: state.fundGifts, carts: state.carts, orders: state.orders,
    reviews: state.reviews, comments: state.comments, greetings: state.greetings, chats: state.chats,
    sessions: state.sessions, events: state.events, uploads: state.uploads, miniPoints: state.miniPoints,
  };
  for (const [name, rows] of Object.entries(tables)) state.seq.set(name, rows.reduce((m, r) => Math.max(m, r.id), 0));
  const ext = state.gifts.reduce((m, g) => Math.max(m, g.external?.id ?? 0), 0);
  state.seq.set('external', ext);
  const items = state.orders.flatMap((o) => o.items).reduce((m, i) => Math.max(m, i.id), 0);
  state.seq.set('orderItems', items);
}
