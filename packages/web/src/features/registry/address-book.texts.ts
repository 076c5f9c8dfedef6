/**
 * Indonesian texts of the owner's address book (namespace 'registryAddressBook'), apart from the registry's texts so
 * its route's chunk does not load them (issue 15); spec texts word for word.
 */
export const ADDRESS_BOOK_NS = 'registryAddressBook';

export const addressBookTexts = {
  lead: 'Alamat utama dipakai untuk pengiriman kado bila kamu menampilkannya ke pemberi kado.',
  primary: 'Utama',
  empty: 'Belum ada alamat.',
  add: 'Tambah Alamat',
  visibleNow: 'Saat ini alamat ditampilkan ke pemberi kado.',
  hiddenNow: 'Saat ini alamat disembunyikan dari pemberi kado.',
};
