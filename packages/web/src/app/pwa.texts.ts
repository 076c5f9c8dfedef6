// Indonesian texts of the installable app: the update prompt and the push opt-in, namespace 'pwa'.
export const PWA_NS = 'pwa';

export const pwaTexts = {
  update: {
    title: 'Versi baru tersedia',
    text: 'Muat ulang untuk memakai versi terbaru Kado.',
    reload: 'Muat ulang',
    later: 'Nanti',
  },
  push: {
    title: 'Notifikasi',
    text: 'Dapatkan kabar pesanan, kado dari keluarga, dan promo langsung di perangkatmu.',
    enable: 'Aktifkan notifikasi',
    asking: 'Meminta izin…',
    enabled: 'Notifikasi aktif di perangkat ini.',
    denied: 'Notifikasi diblokir. Izinkan notifikasi untuk Kado di pengaturan browser, lalu coba lagi.',
    dismissed: 'Notifikasi belum diaktifkan. Ketuk tombol di atas kapan saja untuk mencoba lagi.',
    unsupported: 'Browser ini tidak mendukung notifikasi. Tambahkan Kado ke layar utama atau pakai browser lain.',
    failed: 'Notifikasi belum bisa diaktifkan. Periksa koneksi internetmu, lalu coba lagi.',
  },
};
