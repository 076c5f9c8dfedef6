import type { ArticleRec, BannerRec, DistrictRec, FaqRec, VoucherRec } from '../state';

export const DISTRICTS: DistrictRec[] = [
  { id: 3171010, name: 'Kebayoran Baru', city: 'Jakarta Selatan', province: 'DKI Jakarta' },
  { id: 3171020, name: 'Tebet', city: 'Jakarta Selatan', province: 'DKI Jakarta' },
  { id: 3171030, name: 'Pasar Minggu', city: 'Jakarta Selatan', province: 'DKI Jakarta' },
  { id: 3173010, name: 'Menteng', city: 'Jakarta Pusat', province: 'DKI Jakarta' },
  { id: 3172010, name: 'Kelapa Gading', city: 'Jakarta Utara', province: 'DKI Jakarta' },
  { id: 3174010, name: 'Cengkareng', city: 'Jakarta Barat', province: 'DKI Jakarta' },
  { id: 3273010, name: 'Coblong', city: 'Bandung', province: 'Jawa Barat' },
  { id: 3273020, name: 'Sukajadi', city: 'Bandung', province: 'Jawa Barat' },
  { id: 3273030, name: 'Lengkong', city: 'Bandung', province: 'Jawa Barat' },
  { id: 3273040, name: 'Buahbatu', city: 'Bandung', province: 'Jawa Barat' },
  { id: 3578010, name: 'Gubeng', city: 'Surabaya', province: 'Jawa Timur' },
  { id: 3578020, name: 'Wonokromo', city: 'Surabaya', province: 'Jawa Timur' },
  { id: 3578030, name: 'Tegalsari', city: 'Surabaya', province: 'Jawa Timur' },
  { id: 3578040, name: 'Rungkut', city: 'Surabaya', province: 'Jawa Timur' },
  { id: 3578050, name: 'Sukolilo', city: 'Surabaya', province: 'Jawa Timur' },
];

export const VOUCHERS: VoucherRec[] = [
  { id: 1, code: null, name: 'Diskon 10% Perlengkapan Bayi', description: 'Potongan 10% hingga Rp50.000, minimal belanja Rp200.000.', type: 'percentage', value: 10, max_discount: 50000, min_purchase: 200000, is_claimable: 1, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 2, code: null, name: 'Gratis Ongkir Bunda', description: 'Potongan ongkir hingga Rp20.000.', type: 'fixed', value: 20000, max_discount: 20000, min_purchase: 100000, is_claimable: 1, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 3, code: null, name: 'Cashback Stroller 15%', description: 'Potongan 15% hingga Rp300.000 untuk stroller pilihan.', type: 'percentage', value: 15, max_discount: 300000, min_purchase: 1000000, is_claimable: 1, expired_at: '2030-06-30T16:59:59.000Z' },
  { id: 4, code: null, name: 'Hemat Popok Rp15.000', description: 'Potongan Rp15.000 minimal belanja Rp150.000.', type: 'fixed', value: 15000, max_discount: 15000, min_purchase: 150000, is_claimable: 1, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 5, code: null, name: 'Diskon Registry 5%', description: 'Potongan 5% hingga Rp100.000 untuk kado registry.', type: 'percentage', value: 5, max_discount: 100000, min_purchase: 0, is_claimable: 1, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 6, code: 'KADOBARU', name: 'Kode KADOBARU', description: 'Potongan Rp25.000 untuk pengguna baru, minimal belanja Rp150.000.', type: 'fixed', value: 25000, max_discount: 25000, min_purchase: 150000, is_claimable: 0, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 7, code: 'BUNDAHEMAT', name: 'Kode BUNDAHEMAT', description: 'Potongan 20% hingga Rp75.000, minimal belanja Rp250.000.', type: 'percentage', value: 20, max_discount: 75000, min_purchase: 250000, is_claimable: 0, expired_at: '2030-12-31T16:59:59.000Z' },
  { id: 8, code: 'MPASI10', name: 'Kode MPASI10', description: 'Potongan 10% hingga Rp10.000.', type: 'percentage', value: 10, max_discount: 10000, min_purchase: 50000, is_claimable: 0, expired_at: '2030-12-31T16:59:59.000Z' },
];

export const FAQS: FaqRec[] = [
  { id: 1, question: 'Apa itu Baby Registry Kado?', answer: 'Baby Registry adalah daftar kado impian untuk si kecil yang bisa Bunda bagikan ke keluarga dan teman, agar kado yang diterima sesuai kebutuhan.', category: 'Registry', is_highlighted: true },
  { id: 2, question: 'Bagaimana cara membagikan registry?', answer: 'Buka menu Registry, pastikan registry berstatus Publik, lalu tekan tombol Bagikan untuk menyalin tautan registry/{username}.', category: 'Registry', is_highlighted: true },
  { id: 3, question: 'Apakah pemberi kado bisa melihat alamat saya?', answer: 'Tidak, kecuali Bunda mengaktifkan pilihan tampilkan alamat. Kado tetap dikirim ke alamat utama Bunda.', category: 'Registry', is_highlighted: true },
  { id: 4, question: 'Apa arti status Direservasi?', answer: 'Seseorang sudah berniat membelikan kado tersebut, sehingga tamu lain tidak bisa memilihnya.', category: 'Registry', is_highlighted: false },
  { id: 5, question: 'Bisakah menambahkan produk dari marketplace lain?', answer: 'Bisa. Tempel tautan produk dari Shopee, Tokopedia atau TikTok, atau isi info produk secara manual.', category: 'Registry', is_highlighted: true },
  { id: 6, question: 'Berapa lama pengiriman pesanan?', answer: 'Umumnya 2-4 hari kerja untuk Jabodetabek dan 3-7 hari kerja untuk kota lain.', category: 'Pengiriman', is_highlighted: false },
  { id: 7, question: 'Metode pembayaran apa saja yang tersedia?', answer: 'Virtual account bank, dompet digital, kartu kredit dan bayar di tempat (COD) untuk area tertentu.', category: 'Pembayaran', is_highlighted: false },
  { id: 8, question: 'Bagaimana cara memakai voucher?', answer: 'Klaim voucher di halaman Voucher atau masukkan kode voucher saat checkout.', category: 'Promo', is_highlighted: false },
  { id: 9, question: 'Apa itu Mini Poin?', answer: 'Mini Poin adalah poin loyalitas dari setiap transaksi yang bisa ditukar dengan potongan belanja.', category: 'Promo', is_highlighted: false },
  { id: 10, question: 'Bagaimana cara mengembalikan barang?', answer: 'Ajukan pengembalian maksimal 2x24 jam setelah barang diterima melalui halaman Pesanan.', category: 'Pesanan', is_highlighted: false },
  { id: 11, question: 'Saya tidak menerima kode OTP', answer: 'Pastikan nomor HP atau email benar, tunggu 60 detik, lalu tekan Kirim Ulang. Kode juga bisa dikirim lewat WhatsApp.', category: 'Akun', is_highlighted: false },
  { id: 12, question: 'Bagaimana cara menjadi afiliator?', answer: 'Daftar program afiliasi melalui halaman profil. Setelah disetujui, Bunda bisa membagikan tautan produk dan mendapat komisi.', category: 'Afiliasi', is_highlighted: false },
];

const para = (...lines: string[]): string => lines.join('\n\n');

export const ARTICLES: ArticleRec[] = [
  { id: 1, slug: 'daftar-perlengkapan-bayi-baru-lahir', title: 'Daftar Perlengkapan Bayi Baru Lahir yang Wajib Disiapkan', excerpt: 'Panduan lengkap menyiapkan kebutuhan si kecil sebelum hari kelahiran.', category: 'Persiapan Kelahiran', author: 'Tim Kado', published_at: '2024-05-02T02:00:00.000Z', body: para('Menyambut si kecil butuh persiapan. Mulailah dari kebutuhan dasar: popok, baju, perlengkapan mandi, dan tempat tidur yang aman.', '## Pakaian', 'Siapkan 6-8 setel baju katun, bedong, kaus kaki dan topi. Pilih bahan yang adem dan menyerap keringat.', '## Perlengkapan tidur', 'Kasur bayi yang padat dan rata lebih aman daripada kasur empuk. Hindari bantal dan boneka di dalam box.') },
  { id: 2, slug: 'cara-membuat-baby-registry', title: 'Cara Membuat Baby Registry agar Kado Tepat Guna', excerpt: 'Tips menyusun daftar kado yang benar-benar dibutuhkan.', category: 'Registry', author: 'Tim Kado', published_at: '2024-05-20T02:00:00.000Z', body: para('Baby registry membantu keluarga dan teman memberi kado yang sesuai kebutuhan Bunda.', 'Masukkan barang dengan berbagai rentang harga, dari Rp50 ribu hingga jutaan, agar semua orang bisa ikut berkontribusi.', 'Jangan lupa bagikan tautan registry ke grup keluarga!') },
  { id: 3, slug: 'memilih-stroller-pertama', title: 'Memilih Stroller Pertama: Ringkas atau Travel System?', excerpt: 'Bandingkan jenis stroller sesuai gaya hidup keluarga.', category: 'Perlengkapan', author: 'dr. Anisa', published_at: '2024-06-11T02:00:00.000Z', body: para('Stroller ringkas cocok untuk keluarga yang sering bepergian dengan mobil atau pesawat.', 'Travel system menggabungkan car seat dan stroller, praktis untuk bayi baru lahir.') },
  { id: 4, slug: 'panduan-mpasi-pertama', title: 'Panduan MPASI Pertama untuk Bayi 6 Bulan', excerpt: 'Tekstur, porsi dan jadwal makan MPASI pertama.', category: 'MPASI', author: 'dr. Rahma, Sp.A', published_at: '2024-07-01T02:00:00.000Z', body: para('Mulailah MPASI dengan tekstur lumat halus dan porsi 2-3 sendok makan.', 'Kenalkan satu jenis makanan baru setiap 3 hari untuk memantau alergi.', 'Tetap berikan ASI sesuai keinginan bayi.') },
  { id: 5, slug: 'tips-menyusui-untuk-ibu-bekerja', title: 'Tips Menyusui untuk Ibu Bekerja', excerpt: 'Atur jadwal memompa dan simpan ASI perah dengan benar.', category: 'Menyusui', author: 'Konselor Laktasi Kado', published_at: '2024-07-15T02:00:00.000Z', body: para('Pompa ASI setiap 3 jam saat di kantor untuk menjaga produksi.', 'ASI perah tahan 4 jam di suhu ruang, 4 hari di kulkas, dan 6 bulan di freezer.') },
  { id: 6, slug: 'menjaga-kulit-bayi-dari-ruam-popok', title: 'Menjaga Kulit Bayi dari Ruam Popok', excerpt: 'Langkah sederhana mencegah dan merawat ruam popok.', category: 'Kesehatan', author: 'dr. Anisa', published_at: '2024-08-03T02:00:00.000Z', body: para('Ganti popok sesering mungkin dan biarkan kulit kering sebelum memakai popok baru.', 'Gunakan krim ruam popok berbahan zinc oxide bila kulit kemerahan.') },
  { id: 7, slug: 'mainan-edukasi-sesuai-usia', title: 'Mainan Edukasi Sesuai Usia Bayi', excerpt: 'Pilih mainan yang merangsang motorik dan indra si kecil.', category: 'Tumbuh Kembang', author: 'Tim Kado', published_at: '2024-08-21T02:00:00.000Z', body: para('Usia 0-3 bulan: mainan kontras hitam putih dan mainan gantung.', 'Usia 6-12 bulan: balok susun, buku kain dan mainan musik.') },
  { id: 8, slug: 'persiapan-mental-menjelang-persalinan', title: 'Persiapan Mental Menjelang Persalinan', excerpt: 'Kelola rasa cemas dan siapkan dukungan keluarga.', category: 'Kehamilan', author: 'Psikolog Kado', published_at: '2024-09-09T02:00:00.000Z', body: para('Rasa cemas menjelang persalinan itu wajar. Bicarakan rencana persalinan dengan pasangan dan dokter.', 'Ikuti kelas prenatal untuk berlatih teknik pernapasan.') },
];

export const BANNERS: Omit<BannerRec, 'product_ids'>[] = [
  { id: 1, title: 'Pekan Registry Bayi', description: 'Buat registry dan dapatkan voucher 5% untuk semua kado.', link: '/registry' },
  { id: 2, title: 'Diskon Stroller hingga 30%', description: 'Stroller pilihan dengan cashback spesial.', link: '/c/stroller' },
  { id: 3, title: 'Serba MPASI', description: 'Perlengkapan MPASI mulai Rp18 ribu.', link: '/c/mpasi' },
  { id: 4, title: 'Voucher Bunda Hemat', description: 'Klaim voucher ongkir dan diskon hari ini.', link: '/vouchers' },
];
