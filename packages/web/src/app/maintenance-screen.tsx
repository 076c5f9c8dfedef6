import { useTranslation } from 'react-i18next';

interface MaintenanceScreenProps {
  readonly productName: string;
  readonly helpUrl: string;
}

/** Spec §2: replaces all content while the maintenance flag is on. */
export function MaintenanceScreen({ productName, helpUrl }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="maintenance">
      <h1>{t('maintenance.title')}</h1>
      <p className="page__lead">{t('maintenance.text', { product: productName })}</p>
      <a className="button" href={helpUrl} target="_blank" rel="noopener noreferrer">{t('maintenance.help')}</a>
    </div>
  );
}
