// Test support (not exported from the package): one sample invocation of every port method.
// The mapped type makes a port method without a row here a type error, so the error matrix and
// the api-contract table cannot silently miss a method.
import type { CallOptions } from '@kado/domain';
import type { HttpGateways } from '../gateways';

type MethodsOf<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/** One invocation per method of every gateway, given the gateway and call options. */
type PortCalls = {
  // The live registry gateway answers statuses as values (304 unchanged, no stream: poll), not as domain errors, so it
  // has its own contract test (registry-live.http.test.ts) instead of the error matrix.
  readonly [P in Exclude<keyof HttpGateways, 'RegistryLiveGateway'>]: {
    readonly [M in MethodsOf<HttpGateways[P]>]: (gateway: HttpGateways[P], options: CallOptions) => Promise<unknown>;
  };
};

const png = (): Blob => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

const portCalls: PortCalls = {
  AuthGateway: {
    login: (g, o) => g.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' }, o),
    register: (g, o) => g.register({ name: 'Sari', email: 'sari@kado.test', phone: '081234567890', password: 'Rahasia123!' }, o),
    registerGuest: (g, o) => g.registerGuest({ name: 'Tamu', email: 'tamu@kado.test' }, o),
    loginWithGoogle: (g, o) => g.loginWithGoogle('google-credential', o),
    refresh: (g, o) => g.refresh('refresh-token', o),
    me: (g, o) => g.me(o),
    logout: (g, o) => g.logout(o),
    resendOtp: (g, o) => g.resendOtp('email', o),
    verifyOtp: (g, o) => g.verifyOtp('whatsapp', '123456', o),
    forgotPassword: (g, o) => g.forgotPassword('ibu.demo@kado.test', o),
    verifyResetOtp: (g, o) => g.verifyResetOtp('ibu.demo@kado.test', '123456', o),
    resetPassword: (g, o) => g.resetPassword('ibu.demo@kado.test', '123456', 'Rahasia456!', o),
  },
  ProfileGateway: {
    updateProfile: (g, o) => g.updateProfile({ name: 'Ibu Demo' }, o),
    changePassword: (g, o) => g.changePassword({ currentPassword: 'a', password: 'Rahasia456!', passwordConfirmation: 'Rahasia456!' }, o),
    uploadPhoto: (g, o) => g.uploadPhoto(png(), o),
    deletePhoto: (g, o) => g.deletePhoto(o),
    uploadBackgroundImage: (g, o) => g.uploadBackgroundImage(png(), o),
    deleteBackgroundImage: (g, o) => g.deleteBackgroundImage(o),
    miniPointHistory: (g, o) => g.miniPointHistory(1, o),
  },
  MediaGateway: {
    uploadImage: (g, o) => g.uploadImage(png(), o),
  },
  SearchGateway: {
    autocomplete: (g, o) => g.autocomplete('popok', null, o),
    notificationCounts: (g, o) => g.notificationCounts(o),
    productHistory: (g, o) => g.productHistory(o),
  },
  RegistryGateway: {
    myRegistry: (g, o) => g.myRegistry(o),
    registry: (g, o) => g.registry('bunda-demo', o),
    updateRegistry: (g, o) => g.updateRegistry({ name: 'Registry', description: 'Doa', isPublic: true }, o),
    setAddressVisibility: (g, o) => g.setAddressVisibility(true, o),
    setAddressDetailVisibility: (g, o) => g.setAddressDetailVisibility(true, o),
    setCopyLink: (g, o) => g.setCopyLink('http://localhost:4173/registry/bunda-demo', o),
    addProduct: (g, o) => g.addProduct({ productId: '1', skuId: '1', quantity: 1 }, o),
    addExternalProduct: (g, o) =>
      g.addExternalProduct({ name: 'Stroller', url: 'https://shopee.co.id/x', price: 100000, quantity: 1, imageUrl: null, marketplace: 'shopee', note: null }, o),
    updateExternalProduct: (g, o) =>
      g.updateExternalProduct('1', { name: 'Stroller', url: 'https://shopee.co.id/x', price: 100000, quantity: 1, imageUrl: null, marketplace: 'shopee', note: null }, o),
    giftProduct: (g, o) => g.giftProduct('1', o),
    crawlUrl: (g, o) => g.crawlUrl('https://shopee.co.id/x', o),
    checkExistence: (g, o) => g.checkExistence('1', o),
    giftProducts: (g, o) => g.giftProducts('bunda-demo', { page: 1 }, o),
    revealContributor: (g, o) => g.revealContributor('1', o),
    markPurchased: (g, o) => g.markPurchased('1', o),
    markNotPurchased: (g, o) => g.markNotPurchased('1', o),
    markUndelivered: (g, o) => g.markUndelivered('1', o),
    cancelReservation: (g, o) => g.cancelReservation('1', o),
    removeGiftProduct: (g, o) => g.removeGiftProduct('1', o),
    setPrivate: (g, o) => g.setPrivate('1', o),
    setPublic: (g, o) => g.setPublic('1', o),
    updateGiftProduct: (g, o) => g.updateGiftProduct('1', { quantity: 2 }, o),
    greetings: (g, o) => g.greetings(1, o),
    sendGreeting: (g, o) => g.sendGreeting('bunda-demo', { name: 'Tante', message: 'Selamat!' }, o),
    funds: (g, o) => g.funds('bunda-demo', o),
    myFunds: (g, o) => g.myFunds(o),
    createFund: (g, o) => g.createFund({ name: 'Biaya aqiqah', goalAmount: 3_000_000, story: '', allowOverGoal: false }, o),
    updateFund: (g, o) => g.updateFund('1', { name: 'Biaya aqiqah', goalAmount: 3_000_000, story: '', allowOverGoal: false }, o),
    removeFund: (g, o) => g.removeFund('1', o),
    giveToFund: (g, o) => g.giveToFund('1', { amount: 50_000, name: 'Tante', message: 'Selamat!', paymentMethod: 'bca_va' }, o),
  },
  CartGateway: {
    cart: (g, o) => g.cart({ type: 'gift', ownerId: '1' }, o),
    addItem: (g, o) => g.addItem({ productId: '1', skuId: '1', quantity: 1 }, o),
    removeItems: (g, o) => g.removeItems(['1'], o),
  },
  AddressGateway: {
    list: (g, o) => g.list(o),
    get: (g, o) => g.get('1', o),
    create: (g, o) => g.create(sampleAddress, o),
    update: (g, o) => g.update('1', sampleAddress, o),
    remove: (g, o) => g.remove('1', o),
    addressBook: (g, o) => g.addressBook('bunda-demo', o),
    searchDistricts: (g, o) => g.searchDistricts('Kebayoran', o),
  },
  CatalogueGateway: {
    merchants: (g, o) => g.merchants({ page: 1 }, o),
    brands: (g, o) => g.brands({ page: 1 }, o),
    merchant: (g, o) => g.merchant('x', o),
    categories: (g, o) => g.categories(true, o),
    category: (g, o) => g.category('x', o),
    products: (g, o) => g.products({ page: 1, keyword: 'popok' }, o),
    product: (g, o) => g.product('1', o),
    productBySlug: (g, o) => g.productBySlug('x', o),
    collections: (g, o) => g.collections(o),
    collection: (g, o) => g.collection('1', o),
    banners: (g, o) => g.banners(o),
    banner: (g, o) => g.banner('1', o),
    articles: (g, o) => g.articles(1, o),
    article: (g, o) => g.article('x', o),
    favorites: (g, o) => g.favorites(1, o),
    addFavorite: (g, o) => g.addFavorite('1', o),
    removeFavorite: (g, o) => g.removeFavorite('1', o),
  },
  ReviewGateway: {
    postReview: (g, o) => g.postReview('1', { star: 5, review: 'Bagus' }, o),
    reviews: (g, o) => g.reviews('1', { page: 1 }, o),
    summary: (g, o) => g.summary('1', o),
    replies: (g, o) => g.replies('1', 1, o),
    reviewThread: (g, o) => g.reviewThread('1', 1, o),
    postReply: (g, o) => g.postReply('1', 'Terima kasih', o),
    transactionProducts: (g, o) => g.transactionProducts(1, o),
    myReview: (g, o) => g.myReview('1', o),
    markHelpful: (g, o) => g.markHelpful('1', o),
    unmarkHelpful: (g, o) => g.unmarkHelpful('1', o),
    myReviews: (g, o) => g.myReviews(true, 1, o),
  },
  VoucherGateway: {
    list: (g, o) => g.list(o),
    get: (g, o) => g.get('1', o),
    claim: (g, o) => g.claim('1', o),
    check: (g, o) => g.check({ code: 'KADO', items: [{ productId: '1', skuId: '1', quantity: 1 }] }, o),
  },
  OrderGateway: {
    paymentMethods: (g, o) => g.paymentMethods(o),
    quote: (g, o) => g.quote({ cartIds: ['1'], addressId: '1' }, o),
    createOrder: (g, o) => g.createOrder({ cartIds: ['1'], addressId: '1', paymentMethod: 'bca_va' }, o),
    orders: (g, o) => g.orders(1, undefined, o),
    order: (g, o) => g.order('1', o),
    cancel: (g, o) => g.cancel('1', o),
    track: (g, o) => g.track('jne', 'X1', o),
  },
  AffiliateGateway: {
    createLink: (g, o) => g.createLink('x', o),
    products: (g, o) => g.products(null, o),
    commission: (g, o) => g.commission(30, o),
  },
  AdviserGateway: {
    chats: (g, o) => g.chats(o),
    send: (g, o) => g.send('tanya-0001', 'Halo', o),
    feedback: (g, o) => g.feedback('1', { type: 'like' }, o),
    requestReply: (g, o) => g.requestReply('tanya-0001', o),
    sendReply: (g, o) => g.sendReply('1', o),
  },
  ChildGateway: {
    list: (g, o) => g.list(o),
    create: (g, o) => g.create({ name: 'Adik', birthDate: null, gender: null, isDefault: false }, o),
    update: (g, o) => g.update('1', { name: 'Adik', birthDate: null, gender: null, isDefault: false }, o),
    remove: (g, o) => g.remove('1', o),
    setDefault: (g, o) => g.setDefault('1', o),
  },
  FaqGateway: {
    list: (g, o) => g.list({ page: 1 }, o),
    get: (g, o) => g.get('1', o),
  },
  SurveyGateway: {
    get: (g, o) => g.get(o),
    save: (g, o) =>
      g.save({ isPregnant: true, isFirstPregnancy: true, hasChild: false, childName: null, feels: null, shoppingElsewhere: [], needs: [], childNeeds: [], categories: [] }, o),
  },
  SessionGateway: {
    record: (g, o) => g.record('/', 'abc12345', o),
    merge: (g, o) => g.merge('abc12345', o),
    event: (g, o) => g.event({ type: 'add-product-to-registry', value: { product_id: '1', sku_id: '1' }, path: '/' }, o),
  },
  GiftFollowUpGateway: {
    surprise: (g, o) => g.surprise(o),
    saveSurprise: (g, o) => g.saveSurprise({ enabled: true, hideTaken: false, revealOn: null, dueDate: '2027-02-06' }, o),
    registrySurprise: (g, o) => g.registrySurprise('bunda-demo', o),
    thankYouList: (g, o) => g.thankYouList(o),
    setThanked: (g, o) => g.setThanked('g1', true, o),
    addExternalProof: (g, o) => g.addExternalProof('12', { courier: 'jnt', awb: 'JP1234567890' }, o),
  },
};

const sampleAddress = {
  districtId: '1',
  primary: true,
  address: 'Jl. Melati 1',
  addressLabel: 'Rumah',
  receiverName: 'Ibu Demo',
  receiverPhone: '081234567890',
  postalCode: '12120',
};

/** Every (port, method) pair with its invocation, for table-driven tests. */
export function allPortCalls(): { port: keyof HttpGateways; method: string; call: (gateways: HttpGateways, options: CallOptions) => Promise<unknown> }[] {
  const rows: { port: keyof HttpGateways; method: string; call: (gateways: HttpGateways, options: CallOptions) => Promise<unknown> }[] = [];
  for (const port of Object.keys(portCalls) as (keyof PortCalls)[]) {
    const methods = portCalls[port] as Record<string, (gateway: unknown, options: CallOptions) => Promise<unknown>>;
    for (const [method, invoke] of Object.entries(methods)) {
      rows.push({ port, method, call: (gateways, options) => invoke(gateways[port], options) });
    }
  }
  return rows;
}
