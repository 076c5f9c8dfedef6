import { useTranslation } from 'react-i18next';
import { shipToArea, type ShipToLabel } from '@kado/domain';

/**
 * Where a parcel goes, showing only what the viewer may see (decision 0180): a masked line ('Dikirim ke Sari,
 * Jakarta Selatan'), the receiver with district and city, or the whole address with the phone.
 */
export function ShipToCard({ label, note }: { readonly label: ShipToLabel; readonly note?: string }) {
  const { t } = useTranslation();
  if (label.visibility === 'masked') {
    return (
      <div className="card stack address-card" data-testid="ship-to">
        <p><strong>{t('shipTo.masked', { name: label.receiverName, city: label.city })}</strong></p>
        <p className="field__hint">{t('shipTo.maskedNote')}</p>
      </div>
    );
  }
  const area = shipToArea(label);
  return (
    <div className="card stack address-card" data-testid="ship-to">
      <p>
        <strong>{label.receiverName}</strong>
        {label.receiverPhone ? ` · ${label.receiverPhone}` : null}
      </p>
      {label.address ? <p>{label.address}</p> : null}
      <p className="field__hint">{[area, label.postalCode].filter(Boolean).join(' ')}</p>
      {note ? <p className="field__hint">{note}</p> : null}
    </div>
  );
}
