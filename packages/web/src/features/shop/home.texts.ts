// The texts of home (/) in the 'catalogue' namespace: its sections and the product card it shows. The shop's other
// screens register the whole namespace (shop.texts.ts, which includes these).
export const CATALOGUE_NS = 'catalogue';

export const homeTexts = {
  home: {
    banners: 'Promo pilihan',
    categories: 'Kategori',
    allCategories: 'Lihat semua',
    collections: 'Koleksi pilihan',
    seeCollection: 'Lihat koleksi {{name}}',
    lastSeen: 'Terakhir dilihat',
    articles: 'Artikel untuk Bunda',
    allArticles: 'Semua artikel',
    explore: 'Jelajahi',
    links: { brand: 'Brand', merchants: 'Semua toko', promo: 'Promo', vouchers: 'Voucher', favorite: 'Favorit saya', registry: 'Baby Registry' },
    registryTitle: 'Siapkan Baby Registry',
    registryText: 'Kumpulkan kado impian si kecil dan bagikan ke keluarga.',
    registryCta: 'Buat Registry',
    sectionError: 'Bagian ini gagal dimuat.',
  },
  product: {
    soldOut: 'Stok habis',
    sold: '{{shown}} terjual',
    discount: '-{{percent}}%',
    discountLabel: 'Diskon {{percent}} persen',
    oldPriceLabel: 'Harga sebelumnya',
  },
} as const;
