/** Page texts of the order feature. */
export const orderId = {
  order: { lead: 'Semua pesananmu dan statusnya.', section: 'Daftar pesanan', empty: 'Belum ada pesanan.' },
  'order-add': { lead: 'Buat pesanan baru dari barang pilihanmu.', section: 'Barang dipesan', empty: 'Belum ada barang untuk dipesan.' },
  'order-group': { lead: 'Pesanan yang dibayar bersama dalam satu transaksi.', section: 'Isi grup pesanan', empty: 'Grup pesanan tidak ditemukan.' },
  'order-detail': { lead: 'Rincian barang, pembayaran dan pengiriman pesanan.', section: 'Rincian pesanan', empty: 'Rincian pesanan belum tersedia.' },
  'order-invoice': { lead: 'Invoice resmi pesananmu.', section: 'Invoice', empty: 'Invoice belum tersedia.' },
  'order-track': { lead: 'Pantau perjalanan paketmu.', section: 'Status pengiriman', empty: 'Riwayat pengiriman belum tersedia.' },
  steps: { paid: 'Lunas', accepted: 'Diproses', pickedup: 'Dikirim', delivered: 'Sampai' },
  tabs: { detail: 'Rincian', invoice: 'Invoice', track: 'Lacak' },
} as const;
