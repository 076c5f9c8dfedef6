// Every port method through the stub fetch: the exact wire request (method, path, query, body) of
// spec §7 / docs/api-contract.md, and every error path of spec §8 (400, 404, 422, 490, 500, a
// timeout, malformed JSON, a wrongly shaped answer, offline, abort).
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '@kado/domain';
import { createHttpGateways } from './gateways';
import { UNEXPECTED_MESSAGE } from './map-error';
import { createPortalClient } from './portal-client';
import { allPortCalls } from './testing/port-calls';

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, timeoutMs = 15_000) {
  const requests: Request[] = [];
  const onNotFoundRedirect = vi.fn();
  const client = createPortalClient({
    baseUrl: 'http://kado.test/api',
    getAccessToken: () => 'token',
    retryDelayMs: () => 0,
    timeoutMs,
    onNotFoundRedirect,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.signal.aborted) throw request.signal.reason;
      requests.push(request.clone());
      return handler(request);
    },
  });
  return { gateways: createHttpGateways(client), requests, onNotFoundRedirect };
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request each sample invocation of testing/port-calls.ts must send. */
const wire: Record<string, { route: string; query?: Record<string, string>; body?: unknown; withoutSession?: true }> = {
  'AuthGateway.login': { route: 'POST /api/v1/login', body: { email: 'ibu.demo@kado.test', password: 'Rahasia123!' }, withoutSession: true },
  'AuthGateway.register': { route: 'POST /api/v1/register', body: { name: 'Sari', email: 'sari@kado.test', phone: '081234567890', password: 'Rahasia123!' }, withoutSession: true },
  'AuthGateway.registerGuest': { route: 'POST /api/v1/register-guest', body: { name: 'Tamu', email: 'tamu@kado.test' }, withoutSession: true },
  'AuthGateway.loginWithGoogle': { route: 'POST /api/v1/login-google', body: { token: 'google-credential' }, withoutSession: true },
  'AuthGateway.refresh': { route: 'POST /api/v1/refresh-token', body: { refresh_token: 'refresh-token' }, withoutSession: true },
  'AuthGateway.me': { route: 'GET /api/v1/me' },
  'AuthGateway.logout': { route: 'POST /api/v1/logout' },
  'AuthGateway.resendOtp': { route: 'POST /api/v1/resend-otp' },
  'AuthGateway.verifyOtp': { route: 'POST /api/v1/otp-whatsapp/verification', body: { otp: '123456' } },
  'AuthGateway.forgotPassword': { route: 'POST /api/v1/forgot-password', body: { email: 'ibu.demo@kado.test' }, withoutSession: true },
  'AuthGateway.verifyResetOtp': { route: 'POST /api/v1/reset-password/verify-otp', body: { email: 'ibu.demo@kado.test', otp: '123456' }, withoutSession: true },
  'AuthGateway.resetPassword': { route: 'POST /api/v1/reset-password', body: { email: 'ibu.demo@kado.test', otp: '123456', password: 'Rahasia456!' }, withoutSession: true },
  'ProfileGateway.updateProfile': { route: 'PUT /api/v1/profile', body: { name: 'Ibu Demo' } },
  'ProfileGateway.changePassword': { route: 'PUT /api/v1/profile/password', body: { current_password: 'a', password: 'Rahasia456!', password_confirmation: 'Rahasia456!' } },
  'ProfileGateway.uploadPhoto': { route: 'POST /api/v1/profile/photo/upload' },
  'ProfileGateway.deletePhoto': { route: 'DELETE /api/v1/profile/photo' },
  'ProfileGateway.uploadBackgroundImage': { route: 'POST /api/v1/profile/background-image/upload' },
  'ProfileGateway.deleteBackgroundImage': { route: 'DELETE /api/v1/profile/background-image' },
  'ProfileGateway.miniPointHistory': { route: 'GET /api/v1/mini-points/history', query: { page: '1' } },
  'MediaGateway.uploadImage': { route: 'POST /api/v1/upload/image' },
  'SearchGateway.autocomplete': { route: 'GET /api/v1/autocomplete', query: { 'filter[keyword]': 'popok', limit: '5' } },
  'SearchGateway.notificationCounts': { route: 'GET /api/v1/notification-count' },
  'SearchGateway.productHistory': { route: 'GET /api/v1/products/history' },
  'RegistryGateway.myRegistry': { route: 'GET /api/v2/gifts' },
  'RegistryGateway.registry': { route: 'GET /api/v2/gifts/bunda-demo' },
  'RegistryGateway.updateRegistry': { route: 'PUT /api/v2/gifts', body: { name: 'Registry', description: 'Doa', is_public: true } },
  'RegistryGateway.setAddressVisibility': { route: 'PUT /api/v2/gifts/address/visibility', body: { is_registry_address_visible: true } },
  'RegistryGateway.setAddressDetailVisibility': { route: 'PUT /api/v2/gifts/address/visibility', body: { is_registry_address_detail_visible: true } },
  'RegistryGateway.setCopyLink': { route: 'POST /api/v2/gifts/set-copy-link', body: { link: 'http://localhost:4173/registry/bunda-demo' } },
  'RegistryGateway.addProduct': { route: 'POST /api/v2/gifts/product', body: { product_id: 1, sku_id: 1, quantity: 1 } },
  'RegistryGateway.addExternalProduct': { route: 'POST /api/v2/gifts/external-product', body: { url: 'https://shopee.co.id/x', name: 'Stroller', price: 100000, quantity: 1, marketplace: 'shopee' } },
  'RegistryGateway.updateExternalProduct': { route: 'PUT /api/v2/gifts/external-product/1' },
  'RegistryGateway.giftProduct': { route: 'GET /api/v2/gift-products/show/1' },
  'RegistryGateway.crawlUrl': { route: 'GET /api/v2/gift-add-url', query: { url: 'https://shopee.co.id/x' } },
  'RegistryGateway.checkExistence': { route: 'GET /api/v1/gift-products/1/check-existances' },
  'RegistryGateway.giftProducts': { route: 'GET /api/v2/gift-products/bunda-demo', query: { page: '1', limit: '10' } },
  'RegistryGateway.revealContributor': { route: 'POST /api/v1/gift-product-contributor/1/reveal' },
  'RegistryGateway.markPurchased': { route: 'POST /api/v1/gift-product-complete/1' },
  'RegistryGateway.markNotPurchased': { route: 'POST /api/v1/gift-product-not-complete/1' },
  'RegistryGateway.markUndelivered': { route: 'POST /api/v1/gift-products/1/undelivered' },
  'RegistryGateway.cancelReservation': { route: 'DELETE /api/v2/gift-products/cancel-reservations/1' },
  'RegistryGateway.removeGiftProduct': { route: 'DELETE /api/v1/gift-products/1' },
  'RegistryGateway.setPrivate': { route: 'POST /api/v1/gift-products/1/set-private' },
  'RegistryGateway.setPublic': { route: 'POST /api/v1/gift-products/1/set-public' },
  'RegistryGateway.updateGiftProduct': { route: 'PUT /api/v1/gift-products/1', body: { quantity: 2 } },
  'RegistryGateway.greetings': { route: 'GET /api/v2/gifts/greetings', query: { page: '1' } },
  'RegistryGateway.sendGreeting': { route: 'POST /api/v2/gifts/bunda-demo/greetings', body: { name: 'Tante', message: 'Selamat!' } },
  'RegistryGateway.funds': { route: 'GET /api/v2/gifts/bunda-demo/funds' },
  'RegistryGateway.myFunds': { route: 'GET /api/v2/gift-funds' },
  'RegistryGateway.createFund': { route: 'POST /api/v2/gift-funds', body: { name: 'Biaya aqiqah', goal_amount: 3_000_000, story: '', allow_over_goal: false } },
  'RegistryGateway.updateFund': { route: 'PUT /api/v2/gift-funds/1', body: { name: 'Biaya aqiqah', goal_amount: 3_000_000, story: '', allow_over_goal: false } },
  'RegistryGateway.removeFund': { route: 'DELETE /api/v2/gift-funds/1' },
  'RegistryGateway.giveToFund': { route: 'POST /api/v2/gift-funds/1/gifts', body: { amount: 50_000, name: 'Tante', message: 'Selamat!', payment_method: 'bca_va' } },
  'CartGateway.cart': { route: 'GET /api/v1/carts', query: { type: 'gift', owner_id: '1' } },
  'CartGateway.addItem': { route: 'POST /api/v2/carts', body: { product_id: 1, sku_id: 1, quantity: 1 } },
  'CartGateway.removeItems': { route: 'DELETE /api/v1/carts', body: { carts: [1] } },
  'AddressGateway.list': { route: 'GET /api/v1/profile/user-address' },
  'AddressGateway.get': { route: 'GET /api/v1/profile/user-address/1' },
  'AddressGateway.create': { route: 'POST /api/v1/profile/user-address' },
  'AddressGateway.update': {
    route: 'PUT /api/v1/profile/user-address/1',
    body: { district_id: 1, primary: true, address: 'Jl. Melati 1', address_label: 'Rumah', receiver_name: 'Ibu Demo', receiver_phone: '081234567890', postal_code: '12120' },
  },
  'AddressGateway.remove': { route: 'DELETE /api/v1/profile/user-address/1' },
  'AddressGateway.addressBook': { route: 'GET /api/v1/order-group/address-book', query: { key: 'bunda-demo' } },
  'AddressGateway.searchDistricts': { route: 'GET /api/v1/districts', query: { 'filter[name]': 'Kebayoran' } },
  'CatalogueGateway.merchants': { route: 'GET /api/v1/merchants', query: { page: '1', limit: '10' } },
  'CatalogueGateway.brands': { route: 'GET /api/v2/merchants', query: { page: '1', limit: '10' } },
  'CatalogueGateway.merchant': { route: 'GET /api/v1/merchants/x' },
  'CatalogueGateway.categories': { route: 'GET /api/v1/categories', query: { 'filter[is_root]': '1' } },
  'CatalogueGateway.category': { route: 'GET /api/v2/categories/x' },
  'CatalogueGateway.products': { route: 'GET /api/v5/products', query: { keyword: 'popok', limit: '10', page: '1' } },
  'CatalogueGateway.product': { route: 'GET /api/v2/products/1' },
  'CatalogueGateway.productBySlug': { route: 'POST /api/v1/products/slug', body: { slug: 'x' } },
  'CatalogueGateway.collections': { route: 'GET /api/v1/groups/products/all' },
  'CatalogueGateway.collection': { route: 'GET /api/v1/groups/1' },
  'CatalogueGateway.banners': { route: 'GET /api/v1/banners' },
  'CatalogueGateway.banner': { route: 'GET /api/v1/banners/1' },
  'CatalogueGateway.articles': { route: 'GET /api/v1/articles', query: { page: '1' } },
  'CatalogueGateway.article': { route: 'GET /api/v1/articles/x' },
  'CatalogueGateway.favorites': { route: 'GET /api/v1/favorites', query: { page: '1' } },
  'CatalogueGateway.addFavorite': { route: 'POST /api/v1/favorites', body: { product_id: 1 } },
  'CatalogueGateway.removeFavorite': { route: 'DELETE /api/v1/favorites', body: { product_id: 1 } },
  'ReviewGateway.postReview': { route: 'POST /api/v1/products/1/reviews', body: { star: 5, review: 'Bagus', is_publish: false } },
  'ReviewGateway.reviews': { route: 'GET /api/v1/products/1/reviews', query: { page: '1', limit: '10' } },
  'ReviewGateway.summary': { route: 'GET /api/v1/review-summary/1' },
  'ReviewGateway.replies': { route: 'GET /api/v1/comment-reviews/1', query: { page: '1', limit: '5', sort: '-created_at' } },
  'ReviewGateway.reviewThread': { route: 'GET /api/v1/comment-reviews/1', query: { page: '1', limit: '5', sort: '-created_at' } },
  'ReviewGateway.postReply': { route: 'POST /api/v1/comment-reviews', body: { review_id: 1, comment: 'Terima kasih' } },
  'ReviewGateway.transactionProducts': { route: 'GET /api/v1/products-transaction/reviews', query: { page: '1', limit: '10' } },
  'ReviewGateway.myReview': { route: 'GET /api/v1/products/1/review' },
  'ReviewGateway.markHelpful': { route: 'POST /api/v1/reviews/1/helpfull', body: { is_helpfull: true } },
  'ReviewGateway.unmarkHelpful': { route: 'DELETE /api/v1/reviews/1/helpfull' },
  'ReviewGateway.myReviews': { route: 'GET /api/v1/product-reviews', query: { 'filter[has_order]': '1', page: '1' } },
  'VoucherGateway.list': { route: 'GET /api/v1/vouchers', query: { limit: '1000', 'filter[all]': '1', sort: '-max_discount' } },
  'VoucherGateway.get': { route: 'GET /api/v1/voucher/1' },
  'VoucherGateway.claim': { route: 'POST /api/v1/claim/voucher', body: { voucher_id: 1 } },
  'VoucherGateway.check': { route: 'POST /api/v1/vouchers/check', body: { code: 'KADO', items: [{ product_id: 1, sku_id: 1, quantity: 1 }] } },
  'OrderGateway.paymentMethods': { route: 'GET /api/v1/payment-methods' },
  'OrderGateway.quote': { route: 'POST /api/v1/orders/quote', body: { cart_ids: [1], address_id: 1 } },
  'OrderGateway.createOrder': { route: 'POST /api/v1/orders', body: { cart_ids: [1], address_id: 1, payment_method: 'bca_va' } },
  'OrderGateway.orders': { route: 'GET /api/v1/orders', query: { page: '1' } },
  'OrderGateway.order': { route: 'GET /api/v1/orders/1' },
  'OrderGateway.cancel': { route: 'POST /api/v1/orders/1/cancel' },
  'OrderGateway.track': { route: 'GET /api/v1/track', query: { courier: 'jne', awb: 'X1' } },
  'AffiliateGateway.createLink': { route: 'POST /api/v1/affiliator/x/affiliate' },
  'AffiliateGateway.products': { route: 'GET /api/v1/affiliator/products', query: { page: '1' } },
  'AffiliateGateway.commission': { route: 'GET /api/v1/affiliator', query: { 'filter[day]': '30' } },
  'AdviserGateway.chats': { route: 'GET /api/v1/adviser/chats', query: { limit: '100' } },
  'AdviserGateway.send': { route: 'POST /api/v1/adviser/chats', body: { uuid: 'tanya-0001', message: 'Halo' } },
  'AdviserGateway.feedback': { route: 'POST /api/v1/adviser/chats/1/feedback', body: { type: 'like' } },
  'AdviserGateway.requestReply': { route: 'POST /api/v1/adviser/reply', body: { uuid: 'tanya-0001' } },
  'AdviserGateway.sendReply': { route: 'POST /api/v1/adviser/reply/1/send' },
  'ChildGateway.list': { route: 'GET /api/v1/children' },
  'ChildGateway.create': { route: 'POST /api/v1/children', body: { name: 'Adik', is_default: false } },
  'ChildGateway.update': { route: 'PUT /api/v1/children/1', body: { name: 'Adik', is_default: false } },
  'ChildGateway.remove': { route: 'DELETE /api/v1/children/1' },
  'ChildGateway.setDefault': { route: 'POST /api/v1/children/1/set-default' },
  'FaqGateway.list': { route: 'GET /api/v1/faqs', query: { page: '1' } },
  'FaqGateway.get': { route: 'GET /api/v1/faqs/1' },
  'SurveyGateway.get': { route: 'GET /api/v1/survey' },
  'SurveyGateway.save': { route: 'POST /api/v1/survey' },
  'SessionGateway.record': { route: 'POST /api/v1/sessions/record', body: { path: '/', guest_id: 'abc12345' } },
  'SessionGateway.merge': { route: 'POST /api/v1/sessions/merge', body: { guest_id: 'abc12345' } },
  'SessionGateway.event': {
    route: 'POST /api/v1/events',
    body: { type: 'add-product-to-registry', value: { product_id: '1', sku_id: '1' }, path: '/' },
  },
  'GiftFollowUpGateway.surprise': { route: 'GET /api/v2/gifts/surprise' },
  'GiftFollowUpGateway.saveSurprise': { route: 'PUT /api/v2/gifts/surprise', body: { is_enabled: true, hide_taken: false, reveal_on: null, due_date: '2027-02-06' } },
  'GiftFollowUpGateway.registrySurprise': { route: 'GET /api/v2/gifts/bunda-demo/surprise' },
  'GiftFollowUpGateway.thankYouList': { route: 'GET /api/v2/gifts/thank-you' },
  'GiftFollowUpGateway.setThanked': { route: 'PUT /api/v2/gifts/thank-you/g1', body: { is_thanked: true } },
  'GiftFollowUpGateway.addExternalProof': { route: 'POST /api/v2/gift-products/12/external-proof', body: { courier: 'jnt', awb: 'JP1234567890' } },
};

/** Methods whose answer carries nothing for the caller: any JSON shape is accepted. */
const voidMethods = new Set([
  'AuthGateway.logout', 'AuthGateway.resendOtp', 'AuthGateway.forgotPassword', 'AuthGateway.verifyResetOtp',
  'AuthGateway.resetPassword', 'ProfileGateway.changePassword', 'ProfileGateway.deletePhoto',
  'ProfileGateway.deleteBackgroundImage', 'RegistryGateway.setCopyLink', 'RegistryGateway.removeGiftProduct', 'RegistryGateway.removeFund',
  'CartGateway.removeItems', 'AddressGateway.remove', 'ChildGateway.remove', 'SessionGateway.record',
  'SessionGateway.merge', 'SessionGateway.event',
]);

const calls = allPortCalls().map((row) => ({ ...row, name: `${row.port}.${row.method}` }));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

async function domainFailure(promise: Promise<unknown>): Promise<DomainError> {
  const reason = await rejection(promise);
  expect(reason).toBeInstanceOf(DomainError);
  return reason as DomainError;
}

describe('every port method', () => {
  it('has a wire expectation, and every expectation a method', () => {
    expect(calls.map((c) => c.name).sort()).toEqual(Object.keys(wire).sort());
  });

  describe.each(calls)('$name', ({ name, call }) => {
    it('sends the request of the contract', async () => {
      const { gateways, requests } = setup(() => json({ message: 'stop' }, 400));
      await rejection(call(gateways, {}));
      const request = requests[0]!;
      const url = new URL(request.url);
      const expected = wire[name]!;
      expect(`${request.method} ${url.pathname}`).toBe(expected.route);
      // Sign-in, refresh and password reset go without the session's bearer (decision 0184).
      expect(request.headers.get('authorization')).toBe(expected.withoutSession ? null : 'Bearer token');
      if (expected.query) expect(Object.fromEntries(url.searchParams)).toEqual(expected.query);
      if (expected.body !== undefined) expect(await request.json()).toEqual(expected.body);
    });

    it('400 -> bad-request with the server message', async () => {
      const { gateways } = setup(() => json({ message: 'Format data tidak valid' }, 400));
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({ kind: 'bad-request', message: 'Format data tidak valid' });
    });

    it('404 -> not-found with the server message, no redirect', async () => {
      const { gateways, onNotFoundRedirect } = setup(() => json({ message: 'Data tidak ditemukan' }, 404));
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({
        kind: 'not-found',
        message: 'Data tidak ditemukan',
        redirectTo404: false,
      });
      expect(onNotFoundRedirect).not.toHaveBeenCalled();
    });

    it('422 -> validation with the first field error', async () => {
      const { gateways } = setup(() => json({ message: 'Data tidak valid', errors: { name: ['Nama wajib diisi'], x: ['y'] } }, 422));
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({
        kind: 'validation',
        message: 'Nama wajib diisi',
        fieldErrors: { name: ['Nama wajib diisi'], x: ['y'] },
      });
    });

    it('490 -> not-found and /404 redirect, except v1/products/slug', async () => {
      const { gateways, onNotFoundRedirect } = setup(() => json({ message: 'Tidak ditemukan' }, 490));
      const redirect = name !== 'CatalogueGateway.productBySlug';
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({
        kind: 'not-found',
        message: 'Tidak ditemukan',
        redirectTo404: redirect,
      });
      expect(onNotFoundRedirect).toHaveBeenCalledTimes(redirect ? 1 : 0);
    });

    it('500 -> unexpected, retried only when it is a GET', async () => {
      const { gateways, requests } = setup(() => json({ message: 'Server Error' }, 500));
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({ kind: 'unexpected', message: UNEXPECTED_MESSAGE });
      expect(requests).toHaveLength(requests[0]!.method === 'GET' ? 3 : 1);
    });

    it('a timeout -> timeout', async () => {
      const { gateways } = setup(
        (request) =>
          new Promise<Response>((_resolve, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
        20,
      );
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({ kind: 'timeout' });
    });

    it('malformed JSON -> unexpected', async () => {
      const { gateways } = setup(() => new Response('{"data": [', { status: 200 }));
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({ kind: 'unexpected', message: UNEXPECTED_MESSAGE });
    });

    it('a wrongly shaped answer -> unexpected (calls without an answer ignore it)', async () => {
      const { gateways } = setup(() => json({ data: { rows: 'nope', id: {} } }));
      if (voidMethods.has(name)) {
        await expect(call(gateways, {})).resolves.toBeUndefined();
      } else {
        expect((await domainFailure(call(gateways, {}))).detail.kind).toBe('unexpected');
      }
    });

    it('a network failure -> offline', async () => {
      const { gateways } = setup(() => {
        throw new TypeError('fetch failed');
      });
      expect((await domainFailure(call(gateways, {}))).detail).toEqual({ kind: 'offline' });
    });

    it('an abort rejects with the AbortError, not a domain error', async () => {
      const { gateways } = setup(() => json({ data: null }));
      const reason = await rejection(call(gateways, { signal: AbortSignal.abort() }));
      expect(reason).not.toBeInstanceOf(DomainError);
      expect((reason as Error).name).toBe('AbortError');
    });
  });
});
