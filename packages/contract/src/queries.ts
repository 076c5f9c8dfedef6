// The portal's queries (issue 29 item 4, decision 0521): paging, filters and sorts, one schema per distinct query,
// checked by @kado/http before sending and by the fake portal on arrival, and written into docs/openapi.json. A query
// arrives as text: the field builders read digits as numbers and '1'/'0' as yes/no, and a blank value is none.
// The defaults (page 1, a route's own limit, its first sort) are the portal's, applied after the check.
import * as v from 'valibot';
import { optBool, optInt, optOneOf, optText, text } from './fields';

/** `page` (1 to 100 000) and `limit` (1 to the route's largest page). */
const paging = (largest = 100) => ({
  page: optInt('Halaman', { min: 1, max: 100_000 }),
  limit: optInt('Batas', { min: 1, max: largest }),
});

const word = (label: string) => optText(label, { max: 100 });
const sort = <const T extends readonly [string, ...string[]]>(values: T) => optOneOf('Urutan', values);

/** A page and its size, nothing else (collections, favourites, greetings, reviews to write, mini-points, affiliate products). */
export const pageQuery = v.object(paging());

/** GET v1/articles: a page, of one category. */
export const articleQuery = v.object({ ...paging(), 'filter[category]': word('Kategori') });

/** GET v1/merchants and v2/merchants: a page of merchants by name. */
export const merchantQuery = v.object({ ...paging(), 'filter[name]': word('Nama'), sort: sort(['name', '-name', '-product_count']) });

/** GET v1/categories: the root ones only, or the others. */
export const categoryQuery = v.object({ 'filter[is_root]': optBool('Kategori utama') });

/** GET v5/products: searched (keyword, or filter[keyword]), filtered, sorted, 50 a page at most. */
export const productQuery = v.object({
  ...paging(50),
  keyword: word('Kata kunci'),
  'filter[keyword]': word('Kata kunci'),
  'filter[category]': word('Kategori'),
  'filter[merchant]': word('Toko'),
  sort: sort(['-created_at', 'price', '-price', '-sold_count', '-discount']),
  'filter[in_stock]': optBool('Stok tersedia'),
  // A price range (decision 0464): the product's listed price, both bounds included.
  'filter[min_price]': optInt('Harga minimal', { min: 0 }),
  'filter[max_price]': optInt('Harga maksimal', { min: 0 }),
});

/** GET v1/autocomplete: suggestions for a word, 20 at most. */
export const autocompleteQuery = v.object({
  'filter[keyword]': word('Kata kunci'),
  'filter[category_id]': optInt('Kategori', { min: 1 }),
  limit: optInt('Batas', { min: 1, max: 20 }),
});

/** GET v2/gift-add-url: a marketplace product's link. */
export const productLinkQuery = v.object({ url: text('Tautan produk', { max: 1000, pattern: /^https?:\/\/\S+$/i, patternMessage: 'Mohon masukkan info produk' }) });

/** GET v2/gift-products/{userSlug}: a page of a registry's gifts, sorted, the available or the taken ones. */
export const giftProductQuery = v.object({
  ...paging(),
  sort: sort(['-created_at', 'created_at', 'price', '-price', 'name']),
  'filter[status]': optOneOf('Status', ['available', 'taken']),
});

/** GET v1/carts: the regular cart, or the gift cart (of one registry owner). */
export const cartQuery = v.object({ type: optOneOf('Tipe', ['gift', 'regular']), owner_id: optInt('Pemilik registry', { min: 1 }) });

/** GET v1/order-group/address-book: a registry's key. */
export const shipToQuery = v.object({ key: text('Kunci', { max: 100 }) });

/** GET v1/districts: districts whose name, city or province holds a word. */
export const districtQuery = v.object({ 'filter[name]': word('Nama') });

/** GET v1/products/{id}/reviews: a page of a product's reviews, of one star count. */
export const reviewQuery = v.object({ ...paging(), 'filter[star]': optInt('Rating', { min: 1, max: 5 }) });

/** GET v1/comment-reviews/{id}: a page of a review's replies, newest or oldest first. */
export const reviewReplyQuery = v.object({ ...paging(), sort: sort(['-created_at', 'created_at']) });

/** GET v1/product-reviews: a page of the user's reviews, with an order or without. */
export const myReviewQuery = v.object({ ...paging(), 'filter[has_order]': optBool('Dengan pesanan') });

/** GET v1/vouchers: one's own vouchers or all of them, sorted, 1000 a page at most. */
export const voucherQuery = v.object({ ...paging(1000), 'filter[all]': optBool('Semua'), sort: sort(['-max_discount', 'max_discount', '-id']) });

/** GET v1/orders: a page of the user's orders, of one status. */
export const orderQuery = v.object({
  ...paging(),
  'filter[status]': optOneOf('Status', ['waiting_payment', 'paid', 'accepted', 'pickedup', 'delivered', 'cancelled']),
});

/** GET v1/track: a parcel by courier and waybill. */
export const trackQuery = v.object({ courier: text('Kurir', { max: 50 }), awb: text('Nomor resi', { max: 50 }) });

/** GET v1/affiliator: the commission over the last days (1 to 365). */
export const commissionQuery = v.object({ 'filter[day]': optInt('Rentang hari', { min: 1, max: 365 }) });

/** GET v1/adviser/chats: the last messages (100 at most). */
export const chatQuery = v.object({ limit: optInt('Batas', { min: 1, max: 100 }) });

/** GET v1/faqs: a page of questions, searched, the highlighted ones only. */
export const faqQuery = v.object({ ...paging(), search: word('Pencarian'), 'filter[is_highlighted]': optBool('Sorotan') });
