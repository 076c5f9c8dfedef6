import { useTranslation } from 'react-i18next';

/** A busy indicator announced to screen readers. */
export function Spinner({ label }: { readonly label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('state.loading')}</span>
    </div>
  );
}
