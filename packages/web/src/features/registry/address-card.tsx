import type { Address } from '@kado/domain';
import { usePageTexts } from '../../app/page-texts';
import { ADDRESS_BOOK_NS, addressBookTexts } from './address-book.texts';

/** A delivery address as givers and the owner read it. */
export function AddressCard({ address }: { readonly address: Address }) {
  const { t } = usePageTexts(ADDRESS_BOOK_NS, addressBookTexts);
  const place = address.district ? `${address.district.name}, ${address.district.city}, ${address.district.province}` : '';
  return (
    <div className="card stack address-card">
      <p className="row">
        <strong>{address.addressLabel}</strong>
        {address.primary ? <span className="gift-badge gift-badge--free">{t('primary')}</span> : null}
      </p>
      <p>{address.receiverName} · {address.receiverPhone}</p>
      <p>{address.address}</p>
      <p className="field__hint">{[place, address.postalCode].filter(Boolean).join(' ')}</p>
    </div>
  );
}
