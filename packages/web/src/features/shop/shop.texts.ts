// Indonesian texts of the shop screens (catalogue, search, product, favourites), namespace 'catalogue'; home's own
// part (its sections and the product card) is home.texts.ts, so / does not download the rest (issue 15).
// Spec §8 texts are kept word for word.
import { homeTexts } from './home.texts';

export { CATALOGUE_NS } from './home.texts';

export const catalogueTexts = {
  home: homeTexts.home,
  list: {
    empty: 'Belum ada produk di sini.',
    emptyMerchants: 'Belum ada toko.',
    loadingMore: 'Memuat lagi…',
    end: 'Semua sudah ditampilkan.',
    moreError: 'Gagal memuat halaman berikutnya.',
    products: 'Produk',
    count: '{{count}} produk',
  },
  product: {
    ...homeTexts.product,
    variants: 'Pilih varian',
    stock: 'Stok {{count}}',
    variantSoldOut: '{{name}} (habis)',
    quantity: 'Jumlah',
    decrease: 'Kurangi jumlah',
    increase: 'Tambah jumlah',
    description: 'Deskripsi',
    soldBy: 'Dijual oleh',
    visitShop: 'Kunjungi toko',
    reviews: 'Ulasan',
    reviewSummary: '{{average}} dari 5 · {{total}} ulasan',
    noReviews: 'Belum ada ulasan.',
    allReviews: 'Lihat semua ulasan',
    favorite: 'Tambah ke favorit',
    unfavorite: 'Hapus dari favorit',
    share: 'Bagikan produk',
    addToCart: 'Keranjang',
    addToCartLabel: 'Tambah ke keranjang',
    buyNow: 'Beli Sekarang',
    addToRegistry: 'Tambah ke Registry',
    affiliate: 'Salin link afiliasi',
    affiliateLabel: 'Link afiliasi',
    image: 'Foto {{index}} dari {{count}}: {{name}}',
    linkLabel: 'Link produk',
  },
  toast: {
    addedToCart: 'Barang berhasil ditambahkan ke keranjang',
    seeCart: 'Lihat keranjang',
    addedToRegistry: 'Berhasil menambahkan produk registry',
    copied: '{{label}} berhasil disalin',
    copiedPlain: 'Berhasil disalin',
    favoriteRemoved: 'Produk dihapus dari favorit',
  },
  categories: { lead: 'Temukan kebutuhan si kecil per kategori.', all: 'Semua {{name}}', sub: 'Subkategori' },
  merchants: { lead: 'Toko perlengkapan ibu dan bayi pilihan.', products: 'Produk', promo: 'Promo', allProducts: 'Semua produk' },
  brand: {
    lead: 'Kenali brand perlengkapan ibu dan bayi.',
    draftLead: 'Indeks brand A–Z.',
    open: 'Buka halaman brand {{name}}',
    serviceError: 'Terjadi kesalahan tak terduga',
  },
  promo: { lead: 'Produk dengan potongan harga terbesar.' },
  collection: { lead: 'Koleksi produk pilihan tim Kado.', all: 'Semua koleksi' },
  banner: { products: 'Produk promo' },
  search: {
    title: 'Hasil untuk "{{keyword}}"',
    empty: 'Ketik kata kunci untuk mencari produk.',
    noResult: 'Tidak ada hasil untuk "{{keyword}}"',
    openSearch: 'Ubah pencarian',
  },
  favorite: {
    lead: 'Produk yang kamu simpan.',
    empty: 'Belum ada produk favorit.',
    emptyAction: 'Mulai belanja',
    remove: 'Hapus {{name}} dari favorit',
  },
} as const;
