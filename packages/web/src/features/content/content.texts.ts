/** Indonesian texts of the content feature (FAQ, articles, adviser chat, information pages). */
export const CONTENT_NS = 'content-feature';

export const contentTexts = {
  common: { retry: 'Coba lagi', loadMore: 'Muat lebih banyak', back: 'Kembali' },
  faq: {
    highlighted: 'Pertanyaan populer',
    all: 'Semua pertanyaan',
    search: 'Cari pertanyaan',
    searchLabel: 'Cari di FAQ',
    searchPlaceholder: 'Contoh: voucher, pengiriman',
    searchEmpty: 'Ketik kata kunci untuk mencari jawaban.',
    searchNone: 'Tidak ada pertanyaan tentang "{{keyword}}".',
    empty: 'Belum ada pertanyaan.',
    askMia: 'Belum menemukan jawaban? Tanya Mia',
  },
  article: {
    listTitle: 'Artikel terbaru',
    empty: 'Belum ada artikel.',
    readMore: 'Baca selengkapnya',
    published: '{{date}}',
    more: 'Artikel lainnya',
  },
  mia: {
    intro: 'Tanyakan apa saja seputar kehamilan, bayi dan belanja kepada Mia, asisten Kado.',
    empty: 'Belum ada percakapan. Mulai dengan sebuah pertanyaan.',
    you: 'Kamu',
    adviser: 'Mia',
    label: 'Tulis pertanyaan',
    placeholder: 'Tulis pertanyaanmu untuk Mia…',
    send: 'Kirim',
    sending: 'Mengirim…',
    failed: 'Pesan belum terkirim. {{reason}}',
    retry: 'Kirim ulang',
    tooLong: 'Pertanyaan maksimal 2000 karakter',
    like: 'Jawaban membantu',
    dislike: 'Jawaban kurang membantu',
    feedbackTitle: 'Apa yang kurang dari jawaban ini?',
    feedbackLabel: 'Masukan (opsional)',
    feedbackSend: 'Kirim Masukan',
    feedbackCancel: 'Batal',
    feedbackThanks: 'Terima kasih atas masukanmu',
    feedbackGiven: 'Kamu menilai jawaban ini: {{type}}',
    likeShort: 'membantu',
    dislikeShort: 'kurang membantu',
    askAgain: 'Minta jawaban lain',
    askingAgain: 'Meminta jawaban lain…',
    askAgainFailed: 'Jawaban lain belum bisa diminta. {{reason}}',
  },
  pages: {
    privacy: {
      title: 'Kebijakan Privasi',
      body: 'Kado hanya mengumpulkan data yang dibutuhkan untuk memproses pesanan, registry dan layanan kami: nama, kontak, alamat pengiriman, serta riwayat belanja.\n\n## Pemakaian data\nData dipakai untuk mengirim pesanan, menampilkan registry kepada orang yang kamu undang, dan memberi rekomendasi produk yang sesuai.\n\n## Perlindungan\nKata sandi disimpan terenkripsi. Alamat registry hanya terlihat oleh pemberi kado jika kamu mengaktifkannya.\n\n## Hakmu\nKamu dapat mengubah atau menghapus data profil, alamat dan profil anak kapan saja dari menu Profil.',
    },
    terms: {
      title: 'Syarat & Ketentuan',
      body: 'Dengan memakai Kado, kamu menyetujui syarat dan ketentuan berikut.\n\n## Akun\nKamu bertanggung jawab menjaga kerahasiaan kata sandi. Username hanya dapat diubah satu kali.\n\n## Pesanan\nHarga dan stok mengikuti informasi saat pembayaran. Pesanan yang belum dibayar dapat dibatalkan otomatis.\n\n## Registry\nPemilik registry bertanggung jawab atas isi daftar kado dan tautan produk eksternal yang ditambahkan.',
    },
    consign: {
      title: 'Titip Jual di Kado',
      body: 'Punya produk ibu dan bayi berkualitas? Titipkan produkmu untuk dijual di Kado.\n\n## Cara bergabung\n- Daftarkan brand atau tokomu melalui tim kemitraan kami.\n- Kirim katalog dan dokumen legalitas usaha.\n- Tim kami akan menghubungimu dalam 3 hari kerja.',
    },
    mobile: {
      title: 'Aplikasi Kado',
      body: 'Belanja lebih praktis lewat aplikasi Kado untuk Android dan iOS.\n\n## Keunggulan\n- Notifikasi status pesanan dan kado registry.\n- Bagikan registry langsung ke WhatsApp.\n- Simpan produk favorit dan pantau promo.',
    },
  },
} as const;
