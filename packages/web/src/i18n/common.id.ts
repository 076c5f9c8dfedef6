/**
 * Indonesian texts used by the shell on every page (navbar, bottom navigation, errors, search, toasts). The navbar
 * title of every route (`title.<routeId>`) lives on its entry of the route list (src/app/route-table.ts `title`);
 * src/i18n/index.ts serves it here. Texts quoted in the spec are kept word for word.
 */
export const commonId = {
  app: { name: 'Kado', tagline: 'Belanja kebutuhan ibu dan bayi, dan bagikan baby registry-mu.' },
  nav: {
    label: 'Navigasi utama',
    shop: 'Shop',
    artikel: 'Artikel',
    registry: 'Registry',
    review: 'Review',
    profile: 'Profile',
    badge_one: '{{count}} notifikasi baru',
    badge_other: '{{count}} notifikasi baru',
  },
  navbar: {
    back: 'Kembali', share: 'Bagikan', close: 'Tutup', search: 'Cari', cart: 'Keranjang',
    cartCount_one: 'Keranjang, {{count}} barang', cartCount_other: 'Keranjang, {{count}} barang',
  },
  action: {
    retry: 'Coba lagi',
    home: 'Kembali ke beranda',
    cancel: 'Batal',
    ok: 'Mengerti',
    save: 'Simpan',
    submit: 'Kirim',
    next: 'Lanjut',
    seeAll: 'Lihat semua',
  },
  share: { copied: 'Link disalin ke clipboard' },
  field: { count: '{{count}}/{{max}} karakter' },
  push: { label: 'Notifikasi', open: 'Buka', close: 'Tutup notifikasi' },
  shipTo: {
    masked: 'Dikirim ke {{name}}, {{city}}',
    maskedNote: 'Alamat lengkap disembunyikan pemilik registry. Kado tetap dikirim ke alamatnya.',
  },
  state: {
    loading: 'Memuat…',
    emptyTitle: 'Belum ada data',
    emptyText: 'Data akan tampil di sini setelah tersedia.',
    errorTitle: 'Terjadi kesalahan',
    unexpected: 'Terjadi kesalahan tak terduga',
    offline: 'Kamu sedang offline. Periksa koneksi internetmu.',
    backOnline: 'Kamu kembali online.',
    loadingPage: 'Memuat halaman…',
    waitingForConnection: 'Halaman ini akan terbuka setelah koneksi kembali.',
  },
  notFound: {
    title: 'This page could not be found',
    code: '404',
  },
  errorKind: {
    timeout: 'Server tidak menjawab tepat waktu. Silakan coba lagi.',
    rateLimitedSeconds: 'Terlalu banyak percobaan. Coba lagi dalam {{count}} detik.',
    rateLimitedMinutes: 'Terlalu banyak percobaan. Coba lagi dalam {{count}} menit.',
  },
  error: {
    fallback: 'Error',
    statusLabel: 'Kode status {{status}}',
  },
  maintenance: {
    title: "We'll be back soon!",
    text: '{{product}} is currently under Maintenance.',
    help: 'Get Help',
  },
  search: {
    dialog: 'Pencarian',
    label: 'Kata kunci pencarian',
    placeholder: 'Cari Kebutuhan, Baby Registry..',
    registryPlaceholder: 'Cari Registry..',
    cancel: 'Batal',
    history: 'Terakhir dilihat',
    suggestions: 'Saran kata kunci',
    searchFor: 'Cari "{{keyword}}"',
    products: 'Produk',
    brands: 'Brand',
    registries: 'Registry',
    noResult: 'Tidak ada hasil untuk "{{keyword}}"',
  },
  address: {
    title: 'Satu langkah lagi!',
    subtitle: 'Tambahkan alamat untuk mulai bagikan registrymu!',
    button: 'Tambahkan Alamat',
  },
} as const;
