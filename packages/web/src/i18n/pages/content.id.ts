/** Page texts of articles, reviews, help pages and the adviser chat. */
export const contentId = {
  artikel: { lead: 'Tips kehamilan, menyusui dan tumbuh kembang si kecil.', section: 'Artikel terbaru', empty: 'Belum ada artikel.' },
  'artikel-detail': { lead: 'Bacaan pilihan untuk ibu dan si kecil.', section: 'Isi artikel', empty: 'Artikel tidak ditemukan.' },
  blog: { lead: 'Cerita dan kabar terbaru dari Kado.', section: 'Tulisan terbaru', empty: 'Belum ada tulisan.' },
  'blog-detail': { lead: 'Cerita dan kabar terbaru dari Kado.', section: 'Isi tulisan', empty: 'Tulisan tidak ditemukan.' },
  review: { lead: 'Ulasan jujur dari para orang tua tentang produk di Kado.', section: 'Ulasan terbaru', empty: 'Belum ada ulasan.', mine: 'Ulas pesananmu' },
  'review-transactions': { lead: 'Pesanan selesai yang bisa kamu ulas.', section: 'Menunggu ulasan', empty: 'Belum ada pesanan untuk diulas.' },
  'review-detail': { lead: 'Ulasan lengkap beserta balasannya.', section: 'Balasan', empty: 'Belum ada balasan.' },
  'review-order': { lead: 'Bagikan pengalamanmu dengan produk dari pesanan ini.', section: 'Ulasan produk', star: 'Beri bintang', review: 'Ulasanmu', submit: 'Kirim Ulasan' },
  faqs: { lead: 'Jawaban atas pertanyaan yang sering diajukan.', section: 'Pertanyaan populer', empty: 'Belum ada pertanyaan.', search: 'Cari pertanyaan' },
  'faqs-search': { lead: 'Cari jawaban atas pertanyaanmu.', section: 'Hasil pencarian', empty: 'Ketik kata kunci untuk mencari pertanyaan.' },
  'faqs-detail': { lead: 'Jawaban lengkap atas pertanyaanmu.', section: 'Jawaban', empty: 'Pertanyaan tidak ditemukan.' },
  privacy: { lead: 'Cara Kado mengumpulkan, memakai dan melindungi data pribadimu.', section: 'Kebijakan privasi', text: 'Kami hanya memakai datamu untuk memproses pesanan, registry dan layanan Kado.' },
  terms: { lead: 'Aturan pemakaian layanan Kado.', section: 'Syarat dan ketentuan', text: 'Dengan memakai Kado, kamu menyetujui syarat dan ketentuan yang berlaku.' },
  consign: { lead: 'Titipkan produkmu untuk dijual di Kado.', section: 'Cara bergabung', text: 'Hubungi tim kami untuk mendaftarkan produkmu sebagai mitra konsinyasi.' },
  mobile: { lead: 'Belanja lebih praktis lewat aplikasi Kado.', section: 'Aplikasi Kado', text: 'Aplikasi Kado tersedia untuk Android dan iOS.' },
  mia: { lead: 'Tanyakan apa saja seputar kehamilan, bayi dan belanja kepada Mia, asisten Kado.', section: 'Percakapan', empty: 'Belum ada percakapan. Mulai dengan sebuah pertanyaan.', message: 'Tulis pertanyaan', send: 'Kirim' },
} as const;
