/**
 * Indonesian texts of WhatsApp-first sharing and of the link previews (namespace 'registry-share', decision 0261).
 * Plain data: the share sheet reads them through i18next, and so does the app server for the preview tags.
 */
export const SHARE_NS = 'registry-share';

export const shareTexts = {
  sheet: {
    whatsappLead: 'Kirim ke grup keluarga atau sahabat lewat WhatsApp. Pesannya sudah siap:',
    other: 'Bagikan ke lainnya',
  },
  message: {
    /** The ready WhatsApp message of a registry with a due month. */
    due: 'Halo! Aku sedang menyiapkan kebutuhan si Kecil yang diperkirakan lahir {{month}}. Kalau ingin memberi kado, lihat "{{name}}" di Kado ya. Kado yang sudah dipilih orang lain langsung tertanda, jadi tidak ada yang dobel: {{link}}',
    /** Without a due month (the baby is born, or no date was given). */
    plain: 'Halo! Aku sedang menyiapkan kebutuhan si Kecil. Kalau ingin memberi kado, lihat "{{name}}" di Kado ya. Kado yang sudah dipilih orang lain langsung tertanda, jadi tidak ada yang dobel: {{link}}',
    /** One gift, shared from its own page. */
    gift: 'Halo! Ini salah satu kado impian di "{{name}}": {{gift}}. Kalau ingin memberikannya, buka di Kado ya: {{link}}',
  },
  gift: {
    share: 'Bagikan kado ini lewat WhatsApp',
  },
  preview: {
    siteName: 'Kado',
    registryTitle: '{{name}} di Kado',
    registryDescription: 'Lihat daftar kado impian {{owner}} untuk si Kecil, lalu pilih kado yang belum dipilih orang lain.',
    giftTitle: '{{gift}} · {{name}}',
    giftDescription: 'Kado impian di {{name}}. Pilih kado ini di Kado, agar tidak ada kado yang dobel.',
    productDescription: '{{price}} di Kado, belanja kebutuhan si Kecil.',
    privateTitle: 'Registry privat di Kado',
    privateDescription: 'Registry ini bersifat privat. Buka tautannya di Kado untuk melihatnya bila kamu pemiliknya.',
  },
} as const;
