// The external gift's checkout (issue 31): its question before 'Saya sudah membeli' and the address copy. A namespace of
// its own ('registry-external'), in that screen's chunk: the owner's registry routes do not download it.
export const EXTERNAL_CHECKOUT_NS = 'registry-external';

export const externalCheckoutTexts = {
  confirmBoughtTitle: 'Sudah membeli kado ini di {{shop}}?',
  confirmBoughtText: 'Kado akan ditandai sudah dibeli, jadi pemberi lain tidak membelinya lagi. Tandai setelah pesananmu di {{shop}} berhasil.',
  confirmBought: 'Ya, sudah dibeli',
  confirmCancel: 'Batal',
  copyAddress: 'Salin alamat',
  addressCopied: 'Alamat berhasil disalin',
  copyFailed: 'Gagal menyalin. Salin alamatnya secara manual.',
  // Decision 0530: the full address to the giver who holds the gift, with the owner's consent.
  reserveForAddress: 'Reservasi kado ini untuk melihat alamat lengkap dan nomor HP penerima, lalu salin ke formulir {{shop}}.',
  reserveForAddressButton: 'Reservasi untuk melihat alamat',
  fullAddressHeld: 'Alamat lengkap ini hanya tampil untukmu selama kamu memegang kado ini.',
} as const;
