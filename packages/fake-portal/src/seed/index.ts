import { paymentInstruction, paymentTtl } from '../payments';
import { DEFAULT_REGISTRY_DESCRIPTION } from '@kado/domain';
import type {
  AddressRec, ChatRec, ChildRec, CommentRec, ContributionRec, CartRec, GiftRec, GreetingRec, GroupRec, MiniPointRec,
  OrderRec, ProductRec, RegistryRec, ReviewRec, State, SurveyRec, TrackingRec, UserRec, VariantRec, AffiliateSaleRec,
  OrderStatus, Holder, BannerRec, FundRec, FundGiftRec,
} from '../state';
import { primeSequences } from '../state';
import { seedCatalogue } from './catalogue';
import { ARTICLES, BANNERS, DISTRICTS, FAQS, VOUCHERS } from './content';
import { prng } from './prng';

const DEMO_PASSWORD = 'Rahasia123!';
export const DEMO_OTP = '123456';
/** The guest (X-Guest-Id) holding a bunda-demo gift in a cart. */
export const DEMO_GUEST_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

function user(id: number, name: string, username: string, email: string | null, phone: string | null, created_at: string, extra: Partial<UserRec> = {}): UserRec {
  return {
    id, name, username, email, phone, password: DEMO_PASSWORD, email_verified_at: null, phone_verified_at: null,
    created_at, change_username_count: 0, roles: ['user'], photo_url: null, background_url: null, is_guest: false, ...extra,
  };
}

const iso = (y: number, m: number, d: number, h = 3): string => new Date(Date.UTC(y, m - 1, d, h, 0, 0)).toISOString();

/** Builds the whole seeded state. Deterministic; only affiliate sales follow `now` (the 30-day window). */
export function buildSeed(now: Date): State {
  const rnd = prng(1706);
  const { merchants, categories, products, variants } = seedCatalogue();

  const users: UserRec[] = [
    user(1, 'Sari Wulandari', 'bunda-demo', 'ibu.demo@kado.test', '081234567801', iso(2023, 1, 5), { email_verified_at: iso(2023, 1, 5, 4), photo_url: '/api/images/users/1.png', background_url: '/api/images/banners/1.png' }),
    user(2, 'Rina Baru', 'rina-baru', 'baru@kado.test', '081234567802', iso(2024, 3, 1)),
    user(3, 'Dewi Lestari', 'dewi-lama', 'lama@kado.test', '081234567803', iso(2021, 11, 20)),
    user(4, 'Putri Anjani', 'putri-anjani', 'tanpa-hp@kado.test', null, iso(2024, 2, 1)),
    user(5, 'Andi Pratama', 'andi-afiliator', 'afiliator@kado.test', '081234567805', iso(2023, 4, 12), { email_verified_at: iso(2023, 4, 12, 4), roles: ['user', 'affiliator'] }),
    user(6, 'Maya Lestari', 'maya-lestari', 'maya@kado.test', '081234567806', iso(2023, 8, 1), { email_verified_at: iso(2023, 8, 1, 4) }),
    user(7, 'Nadia Putri', 'nadia-dan-bayi', 'nadia@kado.test', '081234567807', iso(2023, 9, 9), { phone_verified_at: iso(2023, 9, 9, 4) }),
    user(8, 'Lestari Ayu', 'lestari-privat', 'lestari@kado.test', '081234567808', iso(2023, 10, 2), { email_verified_at: iso(2023, 10, 2, 4) }),
    user(9, 'Tante Rina', 'tante-rina', 'rina.tamu@kado.test', '081234567809', iso(2024, 4, 1), { is_guest: true, roles: ['guest'] }),
    user(10, 'Om Budi', 'om-budi', 'budi.tamu@kado.test', '081234567810', iso(2024, 4, 2), { is_guest: true, roles: ['guest'] }),
  ];
  const reviewerNames = ['Fitri Handayani', 'Yuni Kartika', 'Ayu Permata', 'Wulan Sari', 'Intan Maharani', 'Rizky Amelia'];
  reviewerNames.forEach((name, i) => {
    const id = 11 + i;
    users.push(user(id, name, `ulasan-${id}`, `pengulas${id}@kado.test`, `0812345678${id}`, iso(2023, 2, 1 + i), { email_verified_at: iso(2023, 2, 1 + i, 4) }));
  });

  const addresses: AddressRec[] = [
    { id: 1, user_id: 1, primary: true, district_id: 3171010, address: 'Jl. Melawai Raya No. 12, RT 02/RW 04', address_label: 'Rumah', receiver_name: 'Sari Wulandari', receiver_phone: '081234567801', postal_code: '12160', created_at: iso(2023, 1, 6) },
    { id: 2, user_id: 1, primary: false, district_id: 3171020, address: 'Gedung Mutiara Lt. 5, Jl. Tebet Raya No. 40', address_label: 'Kantor', receiver_name: 'Sari Wulandari', receiver_phone: '081234567801', postal_code: '12810', created_at: iso(2023, 1, 7) },
    { id: 3, user_id: 6, primary: true, district_id: 3273010, address: 'Jl. Dago No. 88', address_label: 'Rumah', receiver_name: 'Maya Lestari', receiver_phone: '081234567806', postal_code: '40135', created_at: iso(2023, 8, 2) },
    { id: 4, user_id: 7, primary: true, district_id: 3578010, address: 'Jl. Raya Gubeng No. 21', address_label: 'Rumah', receiver_name: 'Nadia Putri', receiver_phone: '081234567807', postal_code: '60281', created_at: iso(2023, 9, 10) },
    { id: 5, user_id: 5, primary: true, district_id: 3273030, address: 'Jl. Lengkong Kecil No. 3', address_label: 'Rumah', receiver_name: 'Andi Pratama', receiver_phone: '081234567805', postal_code: '40261', created_at: iso(2023, 4, 13) },
    { id: 6, user_id: 9, primary: true, district_id: 3173010, address: 'Jl. Cikini Raya No. 5', address_label: 'Rumah', receiver_name: 'Tante Rina', receiver_phone: '081234567809', postal_code: '10330', created_at: iso(2024, 4, 1) },
  ];

  const children: ChildRec[] = [
    { id: 1, user_id: 1, name: 'Arka', is_default: true, birth_date: '2024-02-14', gender: 'male' },
    { id: 2, user_id: 1, name: 'Kirana', is_default: false, birth_date: '2025-09-01', gender: 'female' },
    { id: 3, user_id: 6, name: 'Bima', is_default: true, birth_date: '2024-11-30', gender: 'male' },
  ];

  const registries: RegistryRec[] = [
    { id: 1, user_id: 1, name: "Sari's Baby Registry", description: DEFAULT_REGISTRY_DESCRIPTION, is_public: true, is_registry_address_visible: true, is_registry_address_detail_visible: false, link: 'https://kado.test/registry/bunda-demo' },
    { id: 2, user_id: 6, name: 'Registry Baby Bima', description: 'Doakan persalinan lancar ya!', is_public: true, is_registry_address_visible: false, is_registry_address_detail_visible: false, link: null },
    { id: 3, user_id: 7, name: 'Kado untuk Dedek Nadia', description: DEFAULT_REGISTRY_DESCRIPTION, is_public: true, is_registry_address_visible: false, is_registry_address_detail_visible: false, link: null },
    { id: 4, user_id: 8, name: 'Registry Lestari (privat)', description: DEFAULT_REGISTRY_DESCRIPTION, is_public: false, is_registry_address_visible: false, is_registry_address_detail_visible: false, link: null },
  ];

  // Picks the n-th product of a category whose first variant is in stock.
  const byCat = (slug: string, n = 0): { p: ProductRec; v: VariantRec } => {
    const cat = categories.find((c) => c.slug === slug)!;
    const inStock = products.filter((p) => p.category_id === cat.id && variants.some((v) => v.product_id === p.id && v.stock > 0));
    const p = inStock[n % inStock.length]!;
    return { p, v: variants.find((v) => v.product_id === p.id && v.stock > 0)! };
  };
  const gifts: GiftRec[] = [];
  const addGift = (owner: number, slug: string, n: number, patch: Partial<GiftRec> = {}): GiftRec => {
    const { p, v } = byCat(slug, n);
    const g: GiftRec = {
      id: gifts.length + 1, owner_id: owner, product_id: p.id, sku_id: v.sku_id, external: null, quantity: 1, note: null,
      transaction_status: null, payment_completed: false, reserved_by: null, is_in_cart: false, is_purchase: false,
      manually_purchased_at: null, is_private: false, created_at: iso(2024, 5, 1 + gifts.length), group_id: gifts.length + 1, ...patch,
    };
    gifts.push(g);
    return g;
  };
  const rina: Holder = { user_id: 9, guest_id: null, name: 'Tante Rina' };
  const budi: Holder = { user_id: 10, guest_id: null, name: 'Om Budi' };
  const guestHolder: Holder = { user_id: null, guest_id: DEMO_GUEST_ID, name: 'Kak Lina' };

  // bunda-demo: every display status (spec §4).
  addGift(1, 'stroller', 0, { note: 'Yang ringan untuk dibawa mudik' });              // 1 available
  addGift(1, 'gendongan', 1);                                                          // 2 available
  addGift(1, 'botol-susu', 0, { quantity: 2 });                                        // 3 available, 2 pcs
  addGift(1, 'baju-bayi', 0, { transaction_status: 'reserved', reserved_by: rina });   // 4 reserved (Direservasi)
  const inCart = addGift(1, 'perlengkapan-tidur', 1, { is_in_cart: true, reserved_by: guestHolder }); // 5 Di Keranjang
  const accepted = addGift(1, 'kursi-makan', 0, { transaction_status: 'accepted', payment_completed: true, reserved_by: rina }); // 6 Dikemas
  const picked = addGift(1, 'mainan-edukasi', 0, { transaction_status: 'pickedup', payment_completed: true, reserved_by: budi }); // 7 Dikirim
  const delivered = addGift(1, 'perlengkapan-mandi', 0, { transaction_status: 'delivered', payment_completed: true, reserved_by: rina }); // 8 Selesai
  addGift(1, 'perlengkapan-menyusui', 0, { manually_purchased_at: iso(2024, 6, 2), is_purchase: true });      // 9 manually purchased
  const ext = (id: number, url: string, name: string, price: number, marketplace: 'shopee' | 'tokopedia' | 'tiktok') =>
    ({ id, url, name, price, image_url: `/api/images/external/${id}.png`, marketplace });
  const pushExternal = (patch: Partial<GiftRec>, e: ReturnType<typeof ext>): void => {
    gifts.push({
      id: gifts.length + 1, owner_id: 1, product_id: null, sku_id: null, external: e, quantity: 1, note: null,
      transaction_status: null, payment_completed: false, reserved_by: null, is_in_cart: false, is_purchase: false,
      manually_purchased_at: null, is_private: false, created_at: iso(2024, 5, 1 + gifts.length), group_id: gifts.length + 1, ...patch,
    });
  };
  pushExternal({ is_purchase: true, reserved_by: budi }, ext(1, 'https://shopee.co.id/Baby-Monitor-Kamera-WiFi-i.1001.2002', 'Baby Monitor Kamera WiFi', 459000, 'shopee')); // 10 external bought
  pushExternal({ transaction_status: 'reserved', reserved_by: rina }, ext(2, 'https://www.tokopedia.com/tokobayi/car-seat-bayi-newborn', 'Car Seat Bayi Newborn', 1250000, 'tokopedia')); // 11 external reserved
  pushExternal({}, ext(3, 'https://vt.tiktok.com/ZSabcdEF/', 'Lampu Tidur Bulan', 89000, 'tiktok')); // 12 external available
  addGift(1, 'kesehatan-bayi', 0, { is_private: true, note: 'Cadangan, jangan ditampilkan dulu' }); // 13 private
  const contrib = addGift(1, 'stroller', 3);                                               // 14 contributions, open
  addGift(1, 'sabun-bayi', 0, { quantity: 3 });                                            // 15 available
  addGift(1, 'mpasi', 2);                                                                  // 16 available
  const confirmed = addGift(1, 'popok-bayi', 1, { transaction_status: 'confirmed', payment_completed: true, reserved_by: budi }); // 17 Dikemas
  // Other registries, for search and authorization tests.
  addGift(6, 'stroller', 1);
  addGift(6, 'gendongan', 2);
  addGift(7, 'baju-bayi', 3);
  addGift(7, 'botol-susu', 2, { transaction_status: 'reserved', reserved_by: budi });
  addGift(8, 'mainan-edukasi', 3);

  const priceOf = (sku: number): number => variants.find((v) => v.sku_id === sku)!.price;
  const contributions: ContributionRec[] = [
    { id: 1, gift_id: contrib.id, user_id: 9, guest_id: null, name: 'Tante Rina', amount: 250000, is_revealed: true, created_at: iso(2024, 6, 3) },
    { id: 2, gift_id: contrib.id, user_id: 10, guest_id: null, name: 'Om Budi', amount: 150000, is_revealed: false, created_at: iso(2024, 6, 4) },
  ];

  // bunda-demo's cash fund (decision 0404): 8 settled gifts, Rp 1.250.000 of Rp 5.000.000.
  const funds: FundRec[] = [
    { id: 1, owner_id: 1, name: 'Tabungan pendidikan si kecil', goal: 5_000_000, story: 'Amplop digital untuk tabungan sekolah si kecil nanti. Terima kasih atas doa dan kasih sayangnya.', allow_over_goal: false, created_at: iso(2024, 6, 1) },
  ];
  const fundGifts: FundGiftRec[] = ([
    ['Eyang Putri', 'Untuk cucu tersayang, semoga jadi anak pintar.', 300_000],
    ['Pakde Joko', 'Selamat ya, sehat selalu.', 200_000],
    ['Bude Wati', 'Semoga lancar persalinannya.', 150_000],
    ['Mas Dimas', 'Selamat menjadi orang tua!', 150_000],
    ['Mbak Ayu', 'Peluk dari jauh.', 100_000],
    ['Teman Kantor Sari', 'Dari kami semua di kantor.', 200_000],
    ['Om Hendra', 'Sukses terus.', 100_000],
    ['Tante Maya', 'Sayang si kecil.', 50_000],
  ] as const).map(([name, message, amount], i) => ({
    id: i + 1, fund_id: 1, order_id: null, user_id: null, guest_id: `seed-fund-${i + 1}`, name, message, amount, created_at: iso(2024, 6, 2 + i),
  }));

  const carts: CartRec[] = [
    { id: 1, owner_key: `g:${DEMO_GUEST_ID}`, product_id: inCart.product_id!, sku_id: inCart.sku_id!, quantity: 1, gift_id: inCart.id, child_id: 1, gift_registry_type: 'buy', gift_registry_payment: 'full', amount: null, holder_name: 'Kak Lina', created_at: iso(2024, 6, 5) },
    { id: 2, owner_key: 'u:1', product_id: byCat('popok-bayi', 2).p.id, sku_id: byCat('popok-bayi', 2).v.sku_id, quantity: 2, gift_id: null, child_id: null, gift_registry_type: null, gift_registry_payment: null, amount: null, holder_name: 'Sari Wulandari', created_at: iso(2024, 6, 6) },
    { id: 3, owner_key: 'u:1', product_id: byCat('mpasi', 0).p.id, sku_id: byCat('mpasi', 0).v.sku_id, quantity: 1, gift_id: null, child_id: null, gift_registry_type: null, gift_registry_payment: null, amount: null, holder_name: 'Sari Wulandari', created_at: iso(2024, 6, 6) },
  ];

  const orders: OrderRec[] = [];
  const tracking: TrackingRec[] = [];
  let itemId = 0;
  const addOrder = (buyer: string, status: OrderStatus, lines: { p: number; sku: number; q: number; gift?: number }[], addressId: number, day: number, courier = 'jne'): OrderRec => {
    const id = orders.length + 1;
    const items = lines.map((l) => ({ id: ++itemId, product_id: l.p, sku_id: l.sku, quantity: l.q, price: priceOf(l.sku), gift_id: l.gift ?? null, contribution: null }));
    const subtotal = items.reduce((s, i) => s + i.price * i.quantity, 0);
    // Gift lines ship to the registry owner's primary address; the buyer's own lines to the given address.
    const giftOwner = lines[0]?.gift !== undefined ? gifts.find((g) => g.id === lines[0]!.gift)?.owner_id ?? null : null;
    const shipped = status === 'pickedup' || status === 'delivered';
    const awb = shipped || status === 'accepted' ? `${courier.toUpperCase()}${String(880000000 + id * 7919).padStart(10, '0')}` : null;
    const o: OrderRec = {
      id, invoice: `INV/2024/${String(day).padStart(2, '0')}/${String(1000 + id)}`, buyer_key: buyer, status,
      payment_method: id % 2 === 0 ? 'bca_va' : 'gopay', items, address_id: addressId,
      ship_to: giftOwner !== null ? 'registry' : 'buyer', registry_owner_id: giftOwner, courier, awb, subtotal,
      shipping_cost: 18000, discount: 0, total: subtotal + 18000, voucher_code: null, created_at: iso(2024, 6, day),
      paid_at: status === 'waiting_payment' || status === 'cancelled' ? null : iso(2024, 6, day, 4),
    };
    // The gateway's instruction (issue 28): a waiting order is still payable for a day from the seed's moment.
    const instruction = paymentInstruction(o, o.payment_method, now, paymentTtl());
    o.payment = status === 'waiting_payment' ? { ...instruction, expires_at: new Date(now.getTime() + 24 * 3_600_000).toISOString() }
      : { ...instruction, status: status === 'cancelled' ? 'cancelled' : 'paid' };
    orders.push(o);
    if (awb) tracking.push(trackingFor(courier, awb, status, day));
    return o;
  };
  const line = (g: GiftRec) => ({ p: g.product_id!, sku: g.sku_id!, q: 1, gift: g.id });
  addOrder('u:9', 'accepted', [line(accepted)], 1, 8);
  addOrder('u:10', 'pickedup', [line(picked)], 1, 9, 'sicepat');
  addOrder('u:9', 'delivered', [line(delivered)], 1, 3);
  addOrder('u:10', 'paid', [line(confirmed)], 1, 12);
  const own = (slug: string, n: number, q = 1) => { const { p, v } = byCat(slug, n); return { p: p.id, sku: v.sku_id, q }; };
  const ownDelivered = addOrder('u:1', 'delivered', [own('popok-bayi', 0, 2), own('sabun-bayi', 1)], 1, 1);
  addOrder('u:1', 'pickedup', [own('susu-formula', 0)], 1, 10, 'jnt');
  addOrder('u:1', 'paid', [own('mainan-edukasi', 1)], 2, 13);
  addOrder('u:1', 'waiting_payment', [own('baju-bayi', 2, 3)], 1, 14);
  addOrder('u:6', 'delivered', [own('gendongan', 0)], 3, 2);

  // Reviews: the first 90 products get 0-5 reviews from the reviewers; some with images, some unpublished.
  const texts = [
    'Barangnya bagus, sesuai deskripsi. Pengiriman cepat!', 'Kualitas oke untuk harganya, anak saya suka.',
    'Bahannya lembut dan tidak bikin iritasi.', 'Packing rapi, seller ramah. Recommended!',
    'Ukurannya agak kecil, tapi overall puas.', 'Sudah beli kedua kalinya, tetap memuaskan.',
    'Warnanya sedikit berbeda dari foto.', 'Mantap, si kecil jadi anteng.',
  ];
  const reviews: ReviewRec[] = [];
  const helpful = new Map<number, Map<number, boolean>>();
  const comments: CommentRec[] = [];
  for (const p of products.slice(0, 90)) {
    const n = Math.floor(rnd() * 6);
    for (let i = 0; i < n; i++) {
      const id = reviews.length + 1;
      const star = Math.min(5, 2 + Math.floor(rnd() * 4) + (rnd() < 0.5 ? 1 : 0));
      const v = variants.find((x) => x.product_id === p.id)!;
      reviews.push({
        id, product_id: p.id, user_id: 11 + ((p.id + i) % reviewerNames.length), order_id: null, star,
        review: texts[Math.floor(rnd() * texts.length)]!, is_publish: rnd() > 0.1,
        image_urls: rnd() < 0.25 ? [`/api/images/reviews/${id}.png`] : [], variant_name: v.name,
        created_at: iso(2024, 7, 1 + ((p.id + i) % 27), 3 + i),
      });
      const votes = new Map<number, boolean>();
      for (let u = 11; u < 17; u++) if (rnd() < 0.3) votes.set(u, true);
      if (votes.size) helpful.set(id, votes);
      if (rnd() < 0.3) {
        comments.push({ id: comments.length + 1, review_id: id, user_id: 0, comment: 'Terima kasih atas ulasannya, Bunda! Semoga si kecil makin senang.', is_merchant: true, created_at: iso(2024, 8, 1 + (id % 27)) });
        comments.push({ id: comments.length + 1, review_id: id, user_id: 11 + (id % 6), comment: 'Setuju, saya juga pakai ini.', is_merchant: false, created_at: iso(2024, 8, 2 + (id % 27)) });
      }
    }
  }
  // Ibu demo reviewed one item of her delivered order; the other is still waiting for a review.
  const first = ownDelivered.items[0]!;
  reviews.push({ id: reviews.length + 1, product_id: first.product_id, user_id: 1, order_id: ownDelivered.id, star: 5, review: 'Popoknya tidak bocor semalaman. Suka!', is_publish: true, image_urls: [], variant_name: variants.find((v) => v.sku_id === first.sku_id)!.name, created_at: iso(2024, 6, 5) });

  const greetings: GreetingRec[] = [
    { id: 1, owner_id: 1, name: 'Tante Rina', message: 'Selamat ya Sari! Semoga persalinannya lancar dan dedek sehat selalu.', gift_id: 4, created_at: iso(2024, 6, 2) },
    { id: 2, owner_id: 1, name: 'Om Budi', message: 'Semoga jadi anak yang sholeh dan berbakti. Peluk jauh!', gift_id: 7, created_at: iso(2024, 6, 9) },
    { id: 3, owner_id: 1, name: 'Kak Lina', message: 'Ditunggu kabar bahagianya!', gift_id: null, created_at: iso(2024, 6, 10) },
    { id: 4, owner_id: 1, name: 'Keluarga Besar Wijaya', message: 'Sehat-sehat Bunda dan baby. Kami ikut berbahagia.', gift_id: null, created_at: iso(2024, 6, 11) },
  ];

  const chats: ChatRec[] = [
    { id: 1, user_id: 1, uuid: 'c0ffee00-0000-4000-8000-000000000001', message: 'Berapa kali bayi 2 bulan perlu menyusu?', sender: 'user', status: 'sent', feedback: null, created_at: iso(2024, 6, 1, 5) },
    { id: 2, user_id: 1, uuid: 'c0ffee00-0000-4000-8000-000000000002', message: 'Bayi usia 2 bulan umumnya menyusu 8-12 kali sehari. Ikuti tanda lapar si kecil ya, Bunda.', sender: 'adviser', status: 'sent', feedback: { type: 'like', message: null }, created_at: iso(2024, 6, 1, 5) },
  ];

  const surveys = new Map<number, SurveyRec>([[1, { has_filled: true, is_pregnant: true, is_first_pregnancy: false, has_child: true, child_name: 'Arka', feels: 'senang', shopping_elsewhere: ['shopee'], needs: ['perlengkapan-bayi'], child_needs: ['mainan'], categories: [categories[4]!.id] }]]);

  const miniPoints: MiniPointRec[] = [
    { id: 1, user_id: 1, points: 500, description: 'Bonus pendaftaran', order_id: null, created_at: iso(2023, 1, 5) },
    { id: 2, user_id: 1, points: 1200, description: `Belanja ${ownDelivered.invoice}`, order_id: ownDelivered.id, created_at: iso(2024, 6, 4) },
    { id: 3, user_id: 1, points: -300, description: 'Ditukar dengan potongan belanja', order_id: null, created_at: iso(2024, 6, 10) },
    { id: 4, user_id: 1, points: 450, description: 'Ulasan produk', order_id: ownDelivered.id, created_at: iso(2024, 6, 5) },
    { id: 5, user_id: 5, points: 200, description: 'Bonus pendaftaran', order_id: null, created_at: iso(2023, 4, 12) },
  ];

  const affiliateProducts = products.filter((p) => p.commission_rate > 0);
  const affiliateSales: AffiliateSaleRec[] = affiliateProducts.slice(0, 12).map((p, i) => {
    const price = variants.find((v) => v.product_id === p.id)!.price;
    const quantity = 1 + (i % 3);
    return { user_id: 5, product_id: p.id, quantity, commission: Math.round((price * quantity * p.commission_rate) / 100), created_at: new Date(now.getTime() - (2 + i * 4) * 86400000).toISOString() };
  });

  const pick = (ids: number[]) => ids.filter((id) => products.some((p) => p.id === id));
  const inCategory = (slug: string) => products.filter((p) => p.category_id === categories.find((c) => c.slug === slug)!.id).map((p) => p.id);
  const groups: GroupRec[] = [
    { id: 1, name: 'Perlengkapan Newborn', slug: 'perlengkapan-newborn', description: 'Semua yang dibutuhkan di minggu pertama.', product_ids: pick([...inCategory('popok-bayi').slice(0, 4), ...inCategory('baju-bayi').slice(0, 4), ...inCategory('perlengkapan-tidur').slice(0, 3)]) },
    { id: 2, name: 'Siap Jalan-jalan', slug: 'siap-jalan-jalan', description: 'Stroller dan gendongan untuk keluarga aktif.', product_ids: pick([...inCategory('stroller').slice(0, 6), ...inCategory('gendongan').slice(0, 6)]) },
    { id: 3, name: 'MPASI Pertama', slug: 'mpasi-pertama', description: 'Mulai petualangan makan si kecil.', product_ids: pick([...inCategory('mpasi'), ...inCategory('kursi-makan').slice(0, 4)]) },
    { id: 4, name: 'Kado di Bawah 100 Ribu', slug: 'kado-di-bawah-100-ribu', description: 'Kado bermakna yang ramah di kantong.', product_ids: products.filter((p) => variants.find((v) => v.product_id === p.id)!.price < 100000).slice(0, 20).map((p) => p.id) },
    { id: 5, name: 'Favorit Bunda', slug: 'favorit-bunda', description: 'Paling banyak dibeli bulan ini.', product_ids: [...products].sort((a, b) => b.sold_count - a.sold_count).slice(0, 12).map((p) => p.id) },
  ];
  const banners: BannerRec[] = BANNERS.map((b, i) => ({ ...b, product_ids: groups[i % groups.length]!.product_ids.slice(0, 8) }));

  const state: State = {
    users, merchants, categories, products, variants, districts: DISTRICTS.map((d) => ({ ...d })), addresses, children,
    registries, gifts, contributions, funds, fundGifts, carts, orders, tracking, vouchers: VOUCHERS.map((v) => ({ ...v })),
    voucherClaims: new Set(['1:1', '1:2']), reviews, helpful, comments, faqs: FAQS.map((f) => ({ ...f })),
    articles: ARTICLES.map((a) => ({ ...a })), banners, groups, greetings, chats, surveys, sessions: [], events: [],
    uploads: [], miniPoints, affiliateSales, favorites: new Set(['1:1', '1:12', '1:25']), history: new Map([[1, [3, 14, 27]]]),
    tokens: new Map(), spentRefresh: new Map(), otpRequests: new Map(), seq: new Map(),
    // bunda-demo is due in 75 days (her HPL, the default reveal day of surprise mode, decision 0265); surprise is off.
    surprises: new Map([[1, { owner_id: 1, enabled: false, hide_taken: false, reveal_on: null, due_date: new Date(now.getTime() + 75 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10) }]]),
    thanked: new Set(), proofs: [],
  };
  primeSequences(state);
  return state;
}

const STEPS: [OrderStatus, string][] = [
  ['paid', 'Pembayaran diterima (Lunas)'],
  ['accepted', 'Pesanan diproses penjual'],
  ['pickedup', 'Paket diserahkan ke kurir'],
  ['delivered', 'Paket diterima oleh penerima'],
];

function trackingFor(courier: string, awb: string, status: OrderStatus, day: number): TrackingRec {
  const upto = STEPS.findIndex(([s]) => s === status);
  const history: { date: string; description: string }[] = [];
  STEPS.slice(0, upto + 1).forEach(([s, text], i) => {
    history.push({ date: iso(2024, 6, day + i, 4 + i), description: text });
    if (s === 'pickedup') {
      history.push({ date: iso(2024, 6, day + i, 9 + i), description: 'Paket tiba di hub sortir Jakarta' });
      history.push({ date: iso(2024, 6, day + i, 15 + i), description: 'Paket dibawa kurir menuju alamat tujuan' });
    }
  });
  return { courier, awb, status, history: history.reverse() };
}
