// The portal API as data (issue 29 item 4, decision 0448): every operation with the valibot schema its answer is
// checked by (the adapters' own schemas, imported, never copied), its query and its JSON body. docs/openapi.json is
// written from this table (tools/openapi.ts), so the document, the adapters and the fake portal cannot drift apart
// without a test failing (contract/openapi.test.ts, contract/portal-fuzz.test.ts). The bodies of @kado/contract
// (decision 0520) are the very schemas the adapters check before sending and the fake portal checks on arrival.
import * as v from 'valibot';
import {
  addChildRequest, addGiftProductRequest, addressRequest, addressVisibilityRequest, addToCartRequest,
  adviserFeedbackRequest, adviserQuestionRequest, adviserReplyRequest, changePasswordRequest, checkVoucherRequest,
  claimVoucherRequest, copyLinkRequest, externalProductRequest, externalProofRequest, favoriteRequest,
  forgotPasswordRequest, fundGiftRequest, fundRequest, googleLoginRequest, greetingRequest, helpfulVoteRequest,
  loginRequest, mergeSessionRequest, orderQuoteRequest, placeOrderRequest, productBySlugRequest, profileRequest,
  recordEventRequest, recordSessionRequest, refreshRequest, registerGuestRequest, registerRequest,
  removeFromCartRequest, resetCodeRequest, resetPasswordRequest, reviewReplyRequest, reviewRequest, surpriseRequest,
  surveyRequest, thankedRequest, updateChildRequest, updateExternalProductRequest, updateGiftProductRequest,
  updateRegistryRequest, verifyOtpRequest,
  articleQuery, autocompleteQuery, cartQuery, categoryQuery, chatQuery, commissionQuery, districtQuery, faqQuery,
  giftProductQuery, merchantQuery, myReviewQuery, orderQuery, pageQuery, productLinkQuery, productQuery, reviewQuery,
  reviewReplyQuery, shipToQuery, trackQuery, voucherQuery,
  type RequestSchema,
} from '@kado/contract';
import { addressDto, districtDto, shipToDto } from '../address.dto';
import { linkDto } from '../affiliate.http';
import { sessionDto, userDto } from '../auth.dto';
import { addToCartDto, cartDto } from '../cart.dto';
import { favoriteDto } from '../catalogue.http';
import { bannerDetailDto, categoryDetailDto, collectionDetailDto } from '../catalogue-detail.dto';
import { articleDto, bannerDto, categoryDto, collectionDto, merchantDto, productDto } from '../catalogue.dto';
import { registrySurpriseDto, surpriseDto, thankYouGiverDto, thankYouListDto } from '../follow-up.http';
import {
  affiliateCommissionDto, affiliateProductPageDto, chatDto, chatExchangeDto, childDto, faqDto, miniPointPageDto, surveyDto, uploadedImageDto,
} from '../misc.dto';
import { orderDto, orderQuoteDto, paymentMethodDto, trackingDto } from '../order.dto';
import { backgroundUrlDto, photoUrlDto } from '../profile.http';
import { crawledProductDto, giftProductCheckDto, giftProductDto, greetingDto, registryDto } from '../registry.dto';
import { cashFundDto } from '../fund.dto';
import {
  helpfulVoteDto, reviewDto, reviewedProductDto, reviewReplyDto, reviewSummaryDto, reviewThreadDto, reviewableProductDto,
} from '../review.dto';
import { autocompleteDto, notificationCountsDto } from '../search.dto';
import { voucherListDto } from '../voucher.http';
import { voucherCheckDto, voucherDto } from '../voucher.dto';
import { pageDto, rowsDto } from '../wire.dto';

/** How an operation answers on success. */
type PortalAnswer =
  /** `{ "data": <schema> }`, the portal's envelope (the adapters' `client.data`). */
  | { readonly kind: 'data'; readonly schema: v.GenericSchema; readonly status?: 200 | 201 }
  /** The whole body is `<schema>` (the adapters' `client.body`). */
  | { readonly kind: 'body'; readonly schema: v.GenericSchema }
  /** Nothing the caller reads (the adapters' `client.send`): any JSON object. */
  | { readonly kind: 'none'; readonly status?: 201 }
  /** A `text/event-stream` (the registry's change stream). */
  | { readonly kind: 'stream' }
  /** An image's bytes. */
  | { readonly kind: 'image' };

/** Who may call: with a session (Bearer), anyone (the session, when sent, may change the answer), or only without one. */
type PortalAuth = 'session' | 'optional';

export interface PortalOperation {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** The path under the API base, OpenAPI-style (`/v2/gifts/{id}`); the names are the fake portal's. */
  readonly path: string;
  readonly id: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: PortalAuth;
  readonly answer: PortalAnswer;
  /** The query it reads, sent as text: its schema of @kado/contract (decision 0521), checked by the adapters and the fake portal. */
  readonly query?: RequestSchema;
  /** Answers an ETag, and 304 to a matching If-None-Match (decision 0260: pages that poll instead of streaming). */
  readonly conditional?: true;
  /** Its JSON body, or 'multipart' for an image upload (field `image`). */
  readonly body?: v.GenericSchema | 'multipart';
}

const data = (schema: v.GenericSchema, status?: 201): PortalAnswer => (status ? { kind: 'data', schema, status } : { kind: 'data', schema });
const NONE: PortalAnswer = { kind: 'none' };
const CREATED_NONE: PortalAnswer = { kind: 'none', status: 201 };
const empty = v.object({});

/** Every operation of the portal API a client may call (the fake portal's `/__control` routes are test tools, not API). */
export const PORTAL_OPERATIONS: readonly PortalOperation[] = [
  // Auth and profile (spec §7 Auth)
  { method: 'post', path: '/v1/login', id: 'login', summary: 'Sign in with e-mail and password', tag: 'auth', auth: 'optional', answer: data(sessionDto), body: loginRequest },
  { method: 'post', path: '/v1/register', id: 'register', summary: 'Create an account', tag: 'auth', auth: 'optional', answer: data(sessionDto, 201), body: registerRequest },
  { method: 'post', path: '/v1/register-guest', id: 'registerGuest', summary: 'Create a guest account (name and phone)', tag: 'auth', auth: 'optional', answer: data(sessionDto, 201), body: registerGuestRequest },
  { method: 'post', path: '/v1/login-google', id: 'loginGoogle', summary: 'Sign in with a Google credential', tag: 'auth', auth: 'optional', answer: data(sessionDto), body: googleLoginRequest },
  { method: 'post', path: '/v1/refresh-token', id: 'refreshToken', summary: 'Renew the access token', tag: 'auth', auth: 'optional', answer: data(sessionDto), body: refreshRequest },
  { method: 'get', path: '/v1/me', id: 'me', summary: 'The signed-in user', tag: 'auth', auth: 'session', answer: data(userDto) },
  { method: 'post', path: '/v1/logout', id: 'logout', summary: 'End the session', tag: 'auth', auth: 'session', answer: NONE },
  { method: 'put', path: '/v1/profile', id: 'updateProfile', summary: 'Change name, e-mail or phone', tag: 'auth', auth: 'session', answer: data(userDto), body: profileRequest },
  { method: 'put', path: '/v1/profile/password', id: 'changePassword', summary: 'Change the password', tag: 'auth', auth: 'session', answer: NONE, body: changePasswordRequest },
  { method: 'post', path: '/v1/resend-otp', id: 'resendOtp', summary: 'Send the verification code by SMS again', tag: 'auth', auth: 'session', answer: NONE, body: empty },
  { method: 'post', path: '/v1/resend-otp/whatsapp', id: 'resendOtpWhatsapp', summary: 'Send the verification code by WhatsApp again', tag: 'auth', auth: 'session', answer: NONE, body: empty },
  { method: 'post', path: '/v1/verify-otp', id: 'verifyOtp', summary: 'Verify the phone with the SMS code', tag: 'auth', auth: 'session', answer: data(userDto), body: verifyOtpRequest },
  { method: 'post', path: '/v1/otp-whatsapp/verification', id: 'verifyOtpWhatsapp', summary: 'Verify the phone with the WhatsApp code', tag: 'auth', auth: 'session', answer: data(userDto), body: verifyOtpRequest },
  { method: 'post', path: '/v1/forgot-password', id: 'forgotPassword', summary: 'Ask for a password-reset code', tag: 'auth', auth: 'optional', answer: NONE, body: forgotPasswordRequest },
  { method: 'post', path: '/v1/reset-password/verify-otp', id: 'resetPasswordVerify', summary: 'Check a password-reset code', tag: 'auth', auth: 'optional', answer: NONE, body: resetCodeRequest },
  { method: 'post', path: '/v1/reset-password', id: 'resetPassword', summary: 'Set a new password with the reset code', tag: 'auth', auth: 'optional', answer: NONE, body: resetPasswordRequest },
  { method: 'post', path: '/v1/upload/image', id: 'uploadImage', summary: 'Upload an image (PNG, JPEG or WebP, 5 MB at most)', tag: 'media', auth: 'session', answer: data(uploadedImageDto, 201), body: 'multipart' },
  { method: 'post', path: '/v1/profile/photo/upload', id: 'uploadPhoto', summary: 'Upload the profile photo', tag: 'media', auth: 'session', answer: data(photoUrlDto), body: 'multipart' },
  { method: 'delete', path: '/v1/profile/photo', id: 'removePhoto', summary: 'Remove the profile photo', tag: 'media', auth: 'session', answer: NONE },
  { method: 'post', path: '/v1/profile/background-image/upload', id: 'uploadBackground', summary: 'Upload the registry background image', tag: 'media', auth: 'session', answer: data(backgroundUrlDto), body: 'multipart' },
  { method: 'delete', path: '/v1/profile/background-image', id: 'removeBackground', summary: 'Remove the registry background image', tag: 'media', auth: 'session', answer: NONE },
  { method: 'get', path: '/images/{kind}/{file}', id: 'image', summary: 'An image the portal serves (seeded or uploaded)', tag: 'media', auth: 'optional', answer: { kind: 'image' } },
  // Catalogue (spec §7 Catalogue)
  { method: 'get', path: '/v1/merchants', id: 'merchants', summary: 'Merchants, paged', tag: 'catalogue', auth: 'optional', answer: data(pageDto(merchantDto)), query: merchantQuery },
  { method: 'get', path: '/v2/merchants', id: 'brands', summary: 'Brands, paged', tag: 'catalogue', auth: 'optional', answer: data(pageDto(merchantDto)), query: merchantQuery },
  { method: 'get', path: '/v1/merchants/{slug}', id: 'merchant', summary: 'One merchant', tag: 'catalogue', auth: 'optional', answer: data(merchantDto) },
  { method: 'get', path: '/v1/categories', id: 'categories', summary: 'Categories', tag: 'catalogue', auth: 'optional', answer: data(rowsDto(categoryDto)), query: categoryQuery },
  { method: 'get', path: '/v2/categories/{slug}', id: 'category', summary: 'One category with its children', tag: 'catalogue', auth: 'optional', answer: data(categoryDetailDto) },
  { method: 'get', path: '/v5/products', id: 'products', summary: 'Products, searched, filtered, sorted and paged', tag: 'catalogue', auth: 'optional', answer: data(pageDto(productDto)), query: productQuery },
  { method: 'get', path: '/v1/products/history', id: 'productHistory', summary: 'Products the user viewed lately', tag: 'catalogue', auth: 'session', answer: data(rowsDto(productDto)) },
  { method: 'get', path: '/v2/products/{id}', id: 'product', summary: 'One product', tag: 'catalogue', auth: 'optional', answer: data(productDto) },
  { method: 'post', path: '/v1/products/slug', id: 'productBySlug', summary: 'One product by slug (490 when unknown)', tag: 'catalogue', auth: 'optional', answer: data(productDto), body: productBySlugRequest },
  { method: 'get', path: '/v1/groups/products/all', id: 'collections', summary: 'Collections with their first products', tag: 'catalogue', auth: 'optional', answer: data(rowsDto(collectionDto)) },
  { method: 'get', path: '/v1/groups/{id}', id: 'collection', summary: 'One collection, its products paged', tag: 'catalogue', auth: 'optional', answer: data(collectionDetailDto), query: pageQuery },
  { method: 'get', path: '/v1/banners', id: 'banners', summary: 'Banners', tag: 'catalogue', auth: 'optional', answer: data(rowsDto(bannerDto)) },
  { method: 'get', path: '/v1/banners/{id}', id: 'banner', summary: 'One banner', tag: 'catalogue', auth: 'optional', answer: data(bannerDetailDto) },
  { method: 'get', path: '/v1/articles', id: 'articles', summary: 'Articles, paged', tag: 'catalogue', auth: 'optional', answer: data(pageDto(articleDto)), query: articleQuery },
  { method: 'get', path: '/v1/articles/{slug}', id: 'article', summary: 'One article', tag: 'catalogue', auth: 'optional', answer: data(articleDto) },
  { method: 'get', path: '/v1/favorites', id: 'favorites', summary: 'Favourite products, paged', tag: 'catalogue', auth: 'session', answer: data(pageDto(productDto)), query: pageQuery },
  { method: 'post', path: '/v1/favorites', id: 'addFavorite', summary: 'Mark a product as favourite', tag: 'catalogue', auth: 'session', answer: data(favoriteDto), body: favoriteRequest },
  { method: 'delete', path: '/v1/favorites', id: 'removeFavorite', summary: 'Unmark a favourite product', tag: 'catalogue', auth: 'session', answer: data(favoriteDto), body: favoriteRequest },
  // Search
  { method: 'get', path: '/v1/notification-count', id: 'notificationCount', summary: 'Counts for the header badges', tag: 'search', auth: 'session', answer: data(notificationCountsDto) },
  { method: 'get', path: '/v1/autocomplete', id: 'autocomplete', summary: 'Suggestions for a search word', tag: 'search', auth: 'optional', answer: data(autocompleteDto), query: autocompleteQuery },
  // Registry (spec §7 Registry)
  { method: 'get', path: '/v2/gifts', id: 'myRegistry', summary: "The user's own registry", tag: 'registry', auth: 'session', answer: data(registryDto) },
  { method: 'put', path: '/v2/gifts', id: 'updateRegistry', summary: 'Change the registry name, description or visibility', tag: 'registry', auth: 'session', answer: data(registryDto), body: updateRegistryRequest },
  { method: 'put', path: '/v2/gifts/address/visibility', id: 'addressVisibility', summary: "Show or hide the registry address's detail", tag: 'registry', auth: 'session', answer: data(registryDto), body: addressVisibilityRequest },
  { method: 'post', path: '/v2/gifts/set-copy-link', id: 'setCopyLink', summary: 'Record that the registry link was copied', tag: 'registry', auth: 'session', answer: NONE, body: copyLinkRequest },
  { method: 'post', path: '/v2/gifts/product', id: 'addGiftProduct', summary: 'Add a shop product to the registry', tag: 'registry', auth: 'session', answer: data(giftProductDto, 201), body: addGiftProductRequest },
  { method: 'post', path: '/v2/gifts/external-product', id: 'addExternalProduct', summary: 'Add a product of another marketplace', tag: 'registry', auth: 'session', answer: data(giftProductDto, 201), body: externalProductRequest },
  { method: 'put', path: '/v2/gifts/external-product/{id}', id: 'updateExternalProduct', summary: "Change another marketplace's product", tag: 'registry', auth: 'session', answer: data(giftProductDto), body: updateExternalProductRequest },
  { method: 'get', path: '/v2/gift-products/show/{id}', id: 'giftProduct', summary: 'One gift of a registry', tag: 'registry', auth: 'optional', answer: data(giftProductDto) },
  { method: 'get', path: '/v2/gift-add-url', id: 'crawlProduct', summary: "Read a marketplace product's page for its name, price and image", tag: 'registry', auth: 'session', answer: data(crawledProductDto), query: productLinkQuery },
  { method: 'get', path: '/v1/gift-products/{id}/check-existances', id: 'checkGiftProduct', summary: "Whether a product is on the user's registry already", tag: 'registry', auth: 'session', answer: data(rowsDto(giftProductCheckDto)) },
  { method: 'get', path: '/v2/gifts/greetings', id: 'greetings', summary: "Greetings on the user's registry, paged", tag: 'registry', auth: 'session', answer: data(pageDto(greetingDto)), query: pageQuery, conditional: true },
  { method: 'post', path: '/v2/gifts/{username}/greetings', id: 'sendGreeting', summary: 'Leave a greeting on a registry', tag: 'registry', auth: 'optional', answer: data(greetingDto, 201), body: greetingRequest },
  { method: 'get', path: '/v2/gifts/{username}/funds', id: 'funds', summary: "A registry's cash funds (decision 0404)", tag: 'registry', auth: 'optional', answer: data(rowsDto(cashFundDto)) },
  { method: 'get', path: '/v2/gift-funds', id: 'myFunds', summary: "The owner's cash funds", tag: 'registry', auth: 'session', answer: data(rowsDto(cashFundDto)) },
  { method: 'post', path: '/v2/gift-funds', id: 'createFund', summary: 'Add a cash fund', tag: 'registry', auth: 'session', answer: data(cashFundDto, 201), body: fundRequest },
  { method: 'put', path: '/v2/gift-funds/{id}', id: 'updateFund', summary: 'Change a cash fund', tag: 'registry', auth: 'session', answer: data(cashFundDto), body: fundRequest },
  { method: 'delete', path: '/v2/gift-funds/{id}', id: 'removeFund', summary: 'Remove a cash fund that has received no gift', tag: 'registry', auth: 'session', answer: NONE },
  { method: 'post', path: '/v2/gift-funds/{id}/gifts', id: 'giveToFund', summary: 'Give an amount to a cash fund: an order with the gateway instruction', tag: 'registry', auth: 'optional', answer: data(orderDto, 201), body: fundGiftRequest },
  { method: 'get', path: '/v2/gifts/{id}', id: 'registry', summary: 'A registry by username or id', tag: 'registry', auth: 'optional', answer: data(registryDto), conditional: true },
  { method: 'get', path: '/v2/gift-products/{userSlug}', id: 'giftProducts', summary: "A registry's gifts, paged", tag: 'registry', auth: 'optional', answer: data(pageDto(giftProductDto)), query: giftProductQuery, conditional: true },
  { method: 'get', path: '/v1/registry/{username}/events', id: 'registryEvents', summary: "A registry's change stream (server-sent events: ready, change)", tag: 'registry', auth: 'optional', answer: { kind: 'stream' } },
  { method: 'post', path: '/v1/gift-product-contributor/{id}/reveal', id: 'revealContributor', summary: "Reveal a gift's contributors", tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'post', path: '/v1/gift-product-complete/{id}', id: 'markPurchased', summary: 'Mark a gift as bought elsewhere', tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'post', path: '/v1/gift-product-not-complete/{id}', id: 'markNotPurchased', summary: 'Undo marking a gift as bought', tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'post', path: '/v1/gift-products/{id}/undelivered', id: 'markUndelivered', summary: 'Report a gift as not delivered', tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'delete', path: '/v2/gift-products/cancel-reservations/{id}', id: 'cancelReservation', summary: "Cancel the caller's reservation of a gift", tag: 'registry', auth: 'session', answer: data(giftProductDto) },
  { method: 'delete', path: '/v1/gift-products/{id}', id: 'removeGiftProduct', summary: 'Remove a gift from the registry', tag: 'registry', auth: 'session', answer: NONE },
  { method: 'post', path: '/v1/gift-products/{id}/set-private', id: 'setPrivate', summary: 'Hide a gift from givers', tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'post', path: '/v1/gift-products/{id}/set-public', id: 'setPublic', summary: 'Show a gift to givers', tag: 'registry', auth: 'session', answer: data(giftProductDto), body: empty },
  { method: 'put', path: '/v1/gift-products/{id}', id: 'updateGiftProduct', summary: "Change a gift's quantity, note or variant", tag: 'registry', auth: 'session', answer: data(giftProductDto), body: updateGiftProductRequest },
  // Gift follow-up (decisions 0265-0267)
  { method: 'get', path: '/v2/gifts/surprise', id: 'surprise', summary: "The registry's surprise setting", tag: 'follow-up', auth: 'session', answer: data(surpriseDto) },
  { method: 'put', path: '/v2/gifts/surprise', id: 'updateSurprise', summary: 'Change the surprise setting', tag: 'follow-up', auth: 'session', answer: data(surpriseDto), body: surpriseRequest },
  { method: 'get', path: '/v2/gifts/{username}/surprise', id: 'registrySurprise', summary: "Whether a registry's surprise is on, for its givers", tag: 'follow-up', auth: 'optional', answer: data(registrySurpriseDto) },
  { method: 'get', path: '/v2/gifts/thank-you', id: 'thankYouList', summary: 'The givers to thank', tag: 'follow-up', auth: 'session', answer: data(thankYouListDto) },
  { method: 'put', path: '/v2/gifts/thank-you/{giverId}', id: 'markThanked', summary: 'Mark a giver as thanked', tag: 'follow-up', auth: 'session', answer: data(thankYouGiverDto), body: thankedRequest },
  { method: 'post', path: '/v2/gift-products/{id}/external-proof', id: 'externalProof', summary: "A giver's courier and waybill for a gift bought elsewhere", tag: 'follow-up', auth: 'session', answer: data(giftProductDto), body: externalProofRequest },
  // Cart (spec §7 Cart)
  { method: 'get', path: '/v1/carts', id: 'cart', summary: 'The cart (a type and owner for a registry gift)', tag: 'cart', auth: 'session', answer: data(cartDto), query: cartQuery },
  { method: 'post', path: '/v2/carts', id: 'addToCart', summary: 'Add a product or a registry gift to the cart', tag: 'cart', auth: 'session', answer: data(addToCartDto, 201), body: addToCartRequest },
  { method: 'delete', path: '/v1/carts', id: 'removeFromCart', summary: 'Remove cart items', tag: 'cart', auth: 'session', answer: NONE, body: removeFromCartRequest },
  // Addresses
  { method: 'get', path: '/v1/profile/user-address', id: 'addresses', summary: "The user's addresses", tag: 'address', auth: 'session', answer: data(rowsDto(addressDto)) },
  { method: 'post', path: '/v1/profile/user-address', id: 'addAddress', summary: 'Add an address', tag: 'address', auth: 'session', answer: data(addressDto, 201), body: addressRequest },
  { method: 'get', path: '/v1/profile/user-address/{id}', id: 'address', summary: 'One address', tag: 'address', auth: 'session', answer: data(addressDto) },
  { method: 'put', path: '/v1/profile/user-address/{id}', id: 'updateAddress', summary: 'Change an address', tag: 'address', auth: 'session', answer: data(addressDto), body: addressRequest },
  { method: 'delete', path: '/v1/profile/user-address/{id}', id: 'removeAddress', summary: 'Remove an address', tag: 'address', auth: 'session', answer: NONE },
  { method: 'get', path: '/v1/order-group/address-book', id: 'shipTo', summary: 'Where a registry gift can be sent (by the registry key)', tag: 'address', auth: 'optional', answer: data(rowsDto(shipToDto)), query: shipToQuery },
  { method: 'get', path: '/v1/districts', id: 'districts', summary: 'Districts matching a search word', tag: 'address', auth: 'optional', answer: data(rowsDto(districtDto)), query: districtQuery },
  // Reviews
  { method: 'post', path: '/v1/products/{id}/reviews', id: 'writeReview', summary: 'Review a bought product', tag: 'review', auth: 'session', answer: data(reviewDto, 201), body: reviewRequest },
  { method: 'get', path: '/v1/products/{id}/reviews', id: 'reviews', summary: "A product's reviews, paged", tag: 'review', auth: 'optional', answer: data(pageDto(reviewDto)), query: reviewQuery },
  { method: 'get', path: '/v1/review-summary/{id}', id: 'reviewSummary', summary: "A product's rating summary", tag: 'review', auth: 'optional', answer: data(reviewSummaryDto) },
  { method: 'get', path: '/v1/comment-reviews/{id}', id: 'reviewReplies', summary: "A review's replies, paged", tag: 'review', auth: 'optional', answer: data(v.union([pageDto(reviewReplyDto), reviewThreadDto])), query: reviewReplyQuery },
  { method: 'post', path: '/v1/comment-reviews', id: 'replyToReview', summary: 'Reply to a review', tag: 'review', auth: 'session', answer: data(reviewReplyDto, 201), body: reviewReplyRequest },
  { method: 'get', path: '/v1/products-transaction/reviews', id: 'reviewable', summary: 'Bought products waiting for a review, paged', tag: 'review', auth: 'session', answer: data(pageDto(reviewableProductDto)), query: pageQuery },
  { method: 'get', path: '/v1/products/{id}/review', id: 'myReview', summary: "The user's review of a product, or null", tag: 'review', auth: 'session', answer: data(v.nullable(reviewDto)) },
  { method: 'post', path: '/v1/reviews/{id}/helpfull', id: 'voteHelpful', summary: 'Mark a review as helpful', tag: 'review', auth: 'session', answer: data(helpfulVoteDto), body: helpfulVoteRequest },
  { method: 'delete', path: '/v1/reviews/{id}/helpfull', id: 'unvoteHelpful', summary: 'Take back a helpful mark', tag: 'review', auth: 'session', answer: data(helpfulVoteDto) },
  { method: 'get', path: '/v1/product-reviews', id: 'myReviews', summary: "The user's reviews, paged", tag: 'review', auth: 'session', answer: data(pageDto(reviewedProductDto)), query: myReviewQuery },
  // Vouchers
  { method: 'get', path: '/v1/vouchers', id: 'vouchers', summary: 'Vouchers', tag: 'voucher', auth: 'optional', answer: data(voucherListDto), query: voucherQuery },
  { method: 'get', path: '/v1/voucher/{id}', id: 'voucher', summary: 'One voucher', tag: 'voucher', auth: 'optional', answer: data(voucherDto) },
  { method: 'post', path: '/v1/claim/voucher', id: 'claimVoucher', summary: 'Claim a voucher', tag: 'voucher', auth: 'session', answer: data(voucherDto), body: claimVoucherRequest },
  { method: 'post', path: '/v1/vouchers/check', id: 'checkVoucher', summary: 'Whether a voucher applies to an order', tag: 'voucher', auth: 'session', answer: data(voucherCheckDto), body: checkVoucherRequest },
  // Orders and payment (spec §7 Order)
  { method: 'get', path: '/v1/payment-methods', id: 'paymentMethods', summary: 'Payment methods', tag: 'order', auth: 'session', answer: data(rowsDto(paymentMethodDto)) },
  { method: 'post', path: '/v1/orders/quote', id: 'quoteOrder', summary: 'Prices, shipping and discounts of an order before it is placed', tag: 'order', auth: 'session', answer: data(orderQuoteDto), body: orderQuoteRequest },
  { method: 'post', path: '/v1/orders', id: 'placeOrder', summary: 'Place an order (Idempotency-Key honoured)', tag: 'order', auth: 'session', answer: data(orderDto, 201), body: placeOrderRequest },
  { method: 'get', path: '/v1/orders', id: 'orders', summary: "The user's orders, paged", tag: 'order', auth: 'session', answer: data(pageDto(orderDto)), query: orderQuery },
  { method: 'get', path: '/v1/orders/{id}', id: 'order', summary: 'One order', tag: 'order', auth: 'session', answer: data(orderDto) },
  { method: 'post', path: '/v1/orders/{id}/cancel', id: 'cancelOrder', summary: 'Cancel an unpaid order', tag: 'order', auth: 'session', answer: data(orderDto), body: empty },
  { method: 'get', path: '/v1/track', id: 'track', summary: "A parcel's journey by courier and waybill", tag: 'order', auth: 'optional', answer: data(trackingDto), query: trackQuery },
  { method: 'get', path: '/v1/mini-points/history', id: 'miniPoints', summary: 'Mini-point history, paged', tag: 'order', auth: 'session', answer: data(miniPointPageDto), query: pageQuery },
  // Affiliate, adviser, children, FAQ, survey, sessions
  { method: 'post', path: '/v1/affiliator/{productSlug}/affiliate', id: 'affiliateLink', summary: "An affiliate's link to a product", tag: 'affiliate', auth: 'session', answer: data(linkDto), body: empty },
  { method: 'get', path: '/v1/affiliator/products', id: 'affiliateProducts', summary: 'Products an affiliate may share, paged by links.next', tag: 'affiliate', auth: 'session', answer: { kind: 'body', schema: affiliateProductPageDto }, query: pageQuery },
  { method: 'get', path: '/v1/affiliator', id: 'affiliateCommission', summary: "An affiliate's commission over the last days", tag: 'affiliate', auth: 'session', answer: data(affiliateCommissionDto), query: commissionQuery },
  { method: 'get', path: '/v1/adviser/chats', id: 'adviserChats', summary: "The adviser conversation", tag: 'adviser', auth: 'session', answer: data(rowsDto(chatDto)), query: chatQuery },
  { method: 'post', path: '/v1/adviser/chats', id: 'askAdviser', summary: 'Ask the adviser', tag: 'adviser', auth: 'session', answer: data(chatExchangeDto, 201), body: adviserQuestionRequest },
  { method: 'post', path: '/v1/adviser/chats/{id}/feedback', id: 'adviserFeedback', summary: "Rate an adviser's answer", tag: 'adviser', auth: 'session', answer: data(chatDto), body: adviserFeedbackRequest },
  { method: 'post', path: '/v1/adviser/reply', id: 'adviserReply', summary: 'Draft a reply to a question', tag: 'adviser', auth: 'session', answer: data(chatDto, 201), body: adviserReplyRequest },
  { method: 'post', path: '/v1/adviser/reply/{id}/send', id: 'sendAdviserReply', summary: 'Send a drafted reply', tag: 'adviser', auth: 'session', answer: data(chatDto), body: empty },
  { method: 'get', path: '/v1/children', id: 'children', summary: "The user's children", tag: 'children', auth: 'session', answer: data(rowsDto(childDto)) },
  { method: 'post', path: '/v1/children', id: 'addChild', summary: 'Add a child', tag: 'children', auth: 'session', answer: data(childDto, 201), body: addChildRequest },
  { method: 'put', path: '/v1/children/{id}', id: 'updateChild', summary: 'Change a child', tag: 'children', auth: 'session', answer: data(childDto), body: updateChildRequest },
  { method: 'delete', path: '/v1/children/{id}', id: 'removeChild', summary: 'Remove a child', tag: 'children', auth: 'session', answer: NONE },
  { method: 'post', path: '/v1/children/{id}/set-default', id: 'defaultChild', summary: 'Make a child the default one', tag: 'children', auth: 'session', answer: data(childDto), body: empty },
  { method: 'get', path: '/v1/faqs', id: 'faqs', summary: 'Questions and answers, paged', tag: 'faq', auth: 'optional', answer: data(pageDto(faqDto)), query: faqQuery },
  { method: 'get', path: '/v1/faqs/{id}', id: 'faq', summary: 'One question and answer', tag: 'faq', auth: 'optional', answer: data(faqDto) },
  { method: 'get', path: '/v1/survey', id: 'survey', summary: "The user's survey answers", tag: 'survey', auth: 'session', answer: data(surveyDto) },
  { method: 'post', path: '/v1/survey', id: 'answerSurvey', summary: 'Answer the survey', tag: 'survey', auth: 'session', answer: data(surveyDto), body: surveyRequest },
  { method: 'post', path: '/v1/sessions/record', id: 'recordSession', summary: 'Record a page view of a session', tag: 'session', auth: 'optional', answer: CREATED_NONE, body: recordSessionRequest },
  { method: 'post', path: '/v1/sessions/merge', id: 'mergeSession', summary: "Merge a guest's session into the user's", tag: 'session', auth: 'session', answer: NONE, body: mergeSessionRequest },
  { method: 'get', path: '/openapi.json', id: 'openapi', summary: 'This document', tag: 'contract', auth: 'optional', answer: { kind: 'body', schema: v.looseObject({ openapi: v.literal('3.1.0'), info: v.looseObject({ title: v.string(), version: v.string() }), paths: v.record(v.string(), v.unknown()) }) } },
  { method: 'post', path: '/v1/events', id: 'recordEvent', summary: 'Record a shopper event', tag: 'session', auth: 'optional', answer: CREATED_NONE, body: recordEventRequest },
];
