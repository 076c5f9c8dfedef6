// The portal's request bodies (issue 29 item 4, decision 0520): checked by @kado/http before sending and by the fake
// portal on arrival, and written into docs/openapi.json. The messages are the portal's own (Indonesian, spec §8).
import * as v from 'valibot';
import { FUND_GIVER_NAME_MAX, FUND_MESSAGE_MAX, FUND_NAME_MAX, FUND_STORY_MAX, MAX_FUND_AMOUNT, MIN_FUND_GIFT } from '@kado/domain';
import { bool, int, intList, itemList, optBool, optInt, optIntList, optOneOf, optText, optTextList, oneOf, sentText, text } from './fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits. */
export const PHONE_PATTERN = /^(\+62|62|0)8\d{7,12}$/;

const email = { max: 100, pattern: EMAIL, patternMessage: 'Format email tidak valid' } as const;
const phone = { pattern: PHONE_PATTERN, patternMessage: 'Format nomor HP tidak valid' } as const;

/** POST v1/login: an e-mail or a phone number, and the password. */
export const loginRequest = v.object({
  email: optText('Email atau nomor HP', { max: 100 }),
  phone: optText('Email atau nomor HP', { max: 100 }),
  password: text('Kata sandi', { max: 100 }),
});

/** POST v1/register. */
export const registerRequest = v.object({
  name: text('Nama', { max: 100 }),
  email: text('Email', email),
  phone: text('Nomor HP', phone),
  password: text('Kata sandi', { min: 8, max: 100 }),
});

/** POST v1/register-guest: a name and an e-mail or a phone number. */
export const registerGuestRequest = v.object({
  name: text('Nama', { max: 100 }),
  email: optText('Email', email),
  phone: optText('Nomor HP', phone),
});

const otp = text('Kode OTP', { pattern: /^\d{6}$/, patternMessage: 'Kode OTP harus 6 angka' });
const newPassword = text('Kata sandi baru', { min: 8, max: 100 });

/** PUT v1/profile: what the user changes (the username once). */
export const profileRequest = v.object({
  name: optText('Nama', { max: 100 }),
  username: sentText('Username', { pattern: /^[a-z0-9._-]{3,30}$/, patternMessage: 'Username hanya boleh huruf kecil, angka, titik, garis bawah atau strip (3-30 karakter)' }),
  email: optText('Email', email),
  phone: optText('Nomor HP', phone),
});

/** PUT v1/profile/password. */
export const changePasswordRequest = v.object({
  current_password: text('Kata sandi lama', { max: 100 }),
  password: newPassword,
  password_confirmation: text('Konfirmasi kata sandi', { max: 100 }),
});

/** POST v1/verify-otp and v1/otp-whatsapp/verification. */
export const verifyOtpRequest = v.object({ otp });

/** POST v1/forgot-password. */
export const forgotPasswordRequest = v.object({ email: text('Email', email) });

/** POST v1/reset-password/verify-otp. */
export const resetCodeRequest = v.object({ email: text('Email', email), otp });

/** POST v1/reset-password. */
export const resetPasswordRequest = v.object({ email: text('Email', email), otp, password: newPassword });

/** POST and PUT v1/profile/user-address. */
export const addressRequest = v.object({
  district_id: int('Kecamatan', { min: 1 }),
  primary: optBool('Alamat utama'),
  address: text('Alamat', { min: 5, max: 500 }),
  address_label: text('Label alamat', { max: 50 }),
  receiver_name: text('Nama penerima', { max: 100 }),
  receiver_phone: text('Nomor HP penerima', phone),
  postal_code: text('Kode pos', { pattern: /^\d{5}$/, patternMessage: 'Kode pos harus 5 angka' }),
});

/** POST v2/carts: a shop product, or a registry gift reserved, bought or chipped in on (product and kind: the portal's rules). */
export const addToCartRequest = v.object({
  gift_product_id: optInt('Kado', { min: 1 }),
  product_id: optInt('Produk', { min: 1 }),
  sku_id: optInt('Varian', { min: 1 }),
  quantity: optInt('Jumlah', { min: 1, max: 99 }),
  child_id: optInt('Anak', { min: 1 }),
  gift_registry_type: optOneOf('Tipe kado', ['reserve', 'buy']),
  gift_registry_payment: optOneOf('Cara bayar', ['full', 'contribution']),
  amount: optInt('Nominal', { min: 1 }),
  name: optText('Nama', { max: 100 }),
  show_name: optBool('Tampilkan nama'),
});

/** DELETE v1/carts: the rows to drop. */
export const removeFromCartRequest = v.object({ carts: intList('Keranjang', { max: 200 }) });

/** The couriers an order may go with. */
export const COURIERS = ['jne', 'jnt', 'sicepat', 'anteraja'] as const;

/** POST v1/orders/quote: the cart rows, where to, the voucher and the courier. */
export const orderQuoteRequest = v.object({
  cart_ids: intList('Keranjang', { max: 200 }),
  address_id: optInt('Alamat', { min: 1 }),
  voucher_code: optText('Kode voucher', { max: 50 }),
  // A claimed voucher has no code: it is used by id (decision 0143).
  voucher_id: optInt('Voucher', { min: 1 }),
  courier: optOneOf('Kurir', COURIERS),
});

/** The payment methods the portal offers (their names and kinds: the portal's list). */
const PAYMENT_METHOD_CODES = ['bca_va', 'mandiri_va', 'bni_va', 'gopay', 'ovo', 'dana', 'shopeepay', 'qris', 'credit_card', 'cod'] as const;

/** POST v1/orders: the quote's body and the payment method. */
export const placeOrderRequest = v.object({
  ...orderQuoteRequest.entries,
  payment_method: oneOf('Metode pembayaran', PAYMENT_METHOD_CODES),
});

/** POST v1/products/{id}/reviews. */
export const reviewRequest = v.object({
  star: int('Rating', { min: 1, max: 5 }),
  review: optText('Ulasan', { max: 1000 }),
  is_publish: optBool('Tampilkan ulasan'),
  images: optIntList('Foto', { max: 5, allowEmpty: true }),
});

/** POST v1/comment-reviews. */
export const reviewReplyRequest = v.object({
  review_id: int('Ulasan', { min: 1 }),
  comment: text('Balasan', { max: 1000 }),
});

/** POST and PUT v2/gift-funds: a cash fund as the owner writes it (decision 0404). */
export const fundRequest = v.object({
  name: text('Nama dana', { max: FUND_NAME_MAX }),
  goal_amount: int('Target dana', { min: MIN_FUND_GIFT, max: MAX_FUND_AMOUNT }),
  story: optText('Cerita singkat', { max: FUND_STORY_MAX }),
  allow_over_goal: optBool('Boleh melebihi target'),
});

/** POST v2/gift-funds/{id}/gifts: a gift to a fund, paid through the gateway. */
export const fundGiftRequest = v.object({
  amount: int('Jumlah', { min: 1, max: MAX_FUND_AMOUNT }),
  name: text('Nama', { max: FUND_GIVER_NAME_MAX }),
  message: optText('Pesan', { max: FUND_MESSAGE_MAX }),
  payment_method: oneOf('Metode pembayaran', PAYMENT_METHOD_CODES),
});

const child = {
  birth_date: optText('Tanggal lahir', { pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: 'Format tanggal lahir harus YYYY-MM-DD' }),
  name: text('Nama anak', { max: 100 }),
  gender: optOneOf('Jenis kelamin', ['male', 'female']),
  is_default: optBool('Anak utama'),
};

/** POST v1/children. */
export const addChildRequest = v.object(child);

/** PUT v1/children/{id}: the name may be left out. */
export const updateChildRequest = v.object({ ...child, name: optText('Nama anak', { max: 100 }) });

/** A web address: http or https, no spaces (any case, as the portal reads it). */
const WEB_LINK = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/;
/** Where a picture is loaded from: a web link, or a path on this site (an uploaded picture); never other text. */
const PICTURE_ADDRESS = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+|\/(?!\/)\S*)$/;

/** PUT v2/gifts: the registry's name, description or visibility. */
export const updateRegistryRequest = v.object({
  name: optText('Nama registry', { max: 100 }),
  description: optText('Deskripsi', { max: 1000 }),
  is_public: optBool('Status publik'),
});

/** PUT v2/gifts/address/visibility: one setting at least (the portal's rule). */
export const addressVisibilityRequest = v.object({
  is_registry_address_visible: optBool('Tampilkan alamat'),
  is_registry_address_detail_visible: optBool('Tampilkan alamat lengkap'),
});

/** POST v2/gifts/set-copy-link. */
export const copyLinkRequest = v.object({ link: text('Tautan', { max: 500, pattern: WEB_LINK, patternMessage: 'Tautan tidak valid' }) });

/** POST v2/gifts/product: a shop product's variant on the registry. */
export const addGiftProductRequest = v.object({
  product_id: int('Produk', { min: 1 }),
  sku_id: int('Varian', { min: 1 }),
  quantity: optInt('Jumlah', { min: 1, max: 99 }),
  note: optText('Catatan', { max: 500 }),
});

/** The marketplaces an external gift may come from. */
const MARKETPLACES = ['shopee', 'tokopedia', 'tiktok', 'other'] as const;

/** POST v2/gifts/external-product: a product of another marketplace. */
export const externalProductRequest = v.object({
  url: text('Tautan produk', { max: 1000, pattern: WEB_LINK, patternMessage: 'Tautan produk tidak valid' }),
  name: text('Nama produk', { max: 150 }),
  price: int('Harga', { min: 1, max: 1_000_000_000 }),
  image_url: optText('Gambar', { max: 1000, pattern: PICTURE_ADDRESS, patternMessage: 'Tautan gambar tidak valid' }),
  marketplace: oneOf('Marketplace', MARKETPLACES),
  quantity: optInt('Jumlah', { min: 1, max: 99 }),
  note: optText('Catatan', { max: 500 }),
});

/** PUT v2/gifts/external-product/{id}: what changes (each field may be left out). */
export const updateExternalProductRequest = v.object({
  ...externalProductRequest.entries,
  url: optText('Tautan produk', { max: 1000, pattern: WEB_LINK, patternMessage: 'Tautan produk tidak valid' }),
  name: optText('Nama produk', { max: 150 }),
  price: optInt('Harga', { min: 1, max: 1_000_000_000 }),
  marketplace: optOneOf('Marketplace', MARKETPLACES),
});

/** POST v2/gifts/{username}/greetings. */
export const greetingRequest = v.object({
  name: text('Nama', { max: 100 }),
  message: text('Ucapan', { max: 500 }),
  gift_product_id: optInt('Kado', { min: 1 }),
});

/** PUT v1/gift-products/{id}: the owner changes a gift's quantity, note or variant. */
export const updateGiftProductRequest = v.object({
  quantity: optInt('Jumlah', { min: 1, max: 99 }),
  note: optText('Catatan', { max: 500 }),
  sku_id: optInt('Varian', { min: 1 }),
});

/** POST v1/login-google: the credential Google signed. */
export const googleLoginRequest = v.object({ token: text('Token Google', { max: 4096 }) });

/** POST v1/refresh-token. */
export const refreshRequest = v.object({ refresh_token: text('Refresh token', { max: 200 }) });

/** POST v1/products/slug: a product by its slug (and its shop's). */
export const productBySlugRequest = v.object({ slug: text('Slug', { max: 300 }), merchant: optText('Toko', { max: 100 }) });

/** POST and DELETE v1/favorites. */
export const favoriteRequest = v.object({ product_id: int('Produk', { min: 1 }) });

/** POST v1/reviews/{id}/helpfull. */
export const helpfulVoteRequest = v.object({ is_helpfull: bool('Membantu') });

const uuid = text('UUID', { pattern: /^[A-Za-z0-9-]{8,64}$/, patternMessage: 'UUID tidak valid' });

/** POST v1/adviser/chats: a question, under the client's id for it. */
export const adviserQuestionRequest = v.object({ uuid, message: text('Pesan', { max: 2000 }) });

/** POST v1/adviser/chats/{id}/feedback. */
export const adviserFeedbackRequest = v.object({ type: oneOf('Jenis umpan balik', ['like', 'dislike']), message: optText('Pesan', { max: 1000 }) });

/** POST v1/adviser/reply: draft a reply to the question of this id. */
export const adviserReplyRequest = v.object({ uuid });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** PUT v2/gifts/surprise (the dates' rules: the domain's, applied by the portal). */
export const surpriseRequest = v.object({
  is_enabled: bool('Mode kejutan'),
  hide_taken: optBool('Sembunyikan status kado'),
  reveal_on: optText('Tanggal buka kejutan', { pattern: DAY, patternMessage: 'Tanggal buka kejutan tidak valid' }),
  due_date: optText('Perkiraan lahir', { pattern: DAY, patternMessage: 'Tanggal perkiraan lahir tidak valid' }),
});

/** PUT v2/gifts/thank-you/{giverId}. */
export const thankedRequest = v.object({ is_thanked: bool('Sudah berterima kasih') });

/** POST v2/gift-products/{id}/external-proof: the courier and waybill of a gift bought elsewhere. */
export const externalProofRequest = v.object({ courier: text('Kurir', { max: 30 }), awb: text('Nomor resi', { max: 60 }) });

const guestIdOptions = { pattern: /^[A-Za-z0-9]{8,64}$/, patternMessage: 'Guest id tidak valid' } as const;

/** POST v1/sessions/merge: the guest id whose sessions become the user's. */
export const mergeSessionRequest = v.object({ guest_id: text('Guest id', guestIdOptions) });

/** POST v1/claim/voucher. */
export const claimVoucherRequest = v.object({ voucher_id: int('Voucher', { min: 1 }) });

/** POST v1/vouchers/check: a code or a claimed voucher's id (the portal's rule: one of them), and the order's items. */
export const checkVoucherRequest = v.object({
  code: optText('Kode voucher', { max: 50 }),
  id: optInt('Voucher', { min: 1 }),
  items: itemList({ list: 'Daftar barang wajib diisi', item: 'Barang tidak valid' }, { product_id: { min: 1 }, sku_id: { min: 1 }, quantity: { min: 1, max: 99 } }, 200),
});

/** POST v1/survey: the answers given (each may be left out: the earlier answer stays). */
export const surveyRequest = v.object({
  is_pregnant: optBool('Sedang hamil'),
  is_first_pregnancy: optBool('Kehamilan pertama'),
  has_child: optBool('Sudah punya anak'),
  child_name: optText('Nama anak', { max: 100 }),
  feels: optText('Perasaan', { max: 100 }),
  shopping_elsewhere: optTextList('Belanja di tempat lain'),
  needs: optTextList('Kebutuhan'),
  child_needs: optTextList('Kebutuhan anak'),
  categories: optIntList('Kategori', { max: 50, allowEmpty: true }),
});

/** POST v1/sessions/record: a page view (a guest names its id; the portal's rule). */
export const recordSessionRequest = v.object({
  path: text('Path', { max: 2000, pattern: /^\//, patternMessage: 'Path harus diawali "/"' }),
  guest_id: optText('Guest id', guestIdOptions),
});

/** POST v1/events: a shopper event; its value's numbers are the portal's rule per type (spec §3 "Event types"). */
export const recordEventRequest = v.object({
  type: oneOf('Jenis event', ['add-to-cart-non-registry', 'add-to-cart-registry', 'add-product-to-registry']),
  path: text('Path', { max: 200 }),
  value: v.unknown(),
});
