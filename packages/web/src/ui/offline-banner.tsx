import { useTranslation } from 'react-i18next';

/** Shown at the top of the frame while the browser is offline (spec §4: online/offline is tracked). */
export function OfflineBanner({ online }: { readonly online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('state.offline')}
    </div>
  );
}
