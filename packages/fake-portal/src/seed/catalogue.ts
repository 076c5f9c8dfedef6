import type { CategoryRec, MerchantRec, ProductRec, VariantRec } from '../state';
import { prng, slugify } from './prng';

interface LeafSpec {
  slug: string; name: string; root: number; bases: string[]; mods: string[]; variants: string[];
  min: number; max: number; blurb: string;
}

const ROOTS: CategoryRec[] = [
  { id: 1, name: 'Kebutuhan Bayi', slug: 'kebutuhan-bayi', parent_id: null },
  { id: 2, name: 'Ibu & Menyusui', slug: 'ibu-menyusui', parent_id: null },
  { id: 3, name: 'Perlengkapan & Mainan', slug: 'perlengkapan-mainan', parent_id: null },
];

const LEAVES: LeafSpec[] = [
  { slug: 'popok-bayi', name: 'Popok Bayi', root: 1, bases: ['Popok Celana', 'Popok Perekat', 'Popok Kain Modern', 'Popok Malam Anti Bocor', 'Popok Bayi Baru Lahir', 'Popok Renang'], mods: ['Lembut', 'Ekstra Kering'], variants: ['NB', 'S', 'M', 'L', 'XL'], min: 45000, max: 180000, blurb: 'Daya serap tinggi dan tetap lembut di kulit si kecil sepanjang hari.' },
  { slug: 'susu-formula', name: 'Susu Formula', root: 1, bases: ['Susu Formula Tahap 1', 'Susu Formula Tahap 2', 'Susu Pertumbuhan 1-3 Tahun', 'Susu Formula Soya', 'Susu Formula Hipoalergenik', 'Susu Formula Rendah Laktosa'], mods: ['Vanila', 'Original'], variants: ['400 g', '800 g', '1,8 kg'], min: 95000, max: 520000, blurb: 'Diperkaya zat besi, DHA dan prebiotik untuk tumbuh kembang optimal.' },
  { slug: 'mpasi', name: 'MPASI', root: 1, bases: ['Bubur Bayi Organik', 'Puree Buah', 'Biskuit Bayi', 'Sereal Beras Merah', 'Kaldu MPASI', 'Puffs Bayi'], mods: ['Rasa Pisang', 'Rasa Labu'], variants: ['1 pak', 'Isi 3'], min: 18000, max: 85000, blurb: 'Tanpa tambahan gula dan garam, cocok untuk MPASI mulai 6 bulan.' },
  { slug: 'sabun-bayi', name: 'Sabun & Perawatan Kulit', root: 1, bases: ['Sabun Cair Bayi', 'Sampo Bayi', 'Minyak Telon', 'Losion Bayi', 'Krim Ruam Popok', 'Bedak Bayi'], mods: ['Lavender', 'Tanpa Pewangi'], variants: ['100 ml', '200 ml', '500 ml'], min: 15000, max: 120000, blurb: 'Formula lembut yang sudah diuji dermatologis untuk kulit sensitif.' },
  { slug: 'baju-bayi', name: 'Baju Bayi', root: 1, bases: ['Jumper Bayi', 'Setelan Baju Bayi', 'Bodysuit Lengan Pendek', 'Piyama Bayi', 'Kaos Kaki Bayi', 'Topi dan Sarung Tangan'], mods: ['Motif Gajah', 'Katun Polos'], variants: ['0-3 bln', '3-6 bln', '6-12 bln'], min: 25000, max: 160000, blurb: 'Bahan katun adem yang menyerap keringat, nyaman untuk iklim tropis.' },
  { slug: 'kesehatan-bayi', name: 'Kesehatan Bayi', root: 1, bases: ['Termometer Digital', 'Aspirator Hidung', 'Gunting Kuku Bayi', 'Sikat Gigi Bayi', 'Kompres Gel', 'Kotak Obat Bayi'], mods: ['Standar', 'Premium'], variants: ['Biru', 'Merah Muda'], min: 20000, max: 250000, blurb: 'Membantu Bunda menjaga kesehatan si kecil di rumah.' },
  { slug: 'ibu-hamil', name: 'Ibu Hamil', root: 2, bases: ['Susu Ibu Hamil', 'Bantal Hamil', 'Celana Hamil', 'Vitamin Kehamilan', 'Krim Stretch Mark', 'Korset Pasca Melahirkan'], mods: ['Nyaman', 'Klasik'], variants: ['S/M', 'L/XL'], min: 45000, max: 350000, blurb: 'Menemani Bunda melewati masa kehamilan dengan nyaman.' },
  { slug: 'perlengkapan-menyusui', name: 'Perlengkapan Menyusui', root: 2, bases: ['Pompa ASI Elektrik', 'Pompa ASI Manual', 'Kantong ASI', 'Bra Menyusui', 'Apron Menyusui', 'Breast Pad'], mods: ['Praktis', 'Lembut'], variants: ['Standar', 'Isi Ganda'], min: 35000, max: 1250000, blurb: 'Mendukung perjalanan menyusui Bunda, di rumah maupun di kantor.' },
  { slug: 'botol-susu', name: 'Botol Susu', root: 2, bases: ['Botol Susu Leher Lebar', 'Botol Susu Kaca', 'Dot Bayi', 'Sterilisator Botol', 'Sikat Botol', 'Penghangat Susu'], mods: ['Anti Kolik', 'Klasik'], variants: ['120 ml', '240 ml'], min: 30000, max: 650000, blurb: 'Bebas BPA, mudah dibersihkan, dan nyaman digenggam.' },
  { slug: 'stroller', name: 'Stroller', root: 3, bases: ['Stroller Lipat Ringkas', 'Stroller Kabin', 'Stroller Travel System', 'Stroller Kembar', 'Kereta Dorong Jogging', 'Stroller Ringan'], mods: ['Urban', 'Sport'], variants: ['Hitam', 'Abu-abu', 'Navy'], min: 850000, max: 5800000, blurb: 'Lipat dengan satu tangan, roda kokoh untuk jalan kota.' },
  { slug: 'gendongan', name: 'Gendongan', root: 3, bases: ['Gendongan Hipseat', 'Gendongan Kain Jarik', 'Gendongan Ergonomis', 'Gendongan Sling', 'Gendongan Wrap', 'Gendongan Depan'], mods: ['Adem', 'Premium'], variants: ['Krem', 'Hijau Sage'], min: 95000, max: 950000, blurb: 'Posisi kaki M yang ergonomis, ringan di punggung Bunda dan Ayah.' },
  { slug: 'kursi-makan', name: 'Kursi & Alat Makan', root: 3, bases: ['Kursi Makan Bayi', 'Booster Seat', 'Kursi Makan Lipat', 'Piring Hisap Silikon', 'Celemek Silikon', 'Set Sendok Bayi'], mods: ['Kayu', 'Ceria'], variants: ['Putih', 'Hijau'], min: 35000, max: 1450000, blurb: 'Membuat waktu makan si kecil lebih rapi dan menyenangkan.' },
  { slug: 'perlengkapan-mandi', name: 'Perlengkapan Mandi', root: 3, bases: ['Bak Mandi Bayi', 'Handuk Bayi Berkerudung', 'Jaring Mandi Bayi', 'Waslap Katun', 'Termometer Air', 'Mainan Mandi'], mods: ['Lipat', 'Lembut'], variants: ['Biru', 'Kuning'], min: 20000, max: 450000, blurb: 'Mandi jadi aman dan seru untuk si kecil.' },
  { slug: 'mainan-edukasi', name: 'Mainan Edukasi', root: 3, bases: ['Balok Susun Kayu', 'Buku Kain Bayi', 'Mainan Gigitan', 'Puzzle Kayu Hewan', 'Mainan Musik Bayi', 'Activity Gym'], mods: ['Montessori', 'Warna-warni'], variants: ['Standar'], min: 25000, max: 650000, blurb: 'Merangsang motorik dan indra si kecil sambil bermain.' },
  { slug: 'perlengkapan-tidur', name: 'Perlengkapan Tidur', root: 3, bases: ['Kasur Bayi', 'Kelambu Bayi', 'Bantal Peyang', 'Selimut Bedong', 'Box Bayi Kayu', 'Lampu Tidur Proyektor'], mods: ['Nyaman', 'Motif Awan'], variants: ['Standar', 'Besar'], min: 45000, max: 2500000, blurb: 'Tidur si kecil lebih nyenyak, Bunda pun bisa istirahat.' },
];

const MERCHANTS: [string, string][] = [
  ['Bunda Sehat', 'Jakarta Selatan'], ['Si Kecil Store', 'Bandung'], ['Rumah Bayi', 'Surabaya'], ['Toko Mungil', 'Jakarta Barat'],
  ['BabyNesia', 'Tangerang'], ['Ceria Kids', 'Bekasi'], ['Pelangi Baby', 'Depok'], ['Dunia Anak', 'Semarang'],
  ['Mama Care', 'Yogyakarta'], ['Buah Hati Shop', 'Malang'], ['Bayi Bahagia', 'Medan'], ['Kasih Ibu', 'Bogor'],
  ['Nusantara Baby', 'Denpasar'], ['Tumbuh Kembang', 'Makassar'], ['Mentari Baby', 'Jakarta Timur'], ['Lentera Bunda', 'Solo'],
  ['Gemilang Mainan', 'Palembang'], ['Sahabat Mama', 'Balikpapan'],
];

/** Merchants without an image (the UI lists only merchants with one, spec §9). */
const NO_IMAGE = new Set([16, 17, 18]);

const PRODUCTS_PER_LEAF = 11;

interface Catalogue { merchants: MerchantRec[]; categories: CategoryRec[]; products: ProductRec[]; variants: VariantRec[] }

const rupiah = (n: number): number => Math.max(1000, Math.round(n / 1000) * 1000 - 100);

export function seedCatalogue(): Catalogue {
  const rnd = prng(20240617);
  const merchants: MerchantRec[] = MERCHANTS.map(([name, city], i) => ({
    id: i + 1, name, slug: slugify(name), has_image: !NO_IMAGE.has(i + 1), city,
    description: `${name} menyediakan perlengkapan ibu dan bayi pilihan dari ${city}. Pengiriman cepat dan produk original.`,
  }));
  const categories: CategoryRec[] = [...ROOTS];
  const products: ProductRec[] = [];
  const variants: VariantRec[] = [];
  const slugs = new Set<string>();
  let sku = 1000;
  LEAVES.forEach((leaf, li) => {
    const catId = ROOTS.length + li + 1;
    categories.push({ id: catId, name: leaf.name, slug: leaf.slug, parent_id: leaf.root });
    for (let i = 0; i < PRODUCTS_PER_LEAF; i++) {
      const id = products.length + 1;
      const merchant = merchants[(li * 5 + i * 7) % merchants.length]!;
      const base = leaf.bases[i % leaf.bases.length]!;
      const mod = leaf.mods[Math.floor(i / leaf.bases.length) % leaf.mods.length]!;
      const name = `${base} ${mod} ${merchant.name}`;
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      const month = 1 + ((id * 7) % 12);
      const day = 1 + ((id * 11) % 27);
      products.push({
        id, name, slug, merchant_id: merchant.id, category_id: catId,
        description: `${name} dari ${merchant.name}. ${leaf.blurb}\n\nProduk original bergaransi resmi. Dikirim dari ${merchant.city} dalam 1x24 jam di hari kerja.`,
        image_count: 1 + (id % 3), sold_count: Math.floor(rnd() * 2500),
        created_at: new Date(Date.UTC(2024, month - 1, day, 3, 0, 0)).toISOString(),
        commission_rate: id % 4 === 0 ? 5 + (id % 6) : 0,
      });
      const outOfStock = id % 12 === 5;
      const discounted = rnd() < 0.35;
      const basePrice = leaf.min + rnd() * (leaf.max - leaf.min);
      const count = Math.min(leaf.variants.length, 1 + (id % 3));
      for (let v = 0; v < count; v++) {
        const price = rupiah(basePrice * (1 + v * 0.25));
        sku += 1;
        variants.push({
          sku_id: sku, product_id: id, name: leaf.variants[v]!, price,
          old_price: discounted ? rupiah(price * (1.15 + rnd() * 0.25)) : null,
          stock: outOfStock ? 0 : v > 0 && rnd() < 0.15 ? 0 : 3 + Math.floor(rnd() * 80),
        });
      }
    }
  });
  return { merchants, categories, products, variants };
}
