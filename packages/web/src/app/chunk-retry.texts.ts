/** Indonesian texts of a screen whose code could not be downloaded (issue 17, decision 0251). */
export const CHUNK_RETRY_NS = 'chunk-retry';

export const chunkRetryTexts = {
  failed: 'Halaman ini gagal dimuat. Periksa koneksi internetmu, lalu coba lagi.',
  offline: 'Halaman ini belum bisa dimuat karena kamu sedang offline. Halaman akan dimuat lagi begitu koneksi kembali.',
} as const;
