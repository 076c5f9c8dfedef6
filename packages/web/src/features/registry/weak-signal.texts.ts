// Indonesian texts of the registry page on a weak signal (issue 16 item 4), namespace 'registryOffline'.
export const REGISTRY_OFFLINE_NS = 'registryOffline';

export const registryOfflineTexts = {
  keptAt: 'Terakhir diperbarui {{time}}',
  keptLead: 'Kamu melihat salinan tersimpan karena koneksi sedang lemah atau terputus.',
  queuedToast: 'Kamu sedang offline. Reservasi disimpan dan akan dikirim saat koneksi kembali.',
  queued: 'Menunggu koneksi: reservasimu akan dikirim otomatis saat online.',
  sent: 'Reservasi {{name}} sudah terkirim.',
  refused: 'Maaf, {{name}} sudah dipilih pemberi lain saat kamu offline. Reservasimu tidak dikirim dan tidak ada yang berubah.',
  refusedShort: 'Reservasimu saat offline tidak dikirim: kado ini sudah dipilih pemberi lain.',
  refusedOk: 'Mengerti',
};
