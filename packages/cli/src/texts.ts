// Every text the CLI prints, in Indonesian (the web's are in i18next; a command line needs no i18n runtime). The
// badges themselves come from the domain (spec §4); 'Tersedia' is the web's word for a free gift.
export const TEXTS = {
  registryOf: (name: string, username: string) => `${name} (@${username})`,
  available: 'Tersedia',
  units: (open: number, wanted: number) => `${open} dari ${wanted} lagi`,
  noGifts: 'Belum ada kado di registry ini.',
  giftCount: (n: number) => `${n} kado`,
  unnamed: 'Kado tanpa nama',
  reserved: 'Kado berhasil direservasi',
  heldUntil: (when: string) => `Ditahan untukmu sampai ${when}`,
  guestNeeded: 'Untuk reservasi sebagai tamu, isi --name dan --contact (email atau nomor WhatsApp).',
  contactInvalid: 'Isi --contact dengan email atau nomor WhatsApp yang valid (contoh: 081234567890).',
  giftNotFound: (id: string) => `Kado ${id} tidak ditemukan di registry ini.`,
  taken: 'Kado ini sudah dipilih pemberi lain.',
  unexpected: 'Terjadi kesalahan tak terduga',
  rateLimited: (count: number, unit: 'second' | 'minute') => `Terlalu banyak percobaan. Coba lagi dalam ${count} ${unit === 'second' ? 'detik' : 'menit'}.`,
  offline: 'Portal tidak dapat dihubungi. Periksa koneksi atau alamat --portal.',
  timeout: 'Server tidak menjawab tepat waktu. Silakan coba lagi.',
  usage: [
    'Pemakaian:',
    '  kado registry <username> [--portal URL]',
    '  kado reserve <username> <id-kado> --name <nama> --contact <email|nomor WhatsApp> [--portal URL]',
    '  --verbose: panggilan portal yang gagal ditulis ke stderr',
    '',
    'Tanpa --portal, perintah memakai portal palsu di dalam proses (data demo).',
  ].join('\n'),
  unknownCommand: (name: string) => `Perintah tidak dikenal: ${name}`,
} as const;
