/** Page texts of cart, checkout and payment. */
export const checkoutId = {
  cart: { lead: 'Barang yang siap kamu beli.', section: 'Isi keranjang', empty: 'Keranjangmu masih kosong.', shop: 'Mulai belanja' },
  buy: { lead: 'Periksa alamat, pengiriman dan voucher sebelum membayar.', section: 'Ringkasan pesanan', empty: 'Belum ada barang untuk dibayar.', shop: 'Kembali ke keranjang' },
  'booking-cod': { lead: 'Pesanan dengan pembayaran di tempat (COD).', section: 'Ringkasan pesanan COD', empty: 'Belum ada pesanan COD.', shop: 'Lihat pesanan' },
  payment: { lead: 'Selesaikan pembayaran pesananmu sebelum batas waktu.', section: 'Rincian pembayaran', empty: 'Rincian pembayaran belum tersedia.', guide: 'Lihat cara pembayaran' },
  'payment-finish': { lead: 'Terima kasih! Pembayaranmu sedang kami proses.', section: 'Langkah selanjutnya', empty: 'Status pesanan bisa kamu pantau di Pesanan Saya.', orders: 'Lihat pesanan' },
  'payment-guide': { lead: 'Langkah-langkah membayar sesuai metode yang kamu pilih.', section: 'Cara membayar', empty: 'Panduan pembayaran belum tersedia.' },
} as const;
